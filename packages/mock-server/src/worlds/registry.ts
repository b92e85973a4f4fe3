/**
 * Worlds: isolated states served side by side by one reference server, so parallel tests (threads, processes,
 * other languages) each get their own data, clock, fault rules and journal.
 *
 * A world is what the server's own state is (a store, a clock, faults, a journal, the core and the control
 * over them), made on demand from the demo world, an empty one or a world file. Its tokens carry its id as a
 * prefix (`<worldId>.<token>`), so a request's token alone says which world serves it; a token without a live
 * world's prefix is the server's own world's business, which keeps that world exactly as it was.
 */
import type { Control } from '../control/control.js';
import type { Visitor } from '../visitor/visit.js';
import { ControlledClock } from '../core/clock.js';
import type { Core } from '../core/core.js';
import { HttpError, badRequest } from '../core/http-error.js';
import { parseOrBadRequest } from '../core/validate.js';
import { createWorldRuntime, type RuntimeKinds } from '../compose/world-runtime.js';
import { createStoreData, Store, type StoreData } from '../store/store.js';
import { z } from 'zod';
import type { ServerTaskRunner } from '../compose/server-tasks.js';
import { messageOf } from '../core/off-thread/tasks.js';
import { WorldFileError, type CheckedWorldFile } from './world-file-check.js';
import { WORLD_FILE_SEED } from './world-file-load.js';
import type { WorldFile } from './world-file-schema.js';
import { worldHeapBytes } from './world-size.js';
import { cancelGitSync } from '../domain/git/sync-runner.js';
import { fileBytesOf } from '../store/file-bytes.js';
import { instantiate, templateOf, WorldTemplates, type WorldState } from './world-template.js';

/**
 * Bounds on the worlds one server keeps alive. Sizes are the heap a world takes when created, estimated by
 * walking its state (see world-size.ts): measured heap stays at or under the count.
 */
export interface WorldLimits {
  /** Live worlds at most (the server's own world not counted); default 256. */
  maxWorlds?: number;
  /** Heap of one world when created, in bytes; default 64 MiB. */
  maxWorldBytes?: number;
  /**
   * Sum of the live worlds' heap, each counted when created; default 512 MiB, or half the process's heap limit
   * when that is less (`node --max-old-space-size`), so filling worlds up to the cap leaves the server room.
   */
  maxTotalBytes?: number;
}

const MiB = 1024 * 1024;

/** Half the heap limit of this process, where the runtime tells it (Node.js); unbounded elsewhere. */
function heapShare(): number {
  const v8 = globalThis.process?.getBuiltinModule?.('node:v8');
  return v8 === undefined ? Number.POSITIVE_INFINITY : Math.floor(v8.getHeapStatistics().heap_size_limit / 2);
}

export const DEFAULT_WORLD_LIMITS: Required<WorldLimits> = {
  maxWorlds: 256,
  maxWorldBytes: 64 * MiB,
  maxTotalBytes: Math.min(512 * MiB, heapShare()),
};

/** How a new world starts: `from` the demo world (the default) or empty, or from a world file. */
export interface NewWorldInput {
  from?: 'demo' | 'empty';
  /** A world file: its data, or its YAML/JSON text. Wins over `from`. */
  world?: WorldFile | string;
}

/** The body of `POST /__control/worlds`; a world file's own content is checked by its schema afterwards. */
const newWorldInput = z.strictObject({
  from: z.enum(['demo', 'empty'], { error: 'must be one of demo, empty' }).optional(),
  world: z
    .union([z.string(), z.record(z.string(), z.unknown())], { error: 'must be a world file: a mapping, or its YAML/JSON text' })
    .optional(),
});

/** What every world of a server is made of: the server's runtime kinds, and how a new world starts. */
export interface WorldKinds extends RuntimeKinds {
  /** The state a world made `from: 'demo'` starts with; absent on a server whose domain has no demo world. */
  demo?: (() => StoreData) | undefined;
  /** Called on every new world's store before it serves (the server's OpenAPI fetch settings). */
  prepare?: ((store: Store) => void) | undefined;
  /** What reads a large world file for {@link WorldRegistry.createReading} (off the thread where it can). */
  runner?: ServerTaskRunner | undefined;
}

/** A live world. */
export interface LiveWorld {
  readonly id: string;
  readonly createdAt: string;
  /** Heap its state took when created, as estimated: what the memory caps count. */
  readonly bytes: number;
  readonly store: Store;
  readonly clock: ControlledClock;
  readonly core: Core;
  readonly control: Control;
  /** Serves the world's published sites (`/worlds/<id>/sites/…`). */
  readonly visitor: Visitor;
}

/** What creating a world answers. */
export interface WorldInfo {
  id: string;
  /** Base URL of the API; the world is picked by the token, so it is the server's. */
  baseUrl: string;
  createdAt: string;
  bytes: number;
  /** The world's users and their tokens (already prefixed with the world's id). */
  users: { id: string; displayName: string; tokens: string[] }[];
  /** Each token as the demo world documents it or the world file wrote it → the token to use in this world. */
  tokens: Record<string, string>;
}

/** Separates a world's id from the token it prefixes. World ids never contain it. */
export const WORLD_TOKEN_SEPARATOR = '.';
const WORLD_ID = /^w_[0-9a-z]{16}$/;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** 64 random bits: Web Crypto rather than node:crypto, so worlds work where the server runs in a browser. */
function newWorldId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return `w_${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}


/** Every token of `data` moved behind `prefix`. */
function prefixTokens(data: StoreData, prefix: string): Record<string, string> {
  const renamed: Record<string, string> = {};
  const tokens = new Map<string, string>();
  for (const [token, userId] of data.tokens) {
    renamed[token] = `${prefix}${token}`;
    tokens.set(`${prefix}${token}`, userId);
  }
  data.tokens = tokens;
  data.meta.tokenPrefix = prefix;
  return renamed;
}

/** The live worlds of one server. */
export class WorldRegistry {
  private readonly worlds = new Map<string, LiveWorld>();
  private readonly limits: Required<WorldLimits>;
  private totalBytes = 0;
  /** World files parsed and checked once for all the worlds made from them. */
  private readonly templates = new WorldTemplates();
  /** What a demo world is counted for: every copy of the demo world is the same size. */
  private demoBytes: number | undefined;

  constructor(
    private readonly kinds: WorldKinds,
    limits: WorldLimits = {},
  ) {
    this.limits = { ...DEFAULT_WORLD_LIMITS, ...limits };
  }

  /**
   * Makes a world and starts serving it.
   * @throws HttpError 400 for a bad input or world file (naming its path), 413 for a world over the size cap,
   * 429 when the cap on live worlds or their memory is reached.
   */
  create(input: NewWorldInput = {}, checked?: CheckedWorldFile): WorldInfo {
    if (this.worlds.size >= this.limits.maxWorlds) {
      throw new HttpError(429, `worlds: ${this.limits.maxWorlds} are live already (the cap); delete one first`);
    }
    const clock = new ControlledClock();
    const { data, initial, clockMs, bytes } = this.startingState(input, clock.now(), checked);
    if (clockMs !== undefined) clock.setOffset(clockMs - Date.now());
    this.checkMemory(bytes);
    const id = newWorldId();
    const prefix = `${id}${WORLD_TOKEN_SEPARATOR}`;
    const tokens = prefixTokens(data, prefix);
    if (initial !== undefined) prefixTokens(initial, prefix);
    const world = this.serve(id, new Store(data), clock, bytes, initial);
    this.worlds.set(id, world);
    this.totalBytes += bytes;
    return this.describe(world, tokens);
  }

  /**
   * {@link create}, with the world file read and checked by the runner first: the control API over HTTP uses it
   * for a large file (`large`), whose parse and checks would otherwise hold the server's thread. A worker that
   * crashes or runs out of time under the file is a 400 naming `world`.
   */
  async createReading(given: NewWorldInput, large: boolean): Promise<WorldInfo> {
    const world = this.validInput(given).world;
    const runner = this.kinds.runner;
    if (world === undefined || !large || runner === undefined) return this.create(given);
    let checked: CheckedWorldFile;
    try {
      checked = await runner.run('worlds.check-file', world);
    } catch (error) {
      throw badRequest('world', `could not be read: ${messageOf(error)}`);
    }
    return this.create(given, checked);
  }

  private validInput(given: NewWorldInput) {
    const input = parseOrBadRequest(newWorldInput, given, 'body');
    if (input.world !== undefined && input.from !== undefined) throw badRequest('from', 'cannot be given with world');
    return input;
  }

  private startingState(given: NewWorldInput, nowMs: number, checked?: CheckedWorldFile): WorldState {
    const input = this.validInput(given);
    if (input.world !== undefined) return this.fromWorldFile(input.world as WorldFile | string, nowMs, checked);
    if (input.from === 'empty') {
      const data = createStoreData(WORLD_FILE_SEED);
      return { data, bytes: worldHeapBytes(data) };
    }
    if (!this.kinds.demo) throw badRequest('from', 'this server has no demo world');
    const data = this.kinds.demo();
    this.demoBytes ??= worldHeapBytes(data);
    return { data, bytes: this.demoBytes };
  }

  /** A world file's state; a bad file is a 400 whose message lists each problem by its path, under `world`. */
  private fromWorldFile(input: WorldFile | string, nowMs: number, checked?: CheckedWorldFile): WorldState {
    try {
      return instantiate(checked === undefined ? this.templates.of(input) : templateOf(checked), nowMs);
    } catch (error) {
      if (error instanceof WorldFileError) throw badRequest('world', error.problems.join('; '));
      throw error;
    }
  }

  private checkMemory(bytes: number): void {
    if (bytes > this.limits.maxWorldBytes) {
      throw new HttpError(413, `world: its state takes ${bytes} bytes of heap, over the cap of ${this.limits.maxWorldBytes}`);
    }
    if (this.totalBytes + bytes > this.limits.maxTotalBytes) {
      throw new HttpError(429, `worlds: live worlds take ${this.totalBytes} bytes of heap; this one would pass the cap of ${this.limits.maxTotalBytes}; delete one first`);
    }
  }

  private serve(id: string, store: Store, clock: ControlledClock, bytes: number, initial?: StoreData): LiveWorld {
    const { kinds } = this;
    kinds.prepare?.(store);
    // A world's file bytes (Git sync's assets) count against its memory cap beside its state.
    fileBytesOf(store).cap = Math.max(0, this.limits.maxWorldBytes - bytes);
    const { core, control, visitor } = createWorldRuntime(store, clock, kinds, id, initial);
    return { id, createdAt: new Date(clock.now()).toISOString(), bytes, store, clock, core, control, visitor };
  }

  private describe(world: LiveWorld, tokens: Record<string, string>): WorldInfo {
    const held = new Map<string, string[]>();
    for (const [token, userId] of world.store.data.tokens) held.set(userId, [...(held.get(userId) ?? []), token]);
    return {
      id: world.id,
      baseUrl: this.kinds.baseUrl(),
      createdAt: world.createdAt,
      bytes: world.bytes,
      users: [...world.store.data.users.values()].map((user) => ({
        id: user.id,
        displayName: user.displayName,
        tokens: held.get(user.id) ?? [],
      })),
      tokens,
    };
  }

  /** A live world. @throws HttpError 404 for an unknown (or deleted) world. */
  get(id: string): LiveWorld {
    const world = this.worlds.get(id);
    if (!world) throw new HttpError(404, `no world '${id}' (unknown or deleted)`);
    return world;
  }

  /** What `create` answered about a live world, its tokens as they are now. */
  info(id: string): WorldInfo {
    return this.describe(this.get(id), {});
  }

  /** Stops serving a world and lets its memory go. @throws HttpError 404 for an unknown world. */
  delete(id: string): void {
    const world = this.get(id);
    cancelGitSync(world.store);
    this.worlds.delete(id);
    this.totalBytes -= world.bytes;
  }

  /** The live worlds, oldest first. */
  list(): { id: string; createdAt: string; bytes: number }[] {
    return [...this.worlds.values()].map(({ id, createdAt, bytes }) => ({ id, createdAt, bytes }));
  }

  /** How many worlds are live, the bytes they were counted for, and the caps. */
  usage(): { worlds: number; bytes: number; limits: Required<WorldLimits> } {
    return { worlds: this.worlds.size, bytes: this.totalBytes, limits: { ...this.limits } };
  }

  /** A live world by id, or undefined (a visitor's path may name any id). */
  find(id: string): LiveWorld | undefined {
    return this.worlds.get(id);
  }

  /** The world a request's bearer token belongs to, or undefined for the server's own world. */
  worldOf(authorization: string | undefined): LiveWorld | undefined {
    if (this.worlds.size === 0 || authorization === undefined) return undefined;
    const token = BEARER.exec(authorization)?.[1];
    const cut = token?.indexOf(WORLD_TOKEN_SEPARATOR) ?? -1;
    if (token === undefined || cut < 0) return undefined;
    const id = token.slice(0, cut);
    return WORLD_ID.test(id) ? this.worlds.get(id) : undefined;
  }
}
