// The test fixture itself: repositories built with the system git, served over smart HTTP with basic auth.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git, gitAsync, RepositoryRoot } from './support/git-repositories.js';
import { serveRepositories, type GitHttpServer } from './support/git-http-server.js';

const auth = { user: 'x-access-token', password: 's3cret-token' };
let root: RepositoryRoot;
let server: GitHttpServer;

beforeAll(async () => {
  root = new RepositoryRoot();
  root.create('docs');
  root.commit('docs', { 'README.md': '# Welcome\n', 'guide/setup.md': '# Setup\n', 'link.md': { symlink: '/etc/passwd' } });
  server = await serveRepositories({ root: root.path, auth });
});

afterAll(async () => {
  await server.close();
  root.remove();
});

describe('the Git test fixture', () => {
  it('builds commits with files, nested folders and symlinks', () => {
    expect(root.paths('docs')).toEqual(['README.md', 'guide/setup.md', 'link.md']);
    expect(root.git('docs', ['ls-tree', 'HEAD', 'link.md'])).toMatch(/^120000 blob /);
    const next = root.commit('docs', { 'extra.md': 'x' }, { keep: true });
    expect(root.tip('docs')).toBe(next);
    expect(root.paths('docs')).toEqual(['README.md', 'extra.md', 'guide/setup.md', 'link.md']);
  });

  it('serves clone and push over smart HTTP to the right credentials only', async () => {
    const work = mkdtempSync(join(tmpdir(), 'docpub-clone-'));
    try {
      await expect(gitAsync(work, ['clone', '--quiet', server.url('docs', { user: auth.user, password: 'wrong' }), 'refused'])).rejects.toThrow();
      await gitAsync(work, ['clone', '--quiet', server.url('docs', auth), 'docs']);
      const clone = join(work, 'docs');
      expect(readFileSync(join(clone, 'guide/setup.md'), 'utf8')).toBe('# Setup\n');
      writeFileSync(join(clone, 'pushed.md'), 'pushed\n');
      git(clone, ['add', 'pushed.md']);
      git(clone, ['commit', '--quiet', '-m', 'Push over HTTP']);
      await gitAsync(clone, ['push', '--quiet', 'origin', 'HEAD:refs/heads/main']);
      expect(root.show('docs', 'main', 'pushed.md')).toBe('pushed');
      expect(server.requests.some((request) => request.url.includes('git-receive-pack'))).toBe(true);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 90_000);
});
