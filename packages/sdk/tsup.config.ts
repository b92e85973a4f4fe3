import { defineConfig, type Options } from 'tsup';

// Two builds of the same entries. The ESM build leaves ky, zod and jose to the user's install. The CJS build
// bundles ky and jose (both ESM-only; jose lands in the /visitor entry alone, the one that imports it), so
// `require('@docpub/sdk')` works wherever `require` cannot load ESM — Jest's default configuration on every Node
// version, and Node before 22.12. zod ships CJS itself and stays external. The package script empties dist/
// first, because the two builds run side by side and neither may clean what the other writes.
//
// The client's import needs no zod: the resource classes call through the generated operation descriptors
// (src/generated/operations.ts); the generated response checkers are loaded by a dynamic import on the first
// validation, zod and the contract's schemas only to explain an answer a checker refuses. The ESM build puts
// each in a chunk of its own; the CJS build keeps them in the one file, evaluated only then.
//
// The declarations are not tsup's: scripts/build.ts bundles them for the entries named here, for both formats.

/** The package's entries, each with its declarations (dist/<name>.d.ts and .d.cts). */
export const typedEntries = { index: 'src/index.ts', contract: 'src/contract/index.ts', visitor: 'src/visitor/index.ts' };

const shared = {
  entry: typedEntries,
  sourcemap: true,
  clean: false,
  target: 'node20',
  tsconfig: 'tsconfig.json',
} satisfies Options;

export default defineConfig([
  { ...shared, format: ['esm'], dts: false },
  { ...shared, format: ['cjs'], dts: false, noExternal: ['ky', 'jose'] },
]);
