/**
 * The default world of the reference server ("demo"): the organizations, users, teams, collections and
 * spaces documented in `DEMO` (see ids.ts). Built by steps that run in order; an area that adds
 * content to the demo world (pages, change requests, sites, …) appends its step to `DEMO_STEPS` and its
 * ids to `DEMO`.
 */
import type { Clock } from '../core/clock.js';
import { createStoreData, DEFAULT_SEED, Store } from '../store/store.js';
import { issueToken } from '../store/users.js';
import { DEMO } from './ids.js';
import { buildPeople } from './people.js';
import { buildCollections, buildSpaces, buildTeams } from './structure.js';
import { buildDemoContent } from './content.js';
import { buildDemoRatings } from './ratings.js';
import { buildIntegrations } from './integrations.js';
import { buildOpenApiSpecs } from './openapi.js';
import { buildTranslations } from './translations.js';
import { buildSites } from './sites.js';
import { buildComments } from './comments.js';
import type { DemoStep } from './step.js';

export { DEMO, type DemoUser } from './ids.js';
export type { DemoStep } from './step.js';

/** The steps that build the demo world, in order. */
export const DEMO_STEPS: readonly DemoStep[] = [
  buildPeople,
  buildTeams,
  buildCollections,
  buildSpaces,
  buildDemoContent,
  buildDemoRatings,
  buildOpenApiSpecs,
  buildTranslations,
  buildIntegrations,
  buildSites,
  // Comments point at pages of the demo content, so they come after it.
  buildComments,
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
  // An explicit seed asks for reproducible runs, tokens included; the default seed is public.
  if (options.seed !== undefined) store.data.meta.seededTokens = true;
  for (const step of DEMO_STEPS) step({ store, clock: options.clock });
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
