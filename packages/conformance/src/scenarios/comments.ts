/** Comments: threads, replies, reactions, resolving and reopening, and who may edit whose. */
import type { Comment } from '@docpub/sdk';
import { defineScenario } from '../scenario.js';
import { idsOf, newSpace, otherUsers } from './support.js';

/** The count of `emoji` among a comment's reactions (0 when absent). */
function reactionCount(comment: Pick<Comment, 'reactions'>, emoji: string): number {
  return comment.reactions.find((reaction) => reaction.emoji === emoji)?.count ?? 0;
}

const thread = defineScenario({
  area: 'comments',
  name: 'a reaction counts once per user; a comment resolves, reopens and counts its replies',
  operations: [
    'createComment',
    'getComment',
    'listComments',
    'updateComment',
    'deleteComment',
    'createCommentReply',
    'getCommentReply',
    'listCommentReplies',
    'updateCommentReply',
    'deleteCommentReply',
  ],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const comment = await t.step('post a comment', () => t.client.comments.create(space.id, { body: { markdown: 'Is this up to date?' } }));
    t.expect(comment.status, 'status of a new comment').toBe('open');
    t.expect(comment.replies, 'replies of a new comment').toBe(0);
    t.expect(comment.postedBy.id, 'comment.postedBy').toBe(t.fixtures.user.id);
    t.expect((await t.step('read the space', () => t.client.spaces.get(space.id))).comments, 'space.comments').toBe(1);
    t.expect(idsOf(await t.step('list the comments', () => t.client.comments.list(space.id).toArray())), 'listed comments').toContain(comment.id);

    await t.step('react twice with the same emoji', async () => {
      await t.client.comments.update(space.id, comment.id, { addedReactions: ['👍'] });
      const twice = await t.client.comments.update(space.id, comment.id, { addedReactions: ['👍'] });
      t.expect(reactionCount(twice, '👍'), 'count of 👍 after the same user reacted twice').toBe(1);
      const removed = await t.client.comments.update(space.id, comment.id, { removedReactions: ['👍'] });
      t.expect(reactionCount(removed, '👍'), 'count of 👍 after removing the reaction').toBe(0);
    });

    await t.step('resolve it', async () => {
      const resolved = await t.client.comments.update(space.id, comment.id, { resolved: true });
      t.expect(resolved.status, 'status after resolving').toBe('resolved');
      t.expect(resolved.resolvedBy?.id, 'resolvedBy').toBe(t.fixtures.user.id);
      t.expect(typeof resolved.resolvedAt, 'type of resolvedAt').toBe('string');
      const listed = await t.client.comments.list(space.id, { status: 'resolved' }).toArray();
      t.expect(idsOf(listed), 'comments listed with status resolved').toContain(comment.id);
    });
    await t.step('reopen it', async () => {
      const reopened = await t.client.comments.update(space.id, comment.id, { resolved: false });
      t.expect(reopened.status, 'status after reopening').toBe('open');
      t.expect(reopened.resolvedAt, 'resolvedAt after reopening').toBeUndefined();
      t.expect(reopened.resolvedBy, 'resolvedBy after reopening').toBeUndefined();
    });
    await t.step('edit its body', async () => {
      const edited = await t.client.comments.update(space.id, comment.id, { body: { markdown: 'Is this still up to date?' } });
      t.expect(edited.body.markdown?.trim(), 'body after the edit').toBe('Is this still up to date?');
      t.expect(typeof edited.editedAt, 'type of editedAt after an edit').toBe('string');
    });

    const reply = await t.step('reply to it', () => t.client.comments.replies.create(space.id, comment.id, { body: { markdown: 'Yes.' } }));
    t.expect((await t.step('read the comment', () => t.client.comments.get(space.id, comment.id))).replies, 'replies after one reply').toBe(1);
    await t.step('read, list and edit the reply', async () => {
      t.expect((await t.client.comments.replies.get(space.id, comment.id, reply.id)).body.markdown?.trim(), 'reply body').toBe('Yes.');
      t.expect(idsOf(await t.client.comments.replies.list(space.id, comment.id).toArray()), 'listed replies').toContain(reply.id);
      const edited = await t.client.comments.replies.update(space.id, comment.id, reply.id, { body: { markdown: 'Yes, checked.' }, addedReactions: ['🎉'] });
      t.expect(edited.body.markdown?.trim(), 'reply body after the edit').toBe('Yes, checked.');
      t.expect(reactionCount(edited, '🎉'), 'count of 🎉 on the reply').toBe(1);
    });
    await t.step('delete the reply', async () => {
      await t.client.comments.replies.delete(space.id, comment.id, reply.id);
      t.expect((await t.client.comments.get(space.id, comment.id)).replies, 'replies after deleting the reply').toBe(0);
      await t.rejects(t.client.comments.replies.get(space.id, comment.id, reply.id), 404, 'GET of a deleted reply');
    });
    await t.step('delete the comment', async () => {
      await t.client.comments.delete(space.id, comment.id);
      await t.rejects(t.client.comments.get(space.id, comment.id), 404, 'GET of a deleted comment');
      t.expect((await t.client.spaces.get(space.id)).comments, 'space.comments after deleting the comment').toBe(0);
    });
  },
});

const twoUsers = defineScenario({
  area: 'comments',
  name: "two users' reactions add up; only an admin edits somebody else's comment",
  operations: ['grantSpacePermissions', 'createComment', 'updateComment'],
  needs: ['write', 'control'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const [other] = await t.step('make a user with the comment role on it', async () => {
      const users = await otherUsers(t, 1);
      await t.client.spaces.permissions.grant(space.id, { role: 'comment', users: [users[0]!.id] });
      return users;
    });
    const theirs = t.clientFor(t.defined(other?.token, 'token of the new user'));
    const mine = await t.step('post a comment', () => t.client.comments.create(space.id, { body: { markdown: 'Mine' } }));
    await t.step('both react with the same emoji', async () => {
      await t.client.comments.update(space.id, mine.id, { addedReactions: ['👀'] });
      const both = await theirs.comments.update(space.id, mine.id, { addedReactions: ['👀'] });
      t.expect(reactionCount(both, '👀'), 'count of 👀 after two users reacted').toBe(2);
    });
    await t.step("the commenter may not edit the admin's comment", () =>
      t.rejects(theirs.comments.update(space.id, mine.id, { body: { markdown: 'Changed' } }), 403, "a commenter's edit of another's comment"),
    );
    const their = await t.step('the other user posts a comment', () => theirs.comments.create(space.id, { body: { markdown: 'Theirs' } }));
    await t.step('an admin may edit it', async () => {
      const edited = await t.client.comments.update(space.id, their.id, { body: { markdown: 'Theirs, edited' } });
      t.expect(edited.body.markdown?.trim(), "body of the other user's comment after the admin's edit").toBe('Theirs, edited');
    });
  },
});

export const commentScenarios = [thread, twoUsers];
