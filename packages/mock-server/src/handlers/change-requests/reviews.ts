/** Handlers of a change request's reviews and of the links found in its content. */
import { paginate } from '../../core/pagination.js';
import type { HandlerTable } from '../../core/types.js';
import { requireActive } from '../../domain/content/change-requests.js';
import type { AccessContext } from '../../domain/access/access.js';
import { fileDownloads } from '../../domain/content/file-downloads.js';
import { findLinks, introducedBroken, presentLink, type LinkedSpace, type LinkedSpaces } from '../../domain/content/links.js';
import { presentOrganization } from '../../domain/organizations/present.js';
import { presentSpace } from '../../domain/spaces/present.js';
import { AccessView } from '../../domain/access/roles.js';
import { primaryRevision } from '../../domain/spaces/spaces.js';
import { PageTree } from '../../domain/content/page-tree.js';
import { contentOf, revisionOfSpace } from '../../domain/content/revision-content.js';
import { insertReview, presentReview, reviewsOf } from '../../domain/content/reviews.js';
import { listPage } from '../../domain/listing.js';
import { changeRequestOf } from './change-requests.js';

/** The spaces the caller may read, for links into them (each looked up once per request). */
function readableSpaces(ctx: AccessContext & { baseUrl: string }): LinkedSpaces {
  const view = new AccessView(ctx.store, ctx.user);
  const seen = new Map<string, LinkedSpace | undefined>();
  return (spaceId) => {
    if (!seen.has(spaceId)) {
      const space = ctx.store.data.spaces.get(spaceId);
      const role = space && space.deletedAt === undefined ? view.spaceRole(space) : null;
      const organization = space && ctx.store.data.organizations.get(space.organizationId);
      seen.set(
        spaceId,
        space && organization && role !== null
          ? {
              tree: new PageTree(contentOf(primaryRevision(ctx.store, space)).pages),
              space: presentSpace(ctx, space, role),
              organization: presentOrganization(ctx, organization, view.orgRole(organization.id)),
            }
          : undefined,
      );
    }
    return seen.get(spaceId);
  };
}

export const reviewHandlers = {
  listChangeRequestReviews: (ctx) => {
    const { record } = changeRequestOf(ctx);
    return listPage(reviewsOf(ctx.store, record.id), ctx.query, `reviews:${record.id}`, (review) =>
      presentReview(ctx, review, ctx.query.format),
    );
  },

  createChangeRequestReview: (ctx) => {
    const { space, record } = changeRequestOf(ctx);
    requireActive(record, 'reviewed');
    const review = insertReview(ctx.store, ctx.clock, record, {
      reviewerId: ctx.user.id,
      status: ctx.body.status,
      markdown: ctx.body.comment?.markdown,
    });
    // Reviews are read through their change request's list: that is where the new one can be found.
    const location = `${ctx.baseUrl}/spaces/${space.id}/change-requests/${record.id}/reviews`;
    return { explicit: true, status: 201, body: presentReview(ctx, review), location };
  },

  listChangeRequestLinks: (ctx) => {
    const { space, record } = changeRequestOf(ctx);
    const content = contentOf(revisionOfSpace(ctx.store, space, record.revisionId));
    const spaces = readableSpaces(ctx);
    const links = findLinks(content, fileDownloads(ctx, space.id, record.revisionId), spaces);
    const base = contentOf(revisionOfSpace(ctx.store, space, record.baseRevisionId));
    const introduced = introducedBroken(links, base, fileDownloads(ctx, space.id, record.baseRevisionId), spaces);
    const { status, brokenContext } = ctx.query;
    const shown = links.filter(
      (link) =>
        (status === undefined || link.status === status) &&
        (brokenContext !== 'changeRequest' || link.status !== 'broken' || introduced.has(link.key)),
    );
    const page = paginate(shown, ctx.query, { key: (link) => link.key, scope: `links:${record.id}` });
    const tree = new PageTree(content.pages);
    // The caller reads the change request, so it reads its space: the home of every link.
    const home = spaces(space.id)!;
    return {
      items: page.items.map((link) => presentLink(tree, link, home)),
      count: page.count,
      ...(page.next === undefined ? {} : { next: page.next }),
      stats: {
        total: links.length,
        broken: { total: links.filter((link) => link.status === 'broken').length, changeRequest: introduced.size },
      },
    };
  },
} satisfies HandlerTable;
