/**
 * Changing a site's visitor authentication: its backend (the site's own `custom` backend, or an integration),
 * the integration that authenticates visitors, and the fallback URL. Checked whole before anything is stored.
 */
import type { z } from 'zod';
import type { updatePublishingAuthBody } from '@docpub/sdk/contract';
import { badRequest } from '../../core/http-error.js';
import type { SiteRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';

type UpdatePublishingAuth = z.output<typeof updatePublishingAuthBody>;

/**
 * Applies a PATCH. With backend `integration` the integration is the one named (or the one already set), and
 * must be one the site's organization can use: public, or its own. Backend `custom` drops the integration.
 * @throws HttpError 400 naming `integration`.
 */
export function updatePublishingAuth(store: Store, site: SiteRecord, body: UpdatePublishingAuth): void {
  const auth = site.publishingAuth;
  if (body.backend === 'custom' && body.integration !== undefined) {
    throw badRequest('integration', 'is only for backend integration');
  }
  const integration = body.backend === 'integration' ? (body.integration ?? auth.integration) : undefined;
  if (body.backend === 'integration') {
    if (integration === undefined) throw badRequest('integration', 'is required for backend integration');
    const record = store.data.integrations.get(integration);
    if (!record || (record.visibility === 'private' && record.ownerId !== site.organizationId)) {
      throw badRequest('integration', `no integration '${integration}'`);
    }
  }
  auth.backend = body.backend;
  if (integration === undefined) delete auth.integration;
  else auth.integration = integration;
  if (body.fallbackURL !== undefined) auth.fallbackURL = body.fallbackURL;
}
