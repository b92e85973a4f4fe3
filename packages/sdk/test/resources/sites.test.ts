import { describe } from 'vitest';
import { another, examples } from './fixtures.js';
import { created, itCalls, itLists, noContent, ok } from './harness.js';

const { site, publishedSite, siteSection, siteSectionGroup, siteSpace } = examples;
const SITE = '/orgs/org-acme/sites/site-docs';

describe('client.sites', () => {
  itLists([
    {
      name: 'sites.list (repeated type filter)',
      list: (client) =>
        client.sites.list('org-acme', { published: true, type: ['basic', 'premium'], space: 'space-handbook', title: 'Docs' }),
      path: '/orgs/org-acme/sites',
      query: { published: 'true', type: ['basic', 'premium'], space: 'space-handbook', title: 'Docs' },
      items: [site, another(site, { id: 'site-api', title: 'Acme API', published: false })],
    },
  ]);
  itCalls([
    {
      name: 'sites.create',
      call: (client) => client.sites.create('org-acme', { title: 'Acme Docs', visibility: 'share-link', spaces: ['space-handbook'] }),
      method: 'POST',
      path: '/orgs/org-acme/sites',
      body: { title: 'Acme Docs', visibility: 'share-link', spaces: ['space-handbook'] },
      reply: created(another(site, { visibility: 'share-link', published: false })),
    },
    { name: 'sites.get', call: (client) => client.sites.get('org-acme', 'site-docs'), method: 'GET', path: SITE, reply: ok(site) },
    {
      name: 'sites.update',
      call: (client) => client.sites.update('org-acme', 'site-docs', { basename: 'docs', proxy: null, adaptiveContent: { enabled: true } }),
      method: 'PATCH',
      path: SITE,
      body: { basename: 'docs', proxy: null, adaptiveContent: { enabled: true } },
      reply: ok(another(site, { basename: 'docs', adaptiveContent: { enabled: true } })),
    },
    { name: 'sites.delete', call: (client) => client.sites.delete('org-acme', 'site-docs'), method: 'DELETE', path: SITE, reply: noContent },
    {
      name: 'sites.publish',
      call: (client) => client.sites.publish('org-acme', 'site-docs'),
      method: 'POST',
      path: `${SITE}/publish`,
      reply: ok(site),
    },
    {
      name: 'sites.unpublish',
      call: (client) => client.sites.unpublish('org-acme', 'site-docs'),
      method: 'POST',
      path: `${SITE}/unpublish`,
      reply: ok(another(site, { published: false })),
    },
    {
      name: 'sites.getPublished',
      call: (client) => client.sites.getPublished('org-acme', 'site-docs', { shareKey: 's3cr3t-key' }),
      method: 'GET',
      path: `${SITE}/published`,
      query: { shareKey: 's3cr3t-key' },
      reply: ok(publishedSite),
    },
  ]);
});

describe('client.sites.sections', () => {
  itLists([
    {
      name: 'sites.sections.list',
      list: (client) => client.sites.sections.list('org-acme', 'site-docs', { shareKey: 'k1' }),
      path: `${SITE}/sections`,
      query: { shareKey: 'k1' },
      items: [siteSection, another(siteSection, { id: 'section-api', title: 'API', path: 'api', default: false })],
    },
  ]);
  itCalls([
    {
      name: 'sites.sections.create',
      call: (client) => client.sites.sections.create('org-acme', 'site-docs', { spaceId: 'space-handbook', title: 'Guides' }),
      method: 'POST',
      path: `${SITE}/sections`,
      body: { spaceId: 'space-handbook', title: 'Guides' },
      reply: created(siteSection),
    },
    {
      name: 'sites.sections.update',
      call: (client) => client.sites.sections.update('org-acme', 'site-docs', 'section-guides', { condition: null, icon: 'compass' }),
      method: 'PATCH',
      path: `${SITE}/sections/section-guides`,
      body: { condition: null, icon: 'compass' },
      reply: ok(another(siteSection, { icon: 'compass' })),
    },
    {
      name: 'sites.sections.delete',
      call: (client) => client.sites.sections.delete('org-acme', 'site-docs', 'section-guides'),
      method: 'DELETE',
      path: `${SITE}/sections/section-guides`,
      reply: noContent,
    },
    {
      name: 'sites.sections.move',
      call: (client) =>
        client.sites.sections.move('org-acme', 'site-docs', 'section-guides', {
          position: { before: { type: 'site-section', siteSection: 'section-api' } },
        }),
      method: 'POST',
      path: `${SITE}/sections/section-guides/move`,
      body: { position: { before: { type: 'site-section', siteSection: 'section-api' } } },
      reply: ok(siteSection),
    },
  ]);
});

describe('client.sites.sectionGroups', () => {
  const GROUPS = `${SITE}/section-groups`;
  itLists([
    {
      name: 'sites.sectionGroups.list',
      list: (client) => client.sites.sectionGroups.list('org-acme', 'site-docs'),
      path: GROUPS,
      items: [siteSectionGroup, another(siteSectionGroup, { id: 'group-build', title: 'Build', sections: [] })],
    },
  ]);
  itCalls([
    {
      name: 'sites.sectionGroups.create',
      call: (client) =>
        client.sites.sectionGroups.create('org-acme', 'site-docs', { title: 'Learn', icon: 'graduation-cap', sections: ['section-guides'] }),
      method: 'POST',
      path: GROUPS,
      body: { title: 'Learn', icon: 'graduation-cap', sections: ['section-guides'] },
      reply: created(siteSectionGroup),
    },
    {
      name: 'sites.sectionGroups.update',
      call: (client) => client.sites.sectionGroups.update('org-acme', 'site-docs', 'group-learn', { icon: null }),
      method: 'PATCH',
      path: `${GROUPS}/group-learn`,
      body: { icon: null },
      reply: ok(another(siteSectionGroup, { icon: undefined })),
    },
    {
      name: 'sites.sectionGroups.delete',
      call: (client) => client.sites.sectionGroups.delete('org-acme', 'site-docs', 'group-learn'),
      method: 'DELETE',
      path: `${GROUPS}/group-learn`,
      reply: noContent,
    },
    {
      name: 'sites.sectionGroups.move',
      call: (client) =>
        client.sites.sectionGroups.move('org-acme', 'site-docs', 'group-learn', {
          position: { after: { type: 'site-section-group', id: 'group-build' } },
        }),
      method: 'POST',
      path: `${GROUPS}/group-learn/move`,
      body: { position: { after: { type: 'site-section-group', id: 'group-build' } } },
      reply: ok(siteSectionGroup),
    },
    {
      name: 'sites.sectionGroups.addSection',
      call: (client) => client.sites.sectionGroups.addSection('org-acme', 'site-docs', 'group-learn', { sectionId: 'section-api' }),
      method: 'POST',
      path: `${GROUPS}/group-learn/sections`,
      body: { sectionId: 'section-api' },
      reply: ok(siteSectionGroup),
    },
    {
      name: 'sites.sectionGroups.removeSection',
      call: (client) => client.sites.sectionGroups.removeSection('org-acme', 'site-docs', 'group-learn', 'section-api'),
      method: 'DELETE',
      path: `${GROUPS}/group-learn/sections/section-api`,
      reply: noContent,
    },
  ]);
});

describe('client.sites.siteSpaces', () => {
  const SITE_SPACES = `${SITE}/site-spaces`;
  itLists([
    {
      name: 'sites.siteSpaces.list',
      list: (client) => client.sites.siteSpaces.list('org-acme', 'site-docs', { default: false }),
      path: SITE_SPACES,
      query: { default: 'false' },
      items: [another(siteSpace, { default: false }), another(siteSpace, { id: 'sitesp-api', path: 'api', default: false })],
    },
  ]);
  itCalls([
    {
      name: 'sites.siteSpaces.create',
      call: (client) => client.sites.siteSpaces.create('org-acme', 'site-docs', { spaceId: 'space-handbook', sectionId: 'section-guides' }),
      method: 'POST',
      path: SITE_SPACES,
      body: { spaceId: 'space-handbook', sectionId: 'section-guides' },
      reply: created(siteSpace),
    },
    {
      name: 'sites.siteSpaces.update',
      call: (client) =>
        client.sites.siteSpaces.update('org-acme', 'site-docs', 'sitesp-handbook', { path: 'staff', condition: 'visitor.claims.staff' }),
      method: 'PATCH',
      path: `${SITE_SPACES}/sitesp-handbook`,
      body: { path: 'staff', condition: 'visitor.claims.staff' },
      reply: ok(another(siteSpace, { path: 'staff', condition: 'visitor.claims.staff' })),
    },
    {
      name: 'sites.siteSpaces.delete',
      call: (client) => client.sites.siteSpaces.delete('org-acme', 'site-docs', 'sitesp-handbook'),
      method: 'DELETE',
      path: `${SITE_SPACES}/sitesp-handbook`,
      reply: noContent,
    },
    {
      name: 'sites.siteSpaces.move (no position: to the end, a body of {})',
      call: (client) => client.sites.siteSpaces.move('org-acme', 'site-docs', 'sitesp-handbook'),
      method: 'POST',
      path: `${SITE_SPACES}/sitesp-handbook/move`,
      body: {},
      reply: ok(siteSpace),
    },
  ]);
});
