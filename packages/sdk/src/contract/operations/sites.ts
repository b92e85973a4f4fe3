/**
 * Operations on docs sites themselves: list, create, get, update, delete, the published profile, publishing, and
 * the site's customization (how the published site looks).
 */
import { listOf } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { siteCustomization, updateSiteCustomizationBody } from '../resources/customization-input.js';
import { publishedContentSite } from '../resources/published-site.js';
import { createSiteBody, listSitesQuery, publishSiteResult, shareKeyQuery, site, updateSiteBody } from '../resources/site.js';

/** The path of one site: the site-level areas (structure, redirects, share links, visitor auth) live below it. */
export const SITE = '/orgs/{organizationId}/sites/{siteId}';

const siteOperations = defineOperations({
  listSites: {
    area: 'sites',
    method: 'GET',
    path: '/orgs/{organizationId}/sites',
    summary: "List an organization's sites",
    query: listSitesQuery,
    response: listOf(site),
    status: 200,
    paginated: true,
  },
  createSite: {
    area: 'sites',
    method: 'POST',
    path: '/orgs/{organizationId}/sites',
    summary: 'Create a site (unpublished) publishing the given spaces',
    body: createSiteBody,
    response: site,
    status: 201,
  },
  getSite: {
    area: 'sites',
    method: 'GET',
    path: '/orgs/{organizationId}/sites/{siteId}',
    summary: 'Get a site',
    response: site,
    status: 200,
  },
  updateSite: {
    area: 'sites',
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}',
    summary: 'Update a site',
    body: updateSiteBody,
    response: site,
    status: 200,
  },
  deleteSite: {
    area: 'sites',
    method: 'DELETE',
    path: '/orgs/{organizationId}/sites/{siteId}',
    summary: 'Delete a site',
    status: 204,
  },
  getPublishedSite: {
    area: 'sites',
    method: 'GET',
    path: '/orgs/{organizationId}/sites/{siteId}/published',
    summary: "Get a published site's profile: structure, customizations and scripts",
    query: shareKeyQuery,
    response: publishedContentSite,
    status: 200,
  },
  publishSite: {
    area: 'sites',
    method: 'POST',
    path: '/orgs/{organizationId}/sites/{siteId}/publish',
    summary: 'Publish a site to the audience its visibility names',
    response: publishSiteResult,
    status: 200,
  },
  unpublishSite: {
    area: 'sites',
    method: 'POST',
    path: '/orgs/{organizationId}/sites/{siteId}/unpublish',
    summary: 'Unpublish a site',
    response: site,
    status: 200,
  },
});

/**
 * The API reference shows the customization in the published profile only; these operations, which read and
 * change it, follow the published service's. A site space's override of it belongs to the site's structure.
 */
const customizationOperations = defineOperations({
  getSiteCustomization: {
    area: 'sites',
    method: 'GET',
    path: `${SITE}/customization`,
    summary: "Get a site's customization: every setting, at its default unless set",
    response: siteCustomization,
    status: 200,
  },
  updateSiteCustomization: {
    area: 'sites',
    method: 'PUT',
    path: `${SITE}/customization`,
    summary: "Replace a site's customization; settings left out return to their default",
    body: updateSiteCustomizationBody,
    response: siteCustomization,
    status: 200,
  },
});

export const sitesOperations = { ...siteOperations, ...customizationOperations } as const;
