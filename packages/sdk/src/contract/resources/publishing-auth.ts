/** Publishing auth: how visitors of a `visitor-auth` site are authenticated. */
import * as z from 'zod';
import { closedEnum, href, openEnum, resource, url } from '../rules.js';
import { integrationName } from './integration.js';

/**
 * Known visitor-auth backends; requests accept these only. `custom`: the site's own backend signs visitor
 * JWTs; `integration`: an integration (named by `integration`) authenticates visitors.
 */
export const PUBLISHING_AUTH_BACKENDS = ['custom', 'integration'] as const;

/** A site's visitor authentication settings. */
export const publishingAuth = resource({
  object: z.literal('publishing-auth'),
  /** `custom` (the owner's backend signs visitor tokens) or `integration` (an integration authenticates). */
  backend: openEnum(PUBLISHING_AUTH_BACKENDS).optional(),
  /** Signs visitor JWTs. Secret: shown to admins only, replaced by regenerate. */
  privateKey: z.string().optional(),
  /** Where unauthenticated visitors are sent. */
  fallbackURL: href().optional(),
  /** Id of the integration that authenticates visitors, if any. */
  integration: z.string().optional(),
});
export type PublishingAuth = z.infer<typeof publishingAuth>;

/** Body of `PATCH .../publishing/auth`: names the backend every time, as the published service requires. */
export const updatePublishingAuthBody = z.object({
  /** `custom` (the owner's backend signs visitor tokens) or `integration` (an integration authenticates). */
  backend: closedEnum(PUBLISHING_AUTH_BACKENDS),
  /** Where unauthenticated visitors are sent. */
  fallbackURL: url().optional(),
  /**
   * The integration that authenticates visitors, by name: required with backend `integration` (unless one is
   * set already), refused with `custom`.
   */
  integration: integrationName().optional(),
  /** Where visitors are sent to log out (`null` unsets it). Accepted, not kept: DocPub visitor authentication has no logout. */
  logoutURL: url().nullable().optional(),
});
