/** Site redirects: old paths of a site that send readers elsewhere. */
import * as z from 'zod';
import { href, openEnum, patterned, resource, str, url, variantError } from '../rules.js';
import { shareKeyQuery } from './site.js';

/**
 * A redirect source: a path of at least three characters, starting with `/`, made of letters, digits and
 * `- _ . /`, and not ending with `/`.
 */
export const REDIRECT_SOURCE_PATTERN = /^\/[a-zA-Z0-9\-_./]+[a-zA-Z0-9\-_.]$/;
/** Rule of a redirect source (body field and lookup query). */
export const redirectSource = () => patterned(REDIRECT_SOURCE_PATTERN, 512);

/** Known redirect destination kinds; requests accept these only. */
export const REDIRECT_DESTINATION_KINDS = ['site-section', 'url'] as const;

/** Where a redirect sends readers, as the service answers it: kinds added later are kept. */
export const redirectDestination = resource({
  kind: openEnum(REDIRECT_DESTINATION_KINDS),
  /** With kind `site-section`. */
  siteSectionId: z.string().optional(),
  /** With kind `url`. */
  url: href().optional(),
});

/** A redirect of a site. */
export const siteRedirect = resource({
  object: z.literal('site-redirect'),
  id: str(),
  source: str(),
  destination: redirectDestination,
});
export type SiteRedirect = z.infer<typeof siteRedirect>;

/**
 * A destination in a request: a section of the site (the form the API reference shows) or an absolute URL
 * (outside the site).
 */
export const redirectDestinationInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('site-section'), siteSectionId: str() }),
    z.object({ kind: z.literal('url'), url: url() }),
  ],
  { error: variantError(REDIRECT_DESTINATION_KINDS) },
);

/** Body of `POST .../redirects`. */
export const createSiteRedirectBody = z.object({
  source: redirectSource(),
  destination: redirectDestinationInput,
});

/** Body of `PATCH .../redirects/{siteRedirectId}`. */
export const updateSiteRedirectBody = createSiteRedirectBody.partial();

/** Query of `GET .../redirect`: looks a redirect up by its exact source. */
export const lookupSiteRedirectQuery = shareKeyQuery.extend({ source: redirectSource() });

/** What a redirect lookup answers: the redirect and the published URL it leads to. */
export const siteRedirectLookup = resource({ redirect: siteRedirect, target: href() });
export type SiteRedirectLookup = z.infer<typeof siteRedirectLookup>;
