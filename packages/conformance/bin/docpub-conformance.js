#!/usr/bin/env node
// The command's entry, kept outside dist/ so that npm links it even when it installs a workspace before the
// first build; the program itself is the built dist/cli.js.
import('../dist/cli.js').catch((error) => {
  if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/cli.js')) {
    console.error('This command is not built yet: run `npm run build` at the root of the DocPub repository.');
    process.exit(2);
  }
  throw error;
});
