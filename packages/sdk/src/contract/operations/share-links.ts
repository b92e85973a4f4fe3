/** Operations on a site's share links: secret URLs that open the published site to visitors. */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { createShareLinkBody, shareLink, updateShareLinkBody } from '../resources/share-link.js';
import { SITE } from './sites.js';

export const shareLinksOperations = defineOperations({
  listShareLinks: {
    area: 'share-links',
    method: 'GET',
    path: `${SITE}/share-links`,
    summary: "List a site's share links",
    query: pageQuery,
    response: listOf(shareLink),
    status: 200,
    paginated: true,
  },
  createShareLink: {
    area: 'share-links',
    method: 'POST',
    path: `${SITE}/share-links`,
    summary: 'Create a share link (active)',
    body: createShareLinkBody,
    response: shareLink,
    status: 201,
  },
  updateShareLink: {
    area: 'share-links',
    method: 'PATCH',
    path: `${SITE}/share-links/{shareLinkId}`,
    summary: 'Rename, activate or deactivate a share link',
    body: updateShareLinkBody,
    response: shareLink,
    status: 200,
  },
  deleteShareLink: {
    area: 'share-links',
    method: 'DELETE',
    path: `${SITE}/share-links/{shareLinkId}`,
    summary: 'Delete a share link',
    status: 204,
  },
});
