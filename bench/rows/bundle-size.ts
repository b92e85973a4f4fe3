/**
 * Row 6 — bundle size: the SDK's ESM code bundled with esbuild (ky and zod included, minified, tree-shaken,
 * browser platform, code splitting on), gzipped: `DocPub` (the client with every namespace) imported alone,
 * the whole package, and one namespace alone. What a page loads to start is the entry and the chunks it
 * imports statically; the generated response checkers come in a chunk loaded on the first validation, zod and
 * the contract's schemas in another loaded only to explain an answer a checker refuses, weighed apart.
 * Target: `DocPub` alone (its start-up load) ≤ 45 KB. Beside it, the option weighed for the speed it buys:
 * everything in one load (the resource classes calling through the contract's schemas, nothing deferred).
 *
 * The bundle is made from the SDK's sources with esbuild, so the figure never comes from a stale `dist/`.
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../lib/processes.js';
import { check, figure } from '../lib/result.js';
import { emptyResult, round, type Row } from '../lib/row.js';

const SDK_ENTRY = fileURLToPath(new URL('../../packages/sdk/src/index.ts', import.meta.url));
const TARGET_KB = 45;
const GENERATED_OPERATIONS = /packages\/sdk\/src\/generated\/operations\.ts$/;
const ENTRIES = {
  docpub: `export { DocPub } from ${JSON.stringify(SDK_ENTRY)};`,
  whole: `export * from ${JSON.stringify(SDK_ENTRY)};`,
  namespace: `export { APIClient, Spaces } from ${JSON.stringify(SDK_ENTRY)};`,
  // The floor the dependencies alone set: the smallest use of zod's classic API, and ky.
  zodFloor: `import * as z from 'zod'; export const schema = z.object({ id: z.string() });`,
  zodMiniFloor: `import * as z from 'zod/mini'; export const schema = z.object({ id: z.string() });`,
  ky: `export { default } from 'ky';`,
};

export interface Bundle {
  /** What loads at start-up: the entry and the chunks it imports statically. */
  minified: number;
  gzipped: number;
  /** Minified bytes of the start-up load by origin: `zod`, `ky`, `sdk`. */
  shares: Record<string, number>;
  /** What loads later (dynamic imports: ky, zod and the schemas), gzipped chunk by chunk and summed. */
  lazy: { minified: number; gzipped: number; shares: Record<string, number> };
}

function originOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? match[1]! : input.includes('packages/sdk/') ? 'sdk' : 'other';
}

function sharesOf(metafile: Metafile, names: readonly string[]): Record<string, number> {
  const shares: Record<string, number> = {};
  for (const output of names.map((name) => metafile.outputs[name]!)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (bytesInOutput === 0) continue;
      const origin = originOf(input);
      shares[origin] = (shares[origin] ?? 0) + bytesInOutput;
    }
  }
  return shares;
}

/** Serves the resource classes the contract's operation table (zod schemas and all) instead of the descriptors. */
const schemasAtStartup: Plugin = {
  name: 'schemas-at-startup',
  setup(builder) {
    builder.onLoad({ filter: GENERATED_OPERATIONS }, () => ({
      contents: "export { operations } from '../contract/operations/index.js';",
      loader: 'ts',
    }));
  },
};

/** The output files an entry loads at start-up: itself and what it imports statically, transitively. */
function startupFiles(metafile: Metafile, entry: string): Set<string> {
  const reached = new Set<string>();
  const visit = (name: string) => {
    if (reached.has(name)) return;
    reached.add(name);
    for (const imported of metafile.outputs[name]!.imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entry);
  return reached;
}

/** Bundles `contents` (with `plugins`) and weighs what loads when. Also used by `bench/compare.ts`. */
export async function bundle(contents: string, plugins: Plugin[] = []): Promise<Bundle> {
  const outdir = mkdtempSync(join(tmpdir(), 'docpub-bundle-'));
  try {
    const output = await build({
      plugins,
      stdin: { contents, resolveDir: REPO_ROOT, loader: 'ts', sourcefile: 'entry.ts' },
      bundle: true,
      splitting: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      outdir,
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const { metafile } = output;
    const entry = Object.keys(metafile.outputs).find((name) => metafile.outputs[name]!.entryPoint !== undefined)!;
    const startup = startupFiles(metafile, entry);
    const later = Object.keys(metafile.outputs).filter((name) => name.endsWith('.js') && !startup.has(name));
    const bytesOf = (names: Iterable<string>) => {
      const chunks = [...names].map((name) => output.outputFiles.find((file) => file.path.endsWith(name.replace(/^.*\//, '/')))!.contents);
      // Each file is fetched and gzipped on its own, so each is gzipped alone.
      return { minified: chunks.reduce((sum, code) => sum + code.length, 0), gzipped: chunks.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0) };
    };
    return {
      ...bytesOf(startup),
      shares: sharesOf(metafile, [...startup]),
      lazy: { ...bytesOf(later), shares: sharesOf(metafile, later) },
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => round(bytes / 1024);

function sizeDetail(result: Pick<Bundle, 'minified' | 'shares'>): string {
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
    const docpubOneLoad = await bundle(ENTRIES.docpub, [schemasAtStartup]);
    const zodFloor = await bundle(ENTRIES.zodFloor);
    const zodMiniFloor = await bundle(ENTRIES.zodMiniFloor);
    const ky = await bundle(ENTRIES.ky);
    result.checks.push(check('DocPub alone, ESM, minified + gzipped (start-up load)', kb(docpub.gzipped), 'KB', '<=', TARGET_KB));
    result.figures.push(
      figure('DocPub alone, start-up load, minified + gzipped', kb(docpub.gzipped), 'KB', sizeDetail(docpub)),
      figure('DocPub alone, chunks loaded later (ky at the first request; the response checkers at the first validation; zod and the schemas to explain a refused answer), minified + gzipped', kb(docpub.lazy.gzipped), 'KB', sizeDetail(docpub.lazy)),
      figure('option: DocPub alone with the schemas in the start-up load (not deferred), minified + gzipped', kb(docpubOneLoad.gzipped), 'KB', sizeDetail(docpubOneLoad)),
    );
    // The other entry points only add context: a quick run (the smoke test) spares their bundling.
    if (!context.quick) {
      const whole = await bundle(ENTRIES.whole);
      const namespace = await bundle(ENTRIES.namespace);
      result.figures.push(
        figure('whole SDK, start-up load, minified + gzipped', kb(whole.gzipped), 'KB', sizeDetail(whole)),
        figure('one namespace alone (APIClient + Spaces), start-up load, minified + gzipped', kb(namespace.gzipped), 'KB', sizeDetail(namespace)),
      );
    }
    result.figures.push(
      figure("floor: zod's classic API, smallest use, minified + gzipped", kb(zodFloor.gzipped), 'KB'),
      figure('floor: ky alone, minified + gzipped', kb(ky.gzipped), 'KB'),
      figure("zod/mini's smallest use, minified + gzipped (for comparison)", kb(zodMiniFloor.gzipped), 'KB'),
    );
    result.notes.push(
      `The start-up load holds neither zod nor ky nor the response checkers: the resource classes call through generated operation descriptors; ky comes with the first request, the checkers (sdk/src/generated/response-checks.ts) with the first validation, zod and the schemas only with an answer a checker refuses: ${kb(docpub.lazy.gzipped)} KB gzipped in all. With the schemas in the start-up load it would be ${kb(docpubOneLoad.gzipped)} KB.`,
    );
    if (!result.checks[0]!.met) {
      const floor = kb(ky.gzipped);
      result.notes.push(`ky alone weighs ${floor} KB gzipped before any SDK code, leaving ${round(TARGET_KB - floor)} KB of the ${TARGET_KB} KB target to the SDK's own code.`);
    }
    return result;
  },
};
