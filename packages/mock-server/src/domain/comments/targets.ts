/**
 * What a comment is about: the space, and optionally a page of its primary content (and a node in it).
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

  constructor(
    private readonly store: Store,
    private readonly space: SpaceRecord,
  ) {}

  present(target: CommentTargetRecord): CommentTargetWire {
    const page = target.pageId === undefined ? undefined : this.page(target.revisionId, target.pageId);
    return {
      space: this.space.id,
      revision: target.revisionId,
      ...(target.nodeId === undefined ? {} : { node: { id: target.nodeId } }),
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
