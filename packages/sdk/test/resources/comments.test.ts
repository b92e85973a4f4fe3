import { describe } from 'vitest';
import { another, examples } from './fixtures.js';
import { created, itCalls, itLists, noContent, ok } from './harness.js';

const { comment, commentReply, user } = examples;
const COMMENTS = '/spaces/space-handbook/comments';
const COMMENT = `${COMMENTS}/comment-typo`;
const REPLIES = `${COMMENT}/replies`;

describe('client.comments', () => {
  itLists([
    {
      name: 'comments.list',
      list: (client) =>
        client.comments.list('space-handbook', { status: 'open', order: 'asc', format: 'markdown', targetPage: 'page-intro' }),
      path: COMMENTS,
      query: { status: 'open', order: 'asc', format: 'markdown', targetPage: 'page-intro' },
      items: [comment, another(comment, { id: 'comment-style', body: { markdown: 'Use sentence case.' }, replies: 0 })],
    },
  ]);
  itCalls([
    {
      name: 'comments.create',
      call: (client) =>
        client.comments.create('space-handbook', { page: 'page-intro', node: 'node-title', body: { markdown: 'Typo in the title?' } }),
      method: 'POST',
      path: COMMENTS,
      body: { page: 'page-intro', node: 'node-title', body: { markdown: 'Typo in the title?' } },
      reply: created(comment),
    },
    {
      name: 'comments.get',
      call: (client) => client.comments.get('space-handbook', 'comment-typo', { format: 'document' }),
      method: 'GET',
      path: COMMENT,
      query: { format: 'document' },
      reply: ok(another(comment, { body: { document: { nodes: [] } } })),
    },
    {
      name: 'comments.update (PUT: resolve and react)',
      call: (client) =>
        client.comments.update('space-handbook', 'comment-typo', { resolved: true, addedReactions: ['🎉'], removedReactions: ['👍'] }),
      method: 'PUT',
      path: COMMENT,
      body: { resolved: true, addedReactions: ['🎉'], removedReactions: ['👍'] },
      reply: ok(another(comment, { status: 'resolved', resolvedAt: '2024-03-03T08:00:00.000Z', resolvedBy: user })),
    },
    {
      name: 'comments.delete',
      call: (client) => client.comments.delete('space-handbook', 'comment-typo'),
      method: 'DELETE',
      path: COMMENT,
      reply: noContent,
    },
  ]);
});

describe('client.comments.replies', () => {
  itLists([
    {
      name: 'comments.replies.list',
      list: (client) => client.comments.replies.list('space-handbook', 'comment-typo', { limit: 1 }),
      path: REPLIES,
      query: { limit: '1' },
      items: [commentReply, another(commentReply, { id: 'reply-thanks', body: { markdown: 'Thanks!' } })],
    },
  ]);
  itCalls([
    {
      name: 'comments.replies.create',
      call: (client) => client.comments.replies.create('space-handbook', 'comment-typo', { body: { markdown: 'Fixed, thanks!' } }),
      method: 'POST',
      path: REPLIES,
      body: { body: { markdown: 'Fixed, thanks!' } },
      reply: created(commentReply),
    },
    {
      name: 'comments.replies.get',
      call: (client) => client.comments.replies.get('space-handbook', 'comment-typo', 'reply-fixed'),
      method: 'GET',
      path: `${REPLIES}/reply-fixed`,
      reply: ok(commentReply),
    },
    {
      name: 'comments.replies.update (PUT)',
      call: (client) =>
        client.comments.replies.update('space-handbook', 'comment-typo', 'reply-fixed', { body: { markdown: 'Fixed in rev 4.' } }),
      method: 'PUT',
      path: `${REPLIES}/reply-fixed`,
      body: { body: { markdown: 'Fixed in rev 4.' } },
      reply: ok(another(commentReply, { body: { markdown: 'Fixed in rev 4.' }, editedAt: '2024-03-03T08:00:00.000Z' })),
    },
    {
      name: 'comments.replies.delete',
      call: (client) => client.comments.replies.delete('space-handbook', 'comment-typo', 'reply-fixed'),
      method: 'DELETE',
      path: `${REPLIES}/reply-fixed`,
      reply: noContent,
    },
  ]);
});
