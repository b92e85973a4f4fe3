/**
 * `docpub-mock --world <file>`: the server's own world from a world file, a bad file refused with its
 * problems named; and the README's Python example (one world per test) run against the command, when a
 * python3 is on the machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../../../test/support/temp-dir.js';
import { BUILT_CLI, ensureBuiltCli } from '../support/built-cli.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const cli = BUILT_CLI;
const fixtures = join(root, 'examples/worlds/fixtures.yaml');
const pythonExample = join(root, 'examples/worlds/test_worlds.py');
const python = spawnSync('python3', ['--version']).status === 0 ? 'python3' : undefined;
const running: ChildProcess[] = [];

beforeAll(() => {
  ensureBuiltCli();
}, 180_000);

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function start(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const { DOCPUB_CONTROL_TOKEN: _token, ...inherited } = process.env;
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...inherited, ...env } });
  running.push(child);
  return child;
}

function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      text += chunk;
      const match = /listening on (\S+)\n/.exec(text);
      if (match) resolve(match[1]!);
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

describe('docpub-mock --world', () => {
  it('serves the world of the file, its tokens and ids as written', async () => {
    const child = start(['--port', '0', '--world', fixtures]);
    const url = await listeningUrl(child);
    const me = await fetch(`${url}/user`, { headers: { authorization: 'Bearer alice-token' } });
    expect(await me.json()).toMatchObject({ id: 'alice', displayName: 'Alice Admin' });
    // The demo world is not there.
    expect((await fetch(`${url}/user`, { headers: { authorization: 'Bearer demo-admin-token' } })).status).toBe(401);
    const state = (await (await fetch(`${new URL(url).origin}/__control/state`)).json()) as { clock: string; spaces: { id: string }[] };
    expect(state.spaces.map((space) => space.id)).toEqual(['space-handbook']);
    expect(state.clock >= '2030-01-15T09:00:00.000Z').toBe(true);
  });

  it('refuses a bad world file, naming the path in it and the rule', async () => {
    const dir = tempDir('docpub-world-');
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'format: docpub-world/1\nspaces:\n  - { id: s, organizationId: nowhere, title: S }\n');
    const { code, stderr } = await exitOf(start(['--port', '0', '--world', bad]));
    expect(code).toBe(1);
    expect(stderr).toContain(`docpub-mock: world file ${bad}: 1 problem(s)`);
    expect(stderr).toContain("spaces[0].organizationId: no entry of organizations has id 'nowhere'");
  });

  it.skipIf(python === undefined)('runs the Python example: it starts docpub-mock with --ready-file, one world per test', () => {
    const outcome = spawnSync(python!, ['-m', 'unittest', pythonExample], {
      env: { ...process.env, DOCPUB_MOCK_URL: '', DOCPUB_MOCK_COMMAND: `${process.execPath} ${cli}` },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(outcome.stderr).toMatch(/Ran 5 tests[\s\S]*OK/);
    expect(outcome.status).toBe(0);
  }, 90_000);

  it.skipIf(python === undefined)('runs the Python example against a server started elsewhere, with the control token of the environment', async () => {
    const child = start(['--port', '0'], { DOCPUB_CONTROL_TOKEN: 'ci-control' });
    const url = await listeningUrl(child);
    const outcome = spawnSync(python!, ['-m', 'unittest', pythonExample], {
      env: { ...process.env, DOCPUB_MOCK_URL: url, DOCPUB_CONTROL_TOKEN: 'ci-control' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(outcome.stderr).toMatch(/Ran 5 tests[\s\S]*OK/);
    expect(outcome.status).toBe(0);
  }, 90_000);

  it('writes the ready file whole once it listens, with the URLs and the control token', async () => {
    const dir = tempDir('docpub-ready-');
    const ready = join(dir, 'ready.json');
    const child = start(['--port', '0', '--quiet', '--control-token', 'ctl-secret', '--ready-file', ready]);
    const url = await listeningUrl(child);
    for (let waited = 0; !existsSync(ready) && waited < 5_000; waited += 20) await new Promise((done) => setTimeout(done, 20));
    const written = JSON.parse(readFileSync(ready, 'utf8')) as Record<string, string>;
    expect(written).toEqual({ url, controlUrl: `${new URL(url).origin}/__control`, controlToken: 'ctl-secret' });
    expect(statSync(ready).mode & 0o777).toBe(0o600);
  });
});
