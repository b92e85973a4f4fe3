import { withUnknownFields } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { START, testWorld } from '../support/world.js';
import { all, expectError, expectNoChange } from '../support/collaboration.js';

const { spaces, users } = DEMO;
const roadmap = spaces.roadmap; // default level comment: every member of acme may reply
const markdown = (text: string) => ({ body: { markdown: text } });
const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;

/** A world with one comment by Ada on roadmap. */
async function thread() {
  const world = testWorld();
  const comment = await world.clientFor('admin').comments.create(roadmap, markdown('Thoughts?'));
  return { ...world, commentId: comment.id };
}

describe('replying', () => {
  it('adds a reply, counted on the comment, at the end of the thread', async () => {
    const { server, clientFor, commentId } = await thread();
    const cora = clientFor('comment');
    const { data: reply, response } = await cora.comments.replies.create(roadmap, commentId, markdown('Looks good')).withResponse();
    const location = `${server.baseUrl}/spaces/${roadmap}/comments/${commentId}/replies/${reply.id}`;
    expect(response.status).toBe(200);
    expect(reply.urls.location).toBe(location);
    expect(reply).toEqual({
      object: 'comment-reply',
      id: reply.id,
      postedBy: expect.objectContaining({ id: users.comment }),
      postedAt: iso(START),
      reactions: [],
      body: { markdown: 'Looks good' },
      urls: { location },
      permissions: { view: true, edit: true, delete: true, reply: true },
    });
    server.clock.advance(MINUTE);
    const second = await clientFor('read').comments.replies.create(roadmap, commentId, markdown('Agreed'));

    const parent = await cora.comments.get(roadmap, commentId);
    expect(parent.replies).toBe(2);
    // Each replier once, with how many replies and when the last one was posted.
    expect(parent.repliers).toEqual([
      { user: expect.objectContaining({ id: users.comment }), count: 1, updatedAt: iso(START) },
      { user: expect.objectContaining({ id: users.read }), count: 1, updatedAt: iso(START + MINUTE) },
    ]);
    // `permissions` is not in the SDK's type of a reply: read through the escape hatch for unknown fields.
    expect(withUnknownFields(second).permissions).toMatchObject({ edit: true, delete: true });
    expect(withUnknownFields(await cora.comments.replies.get(roadmap, commentId, second.id)).permissions).toMatchObject({
      edit: false,
      delete: false,
    });
    expect((await all(cora.comments.replies.list(roadmap, commentId))).map((item) => item.id)).toEqual([reply.id, second.id]);
    expect(await cora.comments.replies.get(roadmap, commentId, reply.id)).toEqual(reply);
    // Replies are not comments: the space counts only the comment.
    expect((await cora.spaces.get(roadmap)).comments).toBe(1);
  });

  it('takes 1 to 20000 characters of markdown', async () => {
    const { server, clientFor, commentId } = await thread();
    const client = clientFor('comment');
    await client.comments.replies.create(roadmap, commentId, markdown('r'.repeat(20_000)));
    await expectNoChange(server, async () => {
      await expectError(client.comments.replies.create(roadmap, commentId, markdown('r'.repeat(20_001))), 400, 'body.markdown');
      await expectError(client.comments.replies.create(roadmap, commentId, markdown('')), 400, 'body.markdown');
    });
  });

  it('answers bodies in structured form with format=document', async () => {
    const { clientFor, commentId } = await thread();
    const client = clientFor('comment');
    const reply = await client.comments.replies.create(roadmap, commentId, markdown('- one\n- two'));
    const [listed] = await all(client.comments.replies.list(roadmap, commentId, { format: 'document' }));
    expect(listed!.body.document).toMatchObject({ object: 'document', nodes: [{ type: 'list-item-unordered' }, { type: 'list-item-unordered' }] });
    expect((await client.comments.replies.get(roadmap, commentId, reply.id, { format: 'document' })).body).not.toHaveProperty('markdown');
  });

  it('pages in posting order without repeating or skipping while replies come and go', async () => {
    const { clientFor, commentId } = await thread();
    const client = clientFor('comment');
    const ids: string[] = [];
    for (const text of ['a', 'b', 'c', 'd']) ids.push((await client.comments.replies.create(roadmap, commentId, markdown(text))).id);
    const first = await client.comments.replies.list(roadmap, commentId, { limit: 2 });
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    await client.comments.replies.delete(roadmap, commentId, ids[2]!);
    await client.comments.replies.delete(roadmap, commentId, ids[0]!);
    const fifth = (await client.comments.replies.create(roadmap, commentId, markdown('e'))).id;
    const rest = await all(client.comments.replies.list(roadmap, commentId, { limit: 2, page: first.next!.page }));
    expect(rest.map((item) => item.id)).toEqual([ids[3], fifth]);
  });
});

describe('changing replies', () => {
  it("lets the author edit the body (editedAt), and needs admin for somebody else's", async () => {
    const { server, clientFor, commentId } = await thread();
    const cora = clientFor('comment');
    const reply = await cora.comments.replies.create(roadmap, commentId, markdown('Teh reply'));
    server.clock.advance(MINUTE);
    expect(await cora.comments.replies.update(roadmap, commentId, reply.id, { body: { markdown: 'The reply' } })).toMatchObject({
      body: { markdown: 'The reply' },
      editedAt: iso(START + MINUTE),
    });
    await expectNoChange(server, () =>
      expectError(clientFor('review').comments.replies.update(roadmap, commentId, reply.id, { body: { markdown: 'Mine now' } }), 403),
    );
    expect(
      (await clientFor('admin').comments.replies.update(roadmap, commentId, reply.id, { body: { markdown: 'Moderated' } })).body,
    ).toEqual({ markdown: 'Moderated' });
  });

  it('counts reactions once per user per emoji, and removes only the caller’s', async () => {
    const { clientFor, commentId } = await thread();
    const reply = await clientFor('comment').comments.replies.create(roadmap, commentId, markdown('Ship it'));
    await clientFor('review').comments.replies.update(roadmap, commentId, reply.id, { addedReactions: ['🚀', '🚀'] });
    await clientFor('review').comments.replies.update(roadmap, commentId, reply.id, { addedReactions: ['🚀'] });
    await clientFor('read').comments.replies.update(roadmap, commentId, reply.id, { addedReactions: ['🚀'] });
    const after = await clientFor('read').comments.replies.update(roadmap, commentId, reply.id, { removedReactions: ['🚀'] });
    expect(after.reactions).toEqual([
      { emoji: '🚀', count: 1, users: [expect.objectContaining({ user: expect.objectContaining({ id: users.review }) })] },
    ]);
  });

  it('refuses resolved on a reply (replies have no status), naming it, and changes nothing', async () => {
    const { server, clientFor, commentId } = await thread();
    const reply = await clientFor('comment').comments.replies.create(roadmap, commentId, markdown('Hm'));
    // The reply schema has no `resolved`: like any unknown body member it is a 400 naming it.
    await expectNoChange(server, () =>
      expectError(clientFor('comment').comments.replies.update(roadmap, commentId, reply.id, { resolved: true } as never), 400, 'resolved: unknown field'),
    );
    expect(await clientFor('comment').comments.replies.get(roadmap, commentId, reply.id)).toEqual(reply);
  });

  it("deletes one's own reply, somebody else's only as admin, and uncounts it", async () => {
    const { server, clientFor, commentId } = await thread();
    const cora = clientFor('comment');
    const mine = await cora.comments.replies.create(roadmap, commentId, markdown('Mine'));
    const theirs = await clientFor('review').comments.replies.create(roadmap, commentId, markdown('Theirs'));

    await expectNoChange(server, () => expectError(cora.comments.replies.delete(roadmap, commentId, theirs.id), 403));
    await cora.comments.replies.delete(roadmap, commentId, mine.id);
    await clientFor('admin').comments.replies.delete(roadmap, commentId, theirs.id);
    expect((await cora.comments.get(roadmap, commentId)).replies).toBe(0);
    await expectError(cora.comments.replies.delete(roadmap, commentId, mine.id), 404);
  });
});

describe('finding replies', () => {
  it('answers 404 for an unknown comment or reply, and for a reply reached through another comment', async () => {
    const { clientFor, commentId } = await thread();
    const client = clientFor('comment');
    const reply = await client.comments.replies.create(roadmap, commentId, markdown('Here'));
    const other = await client.comments.create(roadmap, markdown('Other'));
    await expectError(client.comments.replies.get(roadmap, other.id, reply.id), 404, `reply '${reply.id}'`);
    await expectError(client.comments.replies.get(roadmap, commentId, 'reply-nope'), 404);
    await expectError(client.comments.replies.list(roadmap, 'comment-nope'), 404, "comment 'comment-nope'");
    await expectError(client.comments.replies.create(roadmap, 'comment-nope', markdown('x')), 404);
  });

  it('lets a guest with read read replies but not reply, react or delete', async () => {
    const { server, clientFor } = testWorld();
    const cora = clientFor('comment'); // direct comment grant on space internal
    const { id } = await cora.comments.create(spaces.internal, markdown('Internal'));
    const reply = await cora.comments.replies.create(spaces.internal, id, markdown('Reply'));
    const guest = clientFor('guest');
    expect((await all(guest.comments.replies.list(spaces.internal, id))).map((item) => item.id)).toEqual([reply.id]);
    await expectNoChange(server, async () => {
      await expectError(guest.comments.replies.create(spaces.internal, id, markdown('Me')), 403);
      await expectError(guest.comments.replies.update(spaces.internal, id, reply.id, { addedReactions: ['👍'] }), 403);
      await expectError(guest.comments.replies.delete(spaces.internal, id, reply.id), 403);
      await expectError(clientFor('outsider').comments.replies.delete(spaces.internal, id, reply.id), 404);
    });
  });

  it('lets readers read replies but not reply; outsiders get 404', async () => {
    const { server, clientFor } = testWorld();
    const { id } = await clientFor('admin').comments.create(spaces.handbook, markdown('For readers'));
    const reply = await clientFor('admin').comments.replies.create(spaces.handbook, id, markdown('Reply'));
    expect((await clientFor('read').comments.replies.get(spaces.handbook, id, reply.id)).id).toBe(reply.id);
    await expectNoChange(server, async () => {
      await expectError(clientFor('read').comments.replies.create(spaces.handbook, id, markdown('Me')), 403, 'comment role');
      await expectError(clientFor('read').comments.replies.update(spaces.handbook, id, reply.id, { addedReactions: ['👍'] }), 403);
      await expectError(clientFor('outsider').comments.replies.list(spaces.handbook, id), 404);
      await expectError(clientFor('guest').comments.replies.get(spaces.handbook, id, reply.id), 404);
    });
  });
});
