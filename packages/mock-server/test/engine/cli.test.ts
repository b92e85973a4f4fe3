/**
 * The `docpub-mock` CLI, spawned through its bin entry (as users run it), which loads the built dist/. Builds the package first when
 * dist/ is missing, so the test also runs outside `npm test` (which builds before testing).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/world/demo.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
// Through the command's bin entry, as `npx docpub-mock` runs it.
const cli = fileURLToPath(new URL('../../bin/docpub-mock.js', import.meta.url));
const running: ChildProcess[] = [];

beforeAll(() => {
  if (!existsSync(fileURLToPath(new URL('../../dist/cli.js', import.meta.url)))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
}, 180_000);

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function start(args: string[]): ChildProcess {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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
    child.once('exit', (code) => resolve({ code, stderr }));
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
      expect(stderr).toMatch(/^docpub-mock: .+\n[\s\S]*Usage: docpub-mock/);
    },
  );

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
