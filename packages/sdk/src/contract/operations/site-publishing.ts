/** Operations that govern how a site is reached: redirects, share links and publishing auth. */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { publishingAuth, updatePublishingAuthBody } from '../resources/publishing-auth.js';
import { createShareLinkBody, shareLink, updateShareLinkBody } from '../resources/share-link.js';
import {
  createSiteRedirectBody,
  lookupSiteRedirectQuery,
  siteRedirect,
  siteRedirectLookup,
  updateSiteRedirectBody,
} from '../resources/site-redirect.js';

const SITE = '/orgs/{organizationId}/sites/{siteId}';

export const sitePublishingOperations = defineOperations({
  listSiteRedirects: {
    area: 'redirects',
    method: 'GET',
    path: `${SITE}/redirects`,
    summary: "List a site's redirects",
    query: pageQuery,
    response: listOf(siteRedirect),
    status: 200,
    paginated: true,
  },
  createSiteRedirect: {
    area: 'redirects',
    method: 'POST',
    path: `${SITE}/redirects`,
    summary: 'Create a redirect (sources are unique per site)',
    body: createSiteRedirectBody,
    response: siteRedirect,
    status: 201,
  },
  updateSiteRedirect: {
    area: 'redirects',
    method: 'PATCH',
    path: `${SITE}/redirects/{siteRedirectId}`,
    summary: 'Update a redirect',
    body: updateSiteRedirectBody,
    response: siteRedirect,
    status: 200,
  },
  deleteSiteRedirect: {
    area: 'redirects',
    method: 'DELETE',
    path: `${SITE}/redirects/{siteRedirectId}`,
    summary: 'Delete a redirect',
    status: 204,
  },
  lookupSiteRedirect: {
    area: 'redirects',
    method: 'GET',
    path: `${SITE}/redirect`,
    summary: 'Find the redirect of an exact source and the published URL it leads to',
    query: lookupSiteRedirectQuery,
    response: siteRedirectLookup,
    status: 200,
  },
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
