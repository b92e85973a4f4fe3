// The built packages through `import` (their ESM builds). See checks.cjs.
import * as sdk from '@docpub/sdk';
import * as contract from '@docpub/sdk/contract';
import * as visitor from '@docpub/sdk/visitor';
import * as mockServer from '@docpub/mock-server';
import * as conformance from '@docpub/conformance';
import checks from './checks.cjs';

const findings = await checks.check({ sdk, contract, visitor, mockServer, conformance });
console.log(JSON.stringify({ system: 'esm', ...findings }));
