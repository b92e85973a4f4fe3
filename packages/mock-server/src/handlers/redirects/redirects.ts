/** Handlers of a site's redirects and of redirect lookup. */
import { notFound } from '../../core/http-error.js';
import type { HandlerTable } from '../../core/types.js';
import { listPage } from '../../domain/listing.js';
import { siteOfRequest } from '../../domain/sites/access.js';
import { presentRedirect, siteApiUrl, siteView } from '../../domain/sites/present.js';
import {
  checkSourceFree,
  insertRedirect,
  redirectBySource,
  redirectOfSite,
  redirectTarget,
  resolveDestination,
  updateRedirect,
} from '../../domain/sites/redirects.js';
import { resolveShareKey } from '../../domain/sites/share-links.js';

export const siteRedirectHandlers = {
  listSiteRedirects: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const redirects = [...ctx.store.data.siteRedirects.values()].filter((redirect) => redirect.siteId === site.id);
    return listPage(redirects, ctx.query, `site-redirects:${site.id}`, presentRedirect);
  },

  createSiteRedirect: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const { source, draft, captureWildcard, permanent } = ctx.body;
    checkSourceFree(ctx.store, site, source);
    const destination = resolveDestination(ctx.store, site, ctx.body.destination);
    const redirect = insertRedirect(ctx.store, ctx.clock, site, { source, destination, draft, captureWildcard, permanent });
    const location = siteApiUrl(ctx.baseUrl, site, 'redirects', redirect.id);
    return { explicit: true, status: 201, body: presentRedirect(redirect), location };
  },

  updateSiteRedirect: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const redirect = redirectOfSite(ctx.store, site, ctx.params.siteRedirectId);
    const { source, draft, captureWildcard, permanent } = ctx.body;
    if (source !== undefined) checkSourceFree(ctx.store, site, source, redirect.id);
    const destination = ctx.body.destination === undefined ? undefined : resolveDestination(ctx.store, site, ctx.body.destination);
    updateRedirect(ctx.clock, redirect, { source, destination, draft, captureWildcard, permanent });
    return presentRedirect(redirect);
  },

  deleteSiteRedirect: (ctx) => {
    const { site } = siteOfRequest(ctx);
    ctx.store.data.siteRedirects.delete(redirectOfSite(ctx.store, site, ctx.params.siteRedirectId).id);
  },

  lookupSiteRedirect: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const view = siteView(ctx, site, resolveShareKey(ctx.store, site, ctx.query.shareKey));
    const redirect = redirectBySource(ctx.store, site, ctx.query.source);
    if (!redirect) throw notFound(`redirect from '${ctx.query.source}'`);
    return { redirect: presentRedirect(redirect), target: redirectTarget(ctx.store, redirect, view.urls) };
  },
} satisfies HandlerTable;
