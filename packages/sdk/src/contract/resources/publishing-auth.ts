/** Publishing auth: how visitors of a `visitor-auth` site are authenticated. */
import * as z from 'zod';
import { closedEnum, href, openEnum, resource, url } from '../rules.js';

/** Known visitor-auth backends; requests accept these only. */
export const PUBLISHING_AUTH_BACKENDS = ['custom'] as const;

/** A site's visitor authentication settings. */
export const publishingAuth = resource({
  object: z.literal('publishing-auth'),
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
  backend: closedEnum(PUBLISHING_AUTH_BACKENDS),
  fallbackURL: url().optional(),
});
