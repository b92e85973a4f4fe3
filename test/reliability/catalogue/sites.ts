/** Valid requests of the site, site-structure and publishing operations, on the demo world's docs site. */
import { DEMO } from '@docpub/mock-server';
import type { MatrixWorld } from '../support/matrix-world.js';
import { one, type CaseTable } from './request-case.js';

const ids = DEMO.sites;
const site = (w: MatrixWorld) => ({ organizationId: w.organizationId, siteId: ids.docs });
const paging = { limit: '20' };

export const siteCases = {
  listSites: one((w) => ({
    params: { organizationId: w.organizationId },
    query: { ...paging, title: 'docs', published: 'true', type: ['basic', 'premium'], space: DEMO.spaces.handbook },
  })),
  createSite: one((w) => ({
    params: { organizationId: w.organizationId },
    body: { title: 'Matrix site', type: 'premium', visibility: 'unlisted', spaces: [w.spaceId] },
  })),
  getSite: one((w) => ({ params: site(w) })),
  updateSite: one((w) => ({
    params: site(w),
    body: {
      title: 'Acme Docs 2',
      visibility: 'share-link',
      basename: 'docs-2',
      adaptiveContent: { enabled: true },
      defaultSiteSection: ids.sections.api,
      proxy: 'acme.test/docs',
    },
  })),
  deleteSite: one((w) => ({ params: site(w) })),
  getPublishedSite: one((w) => ({ params: site(w), query: { shareKey: ids.shareKeys.partners } })),
  publishSite: one((w) => ({ params: site(w) })),
  unpublishSite: one((w) => ({ params: site(w) })),

  listSiteSections: one((w) => ({ params: site(w), query: { ...paging, shareKey: ids.shareKeys.partners } })),
  createSiteSection: one((w) => ({ params: site(w), body: { spaceId: w.spaceId, title: 'Matrix' } })),
  updateSiteSection: one((w) => ({
    params: { ...site(w), siteSectionId: ids.sections.guides },
    body: { title: 'Guides 2', path: 'guides-2', condition: 'visitor.claims.staff', icon: 'book', description: null },
  })),
  deleteSiteSection: one((w) => ({ params: { ...site(w), siteSectionId: ids.sections.guides } })),
  moveSiteSection: one((w) => ({
    params: { ...site(w), siteSectionId: ids.sections.guides },
    body: { position: { after: { type: 'site-section', siteSection: ids.sections.api } } },
  })),
  listSiteSectionGroups: one((w) => ({ params: site(w), query: paging })),
  createSiteSectionGroup: one((w) => ({ params: site(w), body: { title: 'Guides group', icon: 'map', sections: [ids.sections.guides] } })),
  updateSiteSectionGroup: one((w) => ({ params: { ...site(w), siteSectionGroupId: ids.groups.reference }, body: { title: 'Ref', icon: null } })),
  deleteSiteSectionGroup: one((w) => ({ params: { ...site(w), siteSectionGroupId: ids.groups.reference } })),
  addSiteSectionToGroup: one((w) => ({
    params: { ...site(w), siteSectionGroupId: ids.groups.reference },
    body: { sectionId: ids.sections.guides },
  })),
  removeSiteSectionFromGroup: one((w) => ({
    params: { ...site(w), siteSectionGroupId: ids.groups.reference, siteSectionId: ids.sections.api },
  })),
  moveSiteSectionGroup: one((w) => ({
    params: { ...site(w), siteSectionGroupId: ids.groups.reference },
    body: { position: { before: { type: 'site-section', id: ids.sections.guides } } },
  })),
  listSiteSpaces: one((w) => ({ params: site(w), query: { ...paging, default: 'false', shareKey: ids.shareKeys.partners } })),
  createSiteSpace: one((w) => ({ params: site(w), body: { spaceId: w.spaceId, sectionId: ids.sections.guides } })),
  updateSiteSpace: one((w) => ({
    params: { ...site(w), siteSpaceId: ids.siteSpaces.roadmap },
    body: { path: 'plans', condition: 'visitor.claims.beta' },
  })),
  deleteSiteSpace: one((w) => ({ params: { ...site(w), siteSpaceId: ids.siteSpaces.roadmap } })),
  moveSiteSpace: one((w) => ({
    params: { ...site(w), siteSpaceId: ids.siteSpaces.roadmap },
    body: { position: { before: { type: 'site-space', siteSpace: ids.siteSpaces.handbook } } },
  })),

  listSiteRedirects: one((w) => ({ params: site(w), query: paging })),
  createSiteRedirect: one((w) => ({
    params: site(w),
    body: { source: '/matrix/old-page', destination: { kind: 'site-section', siteSectionId: ids.sections.guides } },
  })),
  updateSiteRedirect: one((w) => ({
    params: { ...site(w), siteRedirectId: ids.redirects.oldApi },
    body: { source: '/older-api', destination: { kind: 'external', url: 'https://example.com/api' } },
  })),
  deleteSiteRedirect: one((w) => ({ params: { ...site(w), siteRedirectId: ids.redirects.oldApi } })),
  lookupSiteRedirect: one((w) => ({ params: site(w), query: { source: '/old-api', shareKey: ids.shareKeys.partners } })),
  listShareLinks: one((w) => ({ params: site(w), query: paging })),
  createShareLink: one((w) => ({ params: site(w), body: { name: 'Matrix' } })),
  updateShareLink: one((w) => ({ params: { ...site(w), shareLinkId: ids.shareLinks.partners }, body: { active: false, name: 'Old partners' } })),
  deleteShareLink: one((w) => ({ params: { ...site(w), shareLinkId: ids.shareLinks.partners } })),
  getPublishingAuth: one((w) => ({ params: site(w) })),
  updatePublishingAuth: one((w) => ({ params: site(w), body: { backend: 'custom', fallbackURL: 'https://acme.test/login' } })),
  regeneratePublishingAuth: one((w) => ({ params: site(w) })),
  getSiteCustomization: one((w) => ({ params: site(w) })),
  updateSiteCustomization: one((w) => ({
    params: site(w),
    body: { title: 'Acme Docs', styling: { theme: 'bold', primaryColor: { light: '#3366ff', dark: '#6690ff' } }, feedback: { enabled: true } },
  })),
  getSiteSpaceCustomization: one((w) => ({ params: { ...site(w), siteSpaceId: ids.siteSpaces.roadmap } })),
  overrideSiteSpaceCustomization: one((w) => ({
    params: { ...site(w), siteSpaceId: ids.siteSpaces.roadmap },
    body: { title: 'Roadmap (beta)', styling: { theme: 'muted' } },
  })),
  deleteSiteSpaceCustomization: one((w) => ({ params: { ...site(w), siteSpaceId: ids.siteSpaces.roadmap } })),
} satisfies Partial<CaseTable>;
