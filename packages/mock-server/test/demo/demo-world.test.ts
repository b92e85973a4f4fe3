import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { testWorld } from '../support/world.js';
import { all } from '../support/collaboration.js';

const { comments, content, users } = DEMO;

describe('the demo world’s discussions', () => {
  it('has three comments on space api, counted on the space', async () => {
    const { clientFor } = testWorld();
    const client = clientFor('read'); // review role on api through team reviewers
    const listed = await all(client.comments.list(content.space, { order: 'asc' }));
    expect(listed.map((comment) => comment.id)).toEqual([comments.rateLimits, comments.settingsLink, comments.changelog]);
    expect((await client.spaces.get(content.space)).comments).toBe(3);
  });

  it('has an open comment on a page with replies and reactions', async () => {
    const { clientFor } = testWorld();
    const comment = await clientFor('read').comments.get(content.space, comments.rateLimits);
    expect(comment).toMatchObject({
      status: 'open',
      replies: 2,
      postedBy: { id: users.review },
      target: { page: { id: content.pages.gettingStarted, title: 'Getting started', path: 'getting-started', outdated: false } },
    });
    expect(comment.reactions.map((reaction) => [reaction.emoji, reaction.count])).toEqual([
      ['👍', 2],
      ['👀', 1],
    ]);
    const replies = await all(clientFor('read').comments.replies.list(content.space, comments.rateLimits));
    expect(replies.map((reply) => [reply.id, reply.postedBy.id])).toEqual([
      [comments.replies.rateLimitsEddie, users.edit],
      [comments.replies.rateLimitsAda, users.admin],
    ]);
  });

  it('has a resolved comment whose reply carries a reaction', async () => {
    const { clientFor } = testWorld();
    const resolved = await all(clientFor('read').comments.list(content.space, { status: 'resolved' }));
    expect(resolved).toEqual([
      expect.objectContaining({ id: comments.settingsLink, resolvedBy: expect.objectContaining({ id: users.edit }), replies: 1 }),
    ]);
    const reply = await clientFor('read').comments.replies.get(content.space, comments.settingsLink, comments.replies.settingsLinkEddie);
    expect(reply.reactions).toEqual([expect.objectContaining({ emoji: '🎉', count: 1 })]);
  });

  it('has a comment on the space itself, and a team grant on a space', async () => {
    const { clientFor } = testWorld();
    const onSpace = await clientFor('read').comments.get(content.space, comments.changelog);
    expect(onSpace.target).not.toHaveProperty('page');
    const teamGrants = await all(clientFor('read').spaces.permissions.listTeams(DEMO.spaces.internal));
    expect(teamGrants.map((item) => [item.team.id, item.permission])).toEqual([[DEMO.teams.reviewers, 'review']]);
  });
});
