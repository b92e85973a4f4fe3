/** Docs sites: the Site resource and the bodies and queries of the operations on a site itself. */
import * as z from 'zod';
import { defaultLevel } from './role.js';
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
export const shareKeyQuery = z.object({ shareKey: str().optional() });

/** A docs site: publishes spaces, optionally arranged in sections. */
export const site = resource({
  object: z.literal('site'),
  id: str(),
  type: openEnum(SITE_TYPES),
  title: str(),
  hostname: z.string().optional(),
  basename: z.string().optional(),
  proxy: resource({ origin: z.string(), target: z.string() }).optional(),
  // The reference lists visibility as a closed enum, but a member added later must not break old clients.
  visibility: openEnum(SITE_VISIBILITIES),
  published: z.boolean(),
  /** Number of site spaces. */
  siteSpaces: z.number().int(),
  createdAt: timestamp(),
  adaptiveContent: resource({ enabled: z.boolean() }).optional(),
  ads: resource({ status: openEnum(['pending']).optional(), submittable: z.boolean().optional() }).optional(),
  features: z
    .array(
      resource({
        id: openEnum(['sites-sections']),
        // A feature's plan is named like the site types that include it.
        plan: openEnum(SITE_TYPES),
        frozen: z.boolean().optional(),
      }),
    )
    .optional(),
  urls: resource({
    location: href(),
    app: href(),
    published: href().optional(),
    preview: href().optional(),
    login: href().optional(),
  }),
  // Fields the published service also sends; the API reference does not show them. Known, so that a report
  // can tell them from fields nobody knows; kept as sent.
  appliedType: openEnum(SITE_TYPES).optional(),
  defaultLevel: defaultLevel.optional(),
  permissions: z.record(z.string(), z.unknown()).optional(),
  icon: z.unknown().optional(),
  styleguide: z.unknown().optional(),
  lastScanAt: timestamp().optional(),
  gitSync: z.unknown().optional(),
});
export type Site = z.infer<typeof site>;

/** Query of `GET /orgs/{organizationId}/sites`. */
export const listSitesQuery = pageQuery.extend({
  /** Only sites that publish this space. */
  space: str().optional(),
  /** Only sites whose title contains this text. */
  title: str().optional(),
  published: queryBool().optional(),
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
  title: text(1, 50).optional(),
  emoji: maxText(16).optional(),
  /** The collection to make the space in; the organization's root when absent. */
  parent: str().optional(),
});
export type NewSpaceForSite = z.input<typeof newSpaceForSite>;

export const createSiteBody = z.object({
  type: closedEnum(SITE_TYPES).optional(),
  title: text(2, 128).optional(),
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
  title: text(2, 128).optional(),
  visibility: closedEnum(SITE_VISIBILITIES).optional(),
  basename: text(1, 100).optional(),
  adaptiveContent: z.object({ enabled: bool() }).optional(),
  /** Site-space id: the default at the root, or in the default section. */
  defaultSiteSpace: str().optional(),
  /** Section id. */
  defaultSiteSection: str().optional(),
  /**
   * A host plus path prefix the site is served behind (`company.com/docs`, at most 512 characters);
   * `null` removes the proxy.
   */
  proxy: patterned(SITE_PROXY_PATTERN, SITE_PROXY_MAX).nullable().optional(),
});

/**
 * What publishing answers when the organization must first pay for the site's plan: a checkout session to
 * complete, instead of the site. The API reference does not show publish's answer; the published service
 * sends one of the two.
 */
export const siteCheckout = resource({ type: z.literal('checkout'), sessionId: z.string() });
export type SiteCheckout = z.infer<typeof siteCheckout>;

/** What `POST .../sites/{siteId}/publish` answers: the site, or a checkout to complete first. */
export const publishSiteResult = z.union([site, siteCheckout]);
export type PublishSiteResult = z.infer<typeof publishSiteResult>;
