/**
 * The password of a Git URL, as a docs team's CI job sends it to `docpub-mock` (the built command, spawned through
 * its bin entry, with its request log on): an import and an export that succeed, one the Git host refuses, one
 * that fails to connect and one refused before the answer. The password appears in none of the command's output
 * lines, nor in an answer, the journal or the state.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { BUILT_CLI, ensureBuiltCli } from '../support/built-cli.js';
import { RepositoryRoot } from './support/git-repositories.js';
import { serveRepositories, type GitHttpServer } from './support/git-http-server.js';

const SECRET = 'Cli-SECRET-7d1e0f';
const WRONG = 'Wrong-SECRET-44b2';
const auth = { user: 'x-access-token', password: SECRET };
const cli = BUILT_CLI;

let repositories: RepositoryRoot;
let host: GitHttpServer;
let child: ChildProcess;
let api: string;
/** Everything the command printed, both streams. */
let printed = '';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  ensureBuiltCli();
  repositories = new RepositoryRoot();
  repositories.create('docs');
  repositories.commit('docs', { 'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n', 'README.md': '# Welcome\n\nThe docs.\n' });
  host = await serveRepositories({ root: repositories.path, auth });
  const { PORT: _port, HOST: _host, ...inherited } = process.env;
  child = spawn(process.execPath, [cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'], env: inherited });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  api = await new Promise<string>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      printed += chunk;
      const match = /listening on (http:\/\/\S+\/v1)/.exec(printed);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`docpub-mock exited with ${code}: ${printed}`)));
  });
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await host?.close();
  repositories?.remove();
});

const headers = { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' };
const spacePath = `/spaces/${DEMO.spaces.handbook}`;

async function post(path: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${api}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
}

async function settle(): Promise<void> {
  expect((await fetch(`${new URL(api).origin}/__control/settle`, { method: 'POST' })).ok).toBe(true);
}

async function control(path: string): Promise<string> {
  return (await fetch(`${new URL(api).origin}/__control/${path}`)).text();
}

describe('docpub-mock with credentials in Git URLs', () => {
  it('imports and exports, refuses and fails, and never prints, answers, journals or keeps the password', async () => {
    const url = host.url('docs', auth);
    const answers: string[] = [];
    const send = async (path: string, body: unknown, status: number) => {
      const answer = await post(path, body);
      expect(answer.status, answer.text).toBe(status);
      answers.push(answer.text);
    };
    await send(`${spacePath}/git/import`, { url, ref: 'refs/heads/main', repoCommitURL: `${url}/commit/` }, 204);
    await send(`${spacePath}/git/export`, { url, ref: 'refs/heads/copy', commitMessage: 'Copy the docs' }, 204);
    // Refused by the Git host, failing to connect, and refused before the answer (a scheme Git sync does not speak).
    await send(`${spacePath}/git/import`, { url: host.url('docs', { ...auth, password: WRONG }), ref: 'refs/heads/main' }, 204);
    await send(`${spacePath}/git/import`, { url: `http://x-access-token:${SECRET}@127.0.0.1:${await closedPort()}/docs.git`, ref: 'refs/heads/main' }, 204);
    await send(`${spacePath}/git/import`, { url: `ftp://x-access-token:${SECRET}@127.0.0.1/docs.git`, ref: 'refs/heads/main' }, 400);
    await settle();

    const journal = await control('journal');
    const reasons = (JSON.parse(journal) as { items: { operationId?: string; reason?: string }[] }).items
      .filter((entry) => entry.operationId === 'importGit' || entry.operationId === 'exportGit')
      .map((entry) => entry.reason);
    expect(reasons).toEqual([
      expect.stringMatching(/^imported commit [0-9a-f]{40} as revision /),
      expect.stringMatching(/^exported commit [0-9a-f]{40} on refs\/heads\/copy$/),
      'git import failed (credentials): the Git host refused the credentials (HTTP 401); nothing was changed',
      expect.stringMatching(/^git import failed \(network\): could not reach http:\/\/127\.0\.0\.1:\d+/),
      undefined,
    ]);
    // The work happened: the repository has the export's branch, read and written with the password.
    expect(repositories.tip('docs', 'refs/heads/copy')).toMatch(/^[0-9a-f]{40}$/);
    const info = (await (await fetch(`${api}${spacePath}/git/info`, { headers })).text());
    const state = await control('state');
    // The request log printed a line per request, the Git ones included.
    expect(printed).toContain(`${spacePath}/git/import`);
    for (const text of [printed, journal, state, info, ...answers]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(WRONG);
    }
  }, 180_000);
});
