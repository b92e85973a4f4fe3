/** Seeding content through the control API, and what happens to content when a space is duplicated or purged. */
import { DAY, expectNoChange } from '../support/index.js';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { PAGES, SPACE, contentWorld } from './support.js';
import { everyChangeRequest } from '../support/change-requests.js';


/** `POST /__control/seed` over HTTP. */
async function seedOverHttp(world: ReturnType<typeof contentWorld>, body: unknown) {
  const response = await world.server.fetch(`${new URL(world.server.baseUrl).origin}/__control/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('seeding content', () => {
  it('adds nested pages, files and reusable contents as one new primary revision, answering their ids', async () => {
    const world = contentWorld();
    const client = world.clientFor('read');
    const { revision: before } = await client.spaces.get(DEMO.spaces.handbook);
    const { status, body } = await seedOverHttp(world, {
      kind: 'content',
      spaceId: DEMO.spaces.handbook,
      pages: [
        { title: 'Onboarding', markdown: '# Hi', pages: [{ title: 'First day', pages: [{ title: 'Laptop', slug: 'laptop-setup' }] }] },
        { title: 'Handy links', type: 'group', pages: [{ title: 'Status', type: 'link', href: 'https://status.acme.test' }] },
      ],
      files: [{ name: 'badge.png', contentType: 'image/png', size: 12, dimensions: { width: 4, height: 4 } }],
      reusableContents: [{ title: 'Footer', markdown: 'Bye' }],
    });
    expect(status).toBe(200);
    expect(body.pages.map((page: { path: string }) => page.path)).toEqual([
      'onboarding',
      'onboarding/first-day',
      'onboarding/first-day/laptop-setup',
      'handy-links',
      'handy-links/status',
    ]);
    const space = await client.spaces.get(DEMO.spaces.handbook);
    expect(space.revision).toBe(body.revision);
    expect((await client.revisions.get(DEMO.spaces.handbook, body.revision)).parents).toEqual([before]);
    const laptop = await client.spaces.content.pageByPath(DEMO.spaces.handbook, 'onboarding/first-day/laptop-setup');
    expect(laptop).toMatchObject({ id: body.pages[2].id, markdown: '' });
    expect((await client.spaces.content.file(DEMO.spaces.handbook, body.files[0].id)).dimensions).toEqual({ width: 4, height: 4 });
    const footer = await client.revisions.reusableContent(DEMO.spaces.handbook, body.revision, body.reusableContents[0].id);
    expect(footer).toEqual({ id: body.reusableContents[0].id, title: 'Footer', document: 'Bye' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown space', { spaceId: 'space-nope' }, "spaceId: no space 'space-nope'"],
    ['an unknown parent', { into: 'page-nope' }, "into: no page 'page-nope'"],
    ['a link page without a target', { pages: [{ title: 'A', pages: [{ title: 'B', type: 'link' }] }] }, 'pages.0.pages.0.href: is required for a link page'],
    ['markdown on a group', { pages: [{ title: 'G', type: 'group', markdown: 'x' }] }, 'pages.0.markdown: only document pages have markdown'],
    ['a taken slug', { into: PAGES.authentication, pages: [{ title: 'X', slug: 'oauth-apps' }] }, "pages.0.slug: 'oauth-apps' is already used by a sibling page"],
    ['an existing page id', { pages: [{ id: PAGES.tokens, title: 'X' }] }, `pages.0.id: page '${PAGES.tokens}' already exists`],
    ['an empty title', { pages: [{ title: '' }] }, 'pages.0.title: must be 1 to 128 characters'],
    ['an unknown file to delete', { deleteFiles: ['file-nope'] }, "deleteFiles.0: no file 'file-nope'"],
    ['a negative size', { files: [{ name: 'a', size: -1 }] }, 'files.0.size: must be an integer of at least 0'],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_name, input, message) => {
    const world = contentWorld();
    await expectNoChange(world, async () => {
      const { status, body } = await seedOverHttp(world, { kind: 'content', spaceId: SPACE, ...input });
      expect([status, body.error.message]).toEqual([400, message]);
    });
  });

  it('still refuses a kind nobody seeds', async () => {
    const { status, body } = await seedOverHttp(contentWorld(), { kind: 'unicorns' });
    expect([status, body.error.message]).toEqual([400, 'kind: unknown seed kind']);
  });
});

describe('content and the life of a space', () => {
  it('is copied by duplicate, without the change requests', async () => {
    const world = contentWorld();
    const admin = world.clientFor('admin');
    const copy = await admin.spaces.duplicate(SPACE);
    expect(copy.revision).not.toBe((await admin.spaces.get(SPACE)).revision);
    const pages = (await admin.spaces.content.pages(copy.id)).pages;
    expect(pages.map((page) => page.path)).toEqual(['getting-started', 'reference', 'status-page']);
    expect((await admin.spaces.content.files(copy.id)).count).toBe(2);
    expect(copy).toMatchObject({ changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0 });
    expect((await everyChangeRequest(admin, copy.id)).length).toBe(0);
  });

  it('keeps its change requests through a soft delete and restore, and loses them with its revisions when purged', async () => {
    const world = contentWorld();
    const admin = world.clientFor('admin');
    const revisionsOf = () => [...world.server.store.data.revisions.values()].filter((revision) => revision.spaceId === SPACE).length;
    expect(revisionsOf()).toBeGreaterThan(0);
    await admin.spaces.delete(SPACE);
    await admin.spaces.restore(SPACE);
    expect((await everyChangeRequest(admin, SPACE)).length).toBe(2);

    await admin.spaces.delete(SPACE);
    world.server.clock.advance(7 * DAY);
    await admin.user.get().catch(() => undefined);
    await admin.spaces.get(SPACE).catch(() => undefined);
    expect(revisionsOf()).toBe(0);
    expect([...world.server.store.data.changeRequests.values()].filter((cr) => cr.spaceId === SPACE)).toEqual([]);
    expect([...world.server.store.data.reviews.values()].filter((review) => review.spaceId === SPACE)).toEqual([]);
  });
});
