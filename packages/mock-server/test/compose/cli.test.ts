/**
 * The `docpub-mock` CLI, spawned through its bin entry (as users run it), which loads the built dist/. Builds the package first when
 * dist/ is missing, so the test also runs outside `npm test` (which builds before testing).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { BUILT_CLI, ensureBuiltCli } from '../support/built-cli.js';

const cli = BUILT_CLI;
const running: ChildProcess[] = [];

beforeAll(ensureBuiltCli, 180_000);

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function start(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const { PORT: _port, HOST: _host, ...inherited } = process.env;
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...inherited, ...env } });
  running.push(child);
  return child;
}

/** Resolves with the first line on stdout. */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) resolve(text.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing`)));
  });
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    let stderr = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => (stderr += chunk));
    // 'close', not 'exit': what the process wrote may still be in the pipe when it has exited.
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

describe('docpub-mock', () => {
  it('prints its URL with the actual port, serves the demo world and control, and stops on SIGTERM', async () => {
    const child = start(['--port', '0', '--admin-token', 'cli-admin']);
    const exited = exitOf(child);
    const line = await firstLine(child);
    const match = /^DocPub reference server listening on (http:\/\/127\.0\.0\.1:(\d+)\/v1)$/.exec(line);
    expect(match, line).not.toBeNull();
    const url = match![1]!;
    expect(Number(match![2])).toBeGreaterThan(0);

    const me = await fetch(`${url}/user`, { headers: { authorization: `Bearer ${DEMO.tokens.edit}` } });
    expect(await me.json()).toMatchObject({ id: DEMO.users.edit });
    const admin = await fetch(`${url}/user`, { headers: { authorization: 'Bearer cli-admin' } });
    expect(await admin.json()).toMatchObject({ id: DEMO.users.admin });
    const clock = await fetch(`${new URL(url).origin}/__control/clock`);
    expect(await clock.json()).toEqual({ now: expect.any(String) });

    child.kill('SIGTERM');
    expect((await exited).code).toBe(0);
  });

  it('stops on SIGINT with exit 0', async () => {
    const child = start(['--port', '0']);
    const exited = exitOf(child);
    await firstLine(child);
    child.kill('SIGINT');
    expect((await exited).code).toBe(0);
  });

  it.each([[['--bogus']], [['--port', 'abc']], [['--port', '70000']], [['extra']]])(
    'refuses bad flags %j with a message and exit 2',
    async (args) => {
      const { code, stderr } = await exitOf(start(args));
      expect(code).toBe(2);
      // One line of reason and a pointer to --help, not the whole usage text.
      expect(stderr).toMatch(/^docpub-mock: .+\nSee docpub-mock --help\.\n$/);
    },
  );

  it('refuses a bad PORT variable the same way', async () => {
    const { code, stderr } = await exitOf(start([], { PORT: 'eighty' }));
    expect(code).toBe(2);
    expect(stderr).toBe('docpub-mock: PORT: must be an integer from 0 to 65535, got eighty\nSee docpub-mock --help.\n');
  });

  it('prints its version', async () => {
    const child = start(['--version']);
    let stdout = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    expect((await exitOf(child)).code).toBe(0);
    const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8'));
    expect(stdout).toBe(`${manifest.version}\n`);
  });

  it('prints help and exits 0', async () => {
    const child = start(['--help']);
    let stdout = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => (stdout += chunk));
    const { code } = await exitOf(child);
    expect(code).toBe(0);
    expect(stdout).toContain('--admin-token');
  });
});

/** Collects a child's stdout; `until` resolves with all of it once `done` says it has enough. */
function collect(child: ChildProcess) {
  let text = '';
  const waiting = new Set<() => void>();
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    text += chunk;
    for (const check of waiting) check();
  });
  return {
    until: (done: (text: string) => boolean) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          if (!done(text)) return;
          waiting.delete(check);
          resolve(text);
        };
        waiting.add(check);
        child.once('exit', (code) => reject(new Error(`exited with ${code}; stdout so far:\n${text}`)));
        check();
      }),
    get text() {
      return text;
    },
  };
}

function stdoutUntil(child: ChildProcess, done: (text: string) => boolean): Promise<string> {
  return collect(child).until(done);
}

const bannerDone = (text: string) => /\n {2}log .*\n/.test(text);

describe('docpub-mock for browsers and other languages', () => {
  it('names the base URL, the token to use and the control URL, and takes PORT and HOST from the environment', async () => {
    const child = start([], { PORT: '0', HOST: '127.0.0.1' });
    const banner = await stdoutUntil(child, bannerDone);
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/v1)\n/.exec(banner)![1]!;
    expect(url).not.toMatch(/:4010\//);
    expect(banner).toContain(`token    ${DEMO.tokens.admin}`);
    expect(banner).toContain(`control  ${new URL(url).origin}/__control`);
    const me = await fetch(`${url}/user`, { headers: { authorization: `Bearer ${DEMO.tokens.admin}` } });
    expect(me.status).toBe(200);
  });

  it('prints a published site a person can open in a browser, served as a visitor gets it; --public-url renames its origin', async () => {
    const child = start(['--port', '0']);
    const banner = await stdoutUntil(child, bannerDone);
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)\/v1\n/.exec(banner)![1]!;
    const site = /\n {2}site +(\S+) +\("Acme Docs"/.exec(banner)![1]!;
    expect(site.startsWith(`${url}/sites/acme.docpub.site/docs/`)).toBe(true);
    const page = await fetch(site);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'none'/);

    const renamed = start(['--port', '0', '--public-url', 'http://docs.ci.internal:8080']);
    const renamedBanner = await stdoutUntil(renamed, bannerDone);
    expect(renamedBanner).toMatch(/\n {2}site +http:\/\/docs\.ci\.internal:8080\/sites\/acme\.docpub\.site\/docs\//);
    const api = /listening on (\S+)\n/.exec(renamedBanner)![1]!;
    const siteAnswer = await fetch(`${api}/orgs/acme/sites/site-docs`, { headers: { authorization: `Bearer ${DEMO.tokens.admin}` } });
    expect(((await siteAnswer.json()) as { urls: { published: string } }).urls.published).toBe('http://docs.ci.internal:8080/sites/acme.docpub.site/docs');
  });

  it('answers a CORS preflight and marks answers readable from any origin; logs one line per request', async () => {
    const child = start(['--port', '0', '--admin-token', 'cors-admin']);
    const output = collect(child);
    const banner = await output.until(bannerDone);
    expect(banner).toContain('token    cors-admin');
    const url = /listening on (\S+)\n/.exec(banner)![1]!;
    const preflight = await fetch(`${url}/orgs/${DEMO.organization}/spaces`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://app.example:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, content-type');

    const created = await fetch(`${url}/orgs/${DEMO.organization}/spaces`, {
      method: 'POST',
      headers: { origin: 'http://app.example:3000', authorization: 'Bearer cors-admin', 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Cross-origin' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe('*');
    expect(created.headers.get('access-control-expose-headers')).toContain('location');
    const missing = await fetch(`${url}/spaces/nope?shareKey=k`, { headers: { authorization: 'Bearer cors-admin' } });
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');

    // The query is logged as the journal keeps it: a share key blanked.
    const logged = await output.until((text) => /GET \/v1\/spaces\/nope\?shareKey=\*\*\* 404 \d+ms\n/.test(text));
    const lines = logged.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^OPTIONS \/v1\/orgs\/\S+\/spaces 204 \d+ms$/));
    expect(lines).toContainEqual(expect.stringMatching(/^POST \/v1\/orgs\/\S+\/spaces 201 \d+ms$/));
    // The log never shows a token.
    expect(lines.filter((line) => /^(GET|POST|OPTIONS) /.test(line)).join('\n')).not.toContain('cors-admin');
  });

  it('--no-cors: a preflight is not answered as CORS and no origin is allowed; --quiet: no request lines', async () => {
    const child = start(['--port', '0', '--no-cors', '--quiet']);
    const banner = await stdoutUntil(child, bannerDone);
    expect(banner).toContain('cors     off');
    const url = /listening on (\S+)\n/.exec(banner)![1]!;
    const preflight = await fetch(`${url}/user`, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.example:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const me = await fetch(`${url}/user`, { headers: { authorization: `Bearer ${DEMO.tokens.admin}` } });
    expect(me.headers.get('access-control-allow-origin')).toBeNull();
    let after = '';
    child.stdout!.on('data', (chunk: string) => (after += chunk));
    const exited = exitOf(child);
    child.kill('SIGTERM');
    await exited;
    expect(after).toBe('');
  });
});
