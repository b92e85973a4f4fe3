/**
 * Changes to a comment or a reply: who may make them (docs/roles.md, "Minimum role per operation"), reactions, body
 * edits and the resolved state (docs/behaviour.md, "Comments").
 *
 * Reacting and resolving take the `comment` role on the space, whoever posted the message; editing or
 * deleting someone else's message takes `admin`. Every check runs before any change, so a refused request
 * changes nothing.
 */
import type { Role } from '@docpub/sdk/contract';
import type { Clock } from '../../core/clock.js';
import { badRequest } from '../../core/http-error.js';
import type { CommentRecord, MessageRecord } from '../../store/collab-records.js';
import type { UserRecord } from '../../store/records.js';
import { requireRole } from '../access/access.js';
import { isoNow } from '../time.js';

/** What a PUT on a comment or reply asks for. */
export interface MessageChange {
  body?: { markdown: string } | undefined;
  addedReactions?: string[] | undefined;
  removedReactions?: string[] | undefined;
}

/** What a PUT on a comment asks for: a message change, and resolving (`true`) or reopening (`false`). */
export interface CommentChange extends MessageChange {
  resolved?: boolean | undefined;
}

/** How a message is named in errors: `comment 'abc' in space 'xyz'`. */
export type MessageLabel = string;

/**
 * Refuses to let a caller with `role` act on somebody else's message: that takes `admin` on the space.
 * The caller's own messages need no more than the operation's row already required.
 * @throws HttpError 403.
 */
export function requireAuthorOrAdmin(message: MessageRecord, caller: UserRecord, role: Role, label: MessageLabel): void {
  if (message.authorId !== caller.id) requireRole(role, 'admin', `${label} (posted by another user)`);
}

/**
 * Checks a change before it is applied: a body edit of somebody else's message needs `admin`, and an emoji
 * may not be both added and removed in one request (which of the two was meant cannot be told).
 * @throws HttpError 403 or 400 naming the field.
 */
export function checkMessageChange(
  message: MessageRecord,
  change: MessageChange,
  caller: UserRecord,
  role: Role,
  label: MessageLabel,
): void {
  if (change.body !== undefined) requireAuthorOrAdmin(message, caller, role, label);
  const added = new Set(change.addedReactions ?? []);
  (change.removedReactions ?? []).forEach((emoji, index) => {
    if (added.has(emoji)) throw badRequest(`removedReactions.${index}`, `'${emoji}' is also in addedReactions`);
  });
}

/** Applies a checked change: body (sets `editedAt`), then the caller's reactions. */
export function applyMessageChange(message: MessageRecord, change: MessageChange, caller: UserRecord, clock: Clock): void {
  const now = isoNow(clock);
  if (change.body !== undefined) {
    message.markdown = change.body.markdown;
    message.editedAt = now;
  }
  for (const emoji of change.addedReactions ?? []) {
    // A user's reaction counts once per emoji: adding it again keeps the first one (and its time).
    const has = message.reactions.some((reaction) => reaction.emoji === emoji && reaction.userId === caller.id);
    if (!has) message.reactions.push({ emoji, userId: caller.id, reactedAt: now });
  }
  const removed = new Set(change.removedReactions ?? []);
  if (removed.size > 0) {
    // Only the caller's own reactions go; nobody can take back somebody else's.
    message.reactions = message.reactions.filter((reaction) => reaction.userId !== caller.id || !removed.has(reaction.emoji));
  }
}

/**
 * Resolves (`true`) or reopens (`false`) a comment. Resolving a resolved comment keeps who resolved it and
 * when, so a repeated request changes nothing; reopening clears both.
 */
export function setResolved(comment: CommentRecord, resolved: boolean, caller: UserRecord, clock: Clock): void {
  if (resolved) {
    if (comment.status === 'resolved') return;
    comment.status = 'resolved';
    comment.resolvedAt = isoNow(clock);
    comment.resolvedById = caller.id;
    return;
  }
  comment.status = 'open';
  delete comment.resolvedAt;
  delete comment.resolvedById;
}
