/** Computed pages: a page bound to an OpenAPI spec of the organization, its content computed from the latest version. */
import type { Page } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { ACME, DEMO, orgDataWorld } from '../support/org-data-world.js';

const SPACE = DEMO.content.space;
const PETSTORE = DEMO.openapi.slugs.petstore;

function seedComputed(world: ReturnType<typeof orgDataWorld>, spec: string = PETSTORE, models = true) {
  return world.server.control.seed({ kind: 'content', spaceId: SPACE, pages: [{ title: 'API reference', type: 'computed', computed: { spec, models } }] }) as {
    pages: { id: string; path: string }[];
  };
}

const find = (pages: readonly Page[], id: string) => pages.find((page) => page.id === id)!;

describe('computed pages (builtin:openapi)', () => {
  it('reads as the computed document of the spec: an info page, one page per tag, and its models', async () => {
    const world = orgDataWorld();
    const edit = world.clientFor('edit');
    await edit.openapi.put(ACME, 'shop', {
      source: {
        text: JSON.stringify({
          openapi: '3.1.0',
          info: { title: 'Shop', version: '2.0.0', description: 'Buy things.' },
          paths: {
            '/orders': { get: { tags: ['orders'], summary: 'List orders' }, post: { tags: ['orders'], summary: 'Place an order' } },
            '/items': { get: { tags: ['items'], summary: 'List items', description: 'Everything on sale.' } },
          },
          components: { schemas: { Order: { type: 'object', description: 'An order.' } } },
        }),
      },
    });
    await world.settle();
    const { pages: [seeded] } = seedComputed(world, 'shop');
    const reader = world.clientFor('read');
    const page = find((await reader.spaces.content.pages(SPACE)).pages, seeded!.id);
    expect(page).toMatchObject({
      type: 'document',
      title: 'API reference',
      computed: { type: 'builtin:openapi', dependencies: { spec: { ref: { kind: 'openapi', spec: 'shop' } } }, props: { doc: 'info' } },
    });
    expect(page.computedSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(page.markdown).toContain('# Shop');
    expect(page.markdown).toContain('Version 2.0.0');
    expect(page.pages?.map((child) => [child.title, child.path, (child.computed as { props?: unknown }).props])).toEqual([
      ['orders', `${page.path}/orders`, { doc: 'operations', page: 'orders' }],
      ['items', `${page.path}/items`, { doc: 'operations', page: 'items' }],
      ['Models', `${page.path}/models`, { doc: 'models' }],
    ]);
    expect(page.pages?.[0]?.markdown).toContain('## Place an order');
    expect(page.pages?.[1]?.markdown).toContain('Everything on sale.');
    // The same page, read again, has the same ids.
    const again = find((await reader.spaces.content.get(SPACE)).pages ?? [], seeded!.id);
    expect(again.pages?.map((child) => child.id)).toEqual(page.pages?.map((child) => child.id));
  });

  it('follows the latest version of the spec', async () => {
    const world = orgDataWorld();
    const { pages: [seeded] } = seedComputed(world);
    const reader = world.clientFor('read');
    const before = await reader.spaces.content.page(SPACE, seeded!.id);
    expect(before.pages?.map((child) => child.title)).toEqual(['default']);
    await world.clientFor('edit').openapi.put(ACME, PETSTORE, {
      source: { text: JSON.stringify({ openapi: '3.1.0', info: { title: 'Acme Petstore', version: '1.1.0' }, paths: { '/owners': { get: { tags: ['owners'], summary: 'List owners' } } } }) },
    });
    await world.settle();
    const after = await reader.spaces.content.page(SPACE, seeded!.id);
    expect(after.markdown).toContain('Version 1.1.0');
    expect(after.pages?.map((child) => child.title)).toEqual(['owners']);
    expect(after.pages?.[0]?.markdown).toContain('List owners');
  });

  it('with computed=false is answered as stored: type computed, its source, no content', async () => {
    const world = orgDataWorld();
    const { pages: [seeded] } = seedComputed(world);
    const page = await world.clientFor('read').spaces.content.page(SPACE, seeded!.id, { computed: false });
    expect(page).toMatchObject({
      type: 'computed',
      computed: { type: 'builtin:openapi', dependencies: { spec: { ref: { kind: 'openapi', spec: PETSTORE } } }, props: { models: true } },
      pages: [],
    });
    expect(page.markdown).toBeUndefined();
    expect(page.computedSeed).toBeUndefined();
    const revision = await world.clientFor('read').spaces.content.get(SPACE, { computed: false });
    expect(find(revision.pages ?? [], seeded!.id).type).toBe('computed');
  });

  it('reads as stored once its spec is gone, and refuses seeds naming no spec of the organization', async () => {
    const world = orgDataWorld();
    const { pages: [seeded] } = seedComputed(world);
    await world.clientFor('admin').openapi.delete(ACME, PETSTORE);
    expect((await world.clientFor('read').spaces.content.page(SPACE, seeded!.id)).type).toBe('computed');
    expect(() => seedComputed(world, 'nope')).toThrow(/pages\.0\.computed\.spec/);
    expect(() =>
      world.server.control.seed({ kind: 'content', spaceId: SPACE, pages: [{ title: 'X', type: 'computed' }] }),
    ).toThrow(/pages\.0\.computed: is required/);
  });

  it('holds no pages of its own: edits cannot put pages under it', async () => {
    const world = orgDataWorld();
    const { pages: [seeded] } = seedComputed(world);
    const client = world.clientFor('edit');
    const cr = await client.changeRequests.create(SPACE, { subject: 'x' });
    await expect(
      client.changeRequests.content.apply(SPACE, cr.id, { changes: [{ operation: 'update_page', page: DEMO.content.pages.tokens, into: seeded!.id }] }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
