/**
 * Seeding the integrations marketplace through the control API (`POST /__control/seed` with
 * `{"kind": "integration", "name": …, …publish body}`, or `server.control.seed(…)`), so a test can put an
 * integration in the catalogue, marked verified and installed on spaces, without publishing it as an admin.
 * The input is the publish body plus `name`, `verified` and `installOn` (space ids); it is checked whole —
 * owner, name and every space — before anything is stored.
 */
import { arrayOf, bool, integrationName, publishIntegrationBody, str } from '@docpub/sdk/contract';
import { z } from 'zod';
import type { Seeder } from '../control.js';
import { badRequest, notFound } from '../../core/http-error.js';
import { parseOrBadRequest } from '../../core/validate.js';
import { assertInstallable, installIntegration } from '../../domain/integrations/installations.js';
import {
  assertPublishable,
  checkPublishBody,
  DEFAULT_VISIBILITY,
  publishIntegration,
  resolvePublisher,
} from '../../domain/integrations/publish.js';

/** The input of the `integration` seed kind. */
export const seedIntegrationInput = publishIntegrationBody.extend({
  kind: z.literal('integration'),
  name: integrationName(),
  /** Marks the integration verified in the marketplace (default false). */
  verified: bool().optional(),
  /** Spaces to install it on, in order. */
  installOn: arrayOf(str(), 100).optional(),
});
export type SeedIntegrationInput = z.input<typeof seedIntegrationInput>;

/** What seeding answers: the integration's name and version, and where it is installed. */
export interface SeededIntegration {
  name: string;
  version: number;
  owner: string;
  installedOn: string[];
}

export const seedIntegration: Seeder = (store, clock, input): SeededIntegration => {
  const parsed = parseOrBadRequest(seedIntegrationInput, input, 'body');
  const { kind: _kind, name, verified, installOn = [], ...body } = parsed;
  const ownerId = resolvePublisher(store, body.organization);
  if (!store.data.organizations.has(ownerId)) {
    throw badRequest('organization', `no organization '${body.organization}'`);
  }
  checkPublishBody(body);
  assertPublishable(store, name, ownerId);
  // Every installation is checked against the integration as it will be, so a refusal stores nothing.
  const future = {
    name,
    ownerId,
    target: body.target ?? 'all',
    visibility: body.visibility ?? store.data.integrations.get(name)?.visibility ?? DEFAULT_VISIBILITY,
  };
  installOn.forEach((spaceId, index) => {
    const space = store.data.spaces.get(spaceId);
    if (!space || space.deletedAt !== undefined) throw notFound(`space '${spaceId}' (installOn.${index})`);
    assertInstallable(future, space);
  });
  const { record } = publishIntegration(store, clock, name, ownerId, body);
  if (verified !== undefined) record.verified = verified;
  for (const spaceId of installOn) installIntegration(store, clock, spaceId, name);
  return { name, version: record.version, owner: ownerId, installedOn: [...installOn] };
};
