/**
 * The esbuild plugin that keeps zod out of the client's import. The resource classes import the contract's
 * operation table, whose every entry holds zod schemas; in the built client that import is served a table of
 * descriptors instead — each operation's method, path, status, path parameters and input location, derived
 * here from the real table at build time, so no operation is ever written twice. The schemas stay in the
 * contract, which the client loads with a dynamic `import()` on its first validation
 * (`src/core/validation-kit.ts`), and which `@docpub/sdk/contract` exports whole.
 *
 * Used by the package's build (tsup) and by the bundle-size benchmark, so both measure the same client.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { deferredTable } from '../src/contract/operation-descriptor.js';
import { operations } from '../src/contract/operations/index.js';

const RESOURCES_DIR = fileURLToPath(new URL('../src/resources/', import.meta.url));
const TABLE_MODULE = fileURLToPath(new URL('../src/contract/operations/index.ts', import.meta.url));
const NAMESPACE = 'docpub-operation-descriptors';
const TABLE_IMPORT = /(^|\/)contract\/operations\/index(\.js|\.ts)?$/;

/** The module the resource classes get in place of the operation table. */
export function descriptorModule(): string {
  const table = JSON.stringify(deferredTable(operations));
  return [
    '// Generated at build time from the operation table: wire facts only, the schemas stay in the contract.',
    `export const operations = ${table};`,
    'export const operationList = Object.values(operations);',
  ].join('\n');
}

/** Serves the descriptor table to every static import of the operation table made by a resource class. */
export function deferredOperations(): Plugin {
  return {
    name: 'docpub-deferred-operations',
    setup(build) {
      build.onResolve({ filter: TABLE_IMPORT }, (args) => {
        if (args.kind !== 'import-statement' || !args.importer.startsWith(RESOURCES_DIR)) return undefined;
        return { path: TABLE_MODULE, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({ contents: descriptorModule(), loader: 'js' }));
    },
  };
}

