/** Pagination of every site list: pages in creation order, stable while items come and go, tokens per list. */
import type { DocPub } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { expectError, ORG, SECTIONS, SITE, siteWorld, SPACES } from './support.js';

/** One page of any site list (a `PagePromise` resolves to one). */
interface AnyPage {
  items: { id: string }[];
  count: number;
  next?: { page: string } | undefined;
}
type Lister = (client: DocPub, query: { page?: string; limit?: number }) => PromiseLike<AnyPage>;

/** Each list, and how to add one more item to it. */
const LISTS: Record<string, { list: Lister; add: (client: DocPub, n: number) => Promise<unknown> }> = {
  sites: { list: (c, q) => c.sites.list(ORG, q), add: (c, n) => c.sites.create(ORG, { title: `Site ${n}` }) },
  sections: {
    list: (c, q) => c.sites.sections.list(ORG, SITE, q),
    add: (c, n) => c.sites.sections.create(ORG, SITE, { spaceId: SPACES.internal, title: `Section ${n}` }),
  },
  sectionGroups: {
    list: (c, q) => c.sites.sectionGroups.list(ORG, SITE, q),
    add: (c, n) => c.sites.sectionGroups.create(ORG, SITE, { title: `Group ${n}` }),
  },
  siteSpaces: {
    list: (c, q) => c.sites.siteSpaces.list(ORG, SITE, q),
    add: (c, n) => c.sites.sections.create(ORG, SITE, { spaceId: SPACES.internal, title: `Section ${n}` }),
  },
  redirects: {
    list: (c, q) => c.sites.redirects.list(ORG, SITE, q),
    add: (c, n) =>
      c.sites.redirects.create(ORG, SITE, { source: `/old-${n}`, destination: { kind: 'site-section', siteSectionId: SECTIONS.guides } }),
  },
  shareLinks: { list: (c, q) => c.sites.shareLinks.list(ORG, SITE, q), add: (c, n) => c.sites.shareLinks.create(ORG, SITE, { name: `Link ${n}` }) },
};

/** Every id of a list, fetched `limit` at a time by following `next.page`. */
async function pageThrough(list: Lister, client: DocPub, limit: number, between?: (page: number) => Promise<void>) {
  const ids: string[] = [];
  let token: string | undefined;
  for (let page = 0; ; page += 1) {
    const answer = await list(client, token === undefined ? { limit } : { limit, page: token });
    expect(answer.items.length).toBeLessThanOrEqual(limit);
    ids.push(...answer.items.map((item) => item.id));
    if (!answer.next) return ids;
    token = answer.next.page;
    await between?.(page);
  }
}

describe('site lists', () => {
  for (const [name, { list, add }] of Object.entries(LISTS)) {
    it(`${name}: pages of 2 give every item once, in creation order, with the total count`, async () => {
      const { admin } = siteWorld();
      for (let n = 0; n < 5; n += 1) await add(admin, n);
      const all = await list(admin, { limit: 1000 });
      expect(all.next).toBeUndefined();
      expect(all.items.length).toBe(all.count);
      expect(await pageThrough(list, admin, 2)).toEqual(all.items.map((item) => item.id));
      const first = await list(admin, { limit: 2 });
      expect(first.count).toBe(all.count);
      await expectError(Promise.resolve(list(admin, { limit: 0 })), 400, 'limit: must be an integer from 1 to 1000');
      await expectError(Promise.resolve(list(admin, { limit: 1001 })), 400, 'limit: must be an integer from 1 to 1000');
      await expectError(Promise.resolve(list(admin, { page: 'garbage!' })), 400, 'page: invalid page token');
    });
  }

  it('neither repeat nor skip items that exist throughout while others are added and removed', async () => {
    const { admin } = siteWorld();
    const links = [];
    for (let n = 0; n < 6; n += 1) links.push(await admin.sites.shareLinks.create(ORG, SITE, { name: `Link ${n}` }));
    const lister = LISTS.shareLinks!.list;
    const before = (await lister(admin, { limit: 1000 })).items.map((item) => item.id);
    const removed = links[4]!.id;
    const seen = await pageThrough(lister, admin, 2, async (page) => {
      if (page === 0) {
        await admin.sites.shareLinks.delete(ORG, SITE, removed);
        await admin.sites.shareLinks.create(ORG, SITE, { name: 'Late' });
      }
    });
    const throughout = before.filter((id) => id !== removed);
    expect(seen.filter((id) => throughout.includes(id))).toEqual(throughout);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuse a page token of another list', async () => {
    const { admin } = siteWorld();
    for (let n = 0; n < 3; n += 1) await admin.sites.shareLinks.create(ORG, SITE, { name: `Link ${n}` });
    const token = (await admin.sites.shareLinks.list(ORG, SITE, { limit: 1 })).next!.page;
    await expectError(admin.sites.redirects.list(ORG, SITE, { page: token }), 400, 'page: invalid page token');
    const other = await admin.sites.create(ORG, { title: 'Other' });
    await expectError(admin.sites.shareLinks.list(ORG, other.id, { page: token }), 400, 'page: invalid page token');
    const spacesToken = (await admin.sites.siteSpaces.list(ORG, SITE, { limit: 1 })).next!.page;
    await expectError(admin.sites.siteSpaces.list(ORG, SITE, { page: spacesToken, default: true }), 400, 'page: invalid page token');
  });
});
