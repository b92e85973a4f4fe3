/**
 * The worlds part of the control API, in process: `server.control.createWorld()` and friends. The same
 * operations are served over HTTP under `/__control/worlds` (see http.ts).
 */
import type { Control } from '../control/control.js';
import type { Clock } from '../core/clock.js';
import type { Store } from '../store/store.js';
import { exportWorldFile } from './world-file-export.js';
import type { NewWorldInput, WorldInfo, WorldLimits, WorldRegistry } from './registry.js';
import type { WorldFile } from './world-file-schema.js';

/** A world made by {@link WorldsControl.createWorld}: what the HTTP API answers, plus its control. */
export interface WorldHandle extends WorldInfo {
  /** Control of this world alone: reset, snapshots, clock, users, faults, journal, seeding. */
  readonly control: Control;
  /** The world's state as a world file. */
  exportState(): WorldFile;
  /** The calls of an operation this world received that `filter` matches (deep-partially), oldest first. */
  calls: Control['calls'];
  /** The same search with what may make its count short (dropped or blanked journal entries). */
  searchCalls: Control['searchCalls'];
}

/** Control of the server's worlds. */
export interface WorldsControl {
  /**
   * Makes an isolated world (from the demo world by default, an empty one, or a world file) and serves it
   * to requests whose token it issued.
   * @throws HttpError 400 for a bad world file (naming the path in the file), 413/429 past the caps.
   */
  createWorld(input?: NewWorldInput): WorldHandle;
  /** The control of a live world. @throws HttpError 404 for an unknown or deleted world. */
  world(id: string): Control;
  /** Stops serving a world and frees it; its tokens answer 401 from then on. @throws HttpError 404 */
  deleteWorld(id: string): void;
  /** The live worlds, oldest first. */
  worlds(): { id: string; createdAt: string; bytes: number }[];
  /** Live worlds, their counted bytes and the caps. */
  worldUsage(): { worlds: number; bytes: number; limits: Required<WorldLimits> };
  /** The server's own world as a world file (`GET /__control/state`). */
  exportState(): WorldFile;
}

/** The worlds control over a registry; `store` and `clock` are the server's own world's. */
export function createWorldsControl(registry: WorldRegistry, store: Store, clock: Clock): WorldsControl {
  return {
    createWorld(input) {
      const info = registry.create(input);
      const world = registry.get(info.id);
      const { control } = world;
      return {
        ...info,
        control,
        exportState: () => exportWorldFile(world.store.data, world.clock.now()),
        calls: (operationId, filter) => control.calls(operationId, filter),
        searchCalls: (operationId, filter) => control.searchCalls(operationId, filter),
      };
    },
    world: (id) => registry.get(id).control,
    deleteWorld: (id) => registry.delete(id),
    worlds: () => registry.list(),
    worldUsage: () => registry.usage(),
    exportState: () => exportWorldFile(store.data, clock.now()),
  };
}
