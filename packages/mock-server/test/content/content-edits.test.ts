/** Editing a change request's pages: one new revision per batch, all or nothing, every limit at its edges. */
import {
  CONTENT_CHANGES_MAX,
  PAGE_MARKDOWN_MAX,
  PAGE_SLUG_MAX,
  PAGE_TITLE_MAX,
  type ContentChange,
} from '@docpub/sdk/contract';
import type { Page } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { PAGES, SPACE, contentWorld, expectBadRequest } from './support.js';
import { expectError, expectNoChange } from '../support/index.js';

/** Every page of a tree, flat, as `path` → page. */
function byPath(pages: readonly Page[]): Map<string, Page> {
  const out = new Map<string, Page>();
  const visit = (list: readonly Page[]) => list.forEach((page) => (out.set(page.path ?? '', page), visit(page.pages ?? [])));
  visit(pages);
  return out;
}

const insert = (title: string, extra: Partial<Extract<ContentChange, { operation: 'insert_page' }>> = {}): ContentChange => ({
  operation: 'insert_page',
  title,
  document: { markdown: `About ${title}` },
  ...extra,
});

describe('applying page edits to a change request', () => {
  it('makes one new revision of the change request, on top of the previous one, leaving the primary alone', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    const before = await client.changeRequests.get(SPACE, '2');
    const { revision: primary } = await client.spaces.get(SPACE);
    const after = await client.changeRequests.content.apply(SPACE, '2', {
      changes: [
        insert('Webhooks', { into: PAGES.reference, at: 0 }),
        { operation: 'update_page', page: PAGES.tokens, title: 'Tokens', slug: 'tokens', document: { markdown: 'New text' } },
        { operation: 'update_page', page: PAGES.pagination, into: PAGES.reference },
        { operation: 'delete_page', page: PAGES.authentication },
      ],
    });
    expect(after.revision).not.toBe(before.revision);
    expect((await client.revisions.get(SPACE, after.revision)).parents).toEqual([before.revision]);
    expect((await client.spaces.get(SPACE)).revision).toBe(primary);

    const { pages } = await client.changeRequests.content.pages(SPACE, '2');
    const paths = byPath(pages);
    expect([...paths.keys()]).toEqual([
      'getting-started',
      'reference',
      'reference/webhooks',
      'reference/spaces',
      'reference/pages',
      'reference/comments',
      'reference/pagination',
      'status-page',
    ]);
    // Deleting a page deletes its sub-pages too (the renamed tokens page lived under authentication).
    expect(paths.has('getting-started/authentication/tokens')).toBe(false);
    await expectError(client.changeRequests.content.page(SPACE, '2', PAGES.tokens), 404);
    expect(paths.get('reference/webhooks')).toMatchObject({ markdown: 'About Webhooks', type: 'document' });
  });

  it('updates title, slug and document, and moves a page among its siblings with at', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    const original = await client.changeRequests.content.page(SPACE, '2', PAGES.tokens);
    world.server.clock.advance(60_000);
    await client.changeRequests.content.apply(SPACE, '2', {
      changes: [
        { operation: 'update_page', page: PAGES.tokens, title: 'Tokens', slug: 'tokens', document: { markdown: 'Hello' } },
        { operation: 'update_page', page: PAGES.oauth, at: 0 },
      ],
    });
    const auth = await client.changeRequests.content.pageByPath(SPACE, '2', 'getting-started/authentication');
    expect(auth.pages!.map((page) => [page.slug, page.title])).toEqual([
      ['oauth-apps', 'OAuth apps'],
      ['tokens', 'Tokens'],
    ]);
    expect(auth.pages![1]!.markdown).toBe('Hello');
    // Edited pages say when; the others keep their time.
    expect(auth.pages![1]).toMatchObject({ createdAt: original.createdAt, updatedAt: new Date(world.server.clock.now()).toISOString() });
    expect(auth.updatedAt).toBe(original.updatedAt);
  });

  it('derives a free slug from the title when none is given', async () => {
    const client = contentWorld().clientFor('edit');
    await client.changeRequests.content.apply(SPACE, '2', {
      changes: [insert('API tokens', { into: PAGES.authentication }), insert('Ünïcode & Co!', { into: PAGES.authentication })],
    });
    const auth = await client.changeRequests.content.page(SPACE, '2', PAGES.authentication);
    expect(auth.pages!.map((page) => page.slug)).toEqual(['api-tokens', 'oauth-apps', 'api-tokens-2', 'unicode-co']);
  });

  it('refuses the whole batch when one change is bad, naming its index and field, and changes nothing', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    await expectNoChange(world, async () => {
      const message = await expectBadRequest(
        client.changeRequests.content.apply(SPACE, '2', {
          changes: [
            insert('One'),
            { operation: 'update_page', page: PAGES.tokens, title: 'Renamed' },
            { operation: 'delete_page', page: PAGES.pagination },
            { operation: 'update_page', page: 'page-nope', title: 'x' },
          ],
        }),
        'changes.3.page',
      );
      expect(message).toBe("changes.3.page: no such page 'page-nope'");
    });
  });

  it.each<[string, ContentChange[], string]>([
    ['a page deleted earlier in the batch', [{ operation: 'delete_page', page: PAGES.authentication }, { operation: 'update_page', page: PAGES.tokens, title: 'x' }], "changes.1.page: no such page 'page-api-tokens'"],
    ['an unknown parent', [insert('x', { into: 'page-nope' })], "changes.0.into: no such page 'page-nope'"],
    ['a link page as parent', [insert('x', { into: PAGES.status })], "changes.0.into: page 'page-status-link' is a link and cannot hold pages"],
    ['a slug a sibling holds', [insert('x', { into: PAGES.authentication, slug: 'oauth-apps' })], "changes.0.slug: 'oauth-apps' is already used by a sibling page"],
    ['a renaming onto a sibling', [{ operation: 'update_page', page: PAGES.tokens, slug: 'oauth-apps' }], "changes.0.slug: 'oauth-apps' is already used by a sibling page"],
    ['a move next to a namesake', [insert('Spaces', { slug: 'pagination', into: PAGES.reference }), { operation: 'update_page', page: PAGES.pagination, into: PAGES.reference }], "changes.1.into: a page there already uses the slug 'pagination'"],
    ['a move under itself', [{ operation: 'update_page', page: PAGES.gettingStarted, into: PAGES.tokens }], 'changes.0.into: cannot move a page into itself or one of its sub-pages'],
    ['a document for a group', [{ operation: 'update_page', page: PAGES.reference, document: { markdown: 'x' } }], "changes.0.document: page 'page-reference' is a group and has no document"],
    ['an unknown operation', [{ operation: 'rename_page', page: 'x' } as never], 'changes.0.operation: must be one of insert_page, update_page, delete_page'],
  ])('refuses %s', async (_name, changes, expected) => {
    const world = contentWorld();
    await expectNoChange(world, async () => {
      const { status, message } = await expectError(world.clientFor('edit').changeRequests.content.apply(SPACE, '2', { changes }), 400);
      expect([status, message]).toEqual([400, expected]);
    });
  });

  it('refuses edits to a merged or archived change request (409) until it is reopened', async () => {
    const world = contentWorld();
    const edit = world.clientFor('edit');
    const body = { changes: [insert('Late')] };
    await edit.changeRequests.update(SPACE, '1', { status: 'archived' });
    await expectError(edit.changeRequests.content.apply(SPACE, '1', body), 409);
    await edit.changeRequests.update(SPACE, '1', { status: 'open' });
    await edit.changeRequests.content.apply(SPACE, '1', body);
    await world.clientFor('review').changeRequests.merge(SPACE, '1');
    await expectError(edit.changeRequests.content.apply(SPACE, '1', body), 409);
  });
});

describe('limits of page edits', () => {
  const apply = (world: ReturnType<typeof contentWorld>, changes: ContentChange[]) =>
    world.clientFor('edit').changeRequests.content.apply(SPACE, '2', { changes });

  it('takes 1 to 50 changes', async () => {
    const world = contentWorld();
    await expectBadRequest(apply(world, []), 'changes');
    await expectBadRequest(apply(world, Array.from({ length: CONTENT_CHANGES_MAX + 1 }, (_, i) => insert(`p${i}`))), 'changes');
    await apply(world, [insert('Only one')]);
    await apply(world, Array.from({ length: CONTENT_CHANGES_MAX }, (_, i) => insert(`p${i}`)));
    const { pages } = await world.clientFor('read').changeRequests.content.pages(SPACE, '2');
    expect(pages.length).toBe(3 + 1 + CONTENT_CHANGES_MAX);
  });

  it('takes titles of 1 to 128 characters', async () => {
    const world = contentWorld();
    await apply(world, [insert('x'), insert('t'.repeat(PAGE_TITLE_MAX))]);
    await expectBadRequest(apply(world, [insert('')]), 'changes.0.title');
    await expectBadRequest(apply(world, [insert('t'.repeat(PAGE_TITLE_MAX + 1))]), 'changes.0.title');
  });

  it('takes slugs of lower-case words up to 100 characters', async () => {
    const world = contentWorld();
    const longest = `${'ab-'.repeat(33)}a`;
    expect(longest).toHaveLength(PAGE_SLUG_MAX);
    await apply(world, [insert('Long', { slug: longest })]);
    await expectBadRequest(apply(world, [insert('Longer', { slug: `${longest}b` })]), 'changes.0.slug');
    await expectBadRequest(apply(world, [insert('Bad', { slug: 'Not A Slug' })]), 'changes.0.slug');
    await expectBadRequest(apply(world, [{ operation: 'update_page', page: PAGES.tokens, slug: 'trailing-' }]), 'changes.0.slug');
  });

  it('takes markdown up to 1000000 characters, and empty markdown', async () => {
    const world = contentWorld();
    await apply(world, [insert('Blank', { document: { markdown: '' } })]);
    await apply(world, [insert('Huge', { document: { markdown: 'm'.repeat(PAGE_MARKDOWN_MAX) } })]);
    await expectBadRequest(apply(world, [insert('Huger', { document: { markdown: 'm'.repeat(PAGE_MARKDOWN_MAX + 1) } })]), 'changes.0.document.markdown');
  });

  it('takes positions from 0, appending past the last sibling', async () => {
    const world = contentWorld();
    await apply(world, [insert('First', { into: PAGES.reference, at: 0 }), insert('Last', { into: PAGES.reference, at: 999 })]);
    const reference = await world.clientFor('read').changeRequests.content.page(SPACE, '2', PAGES.reference);
    expect(reference.pages!.map((page) => page.slug)).toEqual(['first', 'spaces', 'pages', 'comments', 'last']);
    await expectBadRequest(apply(world, [insert('Before', { at: -1 })]), 'changes.0.at');
    await expectBadRequest(apply(world, [insert('Half', { at: 0.5 })]), 'changes.0.at');
  });
});
