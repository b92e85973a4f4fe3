/**
 * Row 8 — import time: how long `await import(…)` of the SDK's published build takes in a fresh Node
 * process, against the published service's official client `@gitbook/api`, interleaved round by round.
 * Target: DocPub ≤ 3× `@gitbook/api`.
 *
 * Beside it, what the time is made of and one option weighed: zod alone, ky alone, the contract alone
 * (`@docpub/sdk/contract`: zod plus every schema built), and the SDK bundled into one file with zod and ky
 * (fewer modules to resolve and read). The import loads neither zod nor ky (both come with the first call),
 * so the import followed by a first validated call is timed too: where that work went.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { REPO_ROOT } from '../lib/processes.js';
import { check, figure } from '../lib/result.js';
import { emptyResult, pick, round, type Row } from '../lib/row.js';
import { median, spread } from '../lib/stats.js';

const SIZES = { full: { rounds: 15, oneProcess: false }, quick: { rounds: 1, oneProcess: false }, smoke: { rounds: 1, oneProcess: true } };
const TARGET = 3;
const SDK_BUILD = join(REPO_ROOT, 'packages/sdk/dist/index.js');

/**
 * Milliseconds `await import(specifier)` takes for each of `specifiers`, one after the other in one fresh
 * process (Node's own start-up excluded). Measured runs time one specifier per process; only a smoke run
 * shares one, where later imports find the modules they share already loaded.
 */
function timeImports(specifiers: readonly string[]): Promise<number[]> {
  const code = `const times = []; for (const specifier of ${JSON.stringify(specifiers)}) { const started = performance.now(); await import(specifier); times.push(performance.now() - started); } process.stdout.write(JSON.stringify(times));`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', code], { cwd: REPO_ROOT, timeout: 60_000 }, (error, stdout, stderr) => {
      const values = error ? undefined : (JSON.parse(stdout || 'null') as unknown);
      const valid = Array.isArray(values) && values.length === specifiers.length && values.every((value) => typeof value === 'number' && Number.isFinite(value));
      if (!valid) reject(new Error(`import of ${specifiers.join(', ')} failed: ${stderr || error?.message || stdout}`));
      else resolve(values as number[]);
    });
  });
}

const timeImport = async (specifier: string): Promise<number> => (await timeImports([specifier]))[0]!;

/**
 * A module that imports the SDK and makes its first validated call (GET a space, answered by a fetch double),
 * so the work the import no longer does — loading ky, zod and the schemas — shows where it went.
 */
function writeFirstCall(directory: string): string {
  const file = join(directory, 'docpub-first-call.mjs');
  const space = {
    object: 'space', id: 's1', title: 'S', visibility: 'public', createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z',
    editMode: 'live', urls: { location: 'http://double.test/v1/spaces/s1', app: 'https://app.test/s/s1' }, organization: 'o1', revision: 'r1',
    comments: 0, changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0,
    permissions: { access: true, admin: true, edit: true, comment: true, merge: true, review: true },
  };
  const code = `import { DocPub } from ${JSON.stringify(pathToFileURL(SDK_BUILD).href)};
const answer = async () => new Response(${JSON.stringify(JSON.stringify(space))}, { status: 200, headers: { 'content-type': 'application/json' } });
const client = new DocPub({ token: 'bench-token', baseUrl: 'http://double.test/v1', fetch: answer });
if ((await client.spaces.get('s1')).id !== 's1') throw new Error('unexpected answer');
`;
  writeFileSync(file, code);
  return pathToFileURL(file).href;
}

/** The SDK's ESM build with zod and ky inlined, as one file. */
async function bundleIntoOneFile(directory: string): Promise<string> {
  const file = join(directory, 'docpub-one-file.mjs');
  await build({ entryPoints: [SDK_BUILD], bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile: file, logLevel: 'silent' });
  return pathToFileURL(file).href;
}

export const importTime: Row = {
  id: 8,
  title: 'Import time',
  async measure(context) {
    const { rounds, oneProcess } = pick(context, SIZES);
    const result = emptyResult(this);
    if (!existsSync(SDK_BUILD)) throw new Error(`${SDK_BUILD} is missing: run npm run build first`);
    const directory = mkdtempSync(join(tmpdir(), 'docpub-import-time-'));
    try {
      const specifiers: Record<string, string> = {
        docpub: '@docpub/sdk',
        official: '@gitbook/api',
        zod: 'zod',
        ky: 'ky',
        contract: '@docpub/sdk/contract',
        oneFile: await bundleIntoOneFile(directory),
        firstCall: writeFirstCall(directory),
      };
      const names = Object.keys(specifiers);
      const samples: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
      const ratios: number[] = [];
      context.log(oneProcess ? `${names.length} imports in one fresh process` : `${rounds} rounds of ${names.length} fresh processes`);
      for (let index = 0; index < rounds; index += 1) {
        const shift = index % names.length;
        const order = [...names.slice(shift), ...names.slice(0, shift)];
        const round_: Record<string, number> = {};
        if (oneProcess) {
          const times = await timeImports(order.map((name) => specifiers[name]!));
          order.forEach((name, index) => (round_[name] = times[index]!));
        } else {
          for (const name of order) round_[name] = await timeImport(specifiers[name]!);
        }
        for (const name of names) samples[name]!.push(round_[name]!);
        ratios.push(round_.docpub! / round_.official!);
      }
      result.checks.push(check('DocPub / @gitbook/api, import in a fresh process', round(median(ratios)), 'x', '<=', TARGET));
      const labels: Record<string, string> = {
        docpub: '@docpub/sdk (dist/index.js)',
        official: '@gitbook/api',
        zod: 'zod alone',
        ky: 'ky alone',
        contract: '@docpub/sdk/contract (zod + every schema)',
        oneFile: 'option: the SDK, zod and ky bundled into one file',
        firstCall: '@docpub/sdk and its first validated call (GET a space, fetch double)',
      };
      for (const name of names) {
        const { median: middle, p25, p75, n } = spread(samples[name]!);
        result.figures.push(figure(`import ${labels[name]}`, round(middle), 'ms', `median of ${n} fresh processes; p25–p75 ${round(p25)}–${round(p75)} ms`));
      }
      const zodShare = median(samples.zod!);
      result.notes.push(
        `Importing @docpub/sdk loads neither zod nor ky: ky comes with the first request, zod and the schemas with the first validation. Import and first validated call together: ${round(median(samples.firstCall!))} ms (the import alone: ${round(median(samples.docpub!))} ms; the contract alone: ${round(median(samples.contract!))} ms).`,
      );
      if (!result.checks[0]!.met) {
        result.notes.push(
          `zod alone takes ${round(zodShare)} ms to import, ${round(zodShare / median(samples.official!))}× @gitbook/api, before any schema is built; the contract (zod and every schema) takes ${round(median(samples.contract!))} ms.`,
        );
      }
      return result;
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
};
