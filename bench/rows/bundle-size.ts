/**
 * Row 6 — bundle size: the SDK's ESM code bundled with esbuild (ky and zod included, minified, tree-shaken,
 * browser platform), gzipped: the whole package, and one namespace imported alone. Target: whole ≤ 30 KB.
 *
 * The bundle is made from the SDK's sources with esbuild, the compiler tsup uses for the ESM build, so the
 * figure never comes from a stale `dist/`.
 */
import { build, type Metafile } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../lib/processes.js';
import { check, figure } from '../lib/result.js';
import { emptyResult, round, type Row } from '../lib/row.js';

const SDK_ENTRY = fileURLToPath(new URL('../../packages/sdk/src/index.ts', import.meta.url));
const TARGET_KB = 30;
const ENTRIES = {
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

async function bundle(contents: string): Promise<Bundle> {
  const output = await build({
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
    const whole = await bundle(ENTRIES.whole);
    const namespace = await bundle(ENTRIES.namespace);
    const zodFloor = await bundle(ENTRIES.zodFloor);
    const zodMiniFloor = await bundle(ENTRIES.zodMiniFloor);
    const ky = await bundle(ENTRIES.ky);
    result.checks.push(check('whole SDK, ESM, minified + gzipped', kb(whole.gzipped), 'KB', '<=', TARGET_KB));
    result.figures.push(
      figure('whole SDK, minified + gzipped', kb(whole.gzipped), 'KB', sizeDetail(whole)),
      figure('one namespace alone (APIClient + Spaces), minified + gzipped', kb(namespace.gzipped), 'KB', sizeDetail(namespace)),
      figure("floor: zod's classic API, smallest use, minified + gzipped", kb(zodFloor.gzipped), 'KB'),
      figure('floor: ky alone, minified + gzipped', kb(ky.gzipped), 'KB'),
      figure("zod/mini's smallest use, minified + gzipped (for comparison)", kb(zodMiniFloor.gzipped), 'KB'),
    );
    const floor = kb(zodFloor.gzipped + ky.gzipped);
    if (floor > TARGET_KB * 0.9) {
      result.notes.push(
        `zod's classic API and ky alone weigh ${floor} KB gzipped before any SDK code, so the whole SDK cannot fit ${TARGET_KB} KB with them; zod/mini's floor is ${kb(zodMiniFloor.gzipped)} KB.`,
      );
    }
    return result;
  },
};
