import { describe, expect, it } from 'vitest';
import { setup } from '../core/support.js';
import { another, examples } from './fixtures.js';
import { created, itCalls, itLists, ok } from './harness.js';

const { changeRequest, createdChangeRequest, mergeResult, updateResult, review, link, linkStats, revision, pageTree, page } =
  examples;
const CRS = '/spaces/space-handbook/change-requests';
const CR = `${CRS}/cr-rewrite`;

describe('client.changeRequests', () => {
  itLists([
    {
      name: 'changeRequests.list',
      list: (client) => client.changeRequests.list('space-handbook', { status: 'draft', contributor: 'user-ada' }),
      path: CRS,
      query: { status: 'draft', contributor: 'user-ada' },
      items: [changeRequest, another(changeRequest, { id: 'cr-faq', number: 4, subject: 'Add a FAQ' })],
    },
  ]);
  itCalls([
    {
      name: 'changeRequests.create',
      call: (client) => client.changeRequests.create('space-handbook', { subject: 'Rewrite the intro' }),
      method: 'POST',
      path: CRS,
      body: { subject: 'Rewrite the intro' },
      reply: created(createdChangeRequest),
    },
    {
      name: 'changeRequests.create (no subject: a body of {})',
      call: (client) => client.changeRequests.create('space-handbook'),
      method: 'POST',
      path: CRS,
      body: {},
      reply: created(another(createdChangeRequest, { subject: undefined })),
    },
    {
      name: 'changeRequests.get (by number)',
      call: (client) => client.changeRequests.get('space-handbook', '3'),
      method: 'GET',
      path: `${CRS}/3`,
      reply: ok(changeRequest),
    },
    {
      name: 'changeRequests.get (by number, given as a number: sent as text)',
      call: (client) => client.changeRequests.get('space-handbook', 3),
      method: 'GET',
      path: `${CRS}/3`,
      reply: ok(changeRequest),
    },
    {
      name: 'changeRequests.update (by number, given as a number)',
      call: (client) => client.changeRequests.update('space-handbook', 7, { status: 'archived' }),
      method: 'PATCH',
      path: `${CRS}/7`,
      body: { status: 'archived' },
      reply: ok(another(changeRequest, { status: 'archived' })),
    },
    {
      name: 'changeRequests.update (PATCH)',
      call: (client) => client.changeRequests.update('space-handbook', 'cr-rewrite', { status: 'archived' }),
      method: 'PATCH',
      path: CR,
      body: { status: 'archived' },
      reply: ok(another(changeRequest, { status: 'archived' })),
    },
    {
      name: 'changeRequests.merge',
      call: (client) => client.changeRequests.merge('space-handbook', 'cr-rewrite'),
      method: 'POST',
      path: `${CR}/merge`,
      reply: ok(mergeResult),
    },
    {
      name: 'changeRequests.updateFromPrimary (POST …/update)',
      call: (client) => client.changeRequests.updateFromPrimary('space-handbook', 'cr-rewrite'),
      method: 'POST',
      path: `${CR}/update`,
      reply: ok(updateResult),
    },
  ]);
});

describe('client.changeRequests.reviews and .links', () => {
  itLists([
    {
      name: 'changeRequests.reviews.list',
      list: (client) => client.changeRequests.reviews.list('space-handbook', 'cr-rewrite', { format: 'markdown' }),
      path: `${CR}/reviews`,
      query: { format: 'markdown' },
      items: [review, another(review, { id: 'review-2', status: 'approved', comment: undefined })],
    },
    {
      name: 'changeRequests.links.list',
      list: (client) => client.changeRequests.links.list('space-handbook', 'cr-rewrite', { status: 'broken', brokenContext: 'changeRequest' }),
      path: `${CR}/links`,
      query: { status: 'broken', brokenContext: 'changeRequest' },
      items: [link, another(link, { status: 'ok' })],
      extra: { stats: linkStats },
    },
  ]);
  itCalls([
    {
      name: 'changeRequests.reviews.create',
      call: (client) =>
        client.changeRequests.reviews.create('space-handbook', 'cr-rewrite', {
          status: 'changes-requested',
          comment: { markdown: 'Please add an example.' },
        }),
      method: 'POST',
      path: `${CR}/reviews`,
      body: { status: 'changes-requested', comment: { markdown: 'Please add an example.' } },
      reply: created(review),
    },
  ]);

  it('links.list exposes the envelope stats on the first page, typed', async () => {
    const { client, double } = setup();
    double.json(200, { items: [link], count: 1, stats: linkStats });
    const page = await client.changeRequests.links.list('space-handbook', 'cr-rewrite');
    const broken: number = page.body.stats.broken.changeRequest;
    expect(broken).toBe(1);
    expect(page.body.stats).toEqual(linkStats);
    expect(page.hasNextPage()).toBe(false);
  });
});

describe('client.changeRequests.content', () => {
  itCalls([
    {
      name: 'changeRequests.content.get',
      call: (client) => client.changeRequests.content.get('space-handbook', 'cr-rewrite'),
      method: 'GET',
      path: `${CR}/content`,
      reply: ok(another(revision, { id: 'rev-cr-2', parents: ['rev-cr-1'] })),
    },
    {
      name: 'changeRequests.content.pages',
      call: (client) => client.changeRequests.content.pages('space-handbook', 'cr-rewrite', { metadata: false }),
      method: 'GET',
      path: `${CR}/content/pages`,
      query: { metadata: 'false' },
      reply: ok(pageTree),
    },
    {
      name: 'changeRequests.content.page',
      call: (client) => client.changeRequests.content.page('space-handbook', 'cr-rewrite', 'page-intro'),
      method: 'GET',
      path: `${CR}/content/page/page-intro`,
      reply: ok(page),
    },
    {
      name: 'changeRequests.content.pageByPath (the path is one encoded segment)',
      call: (client) => client.changeRequests.content.pageByPath('space-handbook', 'cr-rewrite', 'guides/intro', { format: 'markdown' }),
      method: 'GET',
      path: `${CR}/content/path/guides%2Fintro`,
      query: { format: 'markdown' },
      reply: ok(page),
    },
    {
      name: 'changeRequests.content.apply (POST …/content)',
      call: (client) =>
        client.changeRequests.content.apply('space-handbook', 'cr-rewrite', {
          changes: [
            { operation: 'insert_page', into: 'page-guides', at: 0, title: 'FAQ', slug: 'faq', document: { markdown: '# FAQ' } },
            { operation: 'update_page', page: 'page-intro', title: 'Introduction', into: null },
            { operation: 'delete_page', page: 'page-old' },
          ],
        }),
      method: 'POST',
      path: `${CR}/content`,
      body: {
        changes: [
          { operation: 'insert_page', into: 'page-guides', at: 0, title: 'FAQ', slug: 'faq', document: { markdown: '# FAQ' } },
          { operation: 'update_page', page: 'page-intro', title: 'Introduction', into: null },
          { operation: 'delete_page', page: 'page-old' },
        ],
      },
      reply: ok(another(changeRequest, { revision: 'rev-cr-3' })),
    },
  ]);
});

describe('change-request numbers given as numbers', () => {
  it.each([1.5, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s before sending anything', async (value) => {
    const { client, double } = setup();
    await expect(client.changeRequests.get('space-handbook', value)).rejects.toThrow(/changeRequestId: a number must be a non-negative integer/);
    expect(double.requests).toHaveLength(0);
  });
});
