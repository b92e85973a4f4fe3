// Git sync against real repositories served over smart HTTP on loopback: import, export and their contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/index.js';
import { DEMO } from '../../src/demo/demo.js';
import type { DocPubServer } from '../../src/compose/assemble.js';
import { RepositoryRoot } from './support/git-repositories.js';
import { serveRepositories, type GitHttpServer } from './support/git-http-server.js';

const PASSWORD = 'gh-t0ken-9f3e';
const auth = { user: 'x-access-token', password: PASSWORD };
const spaceId = DEMO.spaces.handbook;
const API = 'http://docpub.test/v1';

const DOCS = {
  'README.md': '---\ndescription: Start here\nicon: house\n---\n\n# Welcome\n\nRead the [setup](guide/setup.md).\n',
  'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n\n## Guides\n\n* [Setup](guide/setup.md)\n* [Advanced](guide/advanced.md)\n',
  'guide/setup.md': '# Setup\n\n![Logo](../.gitbook/assets/logo.png)\n',
  'guide/advanced.md': '# Advanced\n\n{% include "../.gitbook/includes/note.md" %}\n',
  '.gitbook/assets/logo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]),
  '.gitbook/includes/note.md': '---\ntitle: A note\n---\n\nMind the gap.\n',
  'scripts/build.sh': 'echo build\n',
};

let root: RepositoryRoot;
let git: GitHttpServer;

beforeAll(async () => {
  root = new RepositoryRoot();
  root.create('docs');
  root.commit('docs', DOCS, { message: 'Write the docs' });
  root.create('mono');
  root.commit('mono', { 'app/index.js': 'x', 'docs/README.md': '# Mono docs\n', 'docs/SUMMARY.md': '* [Mono docs](README.md)\n' });
  git = await serveRepositories({
    root: root.path,
    auth,
    hook: (request, response) => {
      if (!request.url?.startsWith('/slow/')) return false;
      // Never finishes its answer: an import of it runs until cancelled or out of time.
      response.writeHead(200, { 'content-type': 'application/x-git-upload-pack-advertisement' });
      response.write('001e# service=git-upload-pack\n');
      return true;
    },
  });
}, 120_000);

afterAll(async () => {
  await git?.close();
  root?.remove();
});

async function call(server: DocPubServer, method: string, path: string, body?: unknown, token: string = DEMO.tokens.admin) {
  const response = await server.fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

const importBody = (extra: Record<string, unknown> = {}) => ({ url: git.url('docs', auth), ref: 'refs/heads/main', ...extra });

/** The reason journaled for the last call of `operationId`. */
const lastReason = (server: DocPubServer, operationId: string) =>
  server.control.journal().filter((entry) => entry.operationId === operationId).at(-1)?.reason;

async function pagesOf(server: DocPubServer, revision?: string) {
  const path = revision === undefined ? `/spaces/${spaceId}/content` : `/spaces/${spaceId}/revisions/${revision}`;
  return (await call(server, 'GET', `${path}?metadata=true`)).body;
}

function flatten(pages: { title: string; pages?: unknown[] }[]): { title: string; id: string; git?: { oid: string; path: string } }[] {
  return pages.flatMap((page) => [page as never, ...flatten((page.pages ?? []) as never)]);
}

describe('git import', () => {
  it('reads the repository into a new primary revision, with real blob ids, through server.fetch', { timeout: 60_000 }, async () => {
    const server = createServer({ gitWorker: false });
    const before = (await call(server, 'GET', `/spaces/${spaceId}`)).body.revision;
    expect((await call(server, 'POST', `/spaces/${spaceId}/git/import`, importBody({ repoCommitURL: 'https://git.example/c/' }))).status).toBe(204);
    await server.control.settle();
    expect(lastReason(server, 'importGit')).toMatch(/^imported commit [0-9a-f]{40} as revision /);
    const space = (await call(server, 'GET', `/spaces/${spaceId}`)).body;
    expect(space.revision).not.toBe(before);
    const revision = (await call(server, 'GET', `/spaces/${spaceId}/revisions/${space.revision}`)).body;
    const tip = root.tip('docs')!;
    expect(revision.git).toMatchObject({ oid: tip, ref: 'refs/heads/main', createdByService: false, url: `https://git.example/c/${tip}` });
    const pages = flatten(revision.pages);
    expect(pages.map((page) => page.title)).toEqual(['Welcome', 'Guides', 'Setup', 'Advanced']);
    const setup = pages.find((page) => page.title === 'Setup')!;
    expect(setup.git).toEqual({ oid: root.git('docs', ['rev-parse', 'main:guide/setup.md']), path: 'guide/setup.md' });
    expect(revision.files).toEqual([expect.objectContaining({ name: 'logo.png', size: 8 })]);
    expect(revision.files[0].git).toEqual({ oid: root.git('docs', ['rev-parse', 'main:.gitbook/assets/logo.png']), path: '.gitbook/assets/logo.png' });
    expect(revision.reusableContents).toEqual([expect.objectContaining({ title: 'A note' })]);
    const welcome = (await call(server, 'GET', `/spaces/${spaceId}/content/page/${pages[0]!.id}?format=markdown`)).body;
    expect(welcome).toMatchObject({ title: 'Welcome', description: 'Start here' });
    const info = (await call(server, 'GET', `/spaces/${spaceId}/git/info`)).body;
    expect(info.url).toBe(`${git.origin}/docs.git`);
    // The password is in no answer, journal entry or state.
    const everything = JSON.stringify([server.control.journal(), server.control.snapshot(), info, revision, space]);
    expect(everything).not.toContain(PASSWORD);
  });

  it('imports over a real port with listen(), and the password is in no answer or journal', { timeout: 60_000 }, async () => {
    const server = createServer({ gitWorker: false });
    const listening = await server.listen({ port: 0 });
    try {
      const headers = { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' };
      const answer = await fetch(`${listening.url}/spaces/${spaceId}/git/import`, { method: 'POST', headers, body: JSON.stringify(importBody()) });
      expect(answer.status).toBe(204);
      await fetch(`${new URL(listening.url).origin}/__control/settle`, { method: 'POST' });
      expect(lastReason(server, 'importGit')).toMatch(/^imported commit /);
      const info = await (await fetch(`${listening.url}/spaces/${spaceId}/git/info`, { headers })).text();
      const journal = await (await fetch(`${new URL(listening.url).origin}/__control/journal`)).text();
      for (const text of [info, journal]) expect(text).not.toContain(PASSWORD);
    } finally {
      await listening.close();
    }
  });

  it('keeps page ids across imports while their paths stay', { timeout: 60_000 }, async () => {
    const server = createServer({ gitWorker: false });
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, importBody());
    await server.control.settle();
    const first = flatten((await pagesOf(server)).pages);
    root.commit('docs', { 'guide/setup.md': '# Setup\n\nChanged.\n' }, { keep: true });
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, importBody());
    await server.control.settle();
    const second = flatten((await pagesOf(server)).pages);
    expect(second.map((page) => page.id)).toEqual(first.map((page) => page.id));
    expect(second[2]!.git!.oid).not.toBe(first[2]!.git!.oid);
  });

  it('changes nothing on refused credentials or an unknown ref, and journals why', async () => {
    const server = createServer({ gitWorker: false });
    const before = (await call(server, 'GET', `/spaces/${spaceId}`)).body.revision;
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, { url: git.url('docs', { ...auth, password: 'nope' }), ref: 'refs/heads/main' });
    await server.control.settle();
    expect(lastReason(server, 'importGit')).toBe('git import failed (credentials): the Git host refused the credentials (HTTP 401); nothing was changed');
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, importBody({ ref: 'refs/heads/gone' }));
    await server.control.settle();
    expect(lastReason(server, 'importGit')).toContain('(unknown-ref)');
    expect((await call(server, 'GET', `/spaces/${spaceId}`)).body.revision).toBe(before);
    expect((await call(server, 'GET', `/spaces/${spaceId}/git/info`)).body).toEqual({});
  });

  it('refuses before answering what cannot work', async () => {
    const server = createServer({ gitFetchPolicy: 'none', gitWorker: false });
    const refused = await call(server, 'POST', `/spaces/${spaceId}/git/import`, importBody());
    expect(refused).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/^url: /) } } });
    const file = await call(createServer({ gitWorker: false }), 'POST', `/spaces/${spaceId}/git/import`, { url: `file://${root.path}/docs.git`, ref: 'refs/heads/main' });
    expect(file.status).toBe(400);
    const escape = await call(createServer({ gitWorker: false }), 'POST', `/spaces/${spaceId}/git/import`, importBody({ repoProjectDirectory: '../x' }));
    expect(escape.body.error.message).toMatch(/^repoProjectDirectory: /);
  });

  it('reads a file:// repository below the server\'s git file root', async () => {
    const server = createServer({ gitFileRoot: root.path, gitWorker: false });
    expect((await call(server, 'POST', `/spaces/${spaceId}/git/import`, { url: `file://${root.path}/docs.git`, ref: 'refs/heads/main' })).status).toBe(204);
    await server.control.settle();
    expect(lastReason(server, 'importGit')).toMatch(/^imported commit /);
  });

  it('makes a standalone revision without touching the primary, named in the journal', async () => {
    const server = createServer({ gitWorker: false });
    const before = (await call(server, 'GET', `/spaces/${spaceId}`)).body.revision;
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, importBody({ standalone: true }));
    await server.control.settle();
    const reason = lastReason(server, 'importGit')!;
    const standalone = /standalone revision (\S+?)(;|$)/.exec(reason)![1]!;
    expect((await call(server, 'GET', `/spaces/${spaceId}`)).body.revision).toBe(before);
    expect((await call(server, 'GET', `/spaces/${spaceId}/revisions/${standalone}`)).body.git.oid).toBe(root.tip('docs'));
  });

  it('ignores an older import unless forced, in the order received', { timeout: 60_000 }, async () => {
    const server = createServer({ gitWorker: false });
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, importBody({ timestamp: '2026-01-02T00:00:00Z' }));
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, importBody({ timestamp: '2026-01-01T00:00:00Z' }));
    await server.control.settle();
    const revisions = server.control.journal().filter((entry) => entry.operationId === 'importGit').map((entry) => entry.reason);
    expect(revisions[0]).toMatch(/^imported commit/);
    // Queued behind the newer one, the older import finds it applied and is ignored.
    expect(revisions[1]).toMatch(/ignored: an import or export with a later timestamp/);
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, importBody({ timestamp: '2026-01-01T00:00:00Z', force: true }));
    await server.control.settle();
    expect(lastReason(server, 'importGit')).toMatch(/^imported commit/);
  });

  it('reads a monorepo\'s project directory only', async () => {
    const server = createServer({ gitWorker: false });
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, { url: git.url('mono', auth), ref: 'refs/heads/main', repoProjectDirectory: 'docs' });
    await server.control.settle();
    const pages = flatten((await pagesOf(server)).pages);
    expect(pages.map((page) => [page.title, page.git?.path])).toEqual([['Mono docs', 'docs/README.md']]);
  });

  it('answers a bystander while an import runs in its worker thread, and reset cancels the import', async () => {
    const server = createServer();
    const before = (await call(server, 'GET', `/spaces/${spaceId}`)).body.revision;
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, { url: `${git.origin}/slow/docs.git`, ref: 'refs/heads/main' });
    // The import is still running (its server never finishes): a bystander is answered meanwhile.
    expect((await call(server, 'GET', `/spaces/${DEMO.spaces.api}`, undefined, DEMO.tokens.read)).status).toBe(200);
    expect(lastReason(server, 'importGit')).toBeUndefined();
    server.control.reset();
    await server.control.settle();
    expect((await call(server, 'GET', `/spaces/${spaceId}`)).body.revision).toBe(before);
  });
});

describe('git export', () => {
  it('exports an edit made in a change request as one fast-forward commit that keeps the files DocPub does not own', async () => {
    const server = createServer({ gitWorker: false });
    root.create('export');
    const first = root.commit('export', DOCS, { message: 'Write the docs' });
    const body = { url: git.url('export', auth), ref: 'refs/heads/main' };
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, body);
    await server.control.settle();
    const pages = flatten((await pagesOf(server)).pages);
    const setup = pages.find((page) => page.title === 'Setup')!;
    const changeRequest = (await call(server, 'POST', `/spaces/${spaceId}/change-requests`, { subject: 'Better setup' })).body;
    const edited = await call(server, 'POST', `/spaces/${spaceId}/change-requests/${changeRequest.id}/content`, {
      changes: [{ operation: 'update_page', page: setup.id, document: { markdown: 'Install it, then run it.\n' } }],
    });
    expect(edited.body.error?.message).toBeUndefined();
    expect((await call(server, 'POST', `/spaces/${spaceId}/change-requests/${changeRequest.id}/merge`)).status).toBe(200);
    expect((await call(server, 'POST', `/spaces/${spaceId}/git/export`, { ...body, commitMessage: 'DOCPUB-1: Better setup' })).status).toBe(204);
    await server.control.settle();
    expect(lastReason(server, 'exportGit')).toMatch(/^exported commit [0-9a-f]{40} on refs\/heads\/main$/);
    const tip = root.tip('export')!;
    expect(root.git('export', ['rev-parse', `${tip}^`])).toBe(first);
    expect(root.git('export', ['log', '-1', '--format=%s|%an|%cn', tip])).toBe('DOCPUB-1: Better setup|' + 'Admin|DocPub'.replace('Admin', root.git('export', ['log', '-1', '--format=%an', tip])));
    expect(root.git('export', ['log', '-1', '--format=%cn <%ce>', tip])).toBe('DocPub <git-sync@docpub.test>');
    expect(root.show('export', tip, 'guide/setup.md')).toContain('Install it, then run it.');
    expect(root.show('export', tip, 'scripts/build.sh')).toBe('echo build');
    const space = (await call(server, 'GET', `/spaces/${spaceId}`)).body;
    const revision = (await call(server, 'GET', `/spaces/${spaceId}/revisions/${space.revision}`)).body;
    expect(revision.git).toMatchObject({ oid: tip, createdByService: true, message: 'DOCPUB-1: Better setup' });
    // Nothing changed since: no new commit.
    await call(server, 'POST', `/spaces/${spaceId}/git/export`, { ...body, commitMessage: 'again' });
    await server.control.settle();
    expect(root.tip('export')).toBe(tip);
    expect(lastReason(server, 'exportGit')).toMatch(/^exported: no change/);
  }, 60_000);

  it('commits on a moved branch unless it changed a file DocPub writes; force overwrites', async () => {
    const server = createServer({ gitWorker: false });
    root.create('moved');
    root.commit('moved', DOCS);
    const body = { url: git.url('moved', auth), ref: 'refs/heads/main' };
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, body);
    await server.control.settle();
    expect(lastReason(server, 'importGit')).toMatch(/^imported/);
    const setup = flatten((await pagesOf(server)).pages).find((page) => page.title === 'Setup')!;
    const edit = async (text: string) => {
      const changeRequest = (await call(server, 'POST', `/spaces/${spaceId}/change-requests`, {})).body;
      await call(server, 'POST', `/spaces/${spaceId}/change-requests/${changeRequest.id}/content`, {
        changes: [{ operation: 'update_page', page: setup.id, document: { markdown: text } }],
      });
      await call(server, 'POST', `/spaces/${spaceId}/change-requests/${changeRequest.id}/merge`);
    };
    // Someone changes a file DocPub does not own: export commits on top of it.
    const other = root.commit('moved', { 'scripts/build.sh': 'echo changed\n' }, { keep: true });
    await edit('First edit.\n');
    await call(server, 'POST', `/spaces/${spaceId}/git/export`, { ...body, commitMessage: 'One' });
    await server.control.settle();
    expect(lastReason(server, 'exportGit')).toMatch(/^exported commit/);
    expect(root.git('moved', ['rev-parse', 'main^'])).toBe(other);
    // Someone changes the very page DocPub writes: nothing is pushed, the journal names the path.
    const theirs = root.commit('moved', { 'guide/setup.md': '# Setup\n\nTheir words.\n' }, { keep: true });
    await edit('Second edit.\n');
    await call(server, 'POST', `/spaces/${spaceId}/git/export`, { ...body, commitMessage: 'Two' });
    await server.control.settle();
    expect(root.tip('moved')).toBe(theirs);
    expect(lastReason(server, 'exportGit')).toMatch(/^git export failed \(conflict\): .*guide\/setup\.md/);
    await call(server, 'POST', `/spaces/${spaceId}/git/export`, { ...body, commitMessage: 'Two, forced', force: true });
    await server.control.settle();
    expect(root.git('moved', ['rev-parse', 'main^'])).toBe(theirs);
    expect(root.show('moved', 'main', 'guide/setup.md')).toContain('Second edit.');
  }, 90_000);

  it('round-trips into an empty space: the same tree, titles, markdown and files', async () => {
    const server = createServer({ gitWorker: false });
    root.create('round');
    root.commit('round', DOCS);
    const body = { url: git.url('round', auth), ref: 'refs/heads/main' };
    await call(server, 'POST', `/spaces/${spaceId}/git/import`, body);
    await server.control.settle();
    // Export to a new branch, then import that branch into a new space.
    await call(server, 'POST', `/spaces/${spaceId}/git/export`, { ...body, ref: 'refs/heads/copy', commitMessage: 'Copy' });
    await server.control.settle();
    expect(lastReason(server, 'exportGit')).toMatch(/^exported commit/);
    const created = (await call(server, 'POST', `/orgs/${DEMO.organization}/spaces`, { title: 'Copy' })).body;
    await call(server, 'POST', `/spaces/${created.id}/git/import`, { ...body, ref: 'refs/heads/copy' });
    await server.control.settle();
    expect(lastReason(server, 'importGit')).toMatch(/^imported commit/);
    const shape = async (id: string) => {
      const content = (await call(server, 'GET', `/spaces/${id}/content`)).body;
      const pages = flatten(content.pages) as unknown as { title: string; kind?: string; type: string }[];
      const markdown = [];
      for (const page of pages) {
        if (page.type !== 'document') continue;
        markdown.push((await call(server, 'GET', `/spaces/${id}/content/page/${(page as never as { id: string }).id}?format=markdown`)).body.markdown);
      }
      return { titles: pages.map((page) => page.title), markdown, files: content.files.map((file: { name: string; size: number }) => [file.name, file.size]) };
    };
    const original = await shape(spaceId);
    const copy = await shape(created.id);
    expect(copy.titles).toEqual(original.titles);
    expect(copy.files).toEqual(original.files);
    expect(copy.markdown.map((text: string) => text.replace(/file:\S+?(?=[)"\s])/g, 'file:*'))).toEqual(
      original.markdown.map((text: string) => text.replace(/file:\S+?(?=[)"\s])/g, 'file:*')),
    );
  }, 60_000);
});
