/** Handlers of a site's share links. */
import type { HandlerTable } from '../../core/types.js';
import { listPage } from '../../domain/listing.js';
import { siteOfRequest } from '../../domain/sites/access.js';
import { presentShareLink, siteApiUrl } from '../../domain/sites/present.js';
import { insertShareLink, shareLinkOfSite } from '../../domain/sites/share-links.js';

export const shareLinkHandlers = {
  listShareLinks: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const links = [...ctx.store.data.shareLinks.values()].filter((link) => link.siteId === site.id);
    return listPage(links, ctx.query, `share-links:${site.id}`, (link) => presentShareLink(ctx, site, link));
  },

  createShareLink: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const link = insertShareLink(ctx.store, ctx.clock, site, { name: ctx.body.name });
    const location = siteApiUrl(ctx.baseUrl, site, 'share-links', link.id);
    return { explicit: true, status: 201, body: presentShareLink(ctx, site, link), location };
  },

  updateShareLink: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const link = shareLinkOfSite(ctx.store, site, ctx.params.shareLinkId);
    if (ctx.body.name !== undefined) link.name = ctx.body.name;
    if (ctx.body.active !== undefined) link.active = ctx.body.active;
    return presentShareLink(ctx, site, link);
  },

  deleteShareLink: (ctx) => {
    const { site } = siteOfRequest(ctx);
    ctx.store.data.shareLinks.delete(shareLinkOfSite(ctx.store, site, ctx.params.shareLinkId).id);
  },
} satisfies HandlerTable;
