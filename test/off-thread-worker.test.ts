/**
 * The reference server's worker thread, as users load the package: from the ESM build, from the CJS build and
 * from the sources (under tsx). Each child process creates a server, listens, has a large spec processed over
 * HTTP, closes, and must then exit by itself: the worker must never keep a process alive. The child counts the
 * workers it started (by wrapping `Worker`), so a build whose worker entry is missing, and which silently
 * read the spec on its own thread, fails here.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageDir, repoRoot } from './support/paths.js';

const run = promisify(execFile);
const dist = join(packageDir('mock-server'), 'dist');

/** The child's script: `load` is how it gets the package (`await import(…)` or `require(…)`). */
function script(load: string): string {
  return `
const threads = process.getBuiltinModule('node:worker_threads');
const started = [];
const Original = threads.Worker;
threads.Worker = class extends Original {
  constructor(entry, options) {
    super(entry, options);
    started.push(options && options.eval ? 'eval' : String(entry).split('/').pop());
  }
};
(async () => {
  const { createServer, DEMO } = ${load};
  const server = createServer();
  const listening = await server.listen();
  const paths = [];
  for (let i = 0; i < 1500; i++) paths.push('  /things/' + i + ':\\n    get:\\n      summary: Thing ' + i + '\\n      responses:\\n        "200": {description: OK}\\n');
  const text = "openapi: 3.1.0\\ninfo: {title: Big, version: '1'}\\npaths:\\n" + paths.join('');
  const headers = { authorization: 'Bearer ' + DEMO.tokens.edit, 'content-type': 'application/json' };
  const created = await fetch(listening.url + '/orgs/' + DEMO.organization + '/openapi', { method: 'POST', headers, body: JSON.stringify({ slug: 'big', source: { text } }) });
  await server.control.settle();
  const spec = await (await fetch(listening.url + '/orgs/' + DEMO.organization + '/openapi/big', { headers })).json();
  await listening.close();
  console.log(JSON.stringify({ status: created.status, chars: text.length, state: spec.processingState, error: spec.lastProcessErrorCode ?? null, version: typeof spec.lastVersion, started }));
})();
`;
}

/** Runs the child to its end; a child that does not exit by itself is killed after 200 s and fails. */
async function child(args: string[]) {
  const { stdout } = await run(args[0]!, args.slice(1), { cwd: repoRoot, timeout: 200_000, killSignal: 'SIGKILL' });
  return JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, unknown>;
}

beforeAll(() => {
  for (const file of ['index.js', 'index.cjs', 'off-thread-worker.js', 'off-thread-worker.cjs']) {
    if (!existsSync(join(dist, file))) throw new Error(`mock-server not built (no dist/${file}): run \`npm run build\` first`);
  }
});

const expected = (entry: string) => ({ status: 201, state: 'complete', error: null, version: 'string', started: [entry] });

describe.concurrent('a process that processed a large spec in the worker', { timeout: 240_000 }, () => {
  it('exits by itself, with the ESM build', async () => {
    const outcome = await child([process.execPath, '--input-type=module', '-e', script(`await import(${JSON.stringify(pathToFileURL(join(dist, 'index.js')).href)})`)]);
    expect(outcome).toMatchObject(expected('off-thread-worker.js'));
    expect(outcome.chars).toBeGreaterThan(64 * 1024);
  });

  it('exits by itself, with the CJS build', async () => {
    const outcome = await child([process.execPath, '-e', script(`require(${JSON.stringify(join(dist, 'index.cjs'))})`)]);
    expect(outcome).toMatchObject(expected('off-thread-worker.cjs'));
  });

  it('exits by itself, from the sources under tsx', async () => {
    const source = pathToFileURL(join(packageDir('mock-server'), 'src/index.ts')).href;
    const outcome = await child([process.execPath, '--import', 'tsx', '--input-type=module', '-e', script(`await import(${JSON.stringify(source)})`)]);
    // From the sources the worker is started from code that registers tsx, then imports the entry.
    expect(outcome).toMatchObject(expected('eval'));
  });
});
