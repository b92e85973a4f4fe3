/** Operations on a site's structure: sections, section groups, site spaces and a site space's customization. */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { overrideSiteSpaceCustomizationBody, siteCustomization } from '../resources/customization-input.js';
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
import { SITE } from './sites.js';

const SECTIONS = '/orgs/{organizationId}/sites/{siteId}/sections';
const GROUPS = '/orgs/{organizationId}/sites/{siteId}/section-groups';
const SITE_SPACES = '/orgs/{organizationId}/sites/{siteId}/site-spaces';

const structureOperations = defineOperations({
  listSiteSections: {
    area: 'site-structure',
    method: 'GET',
    path: SECTIONS,
    summary: "List a site's sections",
    query: listSiteSectionsQuery,
    response: listOf(siteSection),
    status: 200,
    paginated: true,
  },
  createSiteSection: {
    area: 'site-structure',
    method: 'POST',
    path: SECTIONS,
    summary: 'Create a section publishing a space',
    body: createSiteSectionBody,
    response: siteSection,
    status: 201,
  },
  updateSiteSection: {
    area: 'site-structure',
    method: 'PATCH',
    path: `${SECTIONS}/{siteSectionId}`,
    summary: 'Update a section',
    body: updateSiteSectionBody,
    response: siteSection,
    status: 200,
  },
  deleteSiteSection: {
    area: 'site-structure',
    method: 'DELETE',
    path: `${SECTIONS}/{siteSectionId}`,
    summary: 'Delete a section',
    status: 204,
  },
  moveSiteSection: {
    area: 'site-structure',
    method: 'POST',
    path: `${SECTIONS}/{siteSectionId}/move`,
    summary: 'Move a section before or after another (to the end without a position)',
    body: moveSiteSectionBody,
    response: siteSection,
    status: 200,
  },
  listSiteSectionGroups: {
    area: 'site-structure',
    method: 'GET',
    path: GROUPS,
    summary: "List a site's section groups",
    query: pageQuery,
    response: listOf(siteSectionGroup),
    status: 200,
    paginated: true,
  },
  createSiteSectionGroup: {
    area: 'site-structure',
    method: 'POST',
    path: GROUPS,
    summary: 'Create a section group',
    body: createSiteSectionGroupBody,
    response: siteSectionGroup,
    status: 201,
  },
  updateSiteSectionGroup: {
    area: 'site-structure',
    method: 'PATCH',
    path: `${GROUPS}/{siteSectionGroupId}`,
    summary: 'Update a section group',
    body: updateSiteSectionGroupBody,
    response: siteSectionGroup,
    status: 200,
  },
  deleteSiteSectionGroup: {
    area: 'site-structure',
    method: 'DELETE',
    path: `${GROUPS}/{siteSectionGroupId}`,
    summary: 'Delete a section group',
    status: 204,
  },
  addSiteSectionToGroup: {
    area: 'site-structure',
    method: 'POST',
    path: `${GROUPS}/{siteSectionGroupId}/sections`,
    summary: 'Add a section to a group',
    body: addSiteSectionToGroupBody,
    response: siteSectionGroup,
    status: 200,
  },
  removeSiteSectionFromGroup: {
    area: 'site-structure',
    method: 'DELETE',
    path: `${GROUPS}/{siteSectionGroupId}/sections/{siteSectionId}`,
    summary: 'Take a section out of a group',
    status: 204,
  },
  moveSiteSectionGroup: {
    area: 'site-structure',
    method: 'POST',
    path: `${GROUPS}/{siteSectionGroupId}/move`,
    summary: "Move a section group among the site's top-level entries (to the end without a position)",
    body: moveSiteSectionGroupBody,
    response: siteSectionGroup,
    status: 200,
  },
  listSiteSpaces: {
    area: 'site-structure',
    method: 'GET',
    path: SITE_SPACES,
    summary: "List a site's site spaces",
    query: listSiteSpacesQuery,
    response: listOf(siteSpace),
    status: 200,
    paginated: true,
  },
  createSiteSpace: {
    area: 'site-structure',
    method: 'POST',
    path: SITE_SPACES,
    summary: 'Publish a space on a site',
    body: createSiteSpaceBody,
    response: siteSpace,
    status: 201,
  },
  updateSiteSpace: {
    area: 'site-structure',
    method: 'PATCH',
    path: `${SITE_SPACES}/{siteSpaceId}`,
    summary: 'Update a site space',
    body: updateSiteSpaceBody,
    response: siteSpace,
    status: 200,
  },
  deleteSiteSpace: {
    area: 'site-structure',
    method: 'DELETE',
    path: `${SITE_SPACES}/{siteSpaceId}`,
    summary: 'Remove a space from a site',
    status: 204,
  },
  moveSiteSpace: {
    area: 'site-structure',
    method: 'POST',
    path: `${SITE_SPACES}/{siteSpaceId}/move`,
    summary: 'Move a site space before or after another (to the end without a position)',
    body: moveSiteSpaceBody,
    response: siteSpace,
    status: 200,
  },
});

/**
 * A site space's override of the site's customization. As for the site's own, the API reference does not show
 * these operations: they follow the published service's.
 */
const siteSpaceCustomizationOperations = defineOperations({
  getSiteSpaceCustomization: {
    area: 'site-structure',
    method: 'GET',
    path: `${SITE}/site-spaces/{siteSpaceId}/customization`,
    summary: "Get the customization a site space shows: the site's, with the site space's overrides",
    response: siteCustomization,
    status: 200,
  },
  overrideSiteSpaceCustomization: {
    area: 'site-structure',
    method: 'PATCH',
    path: `${SITE}/site-spaces/{siteSpaceId}/customization`,
    summary: "Override settings of the site's customization for one site space (null resets a setting)",
    body: overrideSiteSpaceCustomizationBody,
    response: siteCustomization,
    status: 200,
  },
  deleteSiteSpaceCustomization: {
    area: 'site-structure',
    method: 'DELETE',
    path: `${SITE}/site-spaces/{siteSpaceId}/customization`,
    summary: "Remove a site space's overrides: it shows the site's customization again",
    status: 204,
  },
});

export const siteStructureOperations = { ...structureOperations, ...siteSpaceCustomizationOperations } as const;
