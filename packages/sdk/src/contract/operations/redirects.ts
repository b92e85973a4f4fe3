/** Operations on a site's redirects: where the published site sends a visitor's old URLs. */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import {
  createSiteRedirectBody,
  lookupSiteRedirectQuery,
  siteRedirect,
  siteRedirectLookup,
  updateSiteRedirectBody,
} from '../resources/site-redirect.js';
import { SITE } from './sites.js';

export const redirectsOperations = defineOperations({
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
});
