/** Handlers of a site's publishing auth (visitor authentication of `visitor-auth` sites). */
import type { HandlerTable } from '../../core/types.js';
import { siteOfRequest } from '../../domain/sites/access.js';
import { presentPublishingAuth } from '../../domain/sites/present.js';
import { updatePublishingAuth } from '../../domain/sites/publishing-auth.js';
import { newPrivateKey } from '../../domain/sites/secrets.js';

export const publishingAuthHandlers = {
  // Members may read the settings; the private key is a secret shown to organization admins only.
  getPublishingAuth: (ctx) => {
    const { site, role } = siteOfRequest(ctx);
    return presentPublishingAuth(site.publishingAuth, role === 'admin');
  },

  updatePublishingAuth: (ctx) => {
    const { site } = siteOfRequest(ctx);
    updatePublishingAuth(ctx.store, site, ctx.body);
    return presentPublishingAuth(site.publishingAuth, true);
  },

  regeneratePublishingAuth: (ctx) => {
    const { site } = siteOfRequest(ctx);
    site.publishingAuth.privateKey = newPrivateKey();
    return presentPublishingAuth(site.publishingAuth, true);
  },
} satisfies HandlerTable;
