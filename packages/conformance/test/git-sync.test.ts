/**
 * The git-sync area against the reference server, with a scratch repository served over Git's smart HTTP on
 * loopback behind basic auth: it passes with test control (settle) and without it (reading until the result
 * shows); it writes only a branch of its own; the repository's password reaches no report; it fails against a
 * target whose import answers 204 and imports nothing; and it is skipped with its reason without a repository.
 */
import { createServer, type DocPubServer } from '@docpub/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveRepositories, type GitHttpServer } from '../../mock-server/test/git/support/git-http-server.js';
import { RepositoryRoot } from '../../mock-server/test/git/support/git-repositories.js';
import { REPORTER_NAMES, resolveReporter, runConformance, type ConformanceResult, type FetchFunction, type RunOptions } from '../src/index.js';
import { deploymentLike, embedded } from './support.js';

const AUTH = { user: 'conformance', password: 'scratch-pass-7f3a9c' };
const root = new RepositoryRoot();
let git: GitHttpServer;

beforeAll(async () => {
  root.create('scratch');
  // What the scratch repository held before the run: the run must leave it as it was.
  root.commit('scratch', { 'README.md': '# Scratch\n' });
  git = await serveRepositories({ root: root.path, auth: AUTH });
});

afterAll(async () => {
  await git.close();
  root.remove();
});

/** A reference server whose Git work runs in its own thread (the tests run DocPub's sources). */
const newServer = (): DocPubServer => createServer({ gitWorker: false });

/** Runs the area against `target` with the scratch repository, its credentials given apart from the URL. */
function runArea(target: RunOptions['target']): Promise<ConformanceResult> {
  return runConformance({ target, only: ['git-sync'], gitRepository: { url: git.url('scratch'), credentials: `${AUTH.user}:${AUTH.password}` } });
}

/** Every report of `result`, in every format. */
const reports = (result: ConformanceResult) => REPORTER_NAMES.map((name) => resolveReporter(name).render(result)).join('\n');

/** The branches of the scratch repository, without `main`. */
const runBranches = () =>
  root
    .git('scratch', ['for-each-ref', '--format=%(refname)', 'refs/heads/'])
    .split('\n')
    .filter((ref) => ref !== 'refs/heads/main');

describe('the git-sync area', { timeout: 120_000 }, () => {
  it('passes against the reference server with control: a branch of its own, in the service’s format, main untouched', async () => {
    const main = root.tip('scratch');
    const before = new Set(runBranches());
    const result = await runArea(embedded(newServer()));
    expect(result.scenarios.map((scenario) => [scenario.status, scenario.error?.message])).toEqual([['passed', undefined]]);
    expect(root.tip('scratch')).toBe(main);
    const made = runBranches().filter((ref) => !before.has(ref));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^refs\/heads\/docpub-conformance-/);
    const files = root.paths('scratch', made[0]);
    expect(files).toContain('SUMMARY.md');
    expect(files.filter((path) => path.endsWith('.md')).length).toBeGreaterThanOrEqual(4);
    expect(root.show('scratch', made[0]!, 'SUMMARY.md')).toMatch(/^# Table of contents\n/);
    // The branch is reported as left behind, naming the repository without its credentials.
    expect(result.leftovers.map((leftover) => leftover.label)).toEqual([`Git branch ${made[0]} of ${git.url('scratch')}`]);
    expect(result.coverage.uncovered.map((operation) => operation.id)).toEqual([]);
  });

  it('passes against a target without control, reading until the result shows', async () => {
    const result = await runArea(deploymentLike(newServer()));
    expect(result.scenarios.map((scenario) => [scenario.status, scenario.error?.message])).toEqual([['passed', undefined]]);
    expect(result.target.control).toBe(false);
  });

  it('keeps the repository’s password out of every report, also when a step fails on an answer quoting it', async () => {
    // A target that echoes the request body of every import back in a 500: the step fails on an answer that
    // carries the URL with its credentials.
    const echo = (fetch: FetchFunction): FetchFunction => async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && request.url.endsWith('/git/import')) {
        return Response.json({ error: { code: 500, message: `cannot import ${await request.text()}` } }, { status: 500 });
      }
      return fetch(request);
    };
    const result = await runArea(embedded(newServer(), echo));
    expect(result.failed).toBe(1);
    const text = reports(result) + JSON.stringify(result);
    expect(text).toContain('import the branch into a second space');
    expect(text).not.toContain(AUTH.password);
    expect(text).not.toContain(encodeURIComponent(AUTH.password));
  });

  it('fails against a target whose import answers 204 and imports nothing', async () => {
    const inert = (fetch: FetchFunction): FetchFunction => async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && request.url.endsWith('/git/import')) return new Response(null, { status: 204 });
      return fetch(request);
    };
    const result = await runArea(embedded(newServer(), inert));
    const [scenario] = result.scenarios;
    expect(scenario?.status).toBe('failed');
    expect(scenario?.error?.step).toBe('wait for the import: the primary revision is the exported commit');
    expect(scenario?.error?.message).toContain('git.oid of the importing space’s primary revision');
  });

  it('is skipped, with its reason, when the run has no scratch repository', async () => {
    const result = await runConformance({ target: embedded(newServer()), only: ['git-sync'] });
    expect(result.scenarios.map((scenario) => scenario.status)).toEqual(['skipped']);
    expect(result.scenarios[0]?.skippedReason).toContain('--git-repository');
    expect(result.scenarios[0]?.skippedReason).toContain('DOCPUB_CONFORMANCE_GIT_CREDENTIALS');
  });

  it('refuses a repository URL that is not http(s) before starting', async () => {
    await expect(runConformance({ target: embedded(newServer()), only: ['git-sync'], gitRepository: { url: 'file:///tmp/repo.git' } })).rejects.toThrow(
      /gitRepository\.url: must be an http\(s\) URL/,
    );
  });
});
