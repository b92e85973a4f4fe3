/** Reviews of change requests, and the links of their content checked against their revision. */
import { MESSAGE_MARKDOWN_MAX } from '@docpub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { PAGES, SPACE, contentWorld, expectBadRequest } from './support.js';
import { expectError, expectNoChange } from '../support/index.js';

describe('change request links', () => {
  it("lists each link target once, with where it is written, and counts broken ones in stats", async () => {
    const client = contentWorld().clientFor('read');
    const page = await client.changeRequests.links.list(SPACE, '1');
    expect(page.body.stats).toEqual({ total: 11, broken: { total: 1, changeRequest: 1 } });
    expect(page.count).toBe(11);
    expect(page.items.filter((link) => link.status === 'broken')).toEqual([
      {
        status: 'broken',
        relation: 'reference',
        targetReference: { kind: 'page', url: '/getting-started/authentication/scope-matrix' },
        locationReferences: [
          {
            kind: 'page',
            // Where the link is written: a page of the change request's space, in its organization.
            organization: expect.objectContaining({ object: 'organization', id: DEMO.organization }),
            space: expect.objectContaining({ object: 'space', id: SPACE }),
            page: { id: PAGES.tokens, title: 'API tokens', path: 'getting-started/authentication/api-tokens' },
          },
        ],
      },
    ]);
    const tokensLink = page.items.find((link) => link.targetReference.page?.id === PAGES.tokens);
    expect(tokensLink!.locationReferences.map((location) => location.page?.title)).toEqual(['Authentication', 'Token scopes']);
    const logo = page.items.find((link) => link.targetReference.kind === 'file' && link.targetReference.file?.id === DEMO.content.files.logo);
    expect(logo).toMatchObject({ status: 'ok', locationReferences: [{ page: { id: PAGES.gettingStarted } }] });
  });

  it('filters by status, keeping stats over every link', async () => {
    const client = contentWorld().clientFor('read');
    const inApp = await client.changeRequests.links.list(SPACE, '1', { status: 'in-app' });
    expect(inApp.items.map((link) => link.targetReference)).toEqual([{ kind: 'url', url: 'https://app.docpub.test/o/acme/settings/tokens' }]);
    expect(inApp.body.stats.total).toBe(11);
    const ok = await client.changeRequests.links.list(SPACE, '1', { status: 'ok' });
    expect(ok.count).toBe(9);
    await expectBadRequest(client.changeRequests.links.list(SPACE, '1', { status: 'dead' as never }), 'status');
  });

  it('tells broken links the change request introduced from those its base already had', async () => {
    const world = contentWorld();
    world.seed({ pages: [{ title: 'Old notes', markdown: 'See [the wiki](/wiki/home) and [missing](file:file-gone).' }] });
    const edit = world.clientFor('edit');
    const cr = await edit.changeRequests.create(SPACE);
    const before = await edit.changeRequests.links.list(SPACE, cr.id);
    expect(before.body.stats.broken).toEqual({ total: 2, changeRequest: 0 });
    await edit.changeRequests.content.apply(SPACE, cr.id, {
      changes: [{ operation: 'insert_page', title: 'New', document: { markdown: '[gone](/old/page) and [wiki](/wiki/home)' } }],
    });
    const after = await edit.changeRequests.links.list(SPACE, cr.id, { status: 'broken' });
    expect(after.body.stats.broken).toEqual({ total: 3, changeRequest: 1 });
    expect(after.items).toHaveLength(3);
    const introduced = await edit.changeRequests.links.list(SPACE, cr.id, { status: 'broken', brokenContext: 'changeRequest' });
    expect(introduced.items.map((link) => link.targetReference.url)).toEqual(['/old/page']);
  });

  it('sees a link mended when the change request creates its target', async () => {
    const world = contentWorld();
    const edit = world.clientFor('edit');
    await edit.changeRequests.content.apply(SPACE, '1', {
      changes: [{ operation: 'insert_page', into: PAGES.authentication, title: 'Scope matrix', document: { markdown: '|a|b|' } }],
    });
    const links = await edit.changeRequests.links.list(SPACE, '1');
    expect(links.body.stats.broken).toEqual({ total: 0, changeRequest: 0 });
  });

  it('pages through links in a stable order, with stats on every page', async () => {
    const client = contentWorld().clientFor('read');
    const all = (await client.changeRequests.links.list(SPACE, '1', { limit: 1000 })).items;
    const paged = [];
    for await (const page of client.changeRequests.links.list(SPACE, '1', { limit: 4 }).pages()) {
      expect(page.body.stats.total).toBe(11);
      paged.push(...page.items);
    }
    expect(paged).toEqual(all);
  });
});

describe('reviews', () => {
  it('records a verdict on the current revision, with its message, answering 201 with a Location', async () => {
    const world = contentWorld();
    const reviewer = world.clientFor('review');
    const cr = await reviewer.changeRequests.get(SPACE, '1');
    const { data, response } = await reviewer.changeRequests.reviews
      .create(SPACE, '1', { status: 'approved', comment: { markdown: 'Looks **good**.' } })
      .withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${world.server.baseUrl}/spaces/${SPACE}/change-requests/${cr.id}/reviews`);
    expect(data).toMatchObject({
      object: 'change-request-review',
      status: 'approved',
      revision: cr.revision,
      reviewer: { id: DEMO.users.review },
      comment: { object: 'comment', body: { markdown: 'Looks **good**.' }, target: { changeRequest: cr.id, review: data.id } },
    });
    const reviews = await reviewer.changeRequests.reviews.list(SPACE, '1').toArray();
    expect(reviews.map((review) => review.status)).toEqual(['changes-requested', 'approved']);
    expect((await reviewer.changeRequests.get(SPACE, '1')).comments).toBe(2);
    const structured = await reviewer.changeRequests.reviews.list(SPACE, '1', { format: 'document' });
    expect(structured.items[1]!.comment!.body).toEqual({
      document: { object: 'document', nodes: [{ object: 'block', type: 'paragraph', text: 'Looks **good**.' }] },
    });
  });

  it('takes a verdict without a message, and messages of 1 to 20000 characters', async () => {
    const world = contentWorld();
    const reviewer = world.clientFor('review');
    expect((await reviewer.changeRequests.reviews.create(SPACE, '2', { status: 'changes-requested' })).comment).toBeUndefined();
    await reviewer.changeRequests.reviews.create(SPACE, '2', { status: 'approved', comment: { markdown: 'm'.repeat(MESSAGE_MARKDOWN_MAX) } });
    await expectNoChange(world, async () => {
      await expectBadRequest(reviewer.changeRequests.reviews.create(SPACE, '2', { status: 'approved', comment: { markdown: '' } }), 'comment.markdown');
      await expectBadRequest(
        reviewer.changeRequests.reviews.create(SPACE, '2', { status: 'approved', comment: { markdown: 'm'.repeat(MESSAGE_MARKDOWN_MAX + 1) } }),
        'comment.markdown',
      );
      await expectBadRequest(reviewer.changeRequests.reviews.create(SPACE, '2', {} as never), 'status');
      await expectBadRequest(reviewer.changeRequests.reviews.create(SPACE, '2', { status: 'lgtm' as never }), 'status');
    });
  });

  it('refuses to review a merged change request (409)', async () => {
    const world = contentWorld();
    const reviewer = world.clientFor('review');
    await reviewer.changeRequests.merge(SPACE, '1');
    await expectError(reviewer.changeRequests.reviews.create(SPACE, '1', { status: 'approved' }), 409);
  });
});
