/** Handlers of a site's sections. */
import type { HandlerTable } from '../../core/types.js';
import { listPage } from '../../domain/listing.js';
import { siteOfRequest } from '../../domain/sites/access.js';
import { placementOf } from '../../domain/sites/ordering.js';
import { presentSection, siteApiUrl, siteView } from '../../domain/sites/present.js';
import { insertSection, moveSection, removeSection, sectionOfSite, updateSection } from '../../domain/sites/sections.js';
import { resolveShareKey } from '../../domain/sites/share-links.js';
import { publishableSpace } from '../../domain/sites/site-spaces.js';
import { sectionsOfSite } from '../../domain/sites/structure.js';

export const siteSectionHandlers = {
  listSiteSections: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const view = siteView(ctx, site, resolveShareKey(ctx.store, site, ctx.query.shareKey));
    return listPage(sectionsOfSite(ctx.store, site.id), ctx.query, `site-sections:${site.id}`, (section) =>
      presentSection(view, section),
    );
  },

  createSiteSection: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const space = publishableSpace(ctx.store, site.organizationId, ctx.body.spaceId, 'spaceId');
    const { title = space.title, icon } = ctx.body;
    const section = insertSection(ctx.store, site, space, { title, ...(icon == null ? {} : { icon }) });
    const location = siteApiUrl(ctx.baseUrl, site, 'sections', section.id);
    return { explicit: true, status: 201, body: presentSection(siteView(ctx, site), section), location };
  },

  updateSiteSection: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const section = sectionOfSite(ctx.store, site, ctx.params.siteSectionId);
    updateSection(ctx.store, site, section, ctx.body);
    return presentSection(siteView(ctx, site), section);
  },

  deleteSiteSection: (ctx) => {
    const { site } = siteOfRequest(ctx);
    removeSection(ctx.store, site, sectionOfSite(ctx.store, site, ctx.params.siteSectionId));
  },

  moveSiteSection: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const section = sectionOfSite(ctx.store, site, ctx.params.siteSectionId);
    moveSection(ctx.store, site, section, placementOf(ctx.body.position, (ref) => ref.siteSection, 'siteSection'));
    return presentSection(siteView(ctx, site), section);
  },
} satisfies HandlerTable;
