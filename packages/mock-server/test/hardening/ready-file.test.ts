/**
 * `docpub-mock --ready-file F`, tried as another user of the machine would: links and files planted under every
 * name they could guess beside F are neither written through nor kept; the file is 0600. And as a script polling
 * F would meet it: a file of an earlier run is gone before the server starts, and this run's file is gone once
 * it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeReadyFile } from '../../src/runner/start.js';
import { tempDir } from '../../../../test/support/temp-dir.js';
import { BUILT_CLI, ensureBuiltCli } from '../support/built-cli.js';

beforeAll(ensureBuiltCli, 180_000);

const CONNECTION = { url: 'http://127.0.0.1:4010/v1', controlUrl: 'http://127.0.0.1:4010/__control', controlToken: 'ctl-secret' };
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Names beside `ready` a neighbour could guess: the pid-named one of earlier versions, and plain variants. */
function guessableNames(ready: string, pid: number): string[] {
  const name = basename(ready);
  return [`${ready}.${pid}.partial`, `${ready}.partial`, `${ready}.tmp`, `${ready}~`, join(ready, '..', `.${name}.partial`), join(ready, '..', `.${name}.${pid}.partial`)];
}

describe('writeReadyFile', () => {
  it('writes through no link planted at a guessable name, nor through a link at the path itself', async () => {
    const dir = tempDir('docpub-ready-');
    const ready = join(dir, 'ready.json');
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'keep me\n');
    chmodSync(victim, 0o644);
    for (const name of guessableNames(ready, process.pid)) symlinkSync(victim, name);
    symlinkSync(victim, ready);
    await writeReadyFile(ready, CONNECTION);
    expect(readFileSync(victim, 'utf8')).toBe('keep me\n');
    expect(lstatSync(ready).isSymbolicLink()).toBe(false);
    expect(JSON.parse(readFileSync(ready, 'utf8'))).toEqual(CONNECTION);
    expect(statSync(ready).mode & 0o777).toBe(0o600);
    // Nothing of the write is left beside it.
    expect(readdirSync(dir).filter((name) => name.includes('ready.json') && name !== 'ready.json').sort()).toEqual(
      guessableNames(ready, process.pid).map((name) => basename(name)).filter((name) => name !== 'ready.json').sort(),
    );
  });

  it('never keeps a planted file (nor its mode 0666) as the ready file', async () => {
    const dir = tempDir('docpub-ready-');
    const ready = join(dir, 'ready.json');
    for (const name of [ready, ...guessableNames(ready, process.pid)]) {
      writeFileSync(name, 'planted\n');
      chmodSync(name, 0o666);
    }
    const planted = statSync(ready).ino;
    await writeReadyFile(ready, CONNECTION);
    expect(statSync(ready).ino).not.toBe(planted);
    expect(statSync(ready).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(ready, 'utf8'))).toEqual(CONNECTION);
    for (const name of guessableNames(ready, process.pid)) expect(readFileSync(name, 'utf8'), name).toBe('planted\n');
  });
});

function start(args: string[]): ChildProcess {
  const { DOCPUB_CONTROL_TOKEN: _token, PORT: _port, HOST: _host, ...inherited } = process.env;
  const child = spawn(process.execPath, [BUILT_CLI, '--port', '0', '--quiet', ...args], { stdio: ['ignore', 'ignore', 'pipe'], env: inherited });
  running.push(child);
  return child;
}

function exited(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    // 'close', not 'exit': what the process wrote may still be in the pipe when it has exited.
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

/** Waits until the ready file holds a connection other than `stale`, polling at most `polls` times. */
async function readyConnection(ready: string, child: ChildProcess, polls = 3_000): Promise<typeof CONNECTION> {
  for (let poll = 0; poll < polls && child.exitCode === null; poll++) {
    // The server removes the stale file at start: it may go between a check and a read, so only a read tells.
    const text = readIfThere(ready);
    if (text !== undefined && !text.includes('stale')) return JSON.parse(text) as typeof CONNECTION;
    await new Promise((done) => setTimeout(done, 40));
  }
  throw new Error('the ready file was never written');
}

/** The file's text, or undefined when there is no file. */
function readIfThere(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

describe('docpub-mock --ready-file over a run', () => {
  it('removes an earlier run\'s file before anything else: even a run that then fails leaves none', async () => {
    const dir = tempDir('docpub-ready-');
    const ready = join(dir, 'ready.json');
    writeFileSync(ready, JSON.stringify({ ...CONNECTION, controlToken: 'stale' }));
    const { code, stderr } = await exited(start(['--ready-file', ready, '--world', join(dir, 'missing.yaml')]));
    expect(code, stderr).toBe(1);
    expect(existsSync(ready)).toBe(false);
  }, 180_000);

  it.each(['SIGTERM', 'SIGINT'] as const)('writes the file once listening and removes it when stopped by %s', async (signal) => {
    const dir = tempDir('docpub-ready-');
    const ready = join(dir, 'ready.json');
    writeFileSync(ready, JSON.stringify({ ...CONNECTION, controlToken: 'stale' }));
    const child = start(['--ready-file', ready, '--control-token', 'ctl-run']);
    const exit = exited(child);
    const connection = await readyConnection(ready, child);
    expect(connection.controlToken).toBe('ctl-run');
    expect(statSync(ready).mode & 0o777).toBe(0o600);
    expect((await fetch(`${connection.url}/user`, { headers: { authorization: 'Bearer demo-admin-token' } })).status).toBe(200);
    child.kill(signal);
    expect((await exit).code).toBe(0);
    expect(existsSync(ready)).toBe(false);
  }, 180_000);

  it('leaves a file another run has written there since', async () => {
    const dir = tempDir('docpub-ready-');
    const ready = join(dir, 'ready.json');
    const child = start(['--ready-file', ready]);
    const exit = exited(child);
    await readyConnection(ready, child);
    writeFileSync(ready, JSON.stringify({ ...CONNECTION, url: 'http://127.0.0.1:5999/v1' }));
    child.kill('SIGTERM');
    expect((await exit).code).toBe(0);
    expect(JSON.parse(readFileSync(ready, 'utf8'))).toMatchObject({ url: 'http://127.0.0.1:5999/v1' });
  }, 180_000);
});
