/**
 * The default world of the reference server ("demo"): the organizations, users, teams, collections, spaces,
 * content, sites and integrations documented in `DEMO` (see ids.ts). It is a world file (demo-world.yaml,
 * bundled as the generated demo-world.ts), checked once and loaded through the same path as every world file.
 */
import type { Clock } from '../core/clock.js';
import { copyPlain } from '../store/plain-copy.js';
import { Store, type StoreData } from '../store/store.js';
import { issueToken } from '../store/users.js';
import { drawSecrets } from '../worlds/world-file-load.js';
import { compileWorldFile, instantiate, type WorldTemplate } from '../worlds/world-template.js';
import { DEMO } from './ids.js';
import { DEMO_WORLD_FILE } from './demo-world.js';
import { shareDemoFiles } from './demo-files.js';

export { DEMO, type DemoUser } from './ids.js';

export interface DemoWorldOptions {
  /** Drives the ids generated after the world is built (the demo's own ids are fixed). Default `demo`. */
  seed?: string;
  clock: Clock;
  /** An extra token for the demo organization's admin (`--admin-token` of the CLI). */
  adminToken?: string;
}

let template: WorldTemplate | undefined;

const demoTemplate = (): WorldTemplate => (template ??= compileWorldFile(DEMO_WORLD_FILE));

/** A new store holding the demo world, dated at the clock's time. */
export function createDemoWorld(options: DemoWorldOptions): Store {
  // A world file carries no bytes: the demo's files are served from bytes the server holds for every world.
  shareDemoFiles();
  const store = new Store(instantiate(demoTemplate(), options.clock.now()).data);
  // The file's own seed is the default, which is public; an explicit seed asks for reproducible runs, tokens included.
  if (options.seed !== undefined) Object.assign(store.data.meta, { seed: options.seed, seededTokens: true });
  if (options.adminToken !== undefined) issueToken(store, DEMO.users.admin, checkedAdminToken(store, options.adminToken));
  return store;
}

/**
 * A maker of demo worlds' starting states (`POST /__control/worlds {"from":"demo"}`): the demo world is loaded
 * once, at the first call, and each call answers a copy of it with its own random site private keys (and keys of
 * share links the file left without one), as a world made from a world file gets: a visitor token signed with
 * one world's key must open nothing in another (docs/worlds.md). The documented share key stays: it is public.
 */
export function demoWorldStates(options: Omit<DemoWorldOptions, 'adminToken'>): () => StoreData {
  let pristine: StoreData | undefined;
  return () => {
    pristine ??= createDemoWorld(options).data;
    const data = copyPlain(pristine);
    drawSecrets(demoTemplate().file, data);
    return data;
  };
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
