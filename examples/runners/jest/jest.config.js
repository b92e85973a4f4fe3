// Jest's default configuration (CommonJS, no transform of node_modules), plus the global set-up and
// teardown that start and stop one reference server for the whole run.
module.exports = {
  globalSetup: '@docpub/mock-server/jest/global-setup',
  globalTeardown: '@docpub/mock-server/jest/global-teardown',
};
