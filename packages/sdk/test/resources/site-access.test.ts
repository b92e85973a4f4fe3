import { describe } from 'vitest';
import { another, examples } from './fixtures.js';
import { created, itCalls, itLists, noContent, ok } from './harness.js';

const { siteRedirect, siteRedirectLookup, shareLink, publishingAuth } = examples;
const SITE = '/orgs/org-acme/sites/site-docs';

describe('client.sites.redirects', () => {
  itLists([
    {
      name: 'sites.redirects.list',
      list: (client) => client.sites.redirects.list('org-acme', 'site-docs'),
      path: `${SITE}/redirects`,
      items: [siteRedirect, another(siteRedirect, { id: 'redirect-blog', source: '/blog', destination: { kind: 'external', url: 'https://blog.acme.test/' } })],
    },
  ]);
  itCalls([
    {
      name: 'sites.redirects.create',
      call: (client) =>
        client.sites.redirects.create('org-acme', 'site-docs', {
          source: '/old/intro',
          destination: { kind: 'site-section', siteSectionId: 'section-guides' },
        }),
      method: 'POST',
      path: `${SITE}/redirects`,
      body: { source: '/old/intro', destination: { kind: 'site-section', siteSectionId: 'section-guides' } },
      reply: created(siteRedirect),
    },
    {
      name: 'sites.redirects.update',
      call: (client) =>
        client.sites.redirects.update('org-acme', 'site-docs', 'redirect-intro', { destination: { kind: 'external', url: 'https://acme.test/' } }),
      method: 'PATCH',
      path: `${SITE}/redirects/redirect-intro`,
      body: { destination: { kind: 'external', url: 'https://acme.test/' } },
      reply: ok(another(siteRedirect, { destination: { kind: 'external', url: 'https://acme.test/' } })),
    },
    {
      name: 'sites.redirects.delete',
      call: (client) => client.sites.redirects.delete('org-acme', 'site-docs', 'redirect-intro'),
      method: 'DELETE',
      path: `${SITE}/redirects/redirect-intro`,
      reply: noContent,
    },
    {
      name: 'sites.redirects.lookup (GET …/redirect)',
      call: (client) => client.sites.redirects.lookup('org-acme', 'site-docs', { source: '/old/intro', shareKey: 'k1' }),
      method: 'GET',
      path: `${SITE}/redirect`,
      query: { source: '/old/intro', shareKey: 'k1' },
      reply: ok(siteRedirectLookup),
    },
  ]);
});

describe('client.sites.shareLinks', () => {
  itLists([
    {
      name: 'sites.shareLinks.list',
      list: (client) => client.sites.shareLinks.list('org-acme', 'site-docs'),
      path: `${SITE}/share-links`,
      items: [shareLink, another(shareLink, { id: 'share-press', name: 'Press', active: false })],
    },
  ]);
  itCalls([
    {
      name: 'sites.shareLinks.create',
      call: (client) => client.sites.shareLinks.create('org-acme', 'site-docs', { name: 'Beta testers' }),
      method: 'POST',
      path: `${SITE}/share-links`,
      body: { name: 'Beta testers' },
      reply: created(shareLink),
    },
    {
      name: 'sites.shareLinks.update',
      call: (client) => client.sites.shareLinks.update('org-acme', 'site-docs', 'share-beta', { active: false }),
      method: 'PATCH',
      path: `${SITE}/share-links/share-beta`,
      body: { active: false },
      reply: ok(another(shareLink, { active: false })),
    },
    {
      name: 'sites.shareLinks.delete',
      call: (client) => client.sites.shareLinks.delete('org-acme', 'site-docs', 'share-beta'),
      method: 'DELETE',
      path: `${SITE}/share-links/share-beta`,
      reply: noContent,
    },
  ]);
});

describe('client.sites.publishingAuth', () => {
  itCalls([
    {
      name: 'sites.publishingAuth.get',
      call: (client) => client.sites.publishingAuth.get('org-acme', 'site-docs'),
      method: 'GET',
      path: `${SITE}/publishing/auth`,
      reply: ok(publishingAuth),
    },
    {
      name: 'sites.publishingAuth.update',
      call: (client) =>
        client.sites.publishingAuth.update('org-acme', 'site-docs', { backend: 'custom', fallbackURL: 'https://acme.test/sso' }),
      method: 'PATCH',
      path: `${SITE}/publishing/auth`,
      body: { backend: 'custom', fallbackURL: 'https://acme.test/sso' },
      reply: ok(another(publishingAuth, { fallbackURL: 'https://acme.test/sso' })),
    },
    {
      name: 'sites.publishingAuth.regenerate',
      call: (client) => client.sites.publishingAuth.regenerate('org-acme', 'site-docs'),
      method: 'POST',
      path: `${SITE}/publishing/auth/regenerate`,
      reply: ok(another(publishingAuth, { privateKey: 'pk_0a1b2c3d4e5f60718293a4b5c6d7e8f9' })),
    },
  ]);
});
