/** Operations on a site's structure: sections, section groups and site spaces. */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import {
  addSiteSectionToGroupBody,
  createSiteSectionGroupBody,
  moveSiteSectionGroupBody,
  siteSectionGroup,
  updateSiteSectionGroupBody,
} from '../resources/site-section-group.js';
import {
  createSiteSectionBody,
  listSiteSectionsQuery,
  moveSiteSectionBody,
  siteSection,
  updateSiteSectionBody,
} from '../resources/site-section.js';
import {
  createSiteSpaceBody,
  listSiteSpacesQuery,
  moveSiteSpaceBody,
  siteSpace,
  updateSiteSpaceBody,
} from '../resources/site-space.js';

const SECTIONS = '/orgs/{organizationId}/sites/{siteId}/sections';
const GROUPS = '/orgs/{organizationId}/sites/{siteId}/section-groups';
const SITE_SPACES = '/orgs/{organizationId}/sites/{siteId}/site-spaces';

export const siteStructureOperations = defineOperations({
  listSiteSections: {
    method: 'GET',
    path: SECTIONS,
    summary: "List a site's sections",
    query: listSiteSectionsQuery,
    response: listOf(siteSection),
    status: 200,
    paginated: true,
  },
  createSiteSection: {
    method: 'POST',
    path: SECTIONS,
    summary: 'Create a section publishing a space',
    body: createSiteSectionBody,
    response: siteSection,
    status: 201,
  },
  updateSiteSection: {
    method: 'PATCH',
    path: `${SECTIONS}/{siteSectionId}`,
    summary: 'Update a section',
    body: updateSiteSectionBody,
    response: siteSection,
    status: 200,
  },
  deleteSiteSection: {
    method: 'DELETE',
    path: `${SECTIONS}/{siteSectionId}`,
    summary: 'Delete a section',
    status: 204,
  },
  moveSiteSection: {
    method: 'POST',
    path: `${SECTIONS}/{siteSectionId}/move`,
    summary: 'Move a section before or after another (to the end without a position)',
    body: moveSiteSectionBody,
    response: siteSection,
    status: 200,
  },
  listSiteSectionGroups: {
    method: 'GET',
    path: GROUPS,
    summary: "List a site's section groups",
    query: pageQuery,
    response: listOf(siteSectionGroup),
    status: 200,
    paginated: true,
  },
  createSiteSectionGroup: {
    method: 'POST',
    path: GROUPS,
    summary: 'Create a section group',
    body: createSiteSectionGroupBody,
    response: siteSectionGroup,
    status: 201,
  },
  updateSiteSectionGroup: {
    method: 'PATCH',
    path: `${GROUPS}/{siteSectionGroupId}`,
    summary: 'Update a section group',
    body: updateSiteSectionGroupBody,
    response: siteSectionGroup,
    status: 200,
  },
  deleteSiteSectionGroup: {
    method: 'DELETE',
    path: `${GROUPS}/{siteSectionGroupId}`,
    summary: 'Delete a section group',
    status: 204,
  },
  addSiteSectionToGroup: {
    method: 'POST',
    path: `${GROUPS}/{siteSectionGroupId}/sections`,
    summary: 'Add a section to a group',
    body: addSiteSectionToGroupBody,
    response: siteSectionGroup,
    status: 200,
  },
  removeSiteSectionFromGroup: {
    method: 'DELETE',
    path: `${GROUPS}/{siteSectionGroupId}/sections/{siteSectionId}`,
    summary: 'Take a section out of a group',
    status: 204,
  },
  moveSiteSectionGroup: {
    method: 'POST',
    path: `${GROUPS}/{siteSectionGroupId}/move`,
    summary: "Move a section group among the site's top-level entries (to the end without a position)",
    body: moveSiteSectionGroupBody,
    response: siteSectionGroup,
    status: 200,
  },
  listSiteSpaces: {
    method: 'GET',
    path: SITE_SPACES,
    summary: "List a site's site spaces",
    query: listSiteSpacesQuery,
    response: listOf(siteSpace),
    status: 200,
    paginated: true,
  },
  createSiteSpace: {
    method: 'POST',
    path: SITE_SPACES,
    summary: 'Publish a space on a site',
    body: createSiteSpaceBody,
    response: siteSpace,
    status: 201,
  },
  updateSiteSpace: {
    method: 'PATCH',
    path: `${SITE_SPACES}/{siteSpaceId}`,
    summary: 'Update a site space',
    body: updateSiteSpaceBody,
    response: siteSpace,
    status: 200,
  },
  deleteSiteSpace: {
    method: 'DELETE',
    path: `${SITE_SPACES}/{siteSpaceId}`,
    summary: 'Remove a space from a site',
    status: 204,
  },
  moveSiteSpace: {
    method: 'POST',
    path: `${SITE_SPACES}/{siteSpaceId}/move`,
    summary: 'Move a site space before or after another (to the end without a position)',
    body: moveSiteSpaceBody,
    response: siteSpace,
    status: 200,
  },
});
