/**
 * The profile of a published site (`published-content-site`): what a reader's browser needs in one answer —
 * the site, its structure in reading order and the customizations that apply.
 */
import type { publishedContentSite } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { notFound } from '../../core/http-error.js';
import type { SiteRecord, SiteSpaceRecord } from '../../store/site-records.js';
import type { PresentContext } from '../present-context.js';
import { presentGroup, presentSection, presentSite, presentSiteSpace, readableBy, siteView, type SiteView } from './present.js';
import { installedOn } from '../integrations/installations.js';
import { injectsScript, presentIntegrationScript } from '../integrations/present.js';
import { siteCustomizationOf, siteSpaceCustomizationOf } from './customization.js';
import { resolveShareKey } from './share-links.js';
import { hasSections, siteSpacesIn, siteSpacesOfSite, topLevelEntries } from './structure.js';

export type PublishedContentSiteWire = z.input<typeof publishedContentSite>;

/**
 * The published profile of `site`: 404 while it is unpublished, and for a `shareKey` that resolves nothing.
 * Site spaces of soft-deleted spaces are left out (readers cannot read a deleted space), and so are those whose
 * space the caller may not read, as in every other view of a site's structure.
 */
export function publishedProfile(ctx: PresentContext, site: SiteRecord, shareKey: string | undefined): PublishedContentSiteWire {
  if (!site.published) throw notFound(`published site '${site.id}'`);
  const key = resolveShareKey(ctx.store, site, shareKey);
  const readable = readableBy(ctx);
  const shows = (siteSpace: SiteSpaceRecord) =>
    ctx.store.data.spaces.get(siteSpace.spaceId)?.deletedAt === undefined && readable(siteSpace);
  const view = siteView(ctx, site, key, shows);
  const visible = siteSpacesOfSite(ctx.store, site.id).filter(shows);
  return {
    object: 'published-content-site',
    site: presentSite(view),
    structure: structureOf(view),
    customizations: {
      site: siteCustomizationOf(site),
      siteSpaces: Object.fromEntries(visible.map((siteSpace) => [siteSpace.id, siteSpaceCustomizationOf(ctx.store, site, siteSpace)])),
    },
    scripts: scriptsOf(ctx, visible),
  };
}

/**
 * The scripts readers' browsers load: those of the integrations installed on the published spaces that inject
 * one, each integration once, in the order of the site spaces and then of installation.
 */
function scriptsOf(ctx: PresentContext, siteSpaces: readonly SiteSpaceRecord[]): PublishedContentSiteWire['scripts'] {
  const seen = new Set<string>();
  const scripts: PublishedContentSiteWire['scripts'] = [];
  for (const siteSpace of siteSpaces) {
    for (const { integration } of installedOn(ctx.store, siteSpace.spaceId)) {
      if (seen.has(integration.name) || !injectsScript(integration)) continue;
      seen.add(integration.name);
      scripts.push(presentIntegrationScript(integration));
    }
  }
  return scripts;
}

function structureOf(view: SiteView): PublishedContentSiteWire['structure'] {
  const { store } = view.ctx;
  if (!hasSections(store, view.site.id)) {
    const rootSpaces = siteSpacesIn(store, view.site.id, undefined).filter(view.shows);
    return { type: 'siteSpaces', structure: rootSpaces.map((siteSpace) => presentSiteSpace(view, siteSpace)) };
  }
  return {
    type: 'sections',
    structure: topLevelEntries(store, view.site.id).map((entry) =>
      entry.kind === 'section' ? presentSection(view, entry.record) : presentGroup(view, entry.record),
    ),
  };
}
