/**
 * Every flag `docpub-mock --help` and `docpub-mock capture --help` document, through the built command
 * (`node dist/cli.js`, what the package's bin runs): each is accepted and has its effect, or refuses a bad
 * value with a message naming it. Flags that combine are shown in few processes: each start costs one.
 * A flag added to a help text without a case here fails the first tests.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { expectHelpCovers } from '../../../../test/support/cli-help.js';
import { tempDir } from '../../../../test/support/temp-dir.js';
import { parse } from 'yaml';
import { createServer } from '../../src/server.js';
import { DEMO } from '../../src/demo/demo.js';

const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const minimalWorld = fileURLToPath(new URL('../../../../examples/worlds/minimal.json', import.meta.url));
const version = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const { PORT: _port, HOST: _host, DOCPUB_CONTROL_TOKEN: _control, DOCPUB_TOKEN: _token, ...cleanEnv } = process.env;
const running: ChildProcess[] = [];
/** The ends of the processes the file starts: stopped with SIGTERM, a server still removes its ready file in `dir`. */
const ended: Promise<void>[] = [];
const dir = tempDir('docpub-mock-flags-', { removeAfter: () => Promise.all(ended) });

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
});

/** Stops `child` after its test; `dir` is removed only once it has ended. */
function track(child: ChildProcess): void {
  running.push(child);
  if (child.pid !== undefined) ended.push(new Promise((resolve) => child.once('exit', () => resolve())));
}

/** Runs the built command to its end. */
function docpubMock(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, ...args], { env: { ...cleanEnv, ...env }, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** Starts the built command; resolves once its banner is printed, with the banner, the base URL and what it prints later. */
function serve(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [cli, ...args], { env: { ...cleanEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  let text = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  return new Promise<{ banner: string; url: string; output: () => string }>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/v1)\n[\s\S]*\n {2}log .*\n/.exec(text);
      if (match) resolve({ banner: match[0], url: match[1]!, output: () => text.slice(match[0].length) });
    });
    child.once('exit', (code) => reject(new Error(`docpub-mock exited with ${code}: ${text}`)));
  });
}

/** A GET with a chosen Host header (fetch does not let a program set it). */
function getWithHost(url: string, host: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { ...headers, host } }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    })
      .on('error', reject)
      .end();
  });
}

const SERVE_FLAGS = [
  '--port', '--host', '--admin-token', '--seed', '--world', '--no-cors', '-q', '--quiet', '-v', '--version', '--control-token',
  '--no-control-token', '--no-control', '--control-allow-origin', '--allowed-host', '--openapi-fetch', '--public-url', '--ready-file',
  '-h', '--help', '--git-fetch', '--git-file-root', '--exit-with-parent',
];
const CAPTURE_FLAGS = ['--base-url', '--out', '--keep-emails', '--max-items', '--max-items-total', '-h', '--help'];

// Each case starts Node once or more: on a loaded machine that alone may take many seconds.
describe('docpub-mock, built', { timeout: 180_000 }, () => {
  it('--help and -h print the usage; every flag they document has a case here', async () => {
    await expectHelpCovers(docpubMock, [], /^Usage: docpub-mock \[options\]/, SERVE_FLAGS);
  });

  it('capture --help and -h print its usage; every flag they document has a case here', async () => {
    await expectHelpCovers(docpubMock, ['capture'], /^Usage: DOCPUB_TOKEN=… docpub-mock capture /, CAPTURE_FLAGS);
  });

  it('--version and -v print the package version', async () => {
    for (const flag of ['--version', '-v']) expect(await docpubMock([flag])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('--port, --host, --admin-token, --seed, --public-url, --ready-file, the control flags, --openapi-fetch, --no-cors and --quiet, in one server', async () => {
    const ready = join(dir, 'ready.json');
    const origin = 'http://localhost:5173';
    const { banner, url, output } = await serve([
      '--port', '0', '--host', '127.0.0.1', '--admin-token', 'flag-admin', '--seed', 'flag-seed', '--public-url', 'http://docs.test:8080',
      '--ready-file', ready, '--control-token', 'flag-control', '--allowed-host', 'docpub-mock', '--control-allow-origin', origin,
      '--openapi-fetch', 'none', '--no-cors', '--quiet',
    ]);
    expect(url).not.toContain(':4010/');
    expect(banner).toMatch(/\n {2}site +http:\/\/docs\.test:8080\/sites\//);
    expect(JSON.parse(readFileSync(ready, 'utf8'))).toMatchObject({ url, controlToken: 'flag-control' });

    const created = await fetch(`${url}/orgs/${DEMO.organization}/spaces`, {
      method: 'POST',
      headers: { authorization: 'Bearer flag-admin', 'content-type': 'application/json', origin: 'http://app.example' },
      body: JSON.stringify({ title: 'Seeded' }),
    });
    expect(created.status).toBe(201);
    // --no-cors: no origin is allowed.
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    // --seed: the ids are those an in-process server with the same seed makes.
    const same = createServer({ seed: 'flag-seed' });
    const expected = await same.fetch(`${same.baseUrl}/orgs/${DEMO.organization}/spaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Seeded' }),
    });
    expect(((await created.json()) as { id: string }).id).toBe(((await expected.json()) as { id: string }).id);

    const clock = `${new URL(url).origin}/__control/clock`;
    expect((await fetch(clock)).status).toBe(401);
    expect((await fetch(clock, { headers: { 'x-control-token': 'flag-control' } })).status).toBe(200);
    // --allowed-host: a name it answers for besides loopback; any other is refused.
    expect(await getWithHost(clock, 'docpub-mock', { 'x-control-token': 'flag-control' })).toBe(200);
    expect(await getWithHost(clock, 'elsewhere.example', { 'x-control-token': 'flag-control' })).toBe(403);
    // --control-allow-origin: that origin's preflight is granted.
    const preflight = await fetch(clock, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-control-token' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    // --quiet: not one request line.
    expect(output()).not.toMatch(/^(GET|POST|OPTIONS) /m);
  });

  it('--world starts from a world file; --no-control turns /__control/ off; without --quiet each request is logged', async () => {
    const { url, output } = await serve(['--port', '0', '--world', minimalWorld, '--no-control']);
    const user = await fetch(`${url}/user`, { headers: { authorization: 'Bearer ann-token' } });
    expect(((await user.json()) as { id: string }).id).toBe('ann');
    expect((await fetch(`${new URL(url).origin}/__control/clock`)).status).toBe(404);
    await expect.poll(output).toMatch(/^GET \/v1\/user 200 \d+ms$/m);
  });

  it('--no-control-token leaves /__control/ open even when DOCPUB_CONTROL_TOKEN is set', async () => {
    const { url } = await serve(['--port', '0', '--quiet', '--no-control-token'], { DOCPUB_CONTROL_TOKEN: 'from-env' });
    expect((await fetch(`${new URL(url).origin}/__control/clock`)).status).toBe(200);
  });

  it('capture --base-url --out --keep-emails --max-items writes a world file from a running server', async () => {
    const { url } = await serve(['--port', '0', '--quiet']);
    const out = join(dir, 'captured.yaml');
    const run = await docpubMock(['capture', '--base-url', url, '--out', out, '--keep-emails', '--max-items', '1'], { DOCPUB_TOKEN: DEMO.tokens.admin });
    expect(run.code, run.stderr).toBe(0);
    const world = parse(readFileSync(out, 'utf8')) as { spaces?: unknown[]; users?: { email?: string }[] };
    // --max-items 1: one item of each list at the most (the demo organization has several spaces).
    expect(world.spaces).toHaveLength(1);
    // --keep-emails: the addresses as the deployment answered them.
    expect(world.users?.some((user) => user.email !== undefined && !user.email.endsWith('@example.invalid'))).toBe(true);
  });

  it('capture --max-items-total stops all lists together at that bound, named in the file\'s leading comment', async () => {
    const { url } = await serve(['--port', '0', '--quiet']);
    const out = join(dir, 'captured-total.yaml');
    const run = await docpubMock(['capture', '--base-url', url, '--out', out, '--max-items-total', '2'], { DOCPUB_TOKEN: DEMO.tokens.admin });
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('2 items in all (the bound of all lists, --max-items-total)');
  });

  it('--git-fetch none refuses every http(s) repository; --git-file-root lets file:// URLs below it be read, and no others', async () => {
    const root = join(dir, 'repos');
    mkdirSync(root, { recursive: true });
    const { url } = await serve(['--port', '0', '--quiet', '--git-fetch', 'none', '--git-file-root', root]);
    const gitImport = (repository: string) =>
      fetch(`${url}/spaces/${DEMO.spaces.handbook}/git/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: repository, ref: 'refs/heads/main' }),
      });
    const refused = await gitImport('http://127.0.0.1:9/docs.git');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain("git fetch policy 'none' refuses");
    // Below the root: checked and queued (what it reads there is the background's business).
    expect((await gitImport(`file://${root}`)).status).toBe(204);
    const outside = await gitImport(`file://${dir}`);
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { error: { message: string } }).error.message).toContain("below the server's git file root");
  });

  it('--exit-with-parent stops the server, removing its ready file, once the process that started it is gone', async () => {
    const ready = join(dir, 'parent-ready.json');
    // The parent: starts the server, prints its pid, then waits to be killed.
    const parentScript = `
      const { spawn } = require('node:child_process');
      const [cli, ready] = process.argv.slice(1);
      const child = spawn(process.execPath, [cli, '--port', '0', '--quiet', '--ready-file', ready, '--exit-with-parent'], { stdio: 'ignore' });
      console.log(child.pid);
      setInterval(() => {}, 1000);
    `;
    const parent = spawn(process.execPath, ['-e', parentScript, cli, ready], { env: cleanEnv, stdio: ['ignore', 'pipe', 'inherit'] });
    track(parent);
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout!.setEncoding('utf8').once('data', (line: string) => resolve(Number(line.trim())));
      parent.once('exit', (code) => reject(new Error(`the parent exited with ${code}`)));
    });
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      await expect.poll(() => existsSync(ready), { timeout: 60_000, interval: 50 }).toBe(true);
      const served = (JSON.parse(readFileSync(ready, 'utf8')) as { url: string }).url;
      expect((await fetch(`${served}/user`, { headers: { authorization: `Bearer ${DEMO.tokens.admin}` } })).status).toBe(200);
      parent.kill('SIGKILL');
      // It polls its parent every 250 ms: a wide margin for a busy machine.
      await expect.poll(alive, { timeout: 30_000, interval: 50 }).toBe(false);
      expect(existsSync(ready)).toBe(false);
    } finally {
      if (alive()) process.kill(pid, 'SIGKILL');
    }
  });

  it('refuses a --world file it cannot read, exit 1 naming it (as every bad world file)', async () => {
    const missing = join(dir, 'missing.yaml');
    const run = await docpubMock(['--world', missing]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`docpub-mock: world file ${missing}: 1 problem(s)`);
    expect(run.stderr).toContain('cannot be read: ENOENT');
  });

  it.each([
    [['--port', '70000'], '--port: must be an integer from 0 to 65535, got 70000'],
    [['--admin-token', ''], '--admin-token: must not be empty'],
    [['--public-url', 'ftp://docs.test'], '--public-url:'],
    [['--ready-file', ''], '--ready-file: must not be empty'],
    [['--control-token', ''], '--control-token: must not be empty'],
    [['--openapi-fetch', 'everywhere'], '--openapi-fetch: must be one of any, public, loopback, none'],
    [['--git-fetch', 'everywhere'], '--git-fetch: must be one of any, public, loopback, none'],
    [['--git-file-root', ''], '--git-file-root: must not be empty'],
    [['--allowed-host', 'docpub-mock:4010'], '--allowed-host: "docpub-mock:4010" must be a host name (no port)'],
    [['--control-allow-origin', 'http://localhost:5173'], '--control-allow-origin: requires a control token'],
    [['--no-control', '--control-token', 't'], 'cannot be combined'],
    [['--quiet=yes'], "Option '-q, --quiet' does not take an argument"],
    [['capture', '--out', join(dir, 'x.yaml'), '--token', 't'], '--token: a token is never taken on the command line; set DOCPUB_TOKEN'],
    [['capture', '--base-url', 'http://127.0.0.1:9/v1'], '--out: missing'],
    [['capture', '--base-url', 'http://127.0.0.1:9/v1', '--out', join(dir, 'x.yaml'), '--max-items', '0'], '--max-items'],
    [['capture', '--base-url', 'http://127.0.0.1:9/v1', '--out', join(dir, 'x.yaml'), '--max-items-total', '0'], '--max-items-total'],
  ])('%j is refused: exit 2 naming it', async (args, message) => {
    const run = await docpubMock(args, { DOCPUB_TOKEN: 'T' });
    expect(run.stderr).toContain(message);
    expect(run.code).toBe(2);
  });
});
