/**
 * Published request properties the reference server refuses as unknown, per operation, each with the reason
 * DocPub does not take it: features of the published service DocPub does not model (README, "What the
 * reference server models"). Refusing them is deliberate: accepting and ignoring them would answer 200 for a
 * request whose effect never happens. `request-fields-known.test.ts` fails when a published property is refused
 * without an entry here, and when an entry is no longer needed.
 */
const TEMPLATES = 'DocPub has no content templates';
const DRAFTS = 'DocPub has no draft site structure: changes to a site are live at once';
const LOCALIZED = 'DocPub keeps one title and description per section, group or site, not one per language';
const PAGE_TARGETS = 'a DocPub site space publishes a whole space, never a single page of it';
const LANGUAGES = 'DocPub has no per-space or per-translation language setting';

export const UNKNOWN_FIELD_EXCEPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  updateSiteCustomization: {
    localizedTitle: LOCALIZED,
    pageActions: 'DocPub models no page actions (buttons a published page offers its readers)',
    socialAccounts: "DocPub's site customization has no social accounts",
  },
  overrideSiteSpaceCustomization: { localizedTitle: LOCALIZED },
  createSpace: {
    language: LANGUAGES,
    template: TEMPLATES,
    computedSource: 'DocPub has no computed spaces (spaces generated from a source)',
    empty: 'a DocPub space always starts empty: there is no starter content to opt out of',
  },
  updateSpace: {
    language: LANGUAGES,
    mergeRules: 'DocPub has no merge rules: every space follows its organization (none)',
  },
  exportGit: { standalone: 'an export writes the primary content; only an import can make a standalone revision' },
  createChangeRequest: { template: TEMPLATES },
  updateChangeRequest: {
    description: 'a DocPub change request has a subject only',
    links: 'DocPub does not link change requests to outside issues',
  },
  createComment: { tableCell: 'DocPub comments target pages and nodes, not cells of a table' },
  updateSite: {
    defaultLevel: 'a DocPub site is read by the whole organization; it has no default role of its own',
    styleguide: 'DocPub has no style guides',
  },
  createSiteSection: {
    template: TEMPLATES,
    icon: 'a section is given its icon by PATCH, as the API reference tables it',
    draft: DRAFTS,
    pageId: PAGE_TARGETS,
    siteSectionGroupId: 'a section joins a group through POST .../section-groups/{id}/sections, as the API reference tables it',
  },
  updateSiteSection: {
    localizedTitle: LOCALIZED,
    draft: DRAFTS,
    localizedDescription: LOCALIZED,
    siteSectionGroupId: 'a section joins a group through POST .../section-groups/{id}/sections, as the API reference tables it',
  },
  createSiteSectionGroup: { parent: 'DocPub section groups do not nest', draft: DRAFTS },
  updateSiteSectionGroup: { localizedTitle: LOCALIZED, draft: DRAFTS, parentSectionGroupId: 'DocPub section groups do not nest' },
  createSiteSpace: {
    template: TEMPLATES,
    draft: DRAFTS,
    pageId: PAGE_TARGETS,
    title: 'a site space shows the title of its space',
  },
  updateSiteSpace: {
    pageId: PAGE_TARGETS,
    spaceId: 'a site space keeps its space: publish another space with a new site space',
    hidden: 'DocPub has no hidden site spaces: remove it or give it a condition',
    draft: DRAFTS,
  },
  updatePublishingAuth: { logoutURL: 'DocPub visitor authentication has no logout redirect' },
  createTranslation: {
    source: 'DocPub translation settings hold a title and languages only: no machine translation source',
    language: LANGUAGES,
    instructions: 'DocPub does not translate: there are no translation instructions',
  },
  updateTranslation: { instructions: 'DocPub does not translate: there are no translation instructions' },
  publishIntegration: { runtime: 'DocPub runs no integration code: there is no runtime to choose' },
};
