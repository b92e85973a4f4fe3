/** The lifecycle of change requests: create, find by id or number, PATCH, list filters and counters. */
import { CHANGE_REQUEST_SUBJECT_MAX } from '@docpub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { SPACE, contentWorld, expectBadRequest } from './support.js';
import { expectError, expectNoChange } from '../support/index.js';
import { everyChangeRequest } from '../support/change-requests.js';

const CRS = DEMO.content.changeRequests;

/** The space's counters, and the same numbers recounted from the change requests themselves. */
async function counters(world: ReturnType<typeof contentWorld>) {
  const admin = world.clientFor('admin');
  const space = await admin.spaces.get(SPACE);
  const all = await everyChangeRequest(admin, SPACE);
  return {
    shown: { total: space.changeRequests, open: space.changeRequestsOpen, draft: space.changeRequestsDraft },
    recounted: {
      total: all.length,
      open: all.filter((cr) => cr.status === 'open').length,
      draft: all.filter((cr) => cr.status === 'draft').length,
    },
  };
}

describe('creating a change request', () => {
  it('makes a draft with the next number, starting at the primary revision', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    const { revision: primary } = await client.spaces.get(SPACE);
    const { data, response } = await client.changeRequests.create(SPACE, { subject: 'Fix typos' }).withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${world.server.baseUrl}/spaces/${SPACE}/change-requests/${data.id}`);
    expect(data).toMatchObject({
      object: 'change-request',
      number: 3,
      status: 'draft',
      subject: 'Fix typos',
      createdBy: { id: DEMO.users.edit },
      revision: primary,
      revisionInitial: primary,
      outdated: false,
      comments: 0,
      changeRequest: data.id,
    });
    expect((await client.changeRequests.create(SPACE)).number).toBe(4);
    expect(await counters(world)).toEqual({ shown: { total: 4, open: 1, draft: 3 }, recounted: { total: 4, open: 1, draft: 3 } });
  });

  it('numbers each space on its own', async () => {
    const client = contentWorld().clientFor('admin');
    expect((await client.changeRequests.create(DEMO.spaces.handbook)).number).toBe(1);
    expect((await client.changeRequests.create(SPACE)).number).toBe(3);
  });

  it('takes a subject of 100 characters and refuses 101, naming subject', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    const longest = 'x'.repeat(CHANGE_REQUEST_SUBJECT_MAX);
    expect((await client.changeRequests.create(SPACE, { subject: longest })).subject).toBe(longest);
    await expectNoChange(world, async () => {
      await expectBadRequest(client.changeRequests.create(SPACE, { subject: `${longest}x` }), 'subject');
    });
  });
});

describe('finding a change request', () => {
  it('answers the same change request for its id and its number', async () => {
    const client = contentWorld().clientFor('read');
    const byNumber = await client.changeRequests.get(SPACE, '2');
    expect(byNumber.id).toBe(CRS.commentsEndpoint);
    expect(await client.changeRequests.get(SPACE, CRS.commentsEndpoint)).toEqual(byNumber);
  });

  it('answers 404 for an unknown number or id, and for a change request of another space', async () => {
    const client = contentWorld().clientFor('admin');
    const other = await client.changeRequests.create(DEMO.spaces.handbook);
    for (const id of ['99', '0', 'cr-nope', other.id]) {
      await expectError(client.changeRequests.get(SPACE, id), 404);
    }
  });
});

describe('changing a change request', () => {
  it('sets subject and status, keeping the space counters true', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    world.server.clock.advance(60_000);
    const updated = await client.changeRequests.update(SPACE, '2', { subject: 'Comments endpoint', status: 'open' });
    expect(updated).toMatchObject({ subject: 'Comments endpoint', status: 'open' });
    expect(updated.updatedAt).toBe(new Date(world.server.clock.now()).toISOString());
    expect((await counters(world)).shown).toEqual({ total: 2, open: 2, draft: 0 });
    await client.changeRequests.update(SPACE, '1', { status: 'archived' });
    const after = await counters(world);
    expect(after.shown).toEqual({ total: 2, open: 1, draft: 0 });
    expect(after.shown).toEqual(after.recounted);
  });

  it('refuses the status merged (only merge sets it), naming status, and changes nothing', async () => {
    const world = contentWorld();
    await expectNoChange(world, async () => {
      await expectBadRequest(world.clientFor('edit').changeRequests.update(SPACE, '1', { status: 'merged' as never }), 'status');
      await expectBadRequest(world.clientFor('edit').changeRequests.update(SPACE, '1', { subject: 'y'.repeat(101) }), 'subject');
    });
  });

  it('refuses to change the status of a merged change request (409), but still lists it', async () => {
    const world = contentWorld();
    await world.clientFor('review').changeRequests.merge(SPACE, '2');
    const edit = world.clientFor('edit');
    await expectNoChange(world, async () => {
      await expectError(edit.changeRequests.update(SPACE, '2', { status: 'open' }), 409);
    });
    const merged = await edit.changeRequests.list(SPACE, { status: 'merged' }).toArray();
    expect(merged.map((cr) => cr.number)).toEqual([2]);
  });
});

describe('listing change requests', () => {
  it('lists the open ones by default, and filters by status and contributor', async () => {
    const world = contentWorld();
    const client = world.clientFor('admin');
    expect((await client.changeRequests.list(SPACE).toArray()).map((cr) => cr.number)).toEqual([1]);
    expect((await client.changeRequests.list(SPACE, { status: 'draft' }).toArray()).map((cr) => cr.number)).toEqual([2]);
    expect((await everyChangeRequest(client, SPACE)).map((cr) => cr.number)).toEqual([1, 2]);
    const mine = await client.changeRequests.create(SPACE);
    const byAdmin = await everyChangeRequest(client, SPACE, { contributor: DEMO.users.admin });
    expect(byAdmin.map((cr) => cr.id)).toEqual([mine.id]);
    const byEditor = await everyChangeRequest(client, SPACE, { contributor: DEMO.users.edit });
    expect(byEditor.map((cr) => cr.number)).toEqual([1, 2]);
    await expectBadRequest(client.changeRequests.list(SPACE, { status: 'closed' as never }), 'status');
  });

  it('counts someone who edits the content of a change request as a contributor', async () => {
    const world = contentWorld();
    await world.clientFor('admin').changeRequests.content.apply(SPACE, '2', {
      changes: [{ operation: 'delete_page', page: DEMO.content.pages.oauth }],
    });
    const byAdmin = await everyChangeRequest(world.clientFor('read'), SPACE, { contributor: DEMO.users.admin });
    expect(byAdmin.map((cr) => cr.number)).toEqual([2]);
  });

  it('pages through every change request once while others are created and archived', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    const created = [];
    for (let i = 0; i < 6; i += 1) created.push(await client.changeRequests.create(SPACE, { subject: `cr ${i}` }));
    const first = await client.changeRequests.list(SPACE, { status: 'draft', limit: 3 });
    expect(first.items.map((cr) => cr.number)).toEqual([2, 3, 4]);
    expect(first.count).toBe(7);
    // Between pages: one served and one unserved change request leave the draft list; two new ones join it.
    await client.changeRequests.update(SPACE, '3', { status: 'archived' });
    await client.changeRequests.update(SPACE, '6', { status: 'open' });
    await client.changeRequests.create(SPACE);
    await client.changeRequests.create(SPACE);
    const rest: number[] = [];
    for (let page = first; page.hasNextPage(); ) {
      page = await page.getNextPage();
      rest.push(...page.items.map((cr) => cr.number));
    }
    expect(rest).toEqual([5, 7, 8, 9, 10]);
  });
});
