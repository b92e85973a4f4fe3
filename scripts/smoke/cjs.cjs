// The built packages through `require` (their CommonJS builds). See checks.cjs.
'use strict';
const sdk = require('@docpub/sdk');
const contract = require('@docpub/sdk/contract');
const visitor = require('@docpub/sdk/visitor');
const mockServer = require('@docpub/mock-server');
const conformance = require('@docpub/conformance');
const { check } = require('./checks.cjs');

check({ sdk, contract, visitor, mockServer, conformance }).then(
  (findings) => console.log(JSON.stringify({ system: 'cjs', ...findings })),
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
