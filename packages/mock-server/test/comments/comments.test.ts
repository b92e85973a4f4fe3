import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { START, testWorld } from '../support/world.js';
import { addPage, all, editPage, expectError, expectNoChange } from '../support/collaboration.js';

const { spaces, users } = DEMO;
// Roadmap's default level is `comment`: every member of acme may comment there; admin is admin.
const roadmap = spaces.roadmap;
const markdown = (text: string) => ({ body: { markdown: text } });
const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;

describe('posting a comment', () => {
  it('starts open, unreplied and unreacted, on the primary revision, and is counted', async () => {
    const { server, clientFor } = testWorld();
    const client = clientFor('comment');
    const { data: comment, response } = await client.comments.create(roadmap, markdown('When is v2 due?')).withResponse();

    expect(response.status).toBe(200);
    expect(comment.urls.location).toBe(`${server.baseUrl}/spaces/${roadmap}/comments/${comment.id}`);
    const space = await client.spaces.get(roadmap);
    expect(comment).toEqual({
      object: 'comment',
      id: comment.id,
      postedBy: expect.objectContaining({ id: users.comment, displayName: 'Cora Commenter' }),
      postedAt: iso(START),
      reactions: [],
      body: { markdown: 'When is v2 due?' },
      urls: { location: `${server.baseUrl}/spaces/${roadmap}/comments/${comment.id}` },
      replies: 0,
      repliers: [],
      target: { space: roadmap, revision: space.revision },
      status: 'open',
      // Cora may do everything with her own comment; her role (comment) lets her reply.
      permissions: { view: true, edit: true, delete: true, reply: true },
    });
    // Another member sees the same comment without the author's rights; the space's admin keeps them.
    expect((await clientFor('read').comments.get(roadmap, comment.id)).permissions).toEqual({ view: true, edit: false, delete: false, reply: true });
    expect((await clientFor('admin').comments.get(roadmap, comment.id)).permissions).toEqual({ view: true, edit: true, delete: true, reply: true });
    expect(space.comments).toBe(1);
    expect(await client.comments.get(roadmap, comment.id)).toEqual(comment);
  });

  it('points at a page of the primary content, and at a node in it', async () => {
    const { server, clientFor } = testWorld();
    addPage(server, roadmap, 'page-q3', 'Q3 plans');
    const comment = await clientFor('read').comments.create(roadmap, { page: 'page-q3', node: 'block-7', ...markdown('Too ambitious?') });
    expect(comment.target).toMatchObject({
      node: { id: 'block-7' },
      page: { id: 'page-q3', title: 'Q3 plans', path: 'page-q3', outdated: false },
    });
    const onPage = await all(clientFor('read').comments.list(roadmap, { targetPage: 'page-q3' }));
    expect(onPage.map((item) => item.id)).toEqual([comment.id]);
  });

  it('previews a node that is the anchor of a heading of the page, as the page was when the comment was posted', async () => {
    const { server, clientFor } = testWorld();
    const markdownOfPage = ['# Q3 plans', '', '## Launch dates ##', 'Text.', '```', '## Not a heading', '```', '### Résumé'].join('\n');
    addPage(server, roadmap, 'page-q3', 'Q3 plans', markdownOfPage);
    const client = clientFor('read');
    const on = async (node: string) => (await client.comments.create(roadmap, { page: 'page-q3', node, ...markdown('?') })).target.node;
    expect(await on('launch-dates')).toEqual({ id: 'launch-dates', preview: 'Launch dates' });
    expect(await on('resume')).toEqual({ id: 'resume', preview: 'Résumé' });
    // Inside fenced code a `##` line is code, and an id no heading anchors is kept without a preview.
    expect(await on('not-a-heading')).toEqual({ id: 'not-a-heading' });
    expect(await on('block-7')).toEqual({ id: 'block-7' });
    const listed = await all(client.comments.list(roadmap, { targetPage: 'page-q3' }));
    expect(listed.map((comment) => comment.target.node?.preview ?? null).sort()).toEqual(['Launch dates', 'Résumé', null, null].sort());
  });

  it('reads a page of long adversarial heading lines in linear time', async () => {
    const { server, clientFor } = testWorld();
    // 200,000 spaces and hashes after a heading marker: a backtracking pattern would take minutes here.
    const hostile = ['#' + ' #'.repeat(100_000) + 'x', '## ' + '# '.repeat(100_000), '### End'].join('\n');
    addPage(server, roadmap, 'page-hostile', 'Hostile', hostile);
    const comment = await clientFor('read').comments.create(roadmap, { page: 'page-hostile', node: 'end', ...markdown('?') });
    expect(comment.target.node).toEqual({ id: 'end', preview: 'End' });
  });

  it("shows the page as it is now and says it is outdated once it changed", async () => {
    const { server, clientFor } = testWorld();
    addPage(server, roadmap, 'page-q3', 'Q3 plans');
    const client = clientFor('comment');
    const comment = await client.comments.create(roadmap, { page: 'page-q3', ...markdown('Dates?') });
    server.clock.advance(MINUTE);
    editPage(server, roadmap, 'page-q3', 'Q3 and Q4 plans');
    const page = (await client.comments.get(roadmap, comment.id)).target.page;
    expect(page).toMatchObject({ title: 'Q3 and Q4 plans', outdated: true });
    expect((await client.comments.get(roadmap, comment.id)).target.revision).toBe(comment.target.revision);
  });

  it('refuses a page the primary content does not have, and a node without a page', async () => {
    const { server, clientFor } = testWorld();
    const client = clientFor('comment');
    await expectNoChange(server, async () => {
      await expectError(client.comments.create(roadmap, { page: 'page-nope', ...markdown('Hm') }), 400, "page: no page 'page-nope'");
      await expectError(client.comments.create(roadmap, { node: 'block-1', ...markdown('Hm') }), 400, 'node: needs page');
    });
  });

  it('takes 1 to 20000 characters of markdown', async () => {
    const { server, clientFor } = testWorld();
    const client = clientFor('comment');
    expect((await client.comments.create(roadmap, markdown('x'))).body.markdown).toBe('x');
    expect((await client.comments.create(roadmap, markdown('y'.repeat(20_000)))).body.markdown).toHaveLength(20_000);
    await expectNoChange(server, async () => {
      await expectError(client.comments.create(roadmap, markdown('')), 400, 'body.markdown: must be 1 to 20000 characters');
      await expectError(client.comments.create(roadmap, markdown('z'.repeat(20_001))), 400, 'body.markdown');
      await expectError(client.comments.create(roadmap, {} as never), 400, 'body: is required');
    });
  });
});

describe('listing comments', () => {
  async function threeComments() {
    const world = testWorld();
    const client = world.clientFor('comment');
    const ids: string[] = [];
    for (const text of ['first', 'second', 'third']) {
      ids.push((await client.comments.create(roadmap, markdown(text))).id);
      world.server.clock.advance(MINUTE);
    }
    return { ...world, client, ids };
  }

  it('lists newest first by default, oldest first with order=asc', async () => {
    const { client, ids } = await threeComments();
    expect((await all(client.comments.list(roadmap))).map((item) => item.id)).toEqual([...ids].reverse());
    expect((await all(client.comments.list(roadmap, { order: 'asc' }))).map((item) => item.id)).toEqual(ids);
  });

  it('filters by status; all by default', async () => {
    const { client, ids } = await threeComments();
    await client.comments.update(roadmap, ids[1]!, { resolved: true });
    expect((await all(client.comments.list(roadmap, { status: 'resolved' }))).map((item) => item.id)).toEqual([ids[1]]);
    expect((await client.comments.list(roadmap, { status: 'open' })).count).toBe(2);
    expect((await client.comments.list(roadmap)).count).toBe(3);
    expect((await client.comments.list(roadmap, { status: 'all' })).count).toBe(3);
  });

  it('answers bodies in structured form with format=document', async () => {
    const { client, ids } = await threeComments();
    await client.comments.update(roadmap, ids[0]!, { body: { markdown: '# Title\n\nSome text' } });
    const [item] = await all(client.comments.list(roadmap, { format: 'document', order: 'asc', limit: 1 }));
    expect(item!.body).toEqual({
      document: expect.objectContaining({
        object: 'document',
        nodes: [expect.objectContaining({ type: 'heading-1' }), expect.objectContaining({ type: 'paragraph' })],
      }),
    });
    expect((await client.comments.get(roadmap, ids[0]!, { format: 'markdown' })).body).toEqual({ markdown: '# Title\n\nSome text' });
  });

  it('pages without repeating or skipping while comments are posted and deleted', async () => {
    const { client, ids } = await threeComments();
    const fourth = (await client.comments.create(roadmap, markdown('fourth'))).id;
    const first = await client.comments.list(roadmap, { limit: 2 });
    expect(first.items.map((item) => item.id)).toEqual([fourth, ids[2]]);
    // A newer comment lands before the cursor (newest first); an unseen one is deleted.
    await client.comments.create(roadmap, markdown('fifth'));
    await client.comments.delete(roadmap, ids[1]!);
    const rest = await all(client.comments.list(roadmap, { limit: 2, page: first.next!.page }));
    expect(rest.map((item) => item.id)).toEqual([ids[0]]);
  });

  it('refuses unknown order and status values, and limits outside 1..1000', async () => {
    const { client } = await threeComments();
    await expectError(client.comments.list(roadmap, { order: 'newest' as never }), 400, 'order: must be one of asc, desc');
    await expectError(client.comments.list(roadmap, { status: 'closed' as never }), 400, 'status');
    await expectError(client.comments.list(roadmap, { limit: 1001 }), 400, 'limit');
    await expectError(client.comments.list(roadmap, { limit: 0 }), 400, 'limit');
    expect((await client.comments.list(roadmap, { limit: 1000 })).items).toHaveLength(3);
    expect((await client.comments.list(roadmap, { limit: 1 })).items).toHaveLength(1);
  });
});

describe('resolving and reopening', () => {
  it('sets resolvedAt and resolvedBy, keeps them on a repeat, and clears them on reopen', async () => {
    const { server, clientFor } = testWorld();
    const { id } = await clientFor('admin').comments.create(roadmap, markdown('Ship it?'));
    server.clock.advance(MINUTE);
    const commenter = clientFor('comment'); // resolving somebody else's comment takes only the comment role

    const resolved = await commenter.comments.update(roadmap, id, { resolved: true });
    expect(resolved).toMatchObject({ status: 'resolved', resolvedAt: iso(START + MINUTE), resolvedBy: { id: users.comment } });

    server.clock.advance(MINUTE);
    const again = await clientFor('read').comments.update(roadmap, id, { resolved: true });
    expect(again).toMatchObject({ resolvedAt: iso(START + MINUTE), resolvedBy: { id: users.comment } });

    const reopened = await commenter.comments.update(roadmap, id, { resolved: false });
    expect(reopened.status).toBe('open');
    expect(reopened).not.toHaveProperty('resolvedAt');
    expect(reopened).not.toHaveProperty('resolvedBy');
    expect(await commenter.comments.get(roadmap, id)).toEqual(reopened);
  });

  it('refuses a reader, and changes nothing', async () => {
    const { server, clientFor } = testWorld();
    const { id } = await clientFor('admin').comments.create(spaces.handbook, markdown('Outdated?'));
    await expectNoChange(server, () => expectError(clientFor('read').comments.update(spaces.handbook, id, { resolved: true }), 403));
  });
});

describe('reactions', () => {
  it("count once per user per emoji, and removal takes only the caller's", async () => {
    const { server, clientFor } = testWorld();
    const ada = clientFor('admin');
    const cora = clientFor('comment');
    const { id } = await ada.comments.create(roadmap, markdown('Release on Friday'));

    await ada.comments.update(roadmap, id, { addedReactions: ['👍', '👍'] });
    server.clock.advance(MINUTE);
    await ada.comments.update(roadmap, id, { addedReactions: ['👍', '🎉'] });
    let comment = await cora.comments.update(roadmap, id, { addedReactions: ['👍'] });
    expect(comment.reactions).toEqual([
      {
        emoji: '👍',
        count: 2,
        users: [
          { user: expect.objectContaining({ id: users.admin }), reactedAt: iso(START) },
          { user: expect.objectContaining({ id: users.comment }), reactedAt: iso(START + MINUTE) },
        ],
      },
      { emoji: '🎉', count: 1, users: [{ user: expect.objectContaining({ id: users.admin }), reactedAt: iso(START + MINUTE) }] },
    ]);

    // Cora removes 👍 and 🎉: only her 👍 goes; Ada's 🎉 stays.
    comment = await cora.comments.update(roadmap, id, { removedReactions: ['👍', '🎉'] });
    expect(comment.reactions.map((reaction) => [reaction.emoji, reaction.count])).toEqual([
      ['👍', 1],
      ['🎉', 1],
    ]);
    comment = await ada.comments.update(roadmap, id, { removedReactions: ['🎉'] });
    expect(comment.reactions).toEqual([expect.objectContaining({ emoji: '👍', count: 1 })]);
  });

  it('refuses an emoji both added and removed, naming it', async () => {
    const { server, clientFor } = testWorld();
    const { id } = await clientFor('comment').comments.create(roadmap, markdown('Hi'));
    await expectNoChange(server, () =>
      expectError(
        clientFor('comment').comments.update(roadmap, id, { addedReactions: ['👀', '👍'], removedReactions: ['👍'] }),
        400,
        "removedReactions.0: '👍' is also in addedReactions",
      ),
    );
  });

  it('takes emoji of 1 to 32 characters, up to 20 per request', async () => {
    const { server, clientFor } = testWorld();
    const client = clientFor('comment');
    const { id } = await client.comments.create(roadmap, markdown('Hi'));
    const twenty = Array.from({ length: 20 }, (_, index) => `:e${index}:`);
    expect((await client.comments.update(roadmap, id, { addedReactions: twenty })).reactions).toHaveLength(20);
    expect((await client.comments.update(roadmap, id, { addedReactions: ['x'.repeat(32)] })).reactions).toHaveLength(21);
    await expectNoChange(server, async () => {
      await expectError(client.comments.update(roadmap, id, { addedReactions: [...twenty, ':e20:'] }), 400, 'addedReactions: must have at most 20 items');
      await expectError(client.comments.update(roadmap, id, { addedReactions: ['x'.repeat(33)] }), 400, 'addedReactions.0: must be 1 to 32 characters');
      await expectError(client.comments.update(roadmap, id, { removedReactions: [''] }), 400, 'removedReactions.0');
    });
  });

  it('refuses readers', async () => {
    const { server, clientFor } = testWorld();
    const { id } = await clientFor('admin').comments.create(spaces.handbook, markdown('Hi'));
    await expectNoChange(server, () =>
      expectError(clientFor('read').comments.update(spaces.handbook, id, { addedReactions: ['👍'] }), 403, 'comment role'),
    );
  });
});

describe('editing and deleting', () => {
  it("lets the author edit the body, which sets editedAt", async () => {
    const { server, clientFor } = testWorld();
    const client = clientFor('comment');
    const { id } = await client.comments.create(roadmap, markdown('Teh plan'));
    server.clock.advance(MINUTE);
    const edited = await client.comments.update(roadmap, id, { body: { markdown: 'The plan' } });
    expect(edited).toMatchObject({ body: { markdown: 'The plan' }, postedAt: iso(START), editedAt: iso(START + MINUTE) });
  });

  it("needs admin to edit somebody else's body, not to react to it or resolve it", async () => {
    const { server, clientFor } = testWorld();
    const { id } = await clientFor('admin').comments.create(roadmap, markdown('Original'));
    const review = clientFor('review');
    await expectNoChange(server, () =>
      expectError(review.comments.update(roadmap, id, { body: { markdown: 'Hijacked' }, resolved: true }), 403, 'posted by another user'),
    );
    expect((await review.comments.update(roadmap, id, { addedReactions: ['👍'], resolved: true })).status).toBe('resolved');

    const { id: theirs } = await review.comments.create(roadmap, markdown('Mine'));
    expect((await clientFor('admin').comments.update(roadmap, theirs, { body: { markdown: 'Moderated' } })).body).toEqual({
      markdown: 'Moderated',
    });
  });

  it("deletes one's own with the comment role, somebody else's only as admin, with the replies", async () => {
    const { server, clientFor } = testWorld();
    const cora = clientFor('comment');
    const mine = await cora.comments.create(roadmap, markdown('Mine'));
    const adas = await clientFor('admin').comments.create(roadmap, markdown("Ada's"));
    const reply = await cora.comments.replies.create(roadmap, adas.id, markdown('A reply'));

    await expectNoChange(server, () => expectError(cora.comments.delete(roadmap, adas.id), 403, 'admin role'));
    await cora.comments.delete(roadmap, mine.id);
    await expectError(cora.comments.get(roadmap, mine.id), 404);
    expect((await cora.spaces.get(roadmap)).comments).toBe(1);

    await clientFor('admin').comments.delete(roadmap, adas.id);
    await expectError(cora.comments.replies.get(roadmap, adas.id, reply.id), 404);
    expect((await cora.spaces.get(roadmap)).comments).toBe(0);
    await expectError(clientFor('admin').comments.delete(roadmap, adas.id), 404);
  });

  it('answers 404 for a comment of another space', async () => {
    const { clientFor } = testWorld();
    const { id } = await clientFor('admin').comments.create(roadmap, markdown('Here'));
    await expectError(clientFor('admin').comments.get(spaces.handbook, id), 404, `comment '${id}'`);
    await expectError(clientFor('admin').comments.delete(spaces.handbook, id), 404);
  });
});

describe('the space counter', () => {
  it('always equals the number of comments, after posts and deletions by several people', async () => {
    const { server, clientFor } = testWorld();
    const posted: string[] = [];
    for (const who of ['admin', 'comment', 'read', 'review', 'comment'] as const) {
      posted.push((await clientFor(who).comments.create(roadmap, markdown(`from ${who}`))).id);
    }
    await clientFor('comment').comments.delete(roadmap, posted[1]!);
    await clientFor('admin').comments.delete(roadmap, posted[2]!);
    await clientFor('comment').comments.replies.create(roadmap, posted[0]!, markdown('replies are not comments'));

    const recount = (await all(clientFor('admin').comments.list(roadmap))).length;
    const stored = [...server.store.data.comments.values()].filter((comment) => comment.spaceId === roadmap).length;
    expect(recount).toBe(3);
    expect(stored).toBe(3);
    expect((await clientFor('read').spaces.get(roadmap)).comments).toBe(3);
    // Other spaces are not counted into it.
    expect((await clientFor('read').spaces.get(spaces.handbook)).comments).toBe(0);
  });
});

describe('who may see and post comments', () => {
  it('lets readers and guests read, not post', async () => {
    const { server, clientFor } = testWorld();
    const onHandbook = await clientFor('admin').comments.create(spaces.handbook, markdown('For readers'));
    const onInternal = await clientFor('comment').comments.create(spaces.internal, markdown('For guests'));
    expect((await clientFor('read').comments.get(spaces.handbook, onHandbook.id)).id).toBe(onHandbook.id);
    expect((await all(clientFor('guest').comments.list(spaces.internal))).map((item) => item.id)).toEqual([onInternal.id]);
    await expectNoChange(server, async () => {
      await expectError(clientFor('read').comments.create(spaces.handbook, markdown('Me too')), 403, 'comment role');
      await expectError(clientFor('guest').comments.create(spaces.internal, markdown('Me too')), 403);
      await expectError(clientFor('guest').comments.delete(spaces.internal, onInternal.id), 403);
    });
  });

  it('answers 404 to outsiders, to members without a role, and for a soft-deleted space', async () => {
    const { server, clientFor } = testWorld();
    const { id } = await clientFor('comment').comments.create(spaces.internal, markdown('Secret'));
    await expectNoChange(server, async () => {
      for (const who of ['outsider', 'create'] as const) {
        await expectError(clientFor(who).comments.list(spaces.internal), 404);
        await expectError(clientFor(who).comments.get(spaces.internal, id), 404);
        await expectError(clientFor(who).comments.create(spaces.internal, markdown('Let me in')), 404);
      }
    });
    await clientFor('admin').spaces.delete(spaces.internal);
    await expectError(clientFor('admin').comments.get(spaces.internal, id), 404);
    await expectError(clientFor('admin').comments.create(spaces.internal, markdown('Late')), 404);
  });

  it('purges the comments of a space 7 days after it was soft-deleted', async () => {
    const { server, clientFor } = testWorld();
    await clientFor('comment').comments.create(roadmap, markdown('Doomed'));
    await clientFor('admin').spaces.delete(roadmap);
    server.clock.advance(7 * 24 * 60 * MINUTE);
    await expectError(clientFor('admin').spaces.get(roadmap), 404);
    expect([...server.store.data.comments.values()].filter((comment) => comment.spaceId === roadmap)).toEqual([]);
  });
});
