/** The per-space index behind comment listings stays in step with the store through every kind of change. */
import { describe, expect, it } from 'vitest';
import { createServer } from '../../src/server.js';
import { commentsOfSpace, deleteComment, insertComment, removeCommentsOf } from '../../src/domain/comments/threads.js';
import { DEMO } from '../../src/demo/demo.js';

function setUp() {
  const server = createServer();
  const space = server.store.data.spaces.get(DEMO.spaces.roadmap)!;
  const post = (markdown: string) =>
    insertComment(server.store, server.clock, space, { authorId: DEMO.users.admin, markdown, target: { revisionId: space.revisionId } });
  return { server, space, post };
}

const bodies = (comments: readonly { markdown: string }[]) => comments.map((comment) => comment.markdown);

describe('comment index', () => {
  it('lists a space’s comments in posting order, and only that space’s', () => {
    const { server, space, post } = setUp();
    post('one');
    post('two');
    expect(bodies(commentsOfSpace(server.store, space.id))).toEqual(['one', 'two']);
    expect(commentsOfSpace(server.store, DEMO.spaces.api).every((comment) => comment.spaceId === DEMO.spaces.api)).toBe(true);
    expect(commentsOfSpace(server.store, DEMO.spaces.api).length).toBe(3);
  });

  it('follows deletions and purges', () => {
    const { server, space, post } = setUp();
    const one = post('one');
    post('two');
    deleteComment(server.store, space, one);
    expect(bodies(commentsOfSpace(server.store, space.id))).toEqual(['two']);
    removeCommentsOf(server.store, space);
    expect(commentsOfSpace(server.store, space.id)).toEqual([]);
    expect([...server.store.data.comments.values()].filter((comment) => comment.spaceId === space.id)).toEqual([]);
  });

  it('is rebuilt from the restored table after a snapshot is restored', () => {
    const { server, space, post } = setUp();
    post('kept');
    const snapshot = server.control.snapshot();
    post('dropped');
    server.control.restore(snapshot);
    expect(bodies(commentsOfSpace(server.store, space.id))).toEqual(['kept']);
    post('after');
    expect(bodies(commentsOfSpace(server.store, space.id))).toEqual(['kept', 'after']);
  });

  it('catches up with a comment put into the table directly', () => {
    const { server, space, post } = setUp();
    const first = post('first');
    server.store.data.comments.set('direct', { ...first, id: 'direct', markdown: 'direct', seq: first.seq + 1000 });
    expect(bodies(commentsOfSpace(server.store, space.id))).toEqual(['first', 'direct']);
  });
});
