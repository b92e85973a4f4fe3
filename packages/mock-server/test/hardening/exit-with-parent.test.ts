/**
 * `docpub-mock --exit-with-parent`: a suite (here a node process) starts two servers, one with the flag and one
 * without, their stdin `/dev/null` as under `&` or in a container; then the suite dies without a word (SIGKILL,
 * as a launcher that passes no signal on). The flagged server stops within a bounded number of polls and removes
 * its ready file; the other one keeps serving, as it always did.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../../../test/support/temp-dir.js';
import { BUILT_CLI, ensureBuiltCli } from '../support/built-cli.js';

const started: number[] = [];

beforeAll(ensureBuiltCli, 180_000);

afterEach(() => {
  for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The suite: starts both servers, prints their pids, then waits to be killed. */
const SUITE = `
const { spawn } = require('node:child_process');
const [cli, flagged, plain] = process.argv.slice(1);
const server = (ready, extra) =>
  spawn(process.execPath, [cli, '--port', '0', '--quiet', '--ready-file', ready, ...extra], { stdio: 'ignore' }).pid;
console.log(JSON.stringify({ flagged: server(flagged, ['--exit-with-parent']), plain: server(plain, []) }));
setInterval(() => {}, 1000);
`;

async function poll(until: () => boolean, polls: number): Promise<number> {
  for (let count = 1; count <= polls; count++) {
    if (until()) return count;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`not within ${polls} polls`);
}

describe('docpub-mock --exit-with-parent', () => {
  it('stops, and removes its ready file, once the process that started it is gone', async () => {
    const dir = tempDir('docpub-parent-');
    const [flaggedReady, plainReady] = [join(dir, 'flagged.json'), join(dir, 'plain.json')];
    const { DOCPUB_CONTROL_TOKEN: _token, PORT: _port, HOST: _host, ...env } = process.env;
    const suite = spawn(process.execPath, ['-e', SUITE, BUILT_CLI, flaggedReady, plainReady], { stdio: ['ignore', 'pipe', 'inherit'], env });
    const pids = await new Promise<{ flagged: number; plain: number }>((resolve, reject) => {
      suite.stdout.setEncoding('utf8').once('data', (line: string) => resolve(JSON.parse(line) as { flagged: number; plain: number }));
      suite.once('exit', (code) => reject(new Error(`the suite exited with ${code}`)));
    });
    started.push(pids.flagged, pids.plain, suite.pid!);
    await poll(() => existsSync(flaggedReady) && existsSync(plainReady), 3_000);
    const flaggedUrl = (JSON.parse(readFileSync(flaggedReady, 'utf8')) as { url: string }).url;
    const plainUrl = (JSON.parse(readFileSync(plainReady, 'utf8')) as { url: string }).url;
    // A stdin at end of file from the start is no reason to stop.
    expect((await fetch(`${flaggedUrl}/user`, { headers: { authorization: 'Bearer demo-admin-token' } })).status).toBe(200);

    suite.kill('SIGKILL');
    // The server polls its parent every 250 ms: a few of its polls, with a wide margin for a busy machine.
    await poll(() => !alive(pids.flagged), 600);
    expect(existsSync(flaggedReady)).toBe(false);
    expect(alive(pids.plain)).toBe(true);
    expect((await fetch(`${plainUrl}/user`, { headers: { authorization: 'Bearer demo-admin-token' } })).status).toBe(200);
  }, 240_000);
});
