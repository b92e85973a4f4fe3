/**
 * The default world of the reference server ("demo"): the organizations, users, teams, collections and
 * spaces documented in `DEMO` (see demo-ids.ts). Built by seeders that run in order; an area that adds
 * content to the demo world (pages, change requests, sites, …) appends its seeder to `DEMO_SEEDERS` and its
 * ids to `DEMO`.
 */
import type { Clock } from '../core/clock.js';
import { createStoreData, DEFAULT_SEED, Store } from '../store/store.js';
import { issueToken } from '../store/users.js';
import { DEMO } from './demo-ids.js';
import { seedPeople } from './demo-people.js';
import { seedCollections, seedSpaces, seedTeams } from './demo-structure.js';
import { seedDemoContent } from './content-demo.js';
import { seedDemoRatings } from './ratings-demo.js';
import { seedIntegrations } from './integrations.js';
import { seedOpenApiSpecs } from './openapi.js';
import { seedTranslations } from './translations.js';
import { seedSites } from './sites.js';
import { seedComments } from './comments.js';
import type { DemoSeeder } from './seeder.js';

export { DEMO, type DemoUser } from './demo-ids.js';
export type { DemoSeeder } from './seeder.js';

/** The steps that build the demo world, in order. */
export const DEMO_SEEDERS: readonly DemoSeeder[] = [
  seedPeople,
  seedTeams,
  seedCollections,
  seedSpaces,
  seedDemoContent,
  seedDemoRatings,
  seedOpenApiSpecs,
  seedTranslations,
  seedIntegrations,
  seedSites,
  // Comments point at pages of the demo content, so they come after it.
  seedComments,
];

export interface DemoWorldOptions {
  /** Drives the ids generated after the world is built (the demo's own ids are fixed). Default `demo`. */
  seed?: string;
  clock: Clock;
  /** An extra token for the demo organization's admin (`--admin-token` of the CLI). */
  adminToken?: string;
}

/** A new store holding the demo world. */
export function createDemoWorld(options: DemoWorldOptions): Store {
  const store = new Store(createStoreData(options.seed ?? DEFAULT_SEED));
  for (const seed of DEMO_SEEDERS) seed({ store, clock: options.clock });
  if (options.adminToken !== undefined) issueToken(store, DEMO.users.admin, checkedAdminToken(store, options.adminToken));
  return store;
}

/** A configuration mistake, so a TypeError rather than an HTTP answer: the server must not start with it. */
function checkedAdminToken(store: Store, token: string): string {
  if (token.trim() === '') throw new TypeError('adminToken: must not be empty');
  const holder = store.data.tokens.get(token);
  if (holder !== undefined && holder !== DEMO.users.admin) {
    throw new TypeError(`adminToken: already the token of demo user '${holder}'`);
  }
  return token;
}
