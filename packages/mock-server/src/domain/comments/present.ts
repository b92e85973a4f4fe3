/** Comments and replies as the API shows them. */
import type { comment, commentReply, ContentFormat, reaction } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { CommentRecord, CommentReplyRecord, MessageRecord, ReactionRecord } from '../../store/collab-records.js';
import type { SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import type { PresentContext } from '../present-context.js';
import { presentUser, type UserWire } from '../users/present.js';
import { atLeast, spaceRole } from '../access/roles.js';
import type { Role } from '@docpub/sdk/contract';
import { presentBody } from './message-body.js';
import { TargetPresenter } from './targets.js';

export type CommentWire = z.input<typeof comment>;
export type CommentReplyWire = z.input<typeof commentReply>;
export type ReactionWire = z.input<typeof reaction>;

/** A user a record refers to. Users are never deleted, so a missing one is a server bug. */
function userWire(store: Store, userId: string, baseUrl: string): UserWire {
  const user = store.data.users.get(userId);
  if (!user) throw new Error(`message refers to unknown user ${userId}`);
  return presentUser(user, baseUrl);
}

/** Who replied to a comment: each author once, with how many replies and when their last one was posted or edited. */
function repliersOf(store: Store, replies: readonly CommentReplyRecord[], baseUrl: string) {
  const byAuthor = new Map<string, { count: number; updatedAt: string }>();
  for (const reply of replies) {
    const last = reply.editedAt ?? reply.postedAt;
    const entry = byAuthor.get(reply.authorId);
    if (!entry) byAuthor.set(reply.authorId, { count: 1, updatedAt: last });
    else {
      entry.count += 1;
      if (last > entry.updatedAt) entry.updatedAt = last;
    }
  }
  return [...byAuthor].map(([userId, { count, updatedAt }]) => ({ user: userWire(store, userId, baseUrl), count, updatedAt }));
}

/** Reactions grouped by emoji, in the order each emoji was first used; users in the order they reacted. */
export function presentReactions(store: Store, reactions: readonly ReactionRecord[], baseUrl: string): ReactionWire[] {
  const byEmoji = new Map<string, ReactionWire>();
  for (const { emoji, userId, reactedAt } of reactions) {
    let group = byEmoji.get(emoji);
    if (!group) byEmoji.set(emoji, (group = { emoji, count: 0, users: [] }));
    group.users.push({ user: userWire(store, userId, baseUrl), reactedAt });
    group.count += 1;
  }
  return [...byEmoji.values()];
}

/**
 * Presents the comments and replies of one space for one request: body `format`, and page targets looked up
 * once per revision.
 */
export class CommentPresenter {
  readonly #targets: TargetPresenter;
  /** The caller's role on the space: what it may do with each message (its `permissions`). */
  readonly #role: Role | null;

  constructor(
    private readonly ctx: PresentContext,
    private readonly space: SpaceRecord,
    private readonly format?: ContentFormat | undefined,
  ) {
    this.#targets = new TargetPresenter(ctx.store, space);
    this.#role = spaceRole(ctx.store, ctx.user, space);
  }

  /** Where a comment lives in the API. */
  commentUrl(commentId: string): string {
    return `${this.ctx.baseUrl}/spaces/${this.space.id}/comments/${commentId}`;
  }

  comment = (record: CommentRecord): CommentWire => ({
    object: 'comment',
    ...this.message(record, this.commentUrl(record.id)),
    replies: record.replies.length,
    repliers: repliersOf(this.ctx.store, record.replies, this.ctx.baseUrl),
    target: this.#targets.present(record.target),
    status: record.status,
    ...(record.resolvedAt === undefined ? {} : { resolvedAt: record.resolvedAt }),
    ...(record.resolvedById === undefined ? {} : { resolvedBy: userWire(this.ctx.store, record.resolvedById, this.ctx.baseUrl) }),
  });

  reply = (parent: CommentRecord, record: CommentReplyRecord): CommentReplyWire => ({
    object: 'comment-reply',
    ...this.message(record, `${this.commentUrl(parent.id)}/replies/${record.id}`),
  });

  private message(record: MessageRecord, location: string) {
    return {
      id: record.id,
      postedBy: userWire(this.ctx.store, record.authorId, this.ctx.baseUrl),
      postedAt: record.postedAt,
      ...(record.editedAt === undefined ? {} : { editedAt: record.editedAt }),
      reactions: presentReactions(this.ctx.store, record.reactions, this.ctx.baseUrl),
      body: presentBody(record.markdown, this.format),
      urls: { location },
      permissions: this.permissions(record),
    };
  }

  /** The rules the server enforces: authors edit and delete their own messages, space admins anybody's. */
  private permissions(record: MessageRecord) {
    const own = record.authorId === this.ctx.user.id;
    const admin = atLeast(this.#role, 'admin');
    return { view: true, edit: own || admin, delete: own || admin, reply: atLeast(this.#role, 'comment') };
  }
}
