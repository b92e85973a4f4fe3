/**
 * A world file parsed and checked once, instantiated as many times as worlds are made from it: a suite that
 * makes a world per test from the same file pays for the YAML parse and the checks once.
 *
 * A file that sets its `clock` describes the same state every time, so it is also loaded once and each world
 * gets a copy, with its own random secrets (site keys and share keys the file left out). A file without a
 * clock dates what it leaves undated at the moment each world is made, so it is loaded per world.
 */
import { copyPlain } from '../store/plain-copy.js';
import type { StoreData } from '../store/store.js';
import { checkWorldFileInput, WorldFileError, type CheckedWorldFile } from './world-file-check.js';
import { drawSecrets, loadWorldFile } from './world-file-load.js';
import type { ValidWorldFile, WorldFile } from './world-file-schema.js';
import { worldHeapBytes } from './world-size.js';

/** A checked world file, ready to be made into worlds. */
export interface WorldTemplate {
  readonly file: ValidWorldFile;
  /** The file's clock (epoch ms), when it sets one. */
  readonly clockMs: number | undefined;
  /** The state at the file's clock, loaded at the first world made from it (files with a clock only). */
  loaded?: { data: StoreData; bytes: number };
}

/** One world's starting state, and what it is counted for by the memory caps. */
export interface WorldState {
  data: StoreData;
  /**
   * The same state again, for resets to restore, when it is at hand without a copy; never changed. It shares
   * records with the template, so it must only be copied from.
   */
  initial?: StoreData;
  bytes: number;
  clockMs?: number;
}

/** The template of a checked world file. @throws WorldFileError for a file with problems. */
export function templateOf(checked: CheckedWorldFile): WorldTemplate {
  if (!checked.ok) throw new WorldFileError(checked.problems);
  const { file } = checked;
  return { file, clockMs: file.clock === undefined ? undefined : Date.parse(file.clock) };
}

/** Checks world-file data or text once. @throws WorldFileError naming each problem by its path. */
export function compileWorldFile(input: WorldFile | string): WorldTemplate {
  return templateOf(checkWorldFileInput(input));
}

/** A new world's state from a template; undated records get `nowMs` when the file has no clock. */
export function instantiate(template: WorldTemplate, nowMs: number): WorldState {
  const { file, clockMs } = template;
  if (clockMs === undefined) {
    // A copy of the file: records take its lists and mappings as they are, and worlds must not share them.
    const data = loadWorldFile(copyPlain(file), nowMs);
    return { data, bytes: worldHeapBytes(data) };
  }
  if (template.loaded === undefined) {
    const data = loadWorldFile(file, clockMs);
    template.loaded = { data, bytes: worldHeapBytes(data) };
  }
  // The loaded state is never changed: the world's initial state shares its records, but for the few its own
  // secrets replace, and the world works on a deep copy of that.
  const base = template.loaded.data;
  const initial: StoreData = { ...base, meta: { ...base.meta }, sites: new Map(base.sites), shareLinks: new Map(base.shareLinks) };
  drawSecrets(file, initial);
  return { data: copyPlain(initial), initial, bytes: template.loaded.bytes, clockMs };
}

/**
 * Templates kept at most, and the largest world file kept (its text, or its data as JSON): a fixture file is a
 * few KB; a larger file is parsed per world rather than kept, so the templates stay a few MB of heap.
 */
const MAX_TEMPLATES = 4;
const MAX_KEY_CHARS = 64 * 1024;

/**
 * The templates of the world files a server was asked for most recently, keyed by their text (data is keyed
 * by its JSON), so asking again for the same file skips parsing and checking.
 */
export class WorldTemplates {
  private readonly kept = new Map<string, WorldTemplate>();

  /** The template of a world file. @throws WorldFileError */
  of(input: WorldFile | string): WorldTemplate {
    const key = typeof input === 'string' ? input : JSON.stringify(input);
    const known = this.kept.get(key);
    if (known !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const template = compileWorldFile(input);
    if (key.length <= MAX_KEY_CHARS) {
      this.kept.set(key, template);
      if (this.kept.size > MAX_TEMPLATES) this.kept.delete(this.kept.keys().next().value!);
    }
    return template;
  }
}
