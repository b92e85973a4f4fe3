/** Operations on docs sites themselves: list, create, get, update, delete, the published profile, publishing. */
import { listOf } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { publishedContentSite } from '../resources/published-site.js';
import { createSiteBody, listSitesQuery, publishSiteResult, shareKeyQuery, site, updateSiteBody } from '../resources/site.js';

export const siteOperations = defineOperations({
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
