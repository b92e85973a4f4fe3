/** Handlers of a site's site spaces: the spaces it publishes. */
import type { HandlerTable } from '../../core/types.js';
import { listPage } from '../../domain/listing.js';
import { siteOfRequest } from '../../domain/sites/access.js';
import { placementOf } from '../../domain/sites/ordering.js';
import { presentSiteSpace, siteApiUrl, siteView } from '../../domain/sites/present.js';
import { sectionOfSite } from '../../domain/sites/sections.js';
import { resolveShareKey } from '../../domain/sites/share-links.js';
import {
  checkNotPublishedIn,
  insertSiteSpace,
  moveSiteSpace,
  publishableSpace,
  removeSiteSpace,
  siteSpaceOfSite,
  updateSiteSpace,
} from '../../domain/sites/site-spaces.js';
import { hasSections, isDefaultSiteSpace, siteSpacesOfSite } from '../../domain/sites/structure.js';
import type { SiteRecord, SiteSpaceRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';

/** Where a new site space goes: the section named, else the default section, else the root (no sections). */
function targetSection(store: Store, site: SiteRecord, sectionId: string | undefined): string | undefined {
  if (sectionId !== undefined) return sectionOfSite(store, site, sectionId, 'sectionId section').id;
  return hasSections(store, site.id) ? site.defaultSectionId : undefined;
}

export const siteSpaceHandlers = {
  listSiteSpaces: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const view = siteView(ctx, site, resolveShareKey(ctx.store, site, ctx.query.shareKey));
    const wanted = ctx.query.default;
    const siteSpaces = siteSpacesOfSite(ctx.store, site.id).filter(
      (siteSpace) => view.shows(siteSpace) && (wanted === undefined || isDefaultSiteSpace(ctx.store, site, siteSpace) === wanted),
    );
    // The filter is part of the scope: a page token of the unfiltered list must not resume a filtered one.
    const scope = `site-spaces:${site.id}:${wanted ?? 'all'}`;
    return listPage(siteSpaces, ctx.query, scope, (siteSpace) => presentSiteSpace(view, siteSpace));
  },

  createSiteSpace: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const space = publishableSpace(ctx.store, site.organizationId, ctx.body.spaceId, 'spaceId');
    const sectionId = targetSection(ctx.store, site, ctx.body.sectionId);
    checkNotPublishedIn(ctx.store, site, sectionId, space.id);
    const siteSpace = insertSiteSpace(ctx.store, site, sectionId, space);
    const location = siteApiUrl(ctx.baseUrl, site, 'site-spaces', siteSpace.id);
    return { explicit: true, status: 201, body: presentSiteSpace(siteView(ctx, site), siteSpace), location };
  },

  updateSiteSpace: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const siteSpace = siteSpaceOfSite(ctx.store, site, ctx.params.siteSpaceId);
    updateSiteSpace(ctx.store, site, siteSpace, ctx.body);
    return presentSiteSpace(siteView(ctx, site), siteSpace);
  },

  deleteSiteSpace: (ctx) => {
    const { site } = siteOfRequest(ctx);
    removeSiteSpace(ctx.store, site, siteSpaceOfSite(ctx.store, site, ctx.params.siteSpaceId));
  },

  moveSiteSpace: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const siteSpace = siteSpaceOfSite(ctx.store, site, ctx.params.siteSpaceId);
    moveSiteSpace(ctx.store, site, siteSpace, placementOf(ctx.body.position, (ref) => ref.siteSpace, 'siteSpace'));
    return presentSiteSpace(siteView(ctx, site), siteSpace);
  },
} satisfies HandlerTable;
