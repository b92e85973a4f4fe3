/** Page settings (emoji, icon, description, visibility flags, layout, cover) set through content edits and seeds. */
import type { Page } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { FILES, PAGES, SPACE, contentWorld, expectBadRequest } from './support.js';

/** Every page of a tree, flat, by id. */
function byId(pages: readonly Page[]): Map<string, Page> {
  const out = new Map<string, Page>();
  const visit = (list: readonly Page[]) => list.forEach((page) => (out.set(page.id, page), visit(page.pages ?? [])));
  visit(pages);
  return out;
}

describe('page settings through change-request content edits', () => {
  it('inserts a page with every setting, and reads them back through every read', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    await client.changeRequests.content.apply(SPACE, '2', {
      changes: [
        {
          operation: 'insert_page',
          title: 'Limits',
          document: { markdown: '# Limits' },
          icon: 'gauge',
          description: 'How much you may send',
          hidden: true,
          noIndex: true,
          noRobotsIndex: true,
          layout: { outline: false, coverSize: 'full' },
          cover: { ref: { kind: 'file', file: FILES.logo }, yPos: 40 },
        },
      ],
    });
    const { pages } = await client.changeRequests.content.pages(SPACE, '2');
    const limits = pages.find((page) => page.title === 'Limits')!;
    expect(limits).toMatchObject({
      icon: 'gauge',
      description: 'How much you may send',
      hidden: true,
      noIndex: true,
      noRobotsIndex: true,
      cover: { ref: { kind: 'file', file: FILES.logo }, yPos: 40 },
    });
    // Options changed are changed; the others keep their default.
    expect(limits.layout).toMatchObject({ outline: false, coverSize: 'full', title: true, tableOfContents: true });
    expect(limits.documentId).toMatch(/^doc-[0-9a-f]{16}$/);
    const one = await client.changeRequests.content.page(SPACE, '2', limits.id);
    expect(one).toMatchObject({ hidden: true, noIndex: true, icon: 'gauge' });
  });

  it('sends the flags as false on pages that never set them', async () => {
    const world = contentWorld();
    const page = await world.clientFor('read').spaces.content.page(SPACE, PAGES.gettingStarted);
    expect(page).toMatchObject({ hidden: false, noIndex: false, noRobotsIndex: false });
  });

  it('updates settings one by one, removes them, and reports the page edited', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    await client.changeRequests.content.apply(SPACE, '2', {
      changes: [{ operation: 'update_page', page: PAGES.tokens, hidden: true, emoji: '🔑', layout: { pagination: false } }],
    });
    const afterSet = await client.changeRequests.content.page(SPACE, '2', PAGES.tokens);
    expect(afterSet).toMatchObject({ hidden: true, emoji: '🔑', layout: { pagination: false, outline: true } });
    const { revision } = await client.changeRequests.content.apply(SPACE, '2', {
      changes: [{ operation: 'update_page', page: PAGES.tokens, hidden: false, emoji: '', layout: { outline: false } }],
    });
    const afterUnset = await client.changeRequests.content.page(SPACE, '2', PAGES.tokens);
    expect(afterUnset.hidden).toBe(false);
    expect(afterUnset.emoji).toBeUndefined();
    // Layout options accumulate: pagination stays off, outline now off too.
    expect(afterUnset.layout).toMatchObject({ pagination: false, outline: false });
    const { changes } = await client.revisions.changes(SPACE, revision);
    expect(changes.map((change) => [change.type, change.page?.id])).toContainEqual(['page_edited', PAGES.tokens]);
  });

  it('changes documentId exactly when the document changes', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    const before = await client.changeRequests.content.page(SPACE, '2', PAGES.tokens);
    await client.changeRequests.content.apply(SPACE, '2', { changes: [{ operation: 'update_page', page: PAGES.tokens, noIndex: true }] });
    const settingsOnly = await client.changeRequests.content.page(SPACE, '2', PAGES.tokens);
    expect(settingsOnly.documentId).toBe(before.documentId);
    await client.changeRequests.content.apply(SPACE, '2', {
      changes: [{ operation: 'update_page', page: PAGES.tokens, document: { markdown: 'Rewritten' } }],
    });
    const rewritten = await client.changeRequests.content.page(SPACE, '2', PAGES.tokens);
    expect(rewritten.documentId).not.toBe(before.documentId);
  });

  it('carries settings into the primary content on merge', async () => {
    const world = contentWorld();
    const client = world.clientFor('admin');
    await client.changeRequests.content.apply(SPACE, '2', {
      changes: [{ operation: 'update_page', page: PAGES.pagination, hidden: true, noRobotsIndex: true }],
    });
    await client.changeRequests.merge(SPACE, '2');
    const page = byId((await client.spaces.content.pages(SPACE)).pages).get(PAGES.pagination);
    expect(page).toMatchObject({ hidden: true, noRobotsIndex: true, noIndex: false });
  });

  it('refuses bad settings by field, changing nothing', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    const before = await client.changeRequests.get(SPACE, '2');
    const apply = (change: Record<string, unknown>) =>
      client.changeRequests.content.apply(SPACE, '2', { changes: [{ operation: 'update_page', page: PAGES.tokens, ...change } as never] });
    await expectBadRequest(apply({ cover: { ref: { kind: 'file', file: 'no-such-file' } } }), 'changes.0.cover.ref.file');
    await expectBadRequest(apply({ cover: { ref: { kind: 'url', file: FILES.logo } } }), 'changes.0.cover.ref.kind');
    await expectBadRequest(apply({ cover: { ref: { kind: 'file', file: FILES.logo }, yPos: 101 } }), 'changes.0.cover.yPos');
    await expectBadRequest(apply({ hidden: 'yes' }), 'changes.0.hidden');
    await expectBadRequest(apply({ layout: { coverSize: 'huge' } }), 'changes.0.layout.coverSize');
    await expectBadRequest(apply({ layout: { outline: false, sideways: true } }), 'changes.0.layout.sideways');
    await expectBadRequest(apply({ description: 'x'.repeat(301) }), 'changes.0.description');
    await expectBadRequest(apply({ icon: 'x'.repeat(51) }), 'changes.0.icon');
    await expectBadRequest(
      client.changeRequests.content.apply(SPACE, '2', { changes: [{ operation: 'update_page', page: PAGES.status, layout: { outline: false } }] }),
      'changes.0.layout',
    );
    expect((await client.changeRequests.get(SPACE, '2')).revision).toBe(before.revision);
  });
});

describe('page settings through seeding', () => {
  it('seeds pages with settings and refuses a cover naming no file', async () => {
    const world = contentWorld();
    const seeded = world.seed({
      pages: [{ title: 'Changelog', icon: 'clock', hidden: true, noIndex: true, layout: { tableOfContents: false }, cover: { ref: { kind: 'file', file: FILES.logo } } }],
    });
    const page = await world.clientFor('read').spaces.content.page(SPACE, seeded.pages[0]!.id);
    expect(page).toMatchObject({ icon: 'clock', hidden: true, noIndex: true, cover: { yPos: 0 }, layout: { tableOfContents: false } });
    expect(() => world.seed({ pages: [{ title: 'Broken', cover: { ref: { kind: 'file', file: 'nope' } } }] })).toThrow(/pages\.0\.cover\.ref\.file/);
  });
});
