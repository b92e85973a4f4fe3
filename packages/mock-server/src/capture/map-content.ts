/**
 * A space's content and what is said about it, as world-file entries: revisions (pages flat, each naming its
 * parent), change requests and their reviews, comments and their replies, page ratings.
 *
 * Whatever names a user adds that user; whatever names a record the capture did not read (a revision past
 * `--max-items`, a computed page's spec the token cannot list) is pruned and noted.
 */
import type { ChangeRequestReview, Comment, CommentReply, Page, Revision, User } from '@docpub/sdk';
import type { z } from 'zod';
import type { pageEntry, WorldFile } from '../worlds/world-file-schema.js';
import type { CapturedChangeRequest, CapturedComment, CapturedSpace } from './read.js';

export type Entries<K extends keyof WorldFile> = NonNullable<WorldFile[K]>;
export type Entry<K extends keyof WorldFile> = Entries<K> extends readonly (infer E)[] ? E : never;
type PageEntry = z.input<typeof pageEntry>;

/** What content mapping needs of the whole mapping: users, references, and where notes go. */
export interface MapContext {
  user(user: User): void;
  /** `id` when it names a captured record, else undefined and noted. */
  reference(id: string | undefined, captured: ReadonlySet<string>, what: string): string | undefined;
  prune(what: string): void;
}

const LAYOUT_KEYS = ['cover', 'title', 'description', 'tableOfContents', 'outline', 'pagination', 'coverSize'] as const;

/** Copies the keys of `from` that are defined, among `keys`. */
export function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (from[key] !== undefined && from[key] !== null) out[key] = from[key];
  return out;
}

/** The source of a stored computed page, or undefined (pruned) when its spec was not captured. */
function computation(ctx: MapContext, page: Page, specs: ReadonlySet<string>, at: string) {
  const { computed } = page;
  const slug = computed?.dependencies?.spec?.ref.spec;
  if (computed?.type !== 'builtin:openapi' || slug === undefined) {
    ctx.prune(`${at}: computed from a source DocPub does not know (${computed?.type ?? 'none'})`);
    return undefined;
  }
  if (ctx.reference(slug, specs, `${at} OpenAPI spec`) === undefined) return undefined;
  return { type: 'builtin:openapi' as const, spec: slug, models: computed.props?.models === true };
}

/** The page tree of a revision, flat: each page names its parent. */
function pages(ctx: MapContext, at: string, tree: readonly Page[], specs: ReadonlySet<string>, parentId: string | null = null, out: PageEntry[] = []): PageEntry[] {
  for (const page of tree) {
    const computed = page.type === 'computed' ? computation(ctx, page, specs, `${at} page ${page.id}`) : undefined;
    if (page.type === 'computed' && computed === undefined) continue;
    const layout = page.layout === undefined ? undefined : pick(page.layout, LAYOUT_KEYS);
    out.push({
      id: page.id,
      parentId,
      type: page.type,
      title: page.title,
      slug: page.slug,
      ...pick(page, ['markdown', 'href', 'emoji', 'description', 'icon', 'hidden', 'noIndex', 'noRobotsIndex', 'createdAt', 'updatedAt']),
      ...(layout === undefined ? {} : { layout }),
      ...(page.cover === undefined ? {} : { cover: { file: page.cover.ref.file, yPos: page.cover.yPos ?? 0 } }),
      ...(computed === undefined ? {} : { computed }),
    } as PageEntry);
    if (page.pages !== undefined) pages(ctx, at, page.pages, specs, page.id, out);
  }
  return out;
}

function file(wire: Revision['files'][number]) {
  return { id: wire.id, name: wire.name, contentType: wire.contentType, size: wire.size, ...pick(wire, ['dimensions']) };
}

/** A revision with its content; parents that were not captured are pruned. */
export function revisionEntry(ctx: MapContext, spaceId: string, revision: Revision, revisions: ReadonlySet<string>, specs: ReadonlySet<string>): Entry<'revisions'> {
  const at = `space ${spaceId} revision ${revision.id}`;
  const parents = revision.parents.filter((parent) => ctx.reference(parent, revisions, `${at} parent`) !== undefined);
  return {
    id: revision.id,
    spaceId,
    parents,
    createdAt: revision.createdAt,
    ...(revision.type === undefined ? {} : { type: revision.type }),
    ...(revision.git === undefined ? {} : { git: pick(revision.git, ['oid', 'message', 'createdByService', 'url', 'ref']) }),
    content: {
      pages: pages(ctx, at, revision.pages, specs),
      files: revision.files.map(file),
      reusableContents: revision.reusableContents.map(({ id, title, document }) => ({ id, title, markdown: document ?? '' })),
    },
  } as Entry<'revisions'>;
}

/** A change request. Contributors besides its author cannot be listed through the API: its author only. */
export function changeRequestEntry(ctx: MapContext, spaceId: string, { changeRequest: cr }: CapturedChangeRequest, revisions: ReadonlySet<string>): Entry<'changeRequests'> | undefined {
  const at = `space ${spaceId} change request ${cr.id}`;
  const revisionId = ctx.reference(cr.revision, revisions, `${at} revision`);
  const initial = ctx.reference(cr.revisionInitial, revisions, `${at} initial revision`);
  if (revisionId === undefined || initial === undefined) return undefined;
  const base = cr.revisionMergedAncestor === undefined ? initial : ctx.reference(cr.revisionMergedAncestor, revisions, `${at} base revision`) ?? initial;
  const merged = ctx.reference(cr.revisionMerged, revisions, `${at} merge revision`);
  ctx.user(cr.createdBy);
  return {
    id: cr.id,
    spaceId,
    number: cr.number,
    status: cr.status,
    ...(cr.subject === undefined ? {} : { subject: cr.subject }),
    createdById: cr.createdBy.id,
    createdAt: cr.createdAt,
    updatedAt: cr.updatedAt,
    revisionId,
    revisionInitialId: initial,
    baseRevisionId: base,
    ...(merged === undefined ? {} : { revisionMergedId: merged }),
    contributorIds: [cr.createdBy.id],
  } as Entry<'changeRequests'>;
}

export function reviewEntry(ctx: MapContext, spaceId: string, changeRequestId: string, review: ChangeRequestReview, revisions: ReadonlySet<string>): Entry<'reviews'> | undefined {
  const revisionId = ctx.reference(review.revision, revisions, `space ${spaceId} review ${review.id} revision`);
  if (revisionId === undefined) return undefined;
  ctx.user(review.reviewer);
  if (review.requestedBy !== undefined) ctx.user(review.requestedBy);
  const comment = review.comment;
  return {
    id: review.id,
    spaceId,
    changeRequestId,
    revisionId,
    reviewerId: review.reviewer.id,
    ...(review.requestedBy === undefined ? {} : { requestedById: review.requestedBy.id }),
    status: review.status,
    ...(comment === undefined ? {} : { comment: { id: comment.id, markdown: comment.body.markdown ?? '', postedAt: comment.postedAt } }),
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
  } as Entry<'reviews'>;
}

/** The fields a comment and a reply share; reactions listed one per user, grouped by emoji as read. */
function message(ctx: MapContext, wire: Comment | CommentReply) {
  ctx.user(wire.postedBy);
  const reactions = wire.reactions.flatMap(({ emoji, users }) =>
    users.map(({ user, reactedAt }) => {
      ctx.user(user);
      return { emoji, userId: user.id, reactedAt };
    }),
  );
  return {
    id: wire.id,
    authorId: wire.postedBy.id,
    postedAt: wire.postedAt,
    ...(wire.editedAt === undefined ? {} : { editedAt: wire.editedAt }),
    markdown: wire.body.markdown ?? '',
    reactions,
  };
}

export function commentEntry(ctx: MapContext, spaceId: string, { comment, replies }: CapturedComment, revisions: ReadonlySet<string>): Entry<'comments'> | undefined {
  const at = `space ${spaceId} comment ${comment.id}`;
  const target = comment.target;
  const revisionId = target.revision === undefined ? undefined : ctx.reference(target.revision, revisions, `${at} revision`);
  if (target.revision !== undefined && revisionId === undefined) return undefined;
  if (comment.resolvedBy !== undefined) ctx.user(comment.resolvedBy);
  return {
    ...message(ctx, comment),
    spaceId,
    target: {
      ...(revisionId === undefined ? {} : { revisionId }),
      ...(target.page === undefined ? {} : { pageId: target.page.id }),
      ...(target.node === undefined ? {} : { nodeId: target.node.id }),
    },
    status: comment.status,
    ...(comment.resolvedAt === undefined ? {} : { resolvedAt: comment.resolvedAt }),
    ...(comment.resolvedBy === undefined ? {} : { resolvedById: comment.resolvedBy.id }),
    replies: replies.map((reply) => message(ctx, reply)),
  } as Entry<'comments'>;
}

/** The ratings of each page of the primary revision that has any. */
export function pageRatingsEntries(captured: CapturedSpace, pageIds: ReadonlySet<string>): Entry<'pageRatings'>[] {
  return (captured.insights?.pages ?? [])
    .filter((insight) => insight.total > 0 && pageIds.has(insight.page))
    .map(({ page, ratings }) => ({ spaceId: captured.space.id, pageId: page, good: ratings.good, ok: ratings.ok, bad: ratings.bad }));
}
