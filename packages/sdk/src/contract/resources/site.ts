/** Docs sites: the Site resource and the bodies and queries of the operations on a site itself. */
import * as z from 'zod';
import { defaultLevel, roleOrNull } from './role.js';
import { pageQuery } from '../envelope.js';
import {
  arrayOf,
  bool,
  closedEnum,
  href,
  maxText,
  openEnum,
  patterned,
  queryBool,
  queryList,
  requiredOr,
  resource,
  str,
  text,
  timestamp,
} from '../rules.js';

/** Known site types, the plans (docs/wire-conventions.md, "Open enumerations"). */
export const SITE_TYPES = ['basic', 'premium', 'ultimate', 'sponsored', 'legacy-basic', 'legacy-premium'] as const;

/** Who may read a published site. */
export const SITE_VISIBILITIES = ['public', 'unlisted', 'share-link', 'visitor-auth'] as const;

/** The query of reads that resolve published URLs for sites shared through share links. */
export const shareKeyQuery = z.object({
  /** The key of a share link: published URLs in the answer then carry it, so they open for its holders. */
  shareKey: str().optional(),
});

/** A docs site: publishes spaces, optionally arranged in sections. */
export const site = resource({
  object: z.literal('site'),
  id: str(),
  /** The site's plan: `basic`, `premium`, `ultimate`, …; `basic` for a new site unless given. */
  type: openEnum(SITE_TYPES),
  /** The site's title (2 to 128 characters). */
  title: str(),
  /** The custom hostname the site is served at, if one is set. */
  hostname: z.string().optional(),
  /** Path prefix of the site on the organization's hostname. */
  basename: z.string().optional(),
  /** Set when the site is served behind a path of another host (`company.com/docs`). */
  proxy: resource({
    /** The host and path the site is served at, e.g. `company.com/docs`. */
    origin: z.string(),
    /** The address requests at the origin are forwarded to. */
    target: z.string(),
  }).optional(),
  // The reference lists visibility as a closed enum, but a member added later must not break old clients.
  /** Who may read the site: `public` (indexed by search engines), `unlisted`, `share-link` or `visitor-auth`. */
  visibility: openEnum(SITE_VISIBILITIES),
  /** True while the site is live for the audience its visibility allows. */
  published: z.boolean(),
  /** Number of site spaces. */
  siteSpaces: z.number().int(),
  createdAt: timestamp(),
  /** Adaptive content: pages and sections shown to a visitor depending on what the site knows of them. */
  adaptiveContent: resource({
    /** Whether adaptive content is turned on. */
    enabled: z.boolean(),
  }).optional(),
  /** The site's application to show ads, if any. */
  ads: resource({
    /** Where the application stands, e.g. `pending`. */
    status: openEnum(['pending']).optional(),
    /** Whether the site may apply now. */
    submittable: z.boolean().optional(),
  }).optional(),
  /** Paid features on the site, with the plan each belongs to. */
  features: z
    .array(
      resource({
        /** The feature, e.g. `sites-sections`. */
        id: openEnum(['sites-sections']),
        // A feature's plan is named like the site types that include it.
        /** The plan that includes it. */
        plan: openEnum(SITE_TYPES),
        /** True when the feature stays on but can no longer be changed (the plan no longer includes it). */
        frozen: z.boolean().optional(),
      }),
    )
    .optional(),
  /** Where the site can be found: in the API, in the web app and, once published, on the web. */
  urls: resource({
    location: href(),
    app: href(),
    /** Address where the site is published; absent until it is. */
    published: href().optional(),
    /** Address to preview the site before it is published. */
    preview: href().optional(),
    /** Address visitors sign in at, for a site with visitor authentication. */
    login: href().optional(),
  }),
  // Fields the published service also sends; the API reference does not show them. Known, so that a report
  // can tell them from fields nobody knows; kept as sent.
  /** The plan in effect, which can differ from `type` (e.g. `basic` for a frozen site). */
  appliedType: openEnum(SITE_TYPES).optional(),
  /** Role members get on the site unless granted another; `inherit` takes the organization's. */
  defaultLevel: defaultLevel.optional(),
  /** What the caller may do on the site, as the service sends it. */
  permissions: z.record(z.string(), z.unknown()).optional(),
  /** The site's icon, as the service sends it. */
  icon: z.unknown().optional(),
  /** The space holding the writing style guide used for the site's content, if any. */
  styleguide: z.unknown().optional(),
  /** When the site's content was last scanned for gaps; absent until the first scan. */
  lastScanAt: timestamp().optional(),
  /** The site's Git sync, as the service sends it. */
  gitSync: z.unknown().optional(),
});
export type Site = z.infer<typeof site>;

/** Query of `GET /orgs/{organizationId}/sites`. */
export const listSitesQuery = pageQuery.extend({
  /** Only sites that publish this space. */
  space: str().optional(),
  /** Only sites whose title contains this text. */
  title: str().optional(),
  /** `true` only published sites, `false` only unpublished ones; all when absent. */
  published: queryBool().optional(),
  /** Only sites of these plans. */
  type: queryList(closedEnum(SITE_TYPES)).optional(),
});

/**
 * Body of `POST /orgs/{organizationId}/sites`. `spaces` are existing space ids; they become the site's site
 * spaces, the first one the default. (The service's other form, creating a new space for the site, is not
 * documented and is not accepted.)
 */
/**
 * The "create a new space" form of a new site's `spaces`: the site publishes one new space, made in the site's
 * organization (its title is the site's when none is given).
 */
export const newSpaceForSite = z.object({
  /** Title of the new space (1 to 50 characters); the site's title when absent. */
  title: text(1, 50).optional(),
  /** Emoji of the new space. */
  emoji: maxText(16).optional(),
  /** The collection to make the space in; the organization's root when absent. */
  parent: str().optional(),
});
export type NewSpaceForSite = z.input<typeof newSpaceForSite>;

export const createSiteBody = z.object({
  /** The site's plan; `basic` when absent. */
  type: closedEnum(SITE_TYPES).optional(),
  /** The site's title (2 to 128 characters). */
  title: text(2, 128).optional(),
  /** Who may read the site once published: `public`, `unlisted`, `share-link` or `visitor-auth`. */
  visibility: closedEnum(SITE_VISIBILITIES).optional(),
  /** The spaces to publish: ids of existing spaces, or a new space to create for the site. */
  spaces: z
    .union([arrayOf(str(), 100), newSpaceForSite], { error: requiredOr('must be a list of space ids or a new space {title, emoji, parent}') })
    .optional(),
});

/** A proxy origin: a host name with a dot, then one or more path segments (`company.com/docs`). */
export const SITE_PROXY_PATTERN = /^([\w-]+\.)*[\w-]+\.[a-zA-Z]{2,}(\/[\w-]+)+$/;
export const SITE_PROXY_MAX = 512;

/** Body of `PATCH /orgs/{organizationId}/sites/{siteId}`. */
export const updateSiteBody = z.object({
  /** New title (2 to 128 characters). */
  title: text(2, 128).optional(),
  /** Who may read the site: `public`, `unlisted`, `share-link` or `visitor-auth`. */
  visibility: closedEnum(SITE_VISIBILITIES).optional(),
  /** New path prefix of the site on the organization's hostname (1 to 100 characters). */
  basename: text(1, 100).optional(),
  /** Turns adaptive content on or off. */
  adaptiveContent: z.object({
    /** `true` turns it on, `false` off. */
    enabled: bool(),
  }).optional(),
  /** Site-space id: the default at the root, or in the default section. */
  defaultSiteSpace: str().optional(),
  /** Id of the section to show by default. */
  defaultSiteSection: str().optional(),
  /**
   * A host plus path prefix the site is served behind (`company.com/docs`, at most 512 characters);
   * `null` removes the proxy.
   */
  proxy: patterned(SITE_PROXY_PATTERN, SITE_PROXY_MAX).nullable().optional(),
  // Published fields DocPub accepts and does not keep (published-request-fields.ts).
  /** The site's default role. Accepted, not kept: a DocPub site is read by the whole organization (`inherit`). */
  defaultLevel: z.union([roleOrNull, z.literal('inherit')], { error: 'must be a role, null or inherit' }).optional(),
  /** A style guide space to attach (`null` detaches). Accepted, not kept: DocPub has no style guides. */
  styleguide: str().nullable().optional(),
});

/**
 * What publishing answers when the organization must first pay for the site's plan: a checkout session to
 * complete, instead of the site. The API reference does not show publish's answer; the published service
 * sends one of the two.
 */
export const siteCheckout = resource({
  /** Always `checkout`: tells this answer from a site. */
  type: z.literal('checkout'),
  /** Id of the checkout session to complete before the site is published. */
  sessionId: z.string(),
});
export type SiteCheckout = z.infer<typeof siteCheckout>;

/** What `POST .../sites/{siteId}/publish` answers: the site, or a checkout to complete first. */
export const publishSiteResult = z.union([site, siteCheckout]);
export type PublishSiteResult = z.infer<typeof publishSiteResult>;
