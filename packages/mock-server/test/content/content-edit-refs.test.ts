/**
 * Building a tree in one batch of content edits: an inserted page named by a client-chosen `ref` is the
 * `into` of later changes, and the answer gives the id of every page the batch created.
 */
import type { ContentChange } from '@docpub/sdk/contract';
import type { Page } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { expectBadRequest, expectNoChange } from '../support/index.js';
import { PAGES, SPACE, contentWorld } from './support.js';

const insert = (title: string, extra: Partial<Extract<ContentChange, { operation: 'insert_page' }>> = {}): ContentChange => ({
  operation: 'insert_page',
  title,
  document: { markdown: `About ${title}` },
  ...extra,
});

/** Every page of a tree, flat, as `path` → page. */
function byPath(pages: readonly Page[]): Map<string, Page> {
  const out = new Map<string, Page>();
  const visit = (list: readonly Page[]) => list.forEach((page) => (out.set(page.path ?? '', page), visit(page.pages ?? [])));
  visit(pages);
  return out;
}

describe('a batch that builds a tree with refs', () => {
  it('puts pages into pages inserted earlier in the batch, and reports the ids it created', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    const result = await client.changeRequests.content.apply(SPACE, '2', {
      changes: [
        insert('Guide', { ref: 'guide' }),
        insert('Install', { ref: 'install', into: 'guide' }),
        insert('On Linux', { into: 'install' }),
        insert('Upgrade', { into: 'guide', at: 0 }),
        // An existing page moves under a new one too.
        { operation: 'update_page', page: PAGES.pagination, into: 'guide' },
      ],
    });
    expect(result.object).toBe('change-request');
    expect(result.created!.map(({ change, ref }) => [change, ref])).toEqual([
      [0, 'guide'],
      [1, 'install'],
      [2, undefined],
      [3, undefined],
    ]);
    const ids = result.created!.map((page) => page.id);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).not.toMatch(/^inserted:|^guide$|^install$/);

    const paths = byPath((await client.changeRequests.content.pages(SPACE, '2')).pages);
    expect(paths.get('guide')?.id).toBe(ids[0]);
    expect(paths.get('guide/install')?.id).toBe(ids[1]);
    expect(paths.get('guide/install/on-linux')?.id).toBe(ids[2]);
    expect(paths.get('guide/upgrade')?.id).toBe(ids[3]);
    expect(paths.get('guide')?.pages?.map((page) => page.slug)).toEqual(['upgrade', 'install', 'pagination']);
    // The created ids are real: each reads back by id.
    const deepest = await client.changeRequests.content.page(SPACE, '2', ids[2]!);
    expect(deepest).toMatchObject({ title: 'On Linux', path: 'guide/install/on-linux' });
  });

  it('answers created: [] for a batch that inserts nothing', async () => {
    const client = contentWorld().clientFor('edit');
    const result = await client.changeRequests.content.apply(SPACE, '2', {
      changes: [{ operation: 'update_page', page: PAGES.tokens, title: 'Tokens' }],
    });
    expect(result.created).toEqual([]);
  });

  it.each([
    ['a ref never given', [insert('A', { into: 'nowhere' })], 'changes.0.into', /no such page 'nowhere'/],
    ['a ref given only later', [insert('A', { into: 'b' }), insert('B', { ref: 'b' })], 'changes.0.into', /no such page 'b'/],
    ['the same ref twice', [insert('A', { ref: 'x' }), insert('B', { ref: 'x' })], 'changes.1.ref', /already the ref of change 0/],
    ['a ref that is an existing page id', [insert('A', { ref: PAGES.reference })], 'changes.0.ref', /id of an existing page/],
    ['a ref with a slash', [insert('A', { ref: 'a/b' })], 'changes.0.ref', /must match/],
    ['a ref of 65 characters', [insert('A', { ref: 'r'.repeat(65) })], 'changes.0.ref', /at most 64/],
    ['a ref used as the page of an update', [insert('A', { ref: 'a' }), { operation: 'update_page', page: 'a', title: 'B' }], 'changes.1.page', /no such page 'a'/],
    ["an inserted page's temporary id", [insert('A'), insert('B', { into: 'inserted:0' })], 'changes.1.into', /no such page/],
  ] as [string, ContentChange[], string, RegExp][])('refuses %s with a 400 naming the field, and changes nothing', async (_case, changes, field, rule) => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    await expectNoChange(world.server, async () => {
      const message = await expectBadRequest(client.changeRequests.content.apply(SPACE, '2', { changes }), field);
      expect(message).toMatch(rule);
    });
  });

  it('keeps refs within the depth limit: a chain of refs 33 levels deep is refused whole', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    const chain = Array.from({ length: 33 }, (_, level) => insert(`Level ${level}`, { ref: `l${level}`, ...(level > 0 ? { into: `l${level - 1}` } : {}) }));
    await expectNoChange(world.server, () => expectBadRequest(client.changeRequests.content.apply(SPACE, '2', { changes: chain }), 'changes.32.into'));
  });
});
