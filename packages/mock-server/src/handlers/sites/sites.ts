/** Handlers of docs sites themselves: list, create, get, update, delete, publish, unpublish, published profile. */
import type { listSitesQuery } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { badRequest } from '../../core/http-error.js';
import type { HandlerContext, HandlerTable } from '../../core/types.js';
import { resolveParentCollection } from '../../domain/collections/collections.js';
import { insertSpace } from '../../domain/spaces/spaces.js';
import { listPage } from '../../domain/listing.js';
import { siteOfRequest } from '../../domain/sites/access.js';
import { presentSite, siteView } from '../../domain/sites/present.js';
import { publishedProfile } from '../../domain/sites/published.js';
import { publishableSpace } from '../../domain/sites/site-spaces.js';
import { insertSite, removeSite, sitesOfOrganization, updateSite } from '../../domain/sites/sites.js';
import type { SpaceRecord } from '../../store/records.js';
import type { SiteRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';

/** The filters of `GET /orgs/{organizationId}/sites`. */
type SiteFilters = z.output<typeof listSitesQuery>;

function matches(site: SiteRecord, filters: SiteFilters, publishing: ReadonlySet<string>): boolean {
  if (filters.space !== undefined && !publishing.has(site.id)) return false;
  if (filters.title !== undefined && !site.title.toLowerCase().includes(filters.title.toLowerCase())) return false;
  if (filters.published !== undefined && site.published !== filters.published) return false;
  if (filters.type !== undefined && !filters.type.some((type) => type === site.type)) return false;
  return true;
}

/** Site id → number of site spaces, and the ids of the sites publishing `spaceId`: one pass over site spaces. */
function siteSpaceStats(store: Store, spaceId: string | undefined) {
  const counts = new Map<string, number>();
  const publishing = new Set<string>();
  for (const siteSpace of store.data.siteSpaces.values()) {
    counts.set(siteSpace.siteId, (counts.get(siteSpace.siteId) ?? 0) + 1);
    if (siteSpace.spaceId === spaceId) publishing.add(siteSpace.siteId);
  }
  return { counts, publishing };
}

/** The spaces of a create body: each a live space of the organization, none twice (checked before creating). */
function spacesToPublish(store: Store, organizationId: string, spaceIds: readonly string[]): SpaceRecord[] {
  const seen = new Set<string>();
  return spaceIds.map((spaceId, index) => {
    if (seen.has(spaceId)) throw badRequest(`spaces.${index}`, `'${spaceId}' is listed twice`);
    seen.add(spaceId);
    return publishableSpace(store, organizationId, spaceId, `spaces.${index}`);
  });
}

/**
 * The space the "create a new space" form of `spaces` asks for, made in the site's organization by the caller
 * (who gets `admin` on it, as with any space it creates). Titled after the site unless the form names a title.
 */
function newSpaceForSite(
  ctx: Pick<HandlerContext, 'store' | 'clock' | 'user'>,
  organizationId: string,
  form: { title?: string | undefined; emoji?: string | undefined; parent?: string | undefined },
  siteTitle: string | undefined,
): SpaceRecord {
  if (form.parent !== undefined) resolveParentCollection(ctx.store, organizationId, form.parent, 'spaces.parent');
  return insertSpace(ctx.store, ctx.clock, {
    organizationId,
    title: form.title ?? (siteTitle ?? DEFAULT_NEW_SPACE_TITLE).slice(0, 50),
    creatorId: ctx.user.id,
    ...(form.emoji === undefined ? {} : { emoji: form.emoji }),
    ...(form.parent === undefined ? {} : { parentId: form.parent }),
  });
}

/** The title of a space made for a site that has no title either. */
const DEFAULT_NEW_SPACE_TITLE = 'Home';

export const siteHandlers = {
  listSites: (ctx) => {
    const { organization } = ctx.granted;
    const { counts, publishing } = siteSpaceStats(ctx.store, ctx.query.space);
    const sites = sitesOfOrganization(ctx.store, organization.id).filter((site) => matches(site, ctx.query, publishing));
    return listPage(sites, ctx.query, `sites:${organization.id}`, (site) =>
      presentSite(siteView(ctx, site), counts.get(site.id) ?? 0),
    );
  },

  createSite: (ctx) => {
    const { organization } = ctx.granted;
    const { title, type, visibility } = ctx.body;
    const requested = ctx.body.spaces ?? [];
    const spaces = Array.isArray(requested)
      ? spacesToPublish(ctx.store, organization.id, requested)
      : [newSpaceForSite(ctx, organization.id, requested, title)];
    const site = insertSite(ctx.store, ctx.clock, { organizationId: organization.id, title, type, visibility, spaces });
    return presentSite(siteView(ctx, site));
  },

  getSite: (ctx) => {
    const { site } = siteOfRequest(ctx);
    return presentSite(siteView(ctx, site));
  },

  updateSite: (ctx) => {
    const { site } = siteOfRequest(ctx);
    updateSite(ctx.store, site, ctx.body);
    return presentSite(siteView(ctx, site));
  },

  deleteSite: (ctx) => {
    const { site } = siteOfRequest(ctx);
    removeSite(ctx.store, site);
  },

  // Publishing a published site (or unpublishing an unpublished one) changes nothing and answers the site,
  // so a retried request is harmless.
  publishSite: (ctx) => {
    const { site } = siteOfRequest(ctx);
    site.published = true;
    return presentSite(siteView(ctx, site));
  },

  unpublishSite: (ctx) => {
    const { site } = siteOfRequest(ctx);
    site.published = false;
    return presentSite(siteView(ctx, site));
  },

  getPublishedSite: (ctx) => {
    const { site } = siteOfRequest(ctx);
    return publishedProfile(ctx, site, ctx.query.shareKey);
  },
} satisfies HandlerTable;
