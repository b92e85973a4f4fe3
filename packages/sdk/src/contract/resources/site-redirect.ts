/** Site redirects: old paths of a site that send readers elsewhere. */
import * as z from 'zod';
import { bool, href, openEnum, patterned, resource, str, url, variantError } from '../rules.js';
import { shareKeyQuery } from './site.js';

/**
 * A redirect source: a path of at least three characters, starting with `/`, made of letters, digits and
 * `- _ . /`, and not ending with `/`.
 */
export const REDIRECT_SOURCE_PATTERN = /^\/[a-zA-Z0-9\-_./]+[a-zA-Z0-9\-_.]$/;
/** Rule of a redirect source (body field and lookup query). */
export const redirectSource = () => patterned(REDIRECT_SOURCE_PATTERN, 512);

/**
 * Kinds of destination a redirect has: a section of the site, a site space, a page of a site space, or an
 * absolute URL outside the site (`external`).
 */
export const REDIRECT_DESTINATION_KINDS = ['site-section', 'site-space', 'site-page', 'external'] as const;

/**
 * Kinds of destination a request may name: those a redirect has, plus `path` (a page of a space by its path),
 * which the service resolves to the `site-page` it names.
 */
export const REDIRECT_INPUT_DESTINATION_KINDS = [...REDIRECT_DESTINATION_KINDS, 'path'] as const;

/** Where a redirect sends readers, as the service answers it: kinds added later are kept. */
export const redirectDestination = resource({
  /** Where the redirect leads: `site-section`, `site-space`, `site-page` or `external`. */
  kind: openEnum(REDIRECT_DESTINATION_KINDS),
  /** With kind `site-section`. */
  siteSectionId: z.string().optional(),
  /** With kinds `site-space` and `site-page`. */
  siteSpaceId: z.string().optional(),
  /** With kind `site-page`. */
  pageId: z.string().optional(),
  /** With kind `external`. */
  url: href().optional(),
});
export type RedirectDestination = z.infer<typeof redirectDestination>;

/** A redirect of a site. */
export const siteRedirect = resource({
  object: z.literal('site-redirect'),
  id: str(),
  /** The path on the site that is redirected, starting with `/`. */
  source: str(),
  /** Where the redirect leads. */
  destination: redirectDestination,
  /** A draft redirect is kept but not live. */
  draft: z.boolean().optional(),
  /** Whether the part of the path matched by a trailing wildcard is appended to the destination. */
  captureWildcard: z.boolean().optional(),
  /** Whether live traffic is redirected permanently (308) rather than temporarily (307). */
  permanent: z.boolean().optional(),
  createdAt: z.string().optional(),
  /** Absent when the redirect was never changed after its creation. */
  updatedAt: z.string().optional(),
});
export type SiteRedirect = z.infer<typeof siteRedirect>;

const siteSectionDestination = z.object({
  /** Where the redirect leads: `site-section`, `site-space`, `site-page`, `external` (or `path` on create). */
  kind: z.literal('site-section'),
  /** Id of the section. */
  siteSectionId: str(),
});
const siteSpaceDestination = z.object({
  kind: z.literal('site-space'),
  /** Id of the site space (with kinds `site-space` and `site-page`). */
  siteSpaceId: str(),
});
const sitePageDestination = z.object({
  kind: z.literal('site-page'),
  siteSpaceId: str(),
  /** Id of the page in that site space. */
  pageId: str(),
});
/**
 * Most characters of an `external` destination's URL: it becomes the `Location` of every visit, and clients
 * refuse headers much longer (docs/reference-server-limits.md).
 */
export const MAX_REDIRECT_URL_CHARS = 2048;

const externalDestination = z.object({
  kind: z.literal('external'),
  /** The web address to redirect to (at most 2048 characters). */
  url: url().max(MAX_REDIRECT_URL_CHARS, { error: `must be at most ${MAX_REDIRECT_URL_CHARS} characters` }),
});

/** A destination in a create request: one of the kinds a redirect has, or a page of a space named by its path. */
export const redirectDestinationInput = z.discriminatedUnion(
  'kind',
  [
    siteSectionDestination,
    siteSpaceDestination,
    sitePageDestination,
    externalDestination,
    z.object({
      kind: z.literal('path'),
      /** Id of the space holding the page. */
      spaceId: str(),
      /** Path of the page in the space; resolved to a page when the redirect is created. */
      path: str(),
    }),
  ],
  { error: variantError(REDIRECT_INPUT_DESTINATION_KINDS) },
);
/**
 * A destination in an update request: only the kinds a redirect has. The service resolves a `path` when a
 * redirect is created and takes no `path` on update.
 */
export const redirectDestinationUpdate = z.discriminatedUnion(
  'kind',
  [siteSectionDestination, siteSpaceDestination, sitePageDestination, externalDestination],
  { error: variantError(REDIRECT_DESTINATION_KINDS) },
);
export type RedirectDestinationInput = z.infer<typeof redirectDestinationInput>;

/** Body of `POST .../redirects`. `draft`, `captureWildcard` and `permanent` default to false. */
export const createSiteRedirectBody = z.object({
  /** The path on the site to redirect, starting with `/` (at most 512 characters). */
  source: redirectSource(),
  /** Where the redirect leads. */
  destination: redirectDestinationInput,
  /** Whether the redirect is kept as a draft, not live (default false). */
  draft: bool().optional(),
  /** Whether the part matched by a trailing wildcard is appended to the destination (default false). */
  captureWildcard: bool().optional(),
  /** Whether the redirect is permanent (308) rather than temporary (307) (default false). */
  permanent: bool().optional(),
});

/** Body of `PATCH .../redirects/{siteRedirectId}`. */
export const updateSiteRedirectBody = createSiteRedirectBody.extend({ destination: redirectDestinationUpdate }).partial();

/** Query of `GET .../redirect`: looks a redirect up by its exact source. */
export const lookupSiteRedirectQuery = shareKeyQuery.extend({
  /** The exact source path to look up. */
  source: redirectSource(),
});

/** What a redirect lookup answers: the redirect and the published URL it leads to. */
export const siteRedirectLookup = resource({
  /** The redirect whose source matched. */
  redirect: siteRedirect,
  /** The published address it leads to. */
  target: href(),
});
export type SiteRedirectLookup = z.infer<typeof siteRedirectLookup>;
