/**
 * Bundles the browser page (`page.ts`): the SDK, the reference server and msw's worker client, for a real
 * browser. The `@docpub/*` names resolve to the packages' sources through the root tsconfig's `paths`.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Writes the page's bundle (ESM, with a source map) to `outfile`. */
export async function bundlePage(outfile: string): Promise<void> {
  await build({
    entryPoints: [here('./page.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    sourcemap: true,
    tsconfig: here('../tsconfig.json'),
    // The reference server imports node:http only inside listen(), which the page never calls.
    external: ['node:*'],
    logLevel: 'silent',
  });
}
