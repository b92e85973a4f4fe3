/** Merging change requests into the primary content, updating them from it, `outdated`, and conflicts. */
import type { ContentChange, DocPub } from '@docpub/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { PAGES, SPACE, contentWorld } from './support.js';
import { expectError, expectNoChange } from '../support/index.js';
import { everyChangeRequest } from '../support/change-requests.js';
import { serveRepositories, type GitHttpServer } from '../git/support/git-http-server.js';
import { RepositoryRoot } from '../git/support/git-repositories.js';

/** Repositories served on loopback: Git import reads real repositories. */
const repositories = new RepositoryRoot();
let gitHost: GitHttpServer | undefined;
afterAll(async () => {
  await gitHost?.close();
  repositories.remove();
});

/** Changes the primary content the way users do: a change request of its own, merged at once. */
async function changePrimary(admin: DocPub, changes: ContentChange[]): Promise<string> {
  const cr = await admin.changeRequests.create(SPACE, { subject: 'meanwhile on primary' });
  await admin.changeRequests.content.apply(SPACE, cr.id, { changes });
  return (await admin.changeRequests.merge(SPACE, cr.id)).revision;
}

const rewrite = (page: string, markdown: string): ContentChange => ({ operation: 'update_page', page, document: { markdown } });

describe('merging a change request', () => {
  it('makes a merge revision [primary, change request] the primary one, and marks the change request merged', async () => {
    const world = contentWorld();
    const reviewer = world.clientFor('review');
    const before = await reviewer.changeRequests.get(SPACE, '1');
    const { revision: oldPrimary } = await reviewer.spaces.get(SPACE);
    world.server.clock.advance(5_000);

    const result = await reviewer.changeRequests.merge(SPACE, '1');
    expect(result.result).toBe('merge');
    const space = await reviewer.spaces.get(SPACE);
    expect(space.revision).toBe(result.revision);
    expect(space).toMatchObject({ changeRequests: 2, changeRequestsOpen: 0, changeRequestsDraft: 1 });
    const merge = await reviewer.revisions.get(SPACE, result.revision);
    expect(merge).toMatchObject({ type: 'merge', parents: [oldPrimary, before.revision] });
    const after = await reviewer.changeRequests.get(SPACE, '1');
    expect(after).toMatchObject({ status: 'merged', revisionMerged: result.revision, outdated: false });
    expect(after.updatedAt).toBe(new Date(world.server.clock.now()).toISOString());

    const scopes = await reviewer.spaces.content.pageByPath(SPACE, 'getting-started/authentication/token-scopes');
    expect(scopes.title).toBe('Token scopes');
    const changes = await reviewer.revisions.changes(SPACE, result.revision);
    expect(changes.changes.map((change) => [change.type, change.page?.title])).toEqual([
      ['page_edited', 'API tokens'],
      ['page_created', 'Token scopes'],
    ]);
  });

  it('refuses to merge a merged or an archived change request (409), changing nothing', async () => {
    const world = contentWorld();
    const reviewer = world.clientFor('review');
    await reviewer.changeRequests.merge(SPACE, '1');
    await world.clientFor('edit').changeRequests.update(SPACE, '2', { status: 'archived' });
    await expectNoChange(world, async () => {
      await expectError(reviewer.changeRequests.merge(SPACE, '1'), 409);
      await expectError(reviewer.changeRequests.merge(SPACE, '2'), 409);
      await expectError(world.clientFor('edit').changeRequests.updateFromPrimary(SPACE, '2'), 409);
    });
  });

  it('makes the other change requests outdated, until they are updated from the primary', async () => {
    const world = contentWorld();
    const edit = world.clientFor('edit');
    expect((await edit.changeRequests.get(SPACE, '2')).outdated).toBe(false);
    await world.clientFor('review').changeRequests.merge(SPACE, '1');
    expect((await edit.changeRequests.get(SPACE, '2')).outdated).toBe(true);
    await edit.changeRequests.updateFromPrimary(SPACE, '2');
    expect((await edit.changeRequests.get(SPACE, '2')).outdated).toBe(false);
  });

  it('is outdated after any change of the primary revision, a Git import included', async () => {
    const world = contentWorld();
    repositories.create('api-docs');
    repositories.commit('api-docs', { 'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n', 'README.md': '# Welcome\n\nImported.\n' });
    gitHost ??= await serveRepositories({ root: repositories.path });
    expect((await world.clientFor('read').changeRequests.get(SPACE, '1')).outdated).toBe(false);
    await world.clientFor('admin').spaces.git.import(SPACE, { url: gitHost.url('api-docs'), ref: 'refs/heads/main' });
    await world.server.control.settle();
    expect(world.server.control.journal().findLast((entry) => entry.path.endsWith('/git/import'))?.reason).toMatch(/^imported commit [0-9a-f]{40} as revision /);
    expect((await world.clientFor('read').changeRequests.get(SPACE, '1')).outdated).toBe(true);
  });
});

describe('updating a change request from the primary content', () => {
  it('rebases it with a three-way merge: changes of both sides are kept', async () => {
    const world = contentWorld();
    const [admin, edit] = [world.clientFor('admin'), world.clientFor('edit')];
    const cr = await edit.changeRequests.create(SPACE);
    await edit.changeRequests.content.apply(SPACE, cr.id, { changes: [rewrite(PAGES.tokens, 'tokens, by the change request')] });
    const ours = (await edit.changeRequests.get(SPACE, cr.id)).revision;
    const primary = await changePrimary(admin, [
      rewrite(PAGES.oauth, 'oauth, on primary'),
      { operation: 'insert_page', title: 'Changelog', document: { markdown: 'new on primary' } },
    ]);

    const result = await edit.changeRequests.updateFromPrimary(SPACE, cr.id);
    expect(result.result).toBe('update');
    expect(await edit.revisions.get(SPACE, result.revision)).toMatchObject({ type: 'update', parents: [ours, primary] });
    const updated = await edit.changeRequests.get(SPACE, cr.id);
    expect(updated).toMatchObject({ revision: result.revision, revisionMergedAncestor: primary, revisionInitial: cr.revisionInitial, outdated: false });

    const read = (id: string) => edit.changeRequests.content.page(SPACE, cr.id, id).then((page) => page.markdown);
    expect(await read(PAGES.tokens)).toBe('tokens, by the change request');
    expect(await read(PAGES.oauth)).toBe('oauth, on primary');
    expect((await edit.changeRequests.content.pageByPath(SPACE, cr.id, 'changelog')).markdown).toBe('new on primary');

    // Merged now, the change request brings only its own change: nothing the primary did is undone.
    expect((await world.clientFor('review').changeRequests.merge(SPACE, cr.id)).result).toBe('merge');
    expect((await admin.spaces.content.page(SPACE, PAGES.tokens)).markdown).toBe('tokens, by the change request');
    expect((await admin.spaces.content.page(SPACE, PAGES.oauth)).markdown).toBe('oauth, on primary');
  });

  it('keeps the change request as it is when it is already based on the primary revision', async () => {
    const world = contentWorld();
    const edit = world.clientFor('edit');
    const before = await edit.changeRequests.get(SPACE, '2');
    const result = await edit.changeRequests.updateFromPrimary(SPACE, '2');
    expect(result).toEqual({ revision: before.revision, result: 'update' });
    expect((await edit.changeRequests.get(SPACE, '2')).revision).toBe(before.revision);
  });

  it('lets the change request win where both sides changed a page', async () => {
    const world = contentWorld();
    const [admin, edit] = [world.clientFor('admin'), world.clientFor('edit')];
    const cr = await edit.changeRequests.create(SPACE);
    await edit.changeRequests.content.apply(SPACE, cr.id, {
      changes: [rewrite(PAGES.tokens, 'ours'), { operation: 'delete_page', page: PAGES.oauth }],
    });
    await changePrimary(admin, [rewrite(PAGES.tokens, 'theirs'), rewrite(PAGES.oauth, 'theirs too'), { operation: 'delete_page', page: PAGES.pagination }]);
    await edit.changeRequests.updateFromPrimary(SPACE, cr.id);
    expect((await edit.changeRequests.content.page(SPACE, cr.id, PAGES.tokens)).markdown).toBe('ours');
    await expectError(edit.changeRequests.content.page(SPACE, cr.id, PAGES.oauth), 404);
    await expectError(edit.changeRequests.content.page(SPACE, cr.id, PAGES.pagination), 404);
  });
});

describe('conflicts on merge', () => {
  it("answers 'conflicts' when a page changed on both sides, and keeps the change request's version", async () => {
    const world = contentWorld();
    const [admin, edit] = [world.clientFor('admin'), world.clientFor('edit')];
    const cr = await edit.changeRequests.create(SPACE);
    await edit.changeRequests.content.apply(SPACE, cr.id, {
      changes: [rewrite(PAGES.tokens, 'ours'), { operation: 'update_page', page: PAGES.spaces, title: 'Spaces (ours)' }],
    });
    await changePrimary(admin, [rewrite(PAGES.tokens, 'theirs'), rewrite(PAGES.pages, 'theirs only')]);

    const result = await world.clientFor('review').changeRequests.merge(SPACE, cr.id);
    expect(result.result).toBe('conflicts');
    expect((await admin.spaces.get(SPACE)).revision).toBe(result.revision);
    expect((await admin.spaces.content.page(SPACE, PAGES.tokens)).markdown).toBe('ours');
    expect((await admin.spaces.content.page(SPACE, PAGES.spaces)).title).toBe('Spaces (ours)');
    expect((await admin.spaces.content.page(SPACE, PAGES.pages)).markdown).toBe('theirs only');
    expect((await admin.changeRequests.get(SPACE, cr.id)).status).toBe('merged');
  });

  it("keeps a page the change request edited when the primary deleted it, with its parent", async () => {
    const world = contentWorld();
    const [admin, edit] = [world.clientFor('admin'), world.clientFor('edit')];
    const cr = await edit.changeRequests.create(SPACE);
    await edit.changeRequests.content.apply(SPACE, cr.id, { changes: [rewrite(PAGES.tokens, 'still needed')] });
    await changePrimary(admin, [{ operation: 'delete_page', page: PAGES.authentication }]);
    expect((await world.clientFor('review').changeRequests.merge(SPACE, cr.id)).result).toBe('conflicts');
    const tokens = await admin.spaces.content.page(SPACE, PAGES.tokens);
    expect(tokens).toMatchObject({ markdown: 'still needed', path: 'getting-started/authentication/api-tokens' });
  });

  it('renames the primary side of two new sibling pages that took the same slug', async () => {
    const world = contentWorld();
    const [admin, edit] = [world.clientFor('admin'), world.clientFor('edit')];
    const cr = await edit.changeRequests.create(SPACE);
    await edit.changeRequests.content.apply(SPACE, cr.id, { changes: [{ operation: 'insert_page', title: 'FAQ', document: { markdown: 'ours' } }] });
    await changePrimary(admin, [{ operation: 'insert_page', title: 'FAQ', document: { markdown: 'theirs' } }]);
    expect((await world.clientFor('review').changeRequests.merge(SPACE, cr.id)).result).toBe('conflicts');
    expect((await admin.spaces.content.pageByPath(SPACE, 'faq')).markdown).toBe('ours');
    expect((await admin.spaces.content.pageByPath(SPACE, 'faq-2')).markdown).toBe('theirs');
  });
});

describe('the demo change requests', () => {
  it('are #1 open with edits and a review, and #2 a draft', async () => {
    const client = contentWorld().clientFor('read');
    const [first, second] = await everyChangeRequest(client, SPACE);
    expect(first).toMatchObject({ id: DEMO.content.changeRequests.tokenScopes, number: 1, status: 'open', comments: 1 });
    expect(second).toMatchObject({ id: DEMO.content.changeRequests.commentsEndpoint, number: 2, status: 'draft' });
    expect(first!.revision).not.toBe(first!.revisionInitial);
    expect((await client.changeRequests.reviews.list(SPACE, '1')).items[0]).toMatchObject({ status: 'changes-requested' });
  });
});
