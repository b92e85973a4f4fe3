/**
 * World files carry what the API shows but cannot set: readers' ratings of pages, a member's lastSeenAt, a
 * user's photo, who requested a review; and a space's icon. Loaded, they show through the API; exported, they
 * come back.
 */
import { DocPub } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { createServer, type WorldFile } from '../../src/index.js';

const world: WorldFile = {
  format: 'docpub-world/1',
  clock: '2025-03-01T00:00:00.000Z',
  users: [{ id: 'u-1', displayName: 'Una', email: 'una@example.com', photoURL: 'https://cdn.example.com/una.png', tokens: ['t-1'] }],
  organizations: [{ id: 'org-1', title: 'Org' }],
  memberships: [{ organizationId: 'org-1', userId: 'u-1', role: 'admin', lastSeenAt: '2025-02-01T00:00:00.000Z' }],
  spaces: [
    {
      id: 'space-1',
      organizationId: 'org-1',
      title: 'Guide',
      iconURL: 'https://cdn.example.com/guide.png',
      pages: [{ id: 'page-1', title: 'Intro', markdown: 'Hi' }],
    },
  ],
  pageRatings: [{ spaceId: 'space-1', pageId: 'page-1', good: 4, bad: 1 }],
};

describe('fields a world file seeds', () => {
  it('show through the API, and an export gives them back', async () => {
    const server = createServer({ world });
    const client = new DocPub({ token: 't-1', baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0, logLevel: 'off' });
    const insights = await client.spaces.contentInsights('space-1');
    expect(insights.pages).toEqual([
      expect.objectContaining({ page: 'page-1', ratings: { good: 4, ok: 0, bad: 1 }, score: 2, rating: 'good', ponderedScore: 10, total: 5 }),
    ]);
    expect((await client.user.get()).photoURL).toBe('https://cdn.example.com/una.png');
    expect((await client.spaces.get('space-1')).urls.icon).toBe('https://cdn.example.com/guide.png');
    const exported = server.control.exportState();
    expect(exported.pageRatings).toEqual([{ spaceId: 'space-1', pageId: 'page-1', good: 4, ok: 0, bad: 1 }]);
    const again = createServer({ world: exported });
    expect(again.store.data.pageRatings).toEqual(server.store.data.pageRatings);
  });

  it("refuses ratings of a space the file does not hold, naming the entry", () => {
    expect(() => createServer({ world: { ...world, pageRatings: [{ spaceId: 'nope', pageId: 'page-1' }] } })).toThrow(/pageRatings\[0\]\.spaceId/);
  });
});
