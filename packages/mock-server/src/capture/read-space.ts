/**
 * Reading one space: its primary revision, the earlier revisions and change requests that refer to each other,
 * the reviews of each change request, the comments and their replies, the reader ratings of its pages, the
 * roles given on it and the integrations installed in it. Content is read with `computed=false`, so a page
 * computed from an OpenAPI spec comes as stored (its source), not as the pages the spec makes.
 */
import {
  CHANGE_REQUEST_STATUSES,
} from '@docpub/sdk/contract';
import type {
  ChangeRequest,
  ChangeRequestReview,
  Comment,
  CommentReply,
  Integration,
  PermissionItem,
  Revision,
  Space,
  SpaceContentInsights,
  TeamPermission,
} from '@docpub/sdk';
import type { Reader } from './reader.js';

/** The roles given on a space or a collection directly (not those inherited). */
export interface Grants {
  users: PermissionItem[];
  teams: TeamPermission[];
}

export interface CapturedChangeRequest {
  changeRequest: ChangeRequest;
  reviews: ChangeRequestReview[];
}

export interface CapturedComment {
  comment: Comment;
  replies: CommentReply[];
}

export interface CapturedSpace extends Grants {
  space: Space;
  /** The primary revision; absent when the token may not read the content (the space is then left out). */
  content?: Revision;
  /** Every other revision something captured refers to (parents, change requests, reviews, comments). */
  revisions: Revision[];
  changeRequests: CapturedChangeRequest[];
  comments: CapturedComment[];
  integrations: Integration[];
  insights?: SpaceContentInsights;
}

const AS_STORED = { computed: false } as const;

/** Revision ids the records of a space refer to. */
function referencedRevisions(content: Revision, changeRequests: CapturedChangeRequest[], comments: CapturedComment[]): string[] {
  const ids = [...content.parents];
  for (const { changeRequest: cr, reviews } of changeRequests) {
    ids.push(cr.revision, cr.revisionInitial);
    if (cr.revisionMergedAncestor !== undefined) ids.push(cr.revisionMergedAncestor);
    if (cr.revisionMerged !== undefined) ids.push(cr.revisionMerged);
    for (const review of reviews) ids.push(review.revision);
  }
  for (const { comment } of comments) if (comment.target.revision !== undefined) ids.push(comment.target.revision);
  return ids;
}

/**
 * The revisions `start` names and, transitively, their parents, as many as the reader's bounds admit (a chain of
 * parents may never end). The API lists no revisions, so history is reached only by following references.
 */
async function readRevisions(reader: Reader, spaceId: string, known: string, start: string[]): Promise<Revision[]> {
  const seen = new Set([known]);
  const queue = start.filter((id) => !seen.has(id));
  const out: Revision[] = [];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    if (!reader.admits(`space ${spaceId} earlier revisions`, out.length)) break;
    seen.add(id);
    const revision = await reader.attempt(`space ${spaceId} revision ${id}`, () => reader.client.revisions.get(spaceId, id, AS_STORED));
    if (revision === undefined) continue;
    out.push(revision);
    queue.push(...revision.parents.filter((parent) => !seen.has(parent)));
  }
  reader.progress(`space ${spaceId} earlier revisions: ${out.length}`);
  return out;
}

async function readChangeRequests(reader: Reader, spaceId: string): Promise<CapturedChangeRequest[]> {
  const c = reader.client.changeRequests;
  const out: CapturedChangeRequest[] = [];
  // The list answers one status at a time (`open` unless asked).
  for (const status of CHANGE_REQUEST_STATUSES) {
    for (const changeRequest of await reader.list(`space ${spaceId} ${status} change requests`, () => c.list(spaceId, { status }))) {
      const at = `space ${spaceId} change request ${changeRequest.id}`;
      const reviews = await reader.list(`${at} reviews`, () => c.reviews.list(spaceId, changeRequest.id, { format: 'markdown' }));
      out.push({ changeRequest, reviews });
    }
  }
  // Numbers are the order in which they were opened; the file lists them so.
  return out.sort((a, b) => a.changeRequest.number - b.changeRequest.number);
}

async function readComments(reader: Reader, spaceId: string): Promise<CapturedComment[]> {
  const c = reader.client.comments;
  const out: CapturedComment[] = [];
  const list = () => c.list(spaceId, { status: 'all', order: 'asc', format: 'markdown' });
  for (const comment of await reader.list(`space ${spaceId} comments`, list)) {
    const replies = await reader.list(`space ${spaceId} comment ${comment.id} replies`, () =>
      c.replies.list(spaceId, comment.id, { format: 'markdown' }),
    );
    out.push({ comment, replies });
  }
  return out;
}

/** Everything of `space` the token can read. */
export async function readSpace(reader: Reader, space: Space): Promise<CapturedSpace> {
  const c = reader.client;
  const id = space.id;
  // A space whose content cannot be read is left out of the file: nothing else of it is asked for.
  const content = await reader.attempt(`space ${id} content`, () => c.spaces.content.get(id, AS_STORED));
  if (content === undefined) return { space, users: [], teams: [], integrations: [], revisions: [], changeRequests: [], comments: [] };
  const grants = {
    users: await reader.list(`space ${id} user permissions`, () => c.spaces.permissions.listUsers(id)),
    teams: await reader.list(`space ${id} team permissions`, () => c.spaces.permissions.listTeams(id)),
  };
  const integrations = await reader.list(`space ${id} integrations`, () => c.spaces.integrations.list(id));
  const changeRequests = await readChangeRequests(reader, id);
  const comments = await readComments(reader, id);
  const revisions = await readRevisions(reader, id, content.id, referencedRevisions(content, changeRequests, comments));
  const insights = await reader.attempt(`space ${id} content insights`, () => c.spaces.contentInsights(id));
  return { space, content, revisions, changeRequests, comments, integrations, ...grants, ...(insights === undefined ? {} : { insights }) };
}
