/** Handlers of a site's customization. */
import type { HandlerTable } from '../../core/types.js';
import { siteOfRequest } from '../../domain/sites/access.js';
import { replaceSiteCustomization, siteCustomizationOf, withUpdatedAt } from '../../domain/sites/customization.js';
import { isoNow } from '../../domain/time.js';

export const siteCustomizationHandlers = {
  getSiteCustomization: (ctx) => {
    const { site } = siteOfRequest(ctx);
    return withUpdatedAt(siteCustomizationOf(site), site.customizationUpdatedAt);
  },

  updateSiteCustomization: (ctx) => {
    const { site } = siteOfRequest(ctx);
    replaceSiteCustomization(site, ctx.body, isoNow(ctx.clock));
    return withUpdatedAt(siteCustomizationOf(site), site.customizationUpdatedAt);
  },
} satisfies HandlerTable;
