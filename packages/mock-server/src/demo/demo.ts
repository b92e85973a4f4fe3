/**
 * The default world of the reference server ("demo"): the organizations, users, teams, collections, spaces,
 * content, sites and integrations documented in `DEMO` (see ids.ts). It is a world file (demo-world.yaml,
 * bundled as the generated demo-world.ts), checked once and loaded through the same path as every world file.
 */
import type { Clock } from '../core/clock.js';
import { Store } from '../store/store.js';
import { issueToken } from '../store/users.js';
import { compileWorldFile, instantiate, type WorldTemplate } from '../worlds/world-template.js';
import { DEMO } from './ids.js';
import { DEMO_WORLD_FILE } from './demo-world.js';

export { DEMO, type DemoUser } from './ids.js';

export interface DemoWorldOptions {
  /** Drives the ids generated after the world is built (the demo's own ids are fixed). Default `demo`. */
  seed?: string;
  clock: Clock;
  /** An extra token for the demo organization's admin (`--admin-token` of the CLI). */
  adminToken?: string;
}

let template: WorldTemplate | undefined;

/** A new store holding the demo world, dated at the clock's time. */
export function createDemoWorld(options: DemoWorldOptions): Store {
  template ??= compileWorldFile(DEMO_WORLD_FILE);
  const store = new Store(instantiate(template, options.clock.now()).data);
  // The file's own seed is the default, which is public; an explicit seed asks for reproducible runs, tokens included.
  if (options.seed !== undefined) Object.assign(store.data.meta, { seed: options.seed, seededTokens: true });
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
