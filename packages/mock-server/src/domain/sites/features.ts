/**
 * What a site uses, as the published service lists it in `features`: one entry per capability the site's
 * state shows it relies on (sections, share links, redirects, adaptive content, its visibility). DocPub has no
 * plans, so every feature is available on the site's own type and none is frozen.
 */
import type { site } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { SiteRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { hasSections } from './structure.js';


/** One entry of a site's `features`. */
export type SiteFeatureWire = NonNullable<z.input<typeof site>['features']>[number];

const VISIBILITY_FEATURES: Readonly<Record<string, string>> = {
  public: 'sites-public-visibility',
  unlisted: 'sites-unlisted-visibility',
  'share-link': 'sites-share-links',
  'visitor-auth': 'sites-visitor-authentication',
};

/** The features `site` uses, in a stable order. */
export function siteFeatures(store: Store, site: SiteRecord): SiteFeatureWire[] {
  const ids = new Set<string>();
  const visibility = VISIBILITY_FEATURES[site.visibility];
  if (visibility !== undefined) ids.add(visibility);
  if (hasSections(store, site.id)) ids.add('sites-sections');
  if (site.adaptiveContent) ids.add('sites-adaptive-content');
  if ([...store.data.siteRedirects.values()].some((redirect) => redirect.siteId === site.id)) ids.add('sites-redirects');
  if ([...store.data.shareLinks.values()].some((link) => link.siteId === site.id)) ids.add('sites-share-links');
  return [...ids].map((id) => ({ id, plan: site.type, frozen: false }));
}
