/** Sites and their structure as the API shows them, in the wire shapes of the contract. */
import type {
  publishingAuth,
  shareLink,
  site as siteSchema,
  siteRedirect,
  siteSection,
  siteSectionGroup,
  siteSpace,
} from '@docpub/sdk/contract';
import type { z } from 'zod';
import type {
  PublishingAuthRecord,
  ShareLinkRecord,
  SiteRecord,
  SiteRedirectRecord,
  SiteSectionGroupRecord,
  SiteSectionRecord,
  SiteSpaceRecord,
} from '../../store/site-records.js';
import { APP_URL, type PresentContext } from '../present-context.js';
import { presentSpace } from '../spaces/present.js';
import { atLeast, orgRole, spaceRole } from '../access/roles.js';
import { siteSpaceCustomizationOf } from './customization.js';
import { siteFeatures } from './features.js';
import { isDefaultSiteSpace, sectionsIn, siteSpacesIn, siteSpacesOfSite } from './structure.js';
import { directSiteUrl, loginUrl, siteHostname, siteUrls, type SiteUrls } from './urls.js';

export type SiteWire = z.input<typeof siteSchema>;
export type SiteSectionWire = z.input<typeof siteSection>;
export type SiteSectionGroupWire = z.input<typeof siteSectionGroup>;
export type SiteSpaceWire = z.input<typeof siteSpace>;
export type SiteRedirectWire = z.input<typeof siteRedirect>;
export type ShareLinkWire = z.input<typeof shareLink>;
export type PublishingAuthWire = z.input<typeof publishingAuth>;

/** One site as a request sees it: the caller, the site, its published URLs (with the resolved share key). */
export interface SiteView {
  ctx: PresentContext;
  site: SiteRecord;
  urls: SiteUrls;
  /** Which site spaces to show; the published profile leaves out those whose space is soft-deleted. */
  shows(siteSpace: SiteSpaceRecord): boolean;
}

/**
 * Whether the caller has a role on the space a site space publishes. The API shows a site space (and the space
 * it embeds) only to those: a site's structure never reveals more of a space than its own reads would.
 */
export function readableBy(ctx: PresentContext): SiteView['shows'] {
  return (siteSpace) => {
    const space = ctx.store.data.spaces.get(siteSpace.spaceId);
    return space !== undefined && spaceRole(ctx.store, ctx.user, space) !== null;
  };
}

/** The view of `site` for a request; `shareKey` must already be resolved. */
export function siteView(ctx: PresentContext, site: SiteRecord, shareKey?: string, shows: SiteView['shows'] = readableBy(ctx)): SiteView {
  return { ctx, site, urls: siteUrls(ctx.store, site, shareKey), shows };
}

/**
 * The API URL of something under a site, e.g. `…/orgs/acme/sites/site-docs/sections/<id>`: the `Location` of a
 * created section, group, site space, redirect or share link (none of which carries `urls.location`).
 */
export function siteApiUrl(baseUrl: string, site: SiteRecord, ...segments: string[]): string {
  return [`${baseUrl}/orgs/${site.organizationId}/sites/${site.id}`, ...segments].join('/');
}

/** What the caller may do with a site: sites are the organization's, so its organization role decides. */
function sitePermissions(ctx: PresentContext, site: SiteRecord) {
  const role = orgRole(ctx.store, ctx.user, site.organizationId);
  return {
    view: atLeast(role, 'read'),
    access: atLeast(role, 'read'),
    edit: atLeast(role, 'edit'),
    create: atLeast(role, 'create'),
    admin: atLeast(role, 'admin'),
    installIntegration: atLeast(role, 'admin'),
    viewAdaptiveSchema: atLeast(role, 'read'),
    editAdaptiveSchema: atLeast(role, 'admin'),
  };
}

/**
 * A site. `siteSpaces` is its number of site spaces when the caller counted them already (lists do).
 * DocPub has no plans, so the type applied is the type chosen; a site has no default level of its own, so it
 * reads `inherit` (its organization's).
 */
export function presentSite(view: SiteView, siteSpaces?: number): SiteWire {
  const { ctx, site } = view;
  const app = `${APP_URL}/o/${site.organizationId}/sites/${site.id}`;
  return {
    object: 'site',
    id: site.id,
    type: site.type,
    appliedType: site.type,
    title: site.title,
    hostname: siteHostname(ctx.store, site),
    basename: site.basename,
    ...(site.proxy === undefined ? {} : { proxy: { origin: site.proxy, target: directSiteUrl(ctx.store, site) } }),
    visibility: site.visibility,
    defaultLevel: 'inherit',
    permissions: sitePermissions(ctx, site),
    published: site.published,
    siteSpaces: siteSpaces ?? siteSpacesOfSite(ctx.store, site.id).length,
    createdAt: site.createdAt,
    adaptiveContent: { enabled: site.adaptiveContent },
    features: siteFeatures(ctx.store, site),
    ...(site.type === 'sponsored' ? { ads: siteAds(site) } : {}),
    urls: {
      location: siteApiUrl(ctx.baseUrl, site),
      app,
      // The app renders the site's current content before (and whether or not) it is published.
      preview: `${app}/preview`,
      // Only while published: a site that never was, or no longer is, has no published address.
      ...(site.published ? { published: view.urls.site } : {}),
      ...(site.published && site.visibility === 'visitor-auth' ? { login: loginUrl(ctx.store, site) } : {}),
    },
  };
}

/**
 * Ads of a `sponsored` site (the type that shows them). DocPub reviews no ads, so they stay `pending`; the
 * site can be submitted for review once it is published publicly, where ads could be seen.
 */
function siteAds(site: SiteRecord): NonNullable<SiteWire['ads']> {
  return { status: 'pending', submittable: site.published && site.visibility === 'public' };
}

/** A site space, with the space it publishes as the caller sees that space. */
export function presentSiteSpace(view: SiteView, record: SiteSpaceRecord): SiteSpaceWire {
  const { ctx, site } = view;
  const space = ctx.store.data.spaces.get(record.spaceId);
  if (!space) throw new Error(`site space ${record.id} publishes unknown space ${record.spaceId}`);
  return {
    object: 'site-space',
    id: record.id,
    path: record.path,
    ...(record.sectionId === undefined ? {} : { section: record.sectionId }),
    space: presentSpace(ctx, space),
    title: space.title,
    default: isDefaultSiteSpace(ctx.store, site, record),
    ...(record.condition === undefined ? {} : { condition: record.condition }),
    // Advanced customization is a setting of the customization: on for this site space when the settings it
    // shows (the site's, with its overrides) turn it on.
    hasAdvancedCustomizationFeature: siteSpaceCustomizationOf(ctx.store, site, record).advancedCustomization?.enabled === true,
    // DocPub has no draft site structure: every change is live at once.
    draft: false,
    urls: view.site.published ? { published: view.urls.siteSpace(record) } : {},
  };
}

/** A section with its site spaces in order. */
export function presentSection(view: SiteView, record: SiteSectionRecord): SiteSectionWire {
  const { ctx, site } = view;
  return {
    object: 'site-section',
    id: record.id,
    title: record.title,
    ...(record.description === undefined ? {} : { description: record.description }),
    default: site.defaultSectionId === record.id,
    path: record.path,
    ...(record.condition === undefined ? {} : { condition: record.condition }),
    ...(record.groupId === undefined ? {} : { sectionGroup: record.groupId }),
    siteSpaces: siteSpacesIn(ctx.store, site.id, record.id)
      .filter(view.shows)
      .map((siteSpace) => presentSiteSpace(view, siteSpace)),
    urls: site.published ? { published: view.urls.section(record) } : {},
    ...(record.icon === undefined ? {} : { icon: record.icon }),
    draft: false,
  };
}

/** A group with its sections in order; DocPub groups hold sections only, so `children` are its sections. */
export function presentGroup(view: SiteView, record: SiteSectionGroupRecord): SiteSectionGroupWire {
  const sections = sectionsIn(view.ctx.store, view.site.id, record.id).map((section) => presentSection(view, section));
  return {
    object: 'site-section-group',
    id: record.id,
    title: record.title,
    sections,
    children: sections,
    draft: false,
    ...(record.icon === undefined ? {} : { icon: record.icon }),
  };
}

/** A redirect. */
export function presentRedirect(record: SiteRedirectRecord): SiteRedirectWire {
  return {
    object: 'site-redirect',
    id: record.id,
    source: record.source,
    destination: { ...record.destination },
    draft: record.draft,
    captureWildcard: record.captureWildcard,
    permanent: record.permanent,
    createdAt: record.createdAt,
    ...(record.updatedAt === undefined ? {} : { updatedAt: record.updatedAt }),
  };
}

/** A share link; its published URL carries its own key, whatever key the request came with. */
export function presentShareLink(ctx: PresentContext, site: SiteRecord, record: ShareLinkRecord): ShareLinkWire {
  return {
    object: 'share-link',
    id: record.id,
    createdAt: record.createdAt,
    name: record.name,
    active: record.active,
    urls: site.published ? { published: siteUrls(ctx.store, site, record.key).site } : {},
  };
}

/** Publishing auth; the private key only when `showKey` (the caller is an organization admin). */
export function presentPublishingAuth(record: PublishingAuthRecord, showKey: boolean): PublishingAuthWire {
  return {
    object: 'publishing-auth',
    // Without a backend set, visitors are authenticated by the site's own (custom) backend.
    backend: record.backend ?? (record.integration === undefined ? 'custom' : 'integration'),
    ...(showKey ? { privateKey: record.privateKey } : {}),
    ...(record.fallbackURL === undefined ? {} : { fallbackURL: record.fallbackURL }),
    ...(record.integration === undefined ? {} : { integration: record.integration }),
  };
}
