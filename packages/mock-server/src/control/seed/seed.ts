/**
 * The seeder of the reference server's control API (`POST /__control/seed`, `server.control.seed()`):
 * `kind` picks what to seed, and that kind's seeder validates the rest of the input.
 *
 * | kind      | seeds                                              | input                                  |
 * |-----------|----------------------------------------------------|----------------------------------------|
 * | `content` | pages, files, reusable contents of a space's primary content | see `seedContentInput` (domain/content/content-seed.ts) |
 * | `integration` | an integration of the marketplace, optionally verified and installed on spaces | see `seedIntegrationInput` (integrations.ts) |
 * | `page-ratings` | readers' good/ok/bad ratings of pages of a space's primary content | see `seedRatingsInput` (domain/spaces/ratings-seed.ts) |
 */
import type { Seeder } from '../control.js';
import { badRequest } from '../../core/http-error.js';
import { seedContent } from '../../domain/content/content-seed.js';
import { seedIntegration } from './integrations.js';
import { seedRatings } from '../../domain/spaces/ratings-seed.js';

export { seedContent, seedContentInput, type SeedContentInput, type SeededContent, type SeedPage } from '../../domain/content/content-seed.js';

/** Seeders by kind. An area that seeds something else adds its kind here. */
export const SEED_KINDS: Readonly<Record<string, Seeder>> = {
  content: seedContent,
  integration: seedIntegration,
  'page-ratings': seedRatings,
};

/** Dispatches a seed to the seeder of its `kind`. */
export const seedWorld: Seeder = (store, clock, input) => {
  if (!Object.hasOwn(SEED_KINDS, input.kind)) throw badRequest('kind', 'unknown seed kind');
  return SEED_KINDS[input.kind]!(store, clock, input);
};
