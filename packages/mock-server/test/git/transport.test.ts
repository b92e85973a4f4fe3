// The Git layer: reading a commit over smart HTTP through the checked fetcher, in memory, within its limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGitJobHere, type GitJobResult, type ReadJob } from '../../src/domain/git/git-jobs.js';
import { DEFAULT_GIT_LIMITS, type GitLimits } from '../../src/domain/git/limits.js';
import { runGitJob } from '../../src/domain/git/worker/off-thread.js';
import { RepositoryRoot } from './support/git-repositories.js';
import { basicHeader, serveRepositories, type GitHttpServer } from './support/git-http-server.js';

const auth = { user: 'x-access-token', password: 'pa55-w0rd-xyz' };
let root: RepositoryRoot;
let server: GitHttpServer;
let hostile: GitHttpServer;

beforeAll(async () => {
  root = new RepositoryRoot();
  root.create('docs');
  root.commit('docs', {
    'README.md': '# Welcome\n',
    'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n',
    'guide/setup.md': '# Setup\n',
    'link.md': { symlink: '/etc/passwd' },
    'site/docs/README.md': '# Monorepo docs\n',
  });
  // Trees no checkout would write, made with git mktree: `..` (and `.GIT`), and a submodule beside a link.
  const blob = hostileCommit('hostile', (inner) => `040000 tree ${inner}\t..\n040000 tree ${inner}\t.GIT\n`);
  hostileCommit('modules', (_inner, file) => `100644 blob ${file}\tok.md\n160000 commit ${'1'.repeat(40)}\tvendor\n120000 blob ${file}\tetc\n`);
  // 100,000 entries in one tree, the same blob each time: cheap to build, costly to list.
  root.create('wide');
  root.git('wide', ['hash-object', '-w', '--stdin'], '/etc/passwd');
  const lines = Array.from({ length: 100_000 }, (_, i) => `100644 blob ${blob}\tf${i}.md`).join('\n');
  const wide = root.git('wide', ['mktree'], `${lines}\n`);
  root.git('wide', ['update-ref', 'refs/heads/main', root.git('wide', ['commit-tree', wide, '-m', 'wide'], '')]);
  server = await serveRepositories({ root: root.path, auth });
  hostile = await serveRepositories({
    root: root.path,
    hook: (request, response) => {
      if (request.url?.startsWith('/hang')) {
        // Answers the discovery, then never finishes the body.
        response.writeHead(200, { 'content-type': 'application/x-git-upload-pack-advertisement' });
        response.write('001e# service=git-upload-pack\n');
        return true;
      }
      if (request.url?.startsWith('/redirect')) {
        response.writeHead(302, { location: `${server.origin}/docs.git${request.url.slice('/redirect'.length)}` });
        response.end();
        return true;
      }
      return false;
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await hostile?.close();
  root?.remove();
});

/** A repository whose main branch is one commit of the tree `entries` lists; the blob id it may use. */
function hostileCommit(name: string, entries: (innerTree: string, blob: string) => string): string {
  root.create(name);
  const blob = root.git(name, ['hash-object', '-w', '--stdin'], '/etc/passwd');
  const inner = root.git(name, ['mktree'], `100644 blob ${blob}\tpasswd\n`);
  const tree = root.git(name, ['mktree', '--missing'], entries(inner, blob));
  root.git(name, ['update-ref', 'refs/heads/main', root.git(name, ['commit-tree', tree, '-m', name], '')]);
  return blob;
}

const job = (url: string, more: Omit<Partial<ReadJob>, 'limits'> & { limits?: Partial<GitLimits> } = {}): ReadJob => ({
  kind: 'read',
  url,
  ref: 'refs/heads/main',
  policy: 'any',
  ...more,
  limits: { ...DEFAULT_GIT_LIMITS, ...more.limits },
});

function failureOf(result: GitJobResult) {
  if (result.ok) throw new Error('expected a failure');
  return result.failure;
}

describe('reading a commit over smart HTTP', () => {
  it('reads the files of the commit with their real blob ids, using the credentials of the URL', async () => {
    const result = await runGitJobHere(job(server.url('docs', auth)));
    if (!result.ok || result.kind !== 'read') throw new Error(JSON.stringify(result));
    const { snapshot } = result;
    expect(snapshot.commit).toBe(root.tip('docs'));
    expect([...snapshot.files.keys()].sort()).toEqual(['README.md', 'SUMMARY.md', 'guide/setup.md', 'site/docs/README.md']);
    expect(snapshot.files.get('guide/setup.md')!.oid).toBe(root.git('docs', ['rev-parse', 'main:guide/setup.md']));
    expect(new TextDecoder().decode(snapshot.files.get('README.md')!.bytes)).toBe('# Welcome\n');
    expect(snapshot.skipped).toEqual([{ path: 'link.md', reason: 'symlink' }]);
    // The credentials went as a header, never in a request's URL.
    expect(server.requests.some((request) => request.authorization === basicHeader(auth))).toBe(true);
    expect(server.requests.every((request) => !request.url.includes(auth.password))).toBe(true);
  });

  it('reads only below the project directory', async () => {
    const result = await runGitJobHere(job(server.url('docs', auth), { projectDirectory: 'site/docs' }));
    if (!result.ok || result.kind !== 'read') throw new Error(JSON.stringify(result));
    expect([...result.snapshot.files.keys()]).toEqual(['site/docs/README.md']);
    expect(result.snapshot.projectDirectory).toBe('site/docs');
  });

  it('fails on refused credentials, an unknown ref and a policy, without quoting the password', async () => {
    const refused = failureOf(await runGitJobHere(job(server.url('docs', { ...auth, password: 'wrong-pass' }))));
    expect(refused.kind).toBe('credentials');
    const unknown = failureOf(await runGitJobHere(job(server.url('docs', auth), { ref: 'refs/heads/nope' })));
    expect(unknown).toEqual({ kind: 'unknown-ref', message: 'the repository has no ref refs/heads/nope' });
    const policy = failureOf(await runGitJobHere(job(server.url('docs', auth), { policy: 'public' })));
    expect(policy.kind).toBe('policy');
    for (const failure of [refused, unknown, policy]) expect(failure.message).not.toContain('pa55');
  });

  it('skips links and submodules and names them; refuses a tree with `..` or `.git`', async () => {
    const result = await runGitJobHere(job(server.url('modules', auth)));
    if (!result.ok || result.kind !== 'read') throw new Error(JSON.stringify(result));
    expect([...result.snapshot.files.keys()]).toEqual(['ok.md']);
    expect(result.snapshot.skipped).toEqual([
      { path: 'etc', reason: 'symlink' },
      { path: 'vendor', reason: 'submodule' },
    ]);
    const refused = failureOf(await runGitJobHere(job(server.url('hostile', auth))));
    expect(refused).toEqual({ kind: 'malformed', message: expect.stringContaining('unsafe path') });
  });

  it('stops at the entry cap, the byte cap, the blob cap and the time cap', async () => {
    expect(failureOf(await runGitJobHere(job(server.url('wide', auth)))).kind).toBe('limit');
    const bytes = failureOf(await runGitJobHere(job(server.url('wide', auth), { limits: { maxReceivedBytes: 4096 } })));
    expect(bytes).toMatchObject({ kind: 'limit', message: expect.stringContaining('4096 bytes') });
    const blobs = await runGitJobHere(job(server.url('docs', auth), { limits: { maxBlobBytes: 12 } }));
    if (!blobs.ok || blobs.kind !== 'read') throw new Error(JSON.stringify(blobs));
    expect(blobs.snapshot.skipped).toContainEqual({ path: 'SUMMARY.md', reason: 'blob-too-large' });
    const hang = failureOf(await runGitJobHere(job(`${hostile.origin}/hang/docs.git`, { limits: { timeoutMs: 300 } })));
    expect(hang.kind).toBe('timeout');
  }, 90_000);

  it('follows a redirect to another origin without the credentials', async () => {
    const before = server.requests.length;
    const failure = failureOf(await runGitJobHere(job(`http://u:p4ss@127.0.0.1:${new URL(hostile.origin).port}/redirect`)));
    // The repository's server asks for credentials the redirect dropped.
    expect(failure.kind).toBe('credentials');
    expect(server.requests.slice(before).every((request) => request.authorization === undefined)).toBe(true);
  });

  it('runs in a worker thread with the same result', async () => {
    const result = await runGitJob(job(server.url('docs', auth)));
    if (!result.ok || result.kind !== 'read') throw new Error(JSON.stringify(result));
    expect(result.snapshot.files.get('guide/setup.md')!.oid).toBe(root.git('docs', ['rev-parse', 'main:guide/setup.md']));
    expect(failureOf(await runGitJob(job(`${hostile.origin}/hang/docs.git`, { limits: { timeoutMs: 300 } }))).kind).toBe('timeout');
  }, 90_000);
});
