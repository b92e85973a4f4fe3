import { describe, expect, it } from 'vitest';
import { credentialFreeUrl, providerOf, repoNameOf } from '../../src/domain/spaces/git-sync.js';
import { DEMO } from '../../src/demo/demo.js';
import { call, demoWorld, statusOf, type World } from './world.js';

const params = { spaceId: DEMO.spaces.handbook };
const SECRET_URL = 'https://alice:s3cret-token@github.com/acme/handbook.git?access_token=qwerty#readme';
const importBody = (extra: Record<string, unknown> = {}) => ({ url: SECRET_URL, ref: 'refs/heads/main', ...extra });
const exportBody = (extra: Record<string, unknown> = {}) => ({ ...importBody(extra), commitMessage: 'Publish docs' });

/** Everything the store holds, as text, to prove a secret is nowhere in it. */
function storeText(world: World): string {
  return JSON.stringify(world.store.snapshot(), (_key, value) => (value instanceof Map ? [...value.entries()] : value));
}

describe('URL helpers', () => {
  it('strip credentials, query and fragment', () => {
    expect(credentialFreeUrl(SECRET_URL)).toBe('https://github.com/acme/handbook.git');
    expect(credentialFreeUrl('https://token@gitlab.example.org/group/sub/repo')).toBe('https://gitlab.example.org/group/sub/repo');
  });

  it('name the repository from the path and the provider from the host', () => {
    expect(repoNameOf(SECRET_URL)).toBe('acme/handbook');
    expect(repoNameOf('https://gitlab.com/group/sub/repo/')).toBe('group/sub/repo');
    expect(repoNameOf('https://git.example.org/')).toBeUndefined();
    expect(providerOf(SECRET_URL)).toBe('github');
    expect(providerOf('https://gitlab.example.org/a/b')).toBe('gitlab');
    expect(providerOf('https://git.example.org/a/b')).toBeUndefined();
    expect(providerOf('https://git.example.org/a/b', { provider: 'gitlab' })).toBe('gitlab');
  });
});

describe('git import and export', () => {
  it('records the sync without credentials, anywhere', () => {
    const world = demoWorld();
    expect(call(world, 'importGit', 'admin', { params, body: importBody() })).toBeUndefined();
    const info = call(world, 'getGitInfo', 'read', { params });
    expect(info).toEqual({
      repoName: 'acme/handbook',
      installationProvider: 'github',
      // No Git host is reached: the installation is the repository's owner on its host.
      installationId: 'github.com/acme',
      installationStatus: 'active',
      url: 'https://github.com/acme/handbook.git',
      updatedAt: new Date(world.clock.now()).toISOString(),
    });
    expect(call(world, 'getSpace', 'read', { params }).gitSync.url).toBe('https://github.com/acme/handbook.git');
    call(world, 'exportGit', 'admin', { params, body: exportBody() });
    const text = storeText(world);
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain('alice');
    expect(text).not.toContain('qwerty');
  });

  it('answers an empty object before any sync', () => {
    expect(call(demoWorld(), 'getGitInfo', 'read', { params })).toEqual({});
  });

  it('takes the provider from gitInfo over the host', () => {
    const world = demoWorld();
    call(world, 'importGit', 'admin', { params, body: importBody({ gitInfo: { provider: 'gitlab' } }) });
    expect(call(world, 'getGitInfo', 'read', { params }).installationProvider).toBe('gitlab');
  });

  it('makes an import a new primary revision, or a side revision when standalone', () => {
    const world = demoWorld();
    const before = call(world, 'getSpace', 'admin', { params }).revision;
    call(world, 'importGit', 'admin', { params, body: importBody({ standalone: true }) });
    expect(call(world, 'getSpace', 'admin', { params }).revision).toBe(before);
    call(world, 'importGit', 'admin', { params, body: importBody() });
    const after = call(world, 'getSpace', 'admin', { params }).revision;
    expect(after).not.toBe(before);
    const revision = world.store.data.revisions.get(after)!;
    expect(revision.parents).toEqual([before]);
    expect(revision.git).toMatchObject({ ref: 'refs/heads/main', url: 'https://github.com/acme/handbook.git' });
  });

  it('stamps the primary revision with the exported commit', () => {
    const world = demoWorld();
    call(world, 'exportGit', 'admin', { params, body: exportBody() });
    const space = call(world, 'getSpace', 'admin', { params });
    const git = world.store.data.revisions.get(space.revision)!.git!;
    expect(git.message).toBe('Publish docs');
    expect(git.oid).toMatch(/^[0-9a-f]{40}$/);
    expect(git.createdByService).toBe(true);
  });

  it('ignores an operation older than the last applied one unless forced', () => {
    const world = demoWorld();
    const at = (timestamp: string, url: string, extra: Record<string, unknown> = {}) =>
      call(world, 'importGit', 'admin', { params, body: { url, ref: 'refs/heads/main', timestamp, ...extra } });
    at('2025-01-01T10:00:00Z', 'https://github.com/acme/first');
    at('2025-01-01T09:00:00Z', 'https://github.com/acme/older');
    expect(call(world, 'getGitInfo', 'read', { params }).repoName).toBe('acme/first');
    // Offsets count: 10:30+01:00 is 09:30Z, still older.
    call(world, 'exportGit', 'admin', {
      params,
      body: { url: 'https://github.com/acme/offset', ref: 'refs/heads/main', commitMessage: 'm', timestamp: '2025-01-01T10:30:00+01:00' },
    });
    expect(call(world, 'getGitInfo', 'read', { params }).repoName).toBe('acme/first');
    at('2025-01-01T09:00:00Z', 'https://github.com/acme/forced', { force: true });
    expect(call(world, 'getGitInfo', 'read', { params }).repoName).toBe('acme/forced');
    // The forced one is now the last applied: 09:30 is newer than it.
    at('2025-01-01T09:30:00Z', 'https://github.com/acme/newer');
    expect(call(world, 'getGitInfo', 'read', { params }).repoName).toBe('acme/newer');
    // No timestamp: always applied.
    call(world, 'importGit', 'admin', { params, body: { url: 'https://github.com/acme/untimed', ref: 'refs/heads/main' } });
    expect(call(world, 'getGitInfo', 'read', { params }).repoName).toBe('acme/untimed');
  });

  it('leaves a stale import without a trace', () => {
    const world = demoWorld();
    call(world, 'importGit', 'admin', { params, body: importBody({ timestamp: '2025-01-02T00:00:00Z' }) });
    const revisions = world.store.data.revisions.size;
    const revision = call(world, 'getSpace', 'admin', { params }).revision;
    call(world, 'importGit', 'admin', { params, body: importBody({ timestamp: '2025-01-01T00:00:00Z' }) });
    expect(world.store.data.revisions.size).toBe(revisions);
    expect(call(world, 'getSpace', 'admin', { params }).revision).toBe(revision);
  });

  it('needs admin on the space', () => {
    const world = demoWorld();
    expect(statusOf(() => call(world, 'importGit', 'edit', { params, body: importBody() }))).toBe(403);
    expect(statusOf(() => call(world, 'exportGit', 'guest', { params, body: exportBody() }))).toBe(404);
    expect(call(world, 'getGitInfo', 'read', { params })).toEqual({});
  });
});
