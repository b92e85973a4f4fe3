/**
 * Operations on how a published site looks: the site's customization, and a site space's override of it.
 * The API reference shows the customization in the published profile only; these operations, which read and
 * change it, follow the published service's.
 */
import { defineOperations } from '../operation.js';
import {
  overrideSiteSpaceCustomizationBody,
  siteCustomization,
  updateSiteCustomizationBody,
} from '../resources/customization-input.js';

const SITE = '/orgs/{organizationId}/sites/{siteId}';

export const siteCustomizationOperations = defineOperations({
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
