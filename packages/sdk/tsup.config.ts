import { defineConfig, type Options } from 'tsup';
import { deferredOperations } from './build/deferred-operations.js';

// Two builds of the same entries. The ESM build leaves ky, zod and jose to the user's install. The CJS build
// bundles ky and jose (both ESM-only; jose lands in the /visitor entry alone, the one that imports it), so
// `require('@docpub/sdk')` works wherever `require` cannot load ESM — Jest's default configuration on every Node
// version, and Node before 22.12. zod ships CJS itself and stays external. The package script empties dist/
// first, because the two builds run side by side and neither may clean what the other writes.
//
// The client's import needs no zod: the resource classes get a table of operation descriptors (see
// build/deferred-operations.ts) and the schemas are loaded by a dynamic import on the first validation. The
// ESM build puts them in a chunk of their own; the CJS build keeps them in the one file, evaluated only then.
const shared = {
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts', visitor: 'src/visitor/index.ts' },
  dts: true,
  sourcemap: true,
  clean: false,
  target: 'node20',
  tsconfig: 'tsconfig.json',
  esbuildPlugins: [deferredOperations()],
} satisfies Options;

export default defineConfig([
  { ...shared, format: ['esm'] },
  { ...shared, format: ['cjs'], noExternal: ['ky', 'jose'] },
]);
