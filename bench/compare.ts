/**
 * Two builds of the SDK side by side in one run, for a change that must not cost speed: rows 1, 4, 6 and 8 of
 * the benchmark measured on the build before and the build after, interleaved (the two take turns, one call each
 * per round), each figure as the median of per-round ratios after / before.
 *
 * ```
 * [ROWS=1,4,6,8] node --expose-gc --import tsx bench/compare.ts <before-sdk-dir> <after-sdk-dir> [--quick]
 * ```
 *
 * Each directory is an SDK package whose `dist/` is built (e.g. `git archive <commit> packages/sdk` unpacked
 * beside a `node_modules`, then `npx tsup`). Row 6 bundles each `dist/index.js` the same way (esbuild, ky and
 * zod included, minified, code splitting) and weighs the start-up load gzipped.
 */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { examples } from '../packages/sdk/test/resources/fixtures.js';
import { walkWithSdk, type ListWalk } from './lib/iterate.js';
import { bundle } from './rows/bundle-size.js';
import { median } from './lib/stats.js';
import { sampleGroups, sampleInterleaved, type Samples } from './lib/sampler.js';
import { startReferenceServer } from './lib/servers.js';

type Client = InstanceType<typeof import('./lib/sdk.js').DocPub>;
type Build = 'before' | 'after';

const quick = process.argv.includes('--quick');
const [beforeDir, afterDir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--')).map((dir) => resolve(dir));
if (!beforeDir || !afterDir) throw new Error('usage: bench/compare.ts <before-sdk-dir> <after-sdk-dir> [--quick]');
const dirs: Record<Build, string> = { before: beforeDir, after: afterDir };
const entry = (which: Build) => join(dirs[which], 'dist/index.js');
const context = { quick, smoke: false, log: (line: string) => process.stderr.write(`${line}\n`) };
const lines: string[] = [];
const print = (line: string) => {
  lines.push(line);
  process.stdout.write(`${line}\n`);
};

/** Median of per-round ratios `name` / `baseline`, and both medians. */
function compare(samples: Samples, name: string, baseline: string): string {
  const ratios = samples[name]!.map((value, index) => value / samples[baseline]![index]!);
  return `${median(ratios).toFixed(3)}× (medians ${median(samples[name]!).toFixed(3)} ms vs ${median(samples[baseline]!).toFixed(3)} ms, n=${ratios.length})`;
}

async function clients(token: string, url: string, validation: 'strict' | 'off' = 'strict'): Promise<Record<Build, Client>> {
  const load = async (which: Build) => {
    const { DocPub } = (await import(pathToFileURL(entry(which)).href)) as typeof import('./lib/sdk.js');
    return new DocPub({ token, baseUrl: url, validation });
  };
  return { before: await load('before'), after: await load('after') };
}

async function row1(): Promise<void> {
  const pageSize = quick ? 50 : 1000;
  const server = await startReferenceServer(context, [{ key: 'page', comments: pageSize }], 120_000);
  try {
    const { url, token } = server.value;
    const spaceId = server.value.spaces.page!.id;
    const sdk = await clients(token, url);
    const plan = quick ? { warmupRounds: 2, rounds: 10, budgetMs: 5_000 } : { warmupRounds: 30, rounds: 300, budgetMs: 120_000 };
    const samples = await sampleGroups(
      [
        [{ name: 'before-space', call: () => sdk.before.spaces.get(spaceId) }, { name: 'after-space', call: () => sdk.after.spaces.get(spaceId) }],
        [
          { name: 'before-page', call: async () => await sdk.before.comments.list(spaceId, { limit: pageSize }) },
          { name: 'after-page', call: async () => await sdk.after.comments.list(spaceId, { limit: pageSize }) },
        ],
      ],
      plan,
    );
    print(`row 1, GET one space (strict), after / before: ${compare(samples, 'after-space', 'before-space')}`);
    print(`row 1, page of ${pageSize} comments (strict), after / before: ${compare(samples, 'after-page', 'before-page')}`);
  } finally {
    await server.stop();
  }
}

/**
 * Row 1's calls answered by a fetch double in this process, timed in CPU time (`process.cpuUsage`): on a
 * machine shared by many processes, wall time mostly measures waiting for a core; CPU time measures the code.
 */
async function row1Cpu(): Promise<void> {
  const pageSize = quick ? 50 : 1000;
  const space = JSON.stringify(examples.space);
  const page = JSON.stringify({ items: Array.from({ length: pageSize }, (_, index) => ({ ...examples.comment, id: `c${index}` })), count: pageSize });
  const fetch = async (input: RequestInfo | URL) =>
    new Response(String(input instanceof Request ? input.url : input).includes('/comments') ? page : space, { headers: { 'content-type': 'application/json' } });
  const load = async (which: Build) => {
    const { DocPub } = (await import(pathToFileURL(entry(which)).href)) as typeof import('./lib/sdk.js');
    return new DocPub({ token: 'tok_compare_0001', baseUrl: 'http://x.test/v1', fetch });
  };
  const sdk: Record<Build, Client> = { before: await load('before'), after: await load('after') };
  const cpu = () => {
    const usage = process.cpuUsage();
    return usage.user + usage.system;
  };
  const calls = [
    ['GET one space', 200, (client: Client) => client.spaces.get('s1')],
    [`page of ${pageSize} comments`, 10, (client: Client) => client.comments.list('s1', { limit: pageSize })],
  ] as const;
  for (const [what, batch, call] of calls) {
    const samples: Samples = { before: [], after: [] };
    for (let round = 0; round < (quick ? 6 : 50); round++) {
      for (const which of round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const)) {
        const started = cpu();
        for (let index = 0; index < batch; index++) await call(sdk[which]);
        // The first rounds warm the JIT up.
        if (round >= (quick ? 2 : 10)) samples[which]!.push((cpu() - started) / batch / 1000);
      }
    }
    print(`row 1, ${what} (strict, fetch double, CPU time), after / before: ${compare(samples, 'after', 'before')}`);
  }
}

async function row4(): Promise<void> {
  const total = quick ? 1_000 : 100_000;
  const pageSize = quick ? 100 : 1000;
  const server = await startReferenceServer(context, [{ key: 'list', comments: total }], 180_000);
  try {
    const walk: ListWalk = { url: server.value.url, token: server.value.token, spaceId: server.value.spaces.list!.id, pageSize };
    const sdk = await clients(walk.token, walk.url);
    const plan = quick ? { warmupRounds: 1, rounds: 2, budgetMs: 10_000 } : { warmupRounds: 1, rounds: 9, budgetMs: 300_000 };
    const samples = await sampleInterleaved(
      (['before', 'after'] as const).map((which) => ({ name: which, call: () => walkWithSdk(walk, sdk[which] as never) })),
      plan,
    );
    print(`row 4, for await over ${total} comments in pages of ${pageSize} (strict), after / before: ${compare(samples, 'after', 'before')}`);
  } finally {
    await server.stop();
  }
}

/** The start-up load of a build's `dist/index.js` bundled with ky and zod, and what loads later: gzipped chunk by chunk. */
async function startupBytes(which: Build): Promise<{ gzipped: number; lazy: number }> {
  const weighed = await bundle(`export { DocPub } from ${JSON.stringify(entry(which))};`);
  return { gzipped: weighed.gzipped, lazy: weighed.lazy.gzipped };
}

async function row6(): Promise<void> {
  const before = await startupBytes('before');
  const after = await startupBytes('after');
  const kb = (bytes: number) => (bytes / 1024).toFixed(2);
  print(`row 6, DocPub alone, start-up load gzipped: before ${kb(before.gzipped)} KB, after ${kb(after.gzipped)} KB (${(after.gzipped / before.gzipped).toFixed(3)}×); loaded later: ${kb(before.lazy)} KB → ${kb(after.lazy)} KB`);
}

/** Milliseconds of `import()` (and of a first validated call after it) in a fresh plain node process. */
function importTime(which: Build, firstCall: boolean): Promise<number> {
  const space = JSON.stringify(examples.space);
  const call = firstCall
    ? `const client = new module.DocPub({ token: 't', baseUrl: 'http://x.test/v1', fetch: async () => new Response(${JSON.stringify(space)}, { headers: { 'content-type': 'application/json' } }) }); await client.spaces.get('s1');`
    : '';
  const code = `const started = performance.now(); const module = await import(${JSON.stringify(pathToFileURL(entry(which)).href)}); ${call} process.stdout.write(String(performance.now() - started));`;
  return new Promise((done, fail) => {
    execFile(process.execPath, ['--input-type=module', '-e', code], { cwd: dirs[which], timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) fail(new Error(`${error.message}\n${stderr}`));
      else done(Number(stdout));
    });
  });
}

async function row8(): Promise<void> {
  const rounds = quick ? 3 : 30;
  const samples: Samples = { 'before-import': [], 'after-import': [], 'before-first': [], 'after-first': [] };
  for (let round = 0; round < rounds; round++) {
    // The two builds take turns, the order swapping every round; each figure is the child's own timing.
    const order: Build[] = round % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const which of order) samples[`${which}-import`]!.push(await importTime(which, false));
    for (const which of order) samples[`${which}-first`]!.push(await importTime(which, true));
  }
  print(`row 8, import() of @docpub/sdk in a fresh node process, after / before: ${compare(samples, 'after-import', 'before-import')}`);
  print(`row 8, import and first validated call (GET a space, fetch double), after / before: ${compare(samples, 'after-first', 'before-first')}`);
}

// `ROWS=1cpu` runs row 1's CPU-time comparison alone.
const rows: Record<string, () => Promise<void>> = { 1: async () => (await row1(), await row1Cpu()), '1cpu': row1Cpu, 4: row4, 6: row6, 8: row8 };
const chosen = (process.env.ROWS ?? '1,4,6,8').split(',');
for (const id of chosen) await rows[id]!();
print(`(load average at the end: ${(await import('node:os')).loadavg().map((load) => load.toFixed(1)).join(' ')})`);
