/**
 * The suite over real HTTP, in-process: the reference server listening on 127.0.0.1 with its /__control/, and a
 * scratch Git repository served on loopback for the git-sync area.
 */
import { createServer, DEMO } from '@docpub/mock-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serveRepositories, type GitHttpServer } from '../../mock-server/test/git/support/git-http-server.js';
import { RepositoryRoot } from '../../mock-server/test/git/support/git-repositories.js';
import { runConformance, type ConformanceResult } from '../src/index.js';

let result: ConformanceResult;
let close: () => Promise<void>;
const repositories = new RepositoryRoot();
let git: GitHttpServer;

beforeAll(async () => {
  // Git work in the server's thread: a worker would compile DocPub's sources anew for each operation.
  const listening = await createServer({ gitWorker: false }).listen();
  close = listening.close;
  repositories.create('scratch');
  repositories.commit('scratch', { 'README.md': '# Scratch\n' });
  git = await serveRepositories({ root: repositories.path });
  // The server is this test's own, on loopback: publishing a public site there exposes nothing.
  result = await runConformance({
    target: { kind: 'http', baseUrl: listening.url, token: DEMO.tokens.admin },
    concurrency: 4,
    allowPublicPublish: true,
    gitRepository: { url: git.url('scratch') },
  });
}, 180_000);
afterAll(async () => {
  await close();
  await git.close();
  repositories.remove();
});

it('detects the control API and passes every scenario over HTTP, four at a time', () => {
  expect(result.target).toMatchObject({ kind: 'http', control: true });
  const failures = result.scenarios
    .filter((scenario) => scenario.status !== 'passed')
    .map((scenario) => `${scenario.area} › ${scenario.name}: ${scenario.error?.message ?? scenario.skippedReason}`);
  expect(failures).toEqual([]);
  expect(result.coverage.covered).toBe(result.coverage.total);
});
