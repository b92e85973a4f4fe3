/**
 * What a comment is about: the space, and optionally a page of its primary content (and a node in it).
 *
 * DocPub's documents are markdown, whose addressable nodes are its headings: a node id that is a heading's
 * anchor (its slug, as a reader's URL fragment names it) is shown with `preview`, the heading's text in the
 * page the comment was posted on. Any other node id is kept and shown without a preview.
 *
 * A comment remembers the primary revision it was posted on. It is shown with the page as it is now when
 * the page still exists (as it was, when it has been deleted since), and `outdated` says whether the page
 * changed after the comment was posted.
 */
import type { commentTarget } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { badRequest } from '../../core/http-error.js';
import type { CommentTargetRecord } from '../../store/collab-records.js';
import type { PageRecord } from '../../store/content-records.js';
import type { SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { PageTree } from '../content/page-tree.js';
import { slugify } from '../content/slugs.js';
import { contentOf } from '../content/revision-content.js';
import { primaryRevision } from '../spaces/spaces.js';

/** The wire shape of a comment's target. */
export type CommentTargetWire = z.input<typeof commentTarget>;

/**
 * The target of a new comment on `space`: its primary revision, and the page (and node) the body names.
 * @throws HttpError 400 naming `page` when the primary content has no such page, or `node` without a page.
 */
export function newCommentTarget(
  store: Store,
  space: SpaceRecord,
  body: { page?: string | undefined; node?: string | undefined },
): CommentTargetRecord {
  const revision = primaryRevision(store, space);
  if (body.node !== undefined && body.page === undefined) throw badRequest('node', 'needs page: a node belongs to a page');
  if (body.page !== undefined && !contentOf(revision).pages.some((page) => page.id === body.page)) {
    throw badRequest('page', `no page '${body.page}' in the primary content of space '${space.id}'`);
  }
  return {
    revisionId: revision.id,
    ...(body.page === undefined ? {} : { pageId: body.page }),
    ...(body.node === undefined ? {} : { nodeId: body.node }),
  };
}

/**
 * Presents targets for one request. Page trees are built once per revision and reused across the comments
 * of a list, which mostly share a few revisions.
 */
export class TargetPresenter {
  readonly #trees = new Map<string, PageTree | undefined>();
  readonly #anchors = new Map<string, ReadonlyMap<string, string>>();

  constructor(
    private readonly store: Store,
    private readonly space: SpaceRecord,
  ) {}

  present(target: CommentTargetRecord): CommentTargetWire {
    const page = target.pageId === undefined ? undefined : this.page(target.revisionId, target.pageId);
    return {
      space: this.space.id,
      revision: target.revisionId,
      ...(target.nodeId === undefined ? {} : { node: this.node(target, target.nodeId) }),
      ...(page === undefined ? {} : { page }),
    };
  }

  private page(revisionId: string, pageId: string): CommentTargetWire['page'] {
    const postedOn = this.tree(revisionId);
    const then = postedOn?.byId.get(pageId);
    const current = this.tree(this.space.revisionId);
    const now = current?.byId.get(pageId);
    const shown = now ? { page: now, tree: current! } : then ? { page: then, tree: postedOn! } : undefined;
    if (!shown) return undefined;
    return {
      ...pageSummary(shown.page, shown.tree.pathOf(shown.page)),
      outdated: now === undefined || then === undefined || now.updatedAt !== then.updatedAt,
    };
  }

  /** The node, with the text of the heading it anchors in the page as posted on, when it anchors one. */
  private node(target: CommentTargetRecord, id: string): { id: string; preview?: string } {
    const preview = target.pageId === undefined ? undefined : this.anchors(target.revisionId, target.pageId).get(id);
    return preview === undefined ? { id } : { id, preview };
  }

  /** The headings of a page by anchor, read once per page and revision (a list shows many comments of one page). */
  private anchors(revisionId: string, pageId: string): ReadonlyMap<string, string> {
    const key = `${revisionId}/${pageId}`;
    let anchors = this.#anchors.get(key);
    if (!anchors) {
      anchors = headingsByAnchor(this.tree(revisionId)?.byId.get(pageId)?.markdown ?? '');
      this.#anchors.set(key, anchors);
    }
    return anchors;
  }

  private tree(revisionId: string): PageTree | undefined {
    if (!this.#trees.has(revisionId)) {
      const revision = this.store.data.revisions.get(revisionId);
      this.#trees.set(revisionId, revision && new PageTree(contentOf(revision).pages));
    }
    return this.#trees.get(revisionId);
  }
}

function pageSummary(page: PageRecord, path: string) {
  return {
    id: page.id,
    title: page.title,
    ...(page.emoji === undefined ? {} : { emoji: page.emoji }),
    ...(page.icon === undefined ? {} : { icon: page.icon }),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    path,
  };
}

/** A fenced code block's opening or closing line. */
const FENCE = /^ {0,3}(```|~~~)/;

/** The longest preview shown, in characters. */
const PREVIEW_MAX = 200;

/**
 * The text of a markdown heading line (`# …` to `###### …`, closing `#`s dropped), or undefined. Read by hand
 * rather than with one pattern, so a long line of spaces and `#`s costs linear time.
 */
function headingText(line: string): string | undefined {
  let at = 0;
  while (at < 3 && line[at] === ' ') at += 1;
  let level = 0;
  while (line[at + level] === '#') level += 1;
  if (level < 1 || level > 6) return undefined;
  const rest = line.slice(at + level);
  if (rest[0] !== ' ' && rest[0] !== '\t') return undefined;
  let end = rest.length;
  while (end > 0 && (rest[end - 1] === ' ' || rest[end - 1] === '\t' || rest[end - 1] === '#')) end -= 1;
  const text = rest.slice(0, end).trim();
  return text === '' ? undefined : text;
}

/** The headings of `markdown` outside fenced code, by anchor (the first heading of an anchor wins). */
export function headingsByAnchor(markdown: string): ReadonlyMap<string, string> {
  const anchors = new Map<string, string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    if (fenced) continue;
    const text = headingText(line);
    const anchor = text === undefined ? undefined : slugify(text);
    if (anchor !== undefined && !anchors.has(anchor)) anchors.set(anchor, text!.slice(0, PREVIEW_MAX));
  }
  return anchors;
}
