/**
 * Row 6 — bundle size: the SDK's ESM code bundled with esbuild (ky and zod included, minified, tree-shaken,
 * browser platform), gzipped: `DocPub` (the client with every namespace) imported alone, the whole package,
 * and one namespace alone. Target: `DocPub` alone ≤ 45 KB. Beside it, the size of the options weighed for the
 * speed they buy: the same bundle without compiled response schemas (zod's code generator left out).
 *
 * The bundle is made from the SDK's sources with esbuild, the compiler tsup uses for the ESM build, so the
 * figure never comes from a stale `dist/`.
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../lib/processes.js';
import { check, figure } from '../lib/result.js';
import { emptyResult, round, type Row } from '../lib/row.js';

const SDK_ENTRY = fileURLToPath(new URL('../../packages/sdk/src/index.ts', import.meta.url));
const TARGET_KB = 45;
const COMPILED_SCHEMA_MODULE = /packages\/sdk\/src\/core\/compiled-schema\.ts$/;
const ENTRIES = {
  docpub: `export { DocPub } from ${JSON.stringify(SDK_ENTRY)};`,
  whole: `export * from ${JSON.stringify(SDK_ENTRY)};`,
  namespace: `export { APIClient, Spaces } from ${JSON.stringify(SDK_ENTRY)};`,
  // The floor the dependencies alone set: the smallest use of zod's classic API, and ky.
  zodFloor: `import * as z from 'zod'; export const schema = z.object({ id: z.string() });`,
  zodMiniFloor: `import * as z from 'zod/mini'; export const schema = z.object({ id: z.string() });`,
  ky: `export { default } from 'ky';`,
};

interface Bundle {
  minified: number;
  gzipped: number;
  /** Minified bytes of the output by origin: `zod`, `ky`, `sdk`. */
  shares: Record<string, number>;
}

function originOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? match[1]! : input.includes('packages/sdk/') ? 'sdk' : 'other';
}

function sharesOf(metafile: Metafile): Record<string, number> {
  const shares: Record<string, number> = {};
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (bytesInOutput === 0) continue;
      const origin = originOf(input);
      shares[origin] = (shares[origin] ?? 0) + bytesInOutput;
    }
  }
  return shares;
}

/** Swaps the compiled-schema module for one that always hands back the runtime parser. */
const withoutCompiledSchemas: Plugin = {
  name: 'without-compiled-schemas',
  setup(builder) {
    builder.onLoad({ filter: COMPILED_SCHEMA_MODULE }, () => ({
      contents: 'export const COMPILE_AFTER_PARSES = 1; export function parserFor(schema) { return schema; }',
      loader: 'js',
    }));
  },
};

async function bundle(contents: string, plugins: Plugin[] = []): Promise<Bundle> {
  const output = await build({
    plugins,
    stdin: { contents, resolveDir: REPO_ROOT, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = output.outputFiles[0]!.contents;
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length, shares: sharesOf(output.metafile) };
}

const kb = (bytes: number) => round(bytes / 1024);

function sizeDetail(result: Bundle): string {
  const shares = Object.entries(result.shares)
    .sort(([, a], [, b]) => b - a)
    .map(([origin, bytes]) => `${origin} ${kb(bytes)} KB`)
    .join(', ');
  return `${kb(result.minified)} KB minified (${shares})`;
}

export const bundleSize: Row = {
  id: 6,
  title: 'Bundle size',
  async measure(context) {
    const result = emptyResult(this);
    context.log('bundling with esbuild');
    const docpub = await bundle(ENTRIES.docpub);
    const docpubRuntimeParser = await bundle(ENTRIES.docpub, [withoutCompiledSchemas]);
    const zodFloor = await bundle(ENTRIES.zodFloor);
    const zodMiniFloor = await bundle(ENTRIES.zodMiniFloor);
    const ky = await bundle(ENTRIES.ky);
    result.checks.push(check('DocPub alone, ESM, minified + gzipped', kb(docpub.gzipped), 'KB', '<=', TARGET_KB));
    result.figures.push(
      figure('DocPub alone, minified + gzipped', kb(docpub.gzipped), 'KB', sizeDetail(docpub)),
      figure('DocPub alone without compiled response schemas, minified + gzipped', kb(docpubRuntimeParser.gzipped), 'KB', sizeDetail(docpubRuntimeParser)),
    );
    // The other entry points only add context: a quick run (the smoke test) spares their bundling.
    if (!context.quick) {
      const whole = await bundle(ENTRIES.whole);
      const namespace = await bundle(ENTRIES.namespace);
      result.figures.push(
        figure('whole SDK, minified + gzipped', kb(whole.gzipped), 'KB', sizeDetail(whole)),
        figure('one namespace alone (APIClient + Spaces), minified + gzipped', kb(namespace.gzipped), 'KB', sizeDetail(namespace)),
      );
    }
    result.figures.push(
      figure("floor: zod's classic API, smallest use, minified + gzipped", kb(zodFloor.gzipped), 'KB'),
      figure('floor: ky alone, minified + gzipped', kb(ky.gzipped), 'KB'),
      figure("zod/mini's smallest use, minified + gzipped (for comparison)", kb(zodMiniFloor.gzipped), 'KB'),
    );
    result.notes.push(
      `Compiled response schemas (zod's code generator) cost ${round(kb(docpub.gzipped - docpubRuntimeParser.gzipped), 2)} KB gzipped; they cut a validated GET's parse from 5–16 µs to ~1.2 µs inside a request cycle (see bench/README.md).`,
    );
    const floor = kb(zodFloor.gzipped + ky.gzipped);
    if (!result.checks[0]!.met) {
      result.notes.push(
        `zod's classic API and ky alone weigh ${floor} KB gzipped before any SDK code, leaving ${round(TARGET_KB - floor)} KB of the ${TARGET_KB} KB target to the SDK's own code; zod/mini's floor is ${kb(zodMiniFloor.gzipped)} KB.`,
      );
    }
    return result;
  },
};
