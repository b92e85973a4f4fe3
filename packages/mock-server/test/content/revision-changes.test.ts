/** `/changes`: what a revision changed against its first parent, for every kind of change. */
import { withUnknownFields, type ContentChange } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { FILES, PAGES, SPACE, contentWorld, downloadUrlOf, expectBadRequest } from './support.js';

/** Applies `changes` to change request #2 and answers the changes of the revision it made. */
async function changesOf(changes: ContentChange[]) {
  const client = contentWorld().clientFor('edit');
  const { revision } = await client.changeRequests.content.apply(SPACE, '2', { changes });
  return (await client.revisions.changes(SPACE, revision, { limit: 1000 })).changes;
}

describe('revision changes', () => {
  it('reports created, edited and deleted pages, with their path in the revision that has them', async () => {
    const changes = await changesOf([
      { operation: 'insert_page', into: PAGES.authentication, title: 'SSO', document: { markdown: 'x' } },
      { operation: 'update_page', page: PAGES.pagination, title: 'Paging' },
      { operation: 'delete_page', page: PAGES.reference },
    ]);
    expect(changes).toEqual([
      { type: 'page_created', page: { id: expect.any(String), type: 'document', title: 'SSO', path: 'getting-started/authentication/sso' } },
      {
        type: 'page_edited',
        page: { id: PAGES.pagination, type: 'document', title: 'Paging', path: 'getting-started/pagination' },
        attributes: { title: { before: 'Pagination', after: 'Paging' } },
      },
      { type: 'page_deleted', page: { id: PAGES.reference, type: 'group', title: 'Reference', path: 'reference' } },
      { type: 'page_deleted', page: { id: PAGES.spaces, type: 'document', title: 'Spaces', path: 'reference/spaces' } },
      { type: 'page_deleted', page: { id: PAGES.pages, type: 'document', title: 'Pages', path: 'reference/pages' } },
      { type: 'page_deleted', page: expect.objectContaining({ title: 'Comments', path: 'reference/comments' }) },
    ]);
  });

  it('reports a page moved to another parent, and only the page moved when siblings are reordered', async () => {
    expect(await changesOf([{ operation: 'update_page', page: PAGES.pagination, into: PAGES.reference }])).toEqual([
      {
        type: 'page_moved',
        page: { id: PAGES.pagination, type: 'document', title: 'Pagination', path: 'reference/pagination' },
        parent: {
          before: { id: PAGES.gettingStarted, type: 'document', title: 'Getting started', path: 'getting-started' },
          after: { id: PAGES.reference, type: 'group', title: 'Reference', path: 'reference' },
        },
      },
    ]);
    const reordered = await changesOf([{ operation: 'update_page', page: PAGES.status, at: 0 }]);
    expect(reordered.map((change) => [change.type, change.page?.id])).toEqual([['page_moved', PAGES.status]]);
    // Reordered among its siblings at the root: no parent before or after.
    expect(withUnknownFields(reordered[0]!).parent).toEqual({});
  });

  it('reports an edit and a move of one page as two changes', async () => {
    const changes = await changesOf([{ operation: 'update_page', page: PAGES.tokens, title: 'Tokens', into: null }]);
    expect(changes.map((change) => [change.type, change.page?.path])).toEqual([
      ['page_edited', 'api-tokens'],
      ['page_moved', 'api-tokens'],
    ]);
  });

  it('reports created, edited and deleted files', async () => {
    const world = contentWorld();
    const seeded = world.seed({
      files: [{ name: 'diagram.svg', contentType: 'image/svg+xml', size: 10 }, { id: FILES.logo, name: 'logo@2x.png', contentType: 'image/png', size: 8192 }],
      deleteFiles: [FILES.guidePdf],
    });
    const { changes } = await world.clientFor('read').revisions.changes(SPACE, seeded.revision);
    const parent = (await world.clientFor('read').revisions.get(SPACE, seeded.revision)).parents[0]!;
    // Created and edited files download from the revision, a deleted one from its parent.
    const download = (id: string, name: string, revision = seeded.revision) => downloadUrlOf(id, name, SPACE, revision);
    const diagram = seeded.files[0]!.id;
    expect(changes).toEqual([
      {
        type: 'file_edited',
        file: { id: FILES.logo, name: 'logo@2x.png', contentType: 'image/png', downloadURL: download(FILES.logo, 'logo@2x.png') },
        // The new version has no dimensions: only `before` is named.
        attributes: {
          name: { before: 'logo.png', after: 'logo@2x.png' },
          size: { before: 4096, after: 8192 },
          dimensions: { before: { width: 512, height: 512 } },
        },
      },
      {
        type: 'file_created',
        file: { id: diagram, name: 'diagram.svg', contentType: 'image/svg+xml', downloadURL: download(diagram, 'diagram.svg') },
      },
      {
        type: 'file_deleted',
        file: { id: FILES.guidePdf, name: 'api-guide.pdf', contentType: 'application/pdf', downloadURL: download(FILES.guidePdf, 'api-guide.pdf', parent) },
      },
    ]);
  });

  it('returns 10 changes by default and counts the rest in more; limit takes 1 to 1000', async () => {
    const world = contentWorld();
    const client = world.clientFor('read');
    const { revision } = await client.spaces.get(SPACE);
    // The demo content was seeded as one revision on an empty one: 9 pages and 2 files created.
    const byDefault = await client.revisions.changes(SPACE, revision!);
    expect([byDefault.changes.length, byDefault.more]).toEqual([10, 1]);
    expect(byDefault.changes.every((change) => change.type === 'page_created' || change.type === 'file_created')).toBe(true);
    const one = await client.revisions.changes(SPACE, revision!, { limit: 1 });
    expect([one.changes.length, one.more]).toEqual([1, 10]);
    expect(one.changes[0]).toMatchObject({ type: 'page_created', page: { id: PAGES.gettingStarted } });
    const all = await client.revisions.changes(SPACE, revision!, { limit: 1000 });
    expect([all.changes.length, all.more]).toEqual([11, 0]);
    await expectBadRequest(client.revisions.changes(SPACE, revision!, { limit: 0 }), 'limit');
    await expectBadRequest(client.revisions.changes(SPACE, revision!, { limit: 1001 }), 'limit');
  });

  it('compares a first revision with nothing', async () => {
    const client = contentWorld().clientFor('admin');
    const space = await client.spaces.create(DEMO.organization, { title: 'Empty' });
    expect(await client.revisions.changes(space.id, space.revision!)).toEqual({ changes: [], more: 0 });
  });
});
