/** Operations on a site's visitor authentication: how visitors of the published site prove who they are. */
import { defineOperations } from '../operation.js';
import { publishingAuth, updatePublishingAuthBody } from '../resources/publishing-auth.js';
import { SITE } from './sites.js';

export const publishingAuthOperations = defineOperations({
  getPublishingAuth: {
    area: 'publishing-auth',
    method: 'GET',
    path: `${SITE}/publishing/auth`,
    summary: "Get a site's visitor authentication settings",
    response: publishingAuth,
    status: 200,
  },
  updatePublishingAuth: {
    area: 'publishing-auth',
    method: 'PATCH',
    path: `${SITE}/publishing/auth`,
    summary: "Update a site's visitor authentication settings",
    body: updatePublishingAuthBody,
    response: publishingAuth,
    status: 200,
  },
  regeneratePublishingAuth: {
    area: 'publishing-auth',
    method: 'POST',
    path: `${SITE}/publishing/auth/regenerate`,
    summary: "Replace a site's visitor authentication private key",
    response: publishingAuth,
    status: 200,
  },
});
