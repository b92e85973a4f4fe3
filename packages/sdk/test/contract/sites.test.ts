import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addSiteSectionToGroupBody,
  createShareLinkBody,
  createSiteBody,
  createSiteRedirectBody,
  createSiteSectionBody,
  createSiteSectionGroupBody,
  createSiteSpaceBody,
  integration,
  listSiteSpacesQuery,
  listSitesQuery,
  lookupSiteRedirectQuery,
  moveSiteSectionBody,
  moveSiteSectionGroupBody,
  moveSiteSpaceBody,
  operations,
  publishedContentSite,
  publishingAuth,
  shareLink,
  site,
  siteRedirectLookup,
  siteSectionGroup,
  updatePublishingAuthBody,
  updateShareLinkBody,
  updateSiteBody,
  updateSiteRedirectBody,
  updateSiteSectionBody,
  updateSiteSectionGroupBody,
  updateSiteSpaceBody,
} from '../../src/contract/index.js';
import { firstError, check, chars, at } from './support.js';
const spaceExample = {
  object: 'space',
  id: 'sp_1',
  title: 'Guide',
  visibility: 'in-collection',
  createdAt: at,
  updatedAt: at,
  editMode: 'live',
  urls: { location: 'https://api/v1/spaces/sp_1', app: 'https://app/s/sp_1' },
  organization: 'org_1',
  revision: 'rev_1',
  comments: 0,
  changeRequests: 0,
  changeRequestsOpen: 0,
  changeRequestsDraft: 0,
  permissions: { access: true, admin: true, edit: true, comment: true, merge: true, review: true },
};
const siteExample = {
  object: 'site',
  id: 'site_1',
  type: 'premium',
  title: 'Acme Docs',
  hostname: 'docs.acme.test',
  basename: 'docs',
  proxy: { origin: 'https://acme.test/docs', target: 'https://acme.docpub.test' },
  visibility: 'public',
  published: true,
  siteSpaces: 1,
  createdAt: at,
  adaptiveContent: { enabled: false },
  ads: { status: 'pending', submittable: true },
  features: [{ id: 'sites-sections', plan: 'premium', frozen: false }],
  urls: { location: 'https://api/v1/orgs/org_1/sites/site_1', app: 'https://app/site_1', published: 'https://docs.acme.test/' },
};
const siteSpaceExample = {
  object: 'site-space',
  id: 'ss_1',
  path: 'guide',
  section: 'sec_1',
  space: spaceExample,
  title: 'Guide',
  default: true,
  condition: 'visitor.claims.beta',
  urls: { published: 'https://docs.acme.test/guide' },
};
const sectionExample = {
  object: 'site-section',
  id: 'sec_1',
  title: 'Product',
  description: 'All about it',
  default: true,
  path: 'product',
  sectionGroup: 'grp_1',
  siteSpaces: [siteSpaceExample],
  urls: { published: 'https://docs.acme.test/product' },
  icon: 'book',
};
const groupExample = { object: 'site-section-group', id: 'grp_1', title: 'Products', sections: [sectionExample], icon: 'box' };

describe('site responses', () => {
  it('parses a site and keeps unknown members and fields', () => {
    const parsed = site.parse({ ...siteExample, type: 'platinum', visibility: 'members-only', region: 'eu' });
    expect(parsed.type).toBe('platinum');
    expect(parsed.visibility).toBe('members-only');
    expect((parsed as Record<string, unknown>).region).toBe('eu');
    expect(firstError(site, { ...siteExample, published: undefined })).toBe('published: Invalid input: expected boolean, received undefined');
  });

  it('parses a published site profile with sections, groups and site spaces in its structure', () => {
    const profile = publishedContentSite.parse({
      object: 'published-content-site',
      site: siteExample,
      structure: { type: 'sections', structure: [sectionExample, groupExample] },
      customizations: {
        site: {
          title: 'Acme',
          styling: { theme: 'neon', corners: 'rounded', primaryColor: { light: '#0af', dark: '#08c' }, tint: { color: { light: '#eee' } }, sidebar: { list: 'pill' } },
          header: { logo: { light: 'https://cdn/l.png' }, links: [{ title: 'Home', style: 'link', to: { kind: 'url', url: 'https://acme.test' }, links: [] }] },
          footer: { groups: [{ title: 'More', links: [{ title: 'Blog', to: { kind: 'file', file: 'f_1' } }] }], copyright: '© Acme' },
          announcement: { enabled: true, message: 'New!', style: 'info' },
          themes: { default: 'dark', toggeable: true },
          pdf: { enabled: false },
          ai: { pageLinkSummaries: { enabled: true } },
          insights: { trackingCookie: false },
          brandNewSetting: { on: true },
        },
        siteSpaces: { ss_1: { title: 'Guide' } },
      },
      scripts: [{ script: 'https://int/script.js', contentSecurityPolicy: "script-src 'self'", cookies: false }],
    });
    expect(profile.structure.structure.map((entry) => entry.object)).toEqual(['site-section', 'site-section-group']);
    expect(profile.customizations.site.styling?.theme).toBe('neon');
    expect((profile.customizations.site as Record<string, unknown>).brandNewSetting).toEqual({ on: true });
    expect((profile.customizations.site.header?.links?.[0]?.to as Record<string, unknown>).url).toBe('https://acme.test');
    const flat = publishedContentSite.safeParse({ ...profile, structure: { type: 'siteSpaces', structure: [siteSpaceExample] } });
    expect(flat.success).toBe(true);
  });

  it('parses a section group with its sections and site spaces', () => {
    const group = siteSectionGroup.parse(groupExample);
    expect(group.sections[0]?.siteSpaces[0]?.space.id).toBe('sp_1');
    expect(firstError(siteSectionGroup, { ...groupExample, sections: [{ ...sectionExample, urls: undefined }] })).toMatch(/^sections\.0\.urls: /);
  });

  it('parses redirect lookups, share links and publishing auth', () => {
    const lookup = siteRedirectLookup.parse({
      redirect: { object: 'site-redirect', id: 'rd_1', source: '/old', destination: { kind: 'site-section', siteSectionId: 'sec_1' } },
      target: 'https://docs.acme.test/product',
    });
    expect(lookup.redirect.destination.siteSectionId).toBe('sec_1');
    const future = siteRedirectLookup.parse({ ...lookup, redirect: { ...lookup.redirect, destination: { kind: 'page', pageId: 'pg_1' } } });
    expect(future.redirect.destination).toEqual({ kind: 'page', pageId: 'pg_1' });
    expect(shareLink.parse({ object: 'share-link', id: 'sl_1', createdAt: at, name: 'Partners', active: true, urls: { published: 'https://docs.acme.test/?k=x' } }).active).toBe(true);
    const auth = publishingAuth.parse({ object: 'publishing-auth', backend: 'okta', privateKey: 'k'.repeat(64), fallbackURL: 'https://acme.test/login' });
    expect(auth.backend).toBe('okta');
  });
});

describe('site request limits', () => {
  it('list sites: booleans and repeated closed types', () => {
    expect(listSitesQuery.parse({ published: 'false', type: 'basic' })).toEqual({ published: false, type: ['basic'] });
    expect(listSitesQuery.parse({ type: ['basic', 'legacy-premium'] }).type).toEqual(['basic', 'legacy-premium']);
    check(listSitesQuery, [
      [{ published: 'yes' }, 'published: must be true or false'],
      [{ type: ['basic', 'gold'] }, 'type.1: must be one of basic, premium, ultimate, sponsored, legacy-basic, legacy-premium'],
    ]);
  });

  it('create site', () => {
    check(createSiteBody, [
      [{}, undefined],
      [{ title: 'ab', type: 'ultimate', visibility: 'share-link', spaces: ['sp_1'] }, undefined],
      [{ title: chars(128) }, undefined],
      [{ title: 'a' }, 'title: must be 2 to 128 characters'],
      [{ title: chars(129) }, 'title: must be 2 to 128 characters'],
      [{ type: 'gold' }, 'type: must be one of basic, premium, ultimate, sponsored, legacy-basic, legacy-premium'],
      [{ visibility: 'in-collection' }, 'visibility: must be one of public, unlisted, share-link, visitor-auth'],
      [{ spaces: Array.from({ length: 100 }, (_, i) => `sp_${i}`) }, undefined],
      [{ spaces: Array.from({ length: 101 }, (_, i) => `sp_${i}`) }, 'spaces: must have at most 100 items'],
      // The "create a new space" form of the API reference.
      [{ spaces: { title: 'New space' } }, undefined],
      [{ spaces: {} }, undefined],
      [{ spaces: { title: '' } }, 'spaces.title: must be 1 to 50 characters'],
      [{ spaces: [7] }, 'spaces.0: must be a string'],
      [{ spaces: 'sp_1' }, 'spaces: must be a list of space ids or a new space {title, emoji, parent}'],
    ]);
  });

  it('update site', () => {
    check(updateSiteBody, [
      [{ basename: 'a', proxy: null, adaptiveContent: { enabled: true }, defaultSiteSpace: 'ss_1', defaultSiteSection: 'sec_1' }, undefined],
      [{ basename: chars(100) }, undefined],
      [{ basename: '' }, 'basename: must be 1 to 100 characters'],
      [{ basename: chars(101) }, 'basename: must be 1 to 100 characters'],
      [{ title: chars(129) }, 'title: must be 2 to 128 characters'],
      [{ adaptiveContent: { enabled: 'yes' } }, 'adaptiveContent.enabled: must be true or false'],
      [{ adaptiveContent: {} }, 'adaptiveContent.enabled: is required'],
      [{ proxy: 'acme.test/docs' }, undefined],
      [{ proxy: 'www.acme.test/developer/docs' }, undefined],
      [{ proxy: '' }, String.raw`proxy: must match ^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$`],
      [{ proxy: 'https://acme.test/docs' }, String.raw`proxy: must match ^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$`],
      [{ proxy: `acme.test/${'d'.repeat(503)}` }, 'proxy: must be at most 512 characters'],
    ]);
  });

  it('sections', () => {
    check(createSiteSectionBody, [
      [{ spaceId: 'sp_1' }, undefined],
      [{ spaceId: 'sp_1', title: chars(64) }, undefined],
      [{ spaceId: 'sp_1', title: chars(65) }, 'title: must be 2 to 64 characters'],
      [{ title: 'Product' }, 'spaceId: is required'],
    ]);
    check(updateSiteSectionBody, [
      [{ title: 'ab', path: 'p', condition: 'x', icon: chars(50), description: chars(256) }, undefined],
      [{ condition: null, icon: null, description: null }, undefined],
      [{ title: 'a' }, 'title: must be 2 to 128 characters'],
      [{ path: chars(100) }, undefined],
      [{ path: chars(101) }, 'path: must be 1 to 100 characters'],
      [{ condition: chars(1024) }, undefined],
      [{ condition: '' }, 'condition: must be 1 to 1024 characters'],
      [{ condition: chars(1025) }, 'condition: must be 1 to 1024 characters'],
      [{ icon: chars(51) }, 'icon: must be at most 50 characters'],
      [{ description: chars(257) }, 'description: must be at most 256 characters'],
    ]);
    check(moveSiteSectionBody, [
      [{}, undefined],
      [{ position: { before: { type: 'site-section', siteSection: 'sec_2' } } }, undefined],
      [{ position: { after: { type: 'site-section', siteSection: 'sec_2' } } }, undefined],
      [{ position: {} }, 'position: must name exactly one of before and after'],
      [{ position: { after: { type: 'site-space', siteSection: 'sec_2' } } }, "position.after.type: must be 'site-section'"],
      [{ position: { after: { type: 'site-section' } } }, 'position.after.siteSection: is required'],
    ]);
  });

  it('section groups', () => {
    check(createSiteSectionGroupBody, [
      [{ title: 'a', icon: chars(50), sections: ['sec_1'] }, undefined],
      [{ title: chars(100) }, undefined],
      [{}, 'title: is required'],
      [{ title: '' }, 'title: must be 1 to 100 characters'],
      [{ title: chars(101) }, 'title: must be 1 to 100 characters'],
      [{ title: 'a', icon: chars(51) }, 'icon: must be at most 50 characters'],
    ]);
    check(updateSiteSectionGroupBody, [
      [{ icon: null }, undefined],
      [{ title: chars(101) }, 'title: must be 1 to 100 characters'],
    ]);
    check(addSiteSectionToGroupBody, [
      [{ sectionId: 'sec_1' }, undefined],
      [{}, 'sectionId: is required'],
    ]);
    check(moveSiteSectionGroupBody, [
      [{ position: { before: { type: 'site-section', id: 'sec_1' } } }, undefined],
      [{ position: { after: { type: 'site-section-group', id: 'grp_2' } } }, undefined],
      [{ position: { after: { type: 'site-space', id: 'ss_1' } } }, 'position.after.type: must be one of site-section, site-section-group'],
      [{ position: { after: 'grp_2' } }, 'position.after: must be an object'],
      [{ position: { after: { type: 'site-section' } } }, 'position.after.id: is required'],
    ]);
  });

  it('site spaces', () => {
    expect(listSiteSpacesQuery.parse({ default: 'true', shareKey: 'k' })).toEqual({ default: true, shareKey: 'k' });
    check(listSiteSpacesQuery, [[{ default: '1' }, 'default: must be true or false']]);
    check(createSiteSpaceBody, [
      [{ spaceId: 'sp_1', sectionId: 'sec_1' }, undefined],
      [{ sectionId: 'sec_1' }, 'spaceId: is required'],
    ]);
    check(updateSiteSpaceBody, [
      [{ path: 'a', condition: null }, undefined],
      [{ path: '' }, 'path: must be 1 to 100 characters'],
      [{ condition: chars(1025) }, 'condition: must be 1 to 1024 characters'],
    ]);
    check(moveSiteSpaceBody, [
      [{ position: { after: { type: 'site-space', siteSpace: 'ss_2' } } }, undefined],
      [{ position: { before: { type: 'site-space', siteSpace: 'ss_2' }, after: { type: 'site-space', siteSpace: 'ss_3' } } }, 'position: must name exactly one of before and after'],
    ]);
  });
});

describe('site publishing request limits', () => {
  const toSection = { kind: 'site-section', siteSectionId: 'sec_1' };
  const pattern = 'must match ^\\/[a-zA-Z0-9\\-_./]+[a-zA-Z0-9\\-_.]$';

  it('redirect sources follow the pattern with a literal hyphen, up to 512 characters', () => {
    check(createSiteRedirectBody, [
      [{ source: '/ab', destination: toSection }, undefined],
      [{ source: '/old-docs/v1.2_final', destination: toSection }, undefined],
      [{ source: `/${chars(511)}`, destination: toSection }, undefined],
      [{ source: `/${chars(512)}`, destination: toSection }, 'source: must be at most 512 characters'],
      [{ source: '/a', destination: toSection }, `source: ${pattern}`],
      [{ source: '/old/', destination: toSection }, `source: ${pattern}`],
      [{ source: 'old', destination: toSection }, `source: ${pattern}`],
      // ':' and '@' lie between '9' and '_': they would pass if the hyphen made a range.
      [{ source: '/a:b', destination: toSection }, `source: ${pattern}`],
      [{ source: '/a@b', destination: toSection }, `source: ${pattern}`],
      [{ destination: toSection }, 'source: is required'],
    ]);
  });

  it('redirect destinations are the published kinds: section, site space, page, external URL, or a page path', () => {
    check(createSiteRedirectBody, [
      [{ source: '/old', destination: { kind: 'external', url: 'https://acme.test/new' } }, undefined],
      [{ source: '/old', destination: { kind: 'site-space', siteSpaceId: 'ss_1' } }, undefined],
      [{ source: '/old', destination: { kind: 'site-page', siteSpaceId: 'ss_1', pageId: 'pg_1' }, permanent: true }, undefined],
      [{ source: '/old', destination: { kind: 'path', spaceId: 'sp_1', path: 'guides/intro' }, draft: true }, undefined],
      [{ source: '/old' }, 'destination: is required'],
      [{ source: '/old', destination: 'sec_1' }, 'destination: must be an object'],
      [
        { source: '/old', destination: { kind: 'url', url: 'https://acme.test/new' } },
        'destination.kind: must be one of site-section, site-space, site-page, external, path',
      ],
      [{ source: '/old', destination: { kind: 'site-section' } }, 'destination.siteSectionId: is required'],
      [{ source: '/old', destination: { kind: 'site-page', siteSpaceId: 'ss_1' } }, 'destination.pageId: is required'],
      [{ source: '/old', destination: { kind: 'external', url: 'acme.test' } }, 'destination.url: must be an absolute URL'],
      [{ source: '/old', destination: { kind: 'site-space', siteSpaceId: 'ss_1' }, captureWildcard: 'yes' }, 'captureWildcard: must be true or false'],
    ]);
    check(updateSiteRedirectBody, [
      [{}, undefined],
      [{ source: '/a' }, `source: ${pattern}`],
    ]);
    check(lookupSiteRedirectQuery, [
      [{ source: '/old', shareKey: 'k' }, undefined],
      [{}, 'source: is required'],
      [{ source: `/${chars(512)}` }, 'source: must be at most 512 characters'],
    ]);
  });

  it('share links and publishing auth', () => {
    check(createShareLinkBody, [
      [{ name: 'a' }, undefined],
      [{ name: chars(50) }, undefined],
      [{}, 'name: is required'],
      [{ name: '' }, 'name: must be 1 to 50 characters'],
      [{ name: chars(51) }, 'name: must be 1 to 50 characters'],
    ]);
    check(updateShareLinkBody, [
      [{ active: false }, undefined],
      [{ active: 'no' }, 'active: must be true or false'],
      [{ name: chars(51) }, 'name: must be 1 to 50 characters'],
    ]);
    check(updatePublishingAuthBody, [
      [{ backend: 'custom', fallbackURL: 'https://acme.test/login' }, undefined],
      [{ backend: 'okta' }, 'backend: must be one of custom, integration'],
      [{ backend: 'integration', integration: 'okta-login' }, undefined],
      [{ backend: 'custom', fallbackURL: '/login' }, 'fallbackURL: must be an absolute URL'],
      [{ fallbackURL: 'https://acme.test/login' }, 'backend: is required'],
    ]);
  });
});

describe('operation table', () => {
  const mine = {
    listSites: ['GET', '/orgs/{organizationId}/sites', 200],
    createSite: ['POST', '/orgs/{organizationId}/sites', 201],
    getSite: ['GET', '/orgs/{organizationId}/sites/{siteId}', 200],
    updateSite: ['PATCH', '/orgs/{organizationId}/sites/{siteId}', 200],
    deleteSite: ['DELETE', '/orgs/{organizationId}/sites/{siteId}', 204],
    getPublishedSite: ['GET', '/orgs/{organizationId}/sites/{siteId}/published', 200],
    publishSite: ['POST', '/orgs/{organizationId}/sites/{siteId}/publish', 200],
    unpublishSite: ['POST', '/orgs/{organizationId}/sites/{siteId}/unpublish', 200],
    listSiteSections: ['GET', '/orgs/{organizationId}/sites/{siteId}/sections', 200],
    createSiteSection: ['POST', '/orgs/{organizationId}/sites/{siteId}/sections', 201],
    updateSiteSection: ['PATCH', '/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}', 200],
    deleteSiteSection: ['DELETE', '/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}', 204],
    moveSiteSection: ['POST', '/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}/move', 200],
    listSiteSectionGroups: ['GET', '/orgs/{organizationId}/sites/{siteId}/section-groups', 200],
    createSiteSectionGroup: ['POST', '/orgs/{organizationId}/sites/{siteId}/section-groups', 201],
    updateSiteSectionGroup: ['PATCH', '/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}', 200],
    deleteSiteSectionGroup: ['DELETE', '/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}', 204],
    addSiteSectionToGroup: ['POST', '/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections', 200],
    removeSiteSectionFromGroup: ['DELETE', '/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections/{siteSectionId}', 204],
    moveSiteSectionGroup: ['POST', '/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/move', 200],
    listSiteSpaces: ['GET', '/orgs/{organizationId}/sites/{siteId}/site-spaces', 200],
    createSiteSpace: ['POST', '/orgs/{organizationId}/sites/{siteId}/site-spaces', 201],
    updateSiteSpace: ['PATCH', '/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}', 200],
    deleteSiteSpace: ['DELETE', '/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}', 204],
    moveSiteSpace: ['POST', '/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/move', 200],
    listSiteRedirects: ['GET', '/orgs/{organizationId}/sites/{siteId}/redirects', 200],
    createSiteRedirect: ['POST', '/orgs/{organizationId}/sites/{siteId}/redirects', 201],
    updateSiteRedirect: ['PATCH', '/orgs/{organizationId}/sites/{siteId}/redirects/{siteRedirectId}', 200],
    deleteSiteRedirect: ['DELETE', '/orgs/{organizationId}/sites/{siteId}/redirects/{siteRedirectId}', 204],
    lookupSiteRedirect: ['GET', '/orgs/{organizationId}/sites/{siteId}/redirect', 200],
    listShareLinks: ['GET', '/orgs/{organizationId}/sites/{siteId}/share-links', 200],
    createShareLink: ['POST', '/orgs/{organizationId}/sites/{siteId}/share-links', 201],
    updateShareLink: ['PATCH', '/orgs/{organizationId}/sites/{siteId}/share-links/{shareLinkId}', 200],
    deleteShareLink: ['DELETE', '/orgs/{organizationId}/sites/{siteId}/share-links/{shareLinkId}', 204],
    getPublishingAuth: ['GET', '/orgs/{organizationId}/sites/{siteId}/publishing/auth', 200],
    updatePublishingAuth: ['PATCH', '/orgs/{organizationId}/sites/{siteId}/publishing/auth', 200],
    regeneratePublishingAuth: ['POST', '/orgs/{organizationId}/sites/{siteId}/publishing/auth/regenerate', 200],
    listOpenApiSpecs: ['GET', '/orgs/{organizationId}/openapi', 200],
    createOpenApiSpec: ['POST', '/orgs/{organizationId}/openapi', 201],
    getOpenApiSpec: ['GET', '/orgs/{organizationId}/openapi/{specSlug}', 200],
    upsertOpenApiSpec: ['PUT', '/orgs/{organizationId}/openapi/{specSlug}', 200],
    deleteOpenApiSpec: ['DELETE', '/orgs/{organizationId}/openapi/{specSlug}', 204],
    listOpenApiSpecVersions: ['GET', '/orgs/{organizationId}/openapi/{specSlug}/versions', 200],
    getLatestOpenApiSpecVersion: ['GET', '/orgs/{organizationId}/openapi/{specSlug}/versions/latest', 200],
    getLatestOpenApiSpecVersionContent: ['GET', '/orgs/{organizationId}/openapi/{specSlug}/versions/latest/content', 200],
    getOpenApiSpecVersion: ['GET', '/orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}', 200],
    getOpenApiSpecVersionContent: ['GET', '/orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}/content', 200],
    listTranslations: ['GET', '/orgs/{organizationId}/translations', 200],
    createTranslation: ['POST', '/orgs/{organizationId}/translations', 201],
    getTranslation: ['GET', '/orgs/{organizationId}/translations/{translationSettingsId}', 200],
    updateTranslation: ['PUT', '/orgs/{organizationId}/translations/{translationSettingsId}', 200],
    deleteTranslation: ['DELETE', '/orgs/{organizationId}/translations/{translationSettingsId}', 204],
    listSpaceIntegrations: ['GET', '/spaces/{spaceId}/integrations', 200],
    getSpaceIntegrationBlocks: ['GET', '/spaces/{spaceId}/integration-blocks', 200],
    getSpaceIntegrationScripts: ['GET', '/spaces/{spaceId}/integration-scripts', 200],
    listIntegrations: ['GET', '/integrations', 200],
    getIntegration: ['GET', '/integrations/{integrationName}', 200],
    publishIntegration: ['POST', '/integrations/{integrationName}', 200],
  } as const;

  it('has every site, spec, translation and integration operation with its method, path and status', () => {
    for (const [id, [method, path, status]] of Object.entries(mine)) {
      const operation = (operations as Record<string, { method: string; path: string; status: number; response?: unknown }>)[id];
      expect(operation, id).toBeDefined();
      expect([operation!.method, operation!.path, operation!.status], id).toEqual([method, path, status]);
      expect(operation!.response === undefined, id).toBe(status === 204);
    }
  });

  it('pages exactly the list operations', () => {
    for (const id of Object.keys(mine)) {
      const operation = (operations as Record<string, { paginated?: boolean; query?: z.ZodType }>)[id]!;
      expect(Boolean(operation.paginated), id).toBe(id.startsWith('list'));
      if (operation.paginated) expect(operation.query!.safeParse({ limit: '1001' }).success, id).toBe(false);
    }
  });
});
