/**
 * The demo world's docs site: `site-docs` of acme ("Acme Docs", basename `docs`), published and public.
 *
 * - section `site-section-guides` "Guides" (the default section, path `guides`): site spaces
 *   `site-space-handbook` (space handbook, the default) and `site-space-roadmap` (space roadmap);
 * - section `site-section-api` "API" (path `api`), in group `site-section-group-reference` "Reference":
 *   site space `site-space-api` (space api, the default);
 * - redirect `site-redirect-old-api`: `/old-api` → section api;
 * - share link `share-link-partners` "Partners", active, key `demo-share-key`.
 *
 * Its publishing-auth private key is random, like every private key.
 */
import { insertGroup } from '../domain/sites/groups.js';
import { insertRedirect } from '../domain/sites/redirects.js';
import { insertSection } from '../domain/sites/sections.js';
import { insertShareLink } from '../domain/sites/share-links.js';
import { insertSiteSpace } from '../domain/sites/site-spaces.js';
import { insertSite } from '../domain/sites/sites.js';
import type { SpaceRecord } from '../store/records.js';
import type { Store } from '../store/store.js';
import { DEMO } from './ids.js';
import type { DemoStep } from './step.js';

const ids = DEMO.sites;

function demoSpace(store: Store, spaceId: string): SpaceRecord {
  const space = store.data.spaces.get(spaceId);
  if (!space) throw new Error(`the demo site needs space ${spaceId}; build spaces first`);
  return space;
}

export const buildSites: DemoStep = ({ store, clock }) => {
  const site = insertSite(store, clock, {
    id: ids.docs,
    organizationId: DEMO.organization,
    title: 'Acme Docs',
    basename: 'docs',
    customization: {
      styling: { theme: 'clean', primaryColor: { light: '#3366ff', dark: '#6690ff' } },
      internationalization: { locale: 'en' },
      footer: { copyright: '© Acme' },
    },
  });
  const guides = insertSection(store, site, demoSpace(store, DEMO.spaces.handbook), {
    id: ids.sections.guides,
    siteSpaceId: ids.siteSpaces.handbook,
    title: 'Guides',
    path: 'guides',
    description: 'How we work',
  });
  insertSiteSpace(store, site, guides.id, demoSpace(store, DEMO.spaces.roadmap), { id: ids.siteSpaces.roadmap });
  const api = insertSection(store, site, demoSpace(store, DEMO.spaces.api), {
    id: ids.sections.api,
    siteSpaceId: ids.siteSpaces.api,
    title: 'API',
    path: 'api',
    icon: 'code',
  });
  insertGroup(store, site, { id: ids.groups.reference, title: 'Reference', icon: 'book', sections: [api] });
  insertRedirect(store, clock, site, {
    id: ids.redirects.oldApi,
    source: '/old-api',
    destination: { kind: 'site-section', siteSectionId: api.id },
  });
  insertShareLink(store, clock, site, { id: ids.shareLinks.partners, key: ids.shareKeys.partners, name: 'Partners' });
  site.published = true;
};
