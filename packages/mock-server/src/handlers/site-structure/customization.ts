/** Handlers of each site space's override of its site's customization. */
import type { HandlerTable } from '../../core/types.js';
import { siteOfRequest } from '../../domain/sites/access.js';
import {
  overrideSiteSpaceCustomization,
  removeSiteSpaceCustomization,
  siteSpaceCustomizationOf,
  withUpdatedAt,
} from '../../domain/sites/customization.js';
import { siteSpaceOfSite } from '../../domain/sites/site-spaces.js';
import { isoNow } from '../../domain/time.js';

export const siteSpaceCustomizationHandlers = {
  getSiteSpaceCustomization: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const siteSpace = siteSpaceOfSite(ctx.store, site, ctx.params.siteSpaceId);
    return withUpdatedAt(siteSpaceCustomizationOf(ctx.store, site, siteSpace), siteSpace.customizationUpdatedAt);
  },

  overrideSiteSpaceCustomization: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const siteSpace = siteSpaceOfSite(ctx.store, site, ctx.params.siteSpaceId);
    overrideSiteSpaceCustomization(siteSpace, ctx.body, isoNow(ctx.clock));
    return withUpdatedAt(siteSpaceCustomizationOf(ctx.store, site, siteSpace), siteSpace.customizationUpdatedAt);
  },

  deleteSiteSpaceCustomization: (ctx) => {
    const { site } = siteOfRequest(ctx);
    removeSiteSpaceCustomization(siteSpaceOfSite(ctx.store, site, ctx.params.siteSpaceId));
  },
} satisfies HandlerTable;
