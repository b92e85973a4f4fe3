/**
 * A space's Git sync survives a world file and a capture: exported and loaded back, a synced space has the same
 * sync (URL without credentials, branch, repoTreeURL, repoCommitURL, last commit), and its next export goes on
 * top of the last synced commit; a hand-written world file's sync URLs lose their credentials on load; a capture
 * of a deployment answering a synced space keeps its URL, branch, last commit and commit-link prefix, never the
 * credentials.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { captureWorld } from '../../src/capture/capture.js';
import { createServer, DEMO, type DocPubServer } from '../../src/index.js';
import { serveRepositories, type GitHttpServer } from '../git/support/git-http-server.js';
import { RepositoryRoot } from '../git/support/git-repositories.js';

const auth = { user: 'x-access-token', password: 'world-sync-pass-84d1' };
const spaceId = DEMO.spaces.handbook;
const root = new RepositoryRoot();
let git: GitHttpServer;

beforeAll(async () => {
  root.create('docs');
  root.commit('docs', {
    'README.md': '# Welcome\n\nStart here.\n',
    'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n* [Setup](setup.md)\n',
    'setup.md': '# Setup\n\nInstall it.\n',
  });
  git = await serveRepositories({ root: root.path, auth });
});

afterAll(async () => {
  await git.close();
  root.remove();
});

/** A reference server whose handbook space was imported from the repository, with credentials in every URL. */
async function syncedServer(): Promise<DocPubServer> {
  const server = createServer({ gitWorker: false });
  const withCredentials = git.url('docs', auth);
  const response = await server.fetch(`${server.baseUrl}/spaces/${spaceId}/git/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      url: withCredentials,
      ref: 'refs/heads/main',
      repoTreeURL: `${withCredentials.replace(/\.git$/, '')}/tree/main/`,
      repoCommitURL: `${withCredentials.replace(/\.git$/, '')}/commit/`,
    }),
  });
  expect(response.status).toBe(204);
  await server.control.settle();
  expect(server.store.data.spaces.get(spaceId)?.gitSync?.lastCommit).toBe(root.tip('docs'));
  return server;
}

const syncOf = (server: DocPubServer) => server.store.data.spaces.get(spaceId)?.gitSync;

describe('a world file keeps a space’s sync', () => {
  it('exported and loaded back: the same sync, no credentials, and the next export goes on top of the last commit', async () => {
    const server = await syncedServer();
    const repository = git.url('docs').replace(/\.git$/, '');
    const expected = {
      url: git.url('docs'),
      ref: 'refs/heads/main',
      lastCommit: root.tip('docs'),
      repoTreeURL: `${repository}/tree/main/`,
      repoCommitURL: `${repository}/commit/`,
    };
    expect(syncOf(server)).toMatchObject(expected);
    const text = stringify(server.control.exportState());
    expect(text).not.toContain(auth.password);

    const loaded = createServer({ world: parse(text), gitWorker: false });
    expect(syncOf(loaded)).toEqual(syncOf(server));

    // The loaded world exports an edit as one commit on top of the imported one, as the original world would.
    const imported = root.tip('docs');
    const readme = loaded.store.data.revisions.get(loaded.store.data.spaces.get(spaceId)!.revisionId)!.content!.pages.find((page) => page.git?.path === 'setup.md')!;
    readme.markdown = 'Install it, then run it.\n';
    const answer = await loaded.fetch(`${loaded.baseUrl}/spaces/${spaceId}/git/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: git.url('docs', auth), ref: 'refs/heads/main', commitMessage: 'Edit setup' }),
    });
    expect(answer.status).toBe(204);
    await loaded.control.settle();
    expect(loaded.control.journal().at(-1)?.reason).toMatch(/^exported commit [0-9a-f]{40} on refs\/heads\/main$/);
    expect(root.git('docs', ['rev-parse', 'main~1'])).toBe(imported);
    expect(root.show('docs', 'main', 'setup.md')).toBe('# Setup\n\nInstall it, then run it.');
  });

  it('a hand-written sync loses the credentials of its URLs on load, as an import would keep them', () => {
    const world = createServer({ gitWorker: false }).control.exportState();
    const space = world.spaces!.find((entry) => entry.id === spaceId)!;
    space.gitSync = {
      url: 'https://bot:hand-written-pass-1@git.example/docs.git?private_token=hand-written-pass-2',
      updatedAt: '2030-01-01T00:00:00.000Z',
      ref: 'refs/heads/main',
      repoTreeURL: 'https://bot:hand-written-pass-3@git.example/docs/tree/main/',
      repoCommitURL: 'https://git.example/docs/commit/',
    };
    const loaded = createServer({ world });
    expect(syncOf(loaded)).toMatchObject({
      url: 'https://git.example/docs.git',
      repoTreeURL: 'https://git.example/docs/tree/main/',
      repoCommitURL: 'https://git.example/docs/commit/',
    });
    expect(JSON.stringify(loaded.control.exportState())).not.toMatch(/hand-written-pass/);
  });
});

describe('a capture keeps a space’s sync', () => {
  it('keeps the URL, the branch, the last commit and the commit-link prefix; never the credentials', async () => {
    const server = await syncedServer();
    const listening = await server.listen();
    try {
      const text = await captureWorld({ baseUrl: listening.url, token: DEMO.tokens.admin });
      expect(text).not.toContain(auth.password);
      const loaded = createServer({ world: parse(text) });
      const captured = syncOf(loaded);
      const original = syncOf(server)!;
      expect(captured).toMatchObject({
        url: original.url,
        ref: original.ref,
        lastCommit: original.lastCommit,
        repoCommitURL: original.repoCommitURL,
        repoName: original.repoName,
      });
      // The API shows no repoTreeURL: a capture cannot know it (docs/worlds.md).
      expect(captured?.repoTreeURL).toBeUndefined();
    } finally {
      await listening.close();
    }
  });
});
