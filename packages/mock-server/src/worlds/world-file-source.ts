/** Reading a world file given to `createServer({ world })` or `docpub-mock --world`: data or a path. */
import { readFileSync } from 'node:fs';
import type { StoreData } from '../store/store.js';
import { checkWorldFile, readWorldFile, WorldFileError } from './world-file-check.js';
import { loadWorldFile } from './world-file-load.js';
import type { ValidWorldFile, WorldFile } from './world-file-schema.js';

export type { WorldFile } from './world-file-schema.js';

/**
 * Reads, checks and loads a world file: `source` is its data, or the path of a YAML or JSON file.
 * Undated records get the time `nowMs`, or the file's `clock`.
 * @throws WorldFileError naming each problem by its path in the file (or the file that cannot be read).
 */
export function readWorldFileSource(source: WorldFile | string, nowMs: number): { file: ValidWorldFile; data: StoreData } {
  const file = typeof source === 'string' ? readWorldFile(readText(source), source) : checkWorldFile(source);
  const at = file.clock === undefined ? nowMs : Date.parse(file.clock);
  return { file, data: loadWorldFile(file, at) };
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new WorldFileError([`(file): cannot be read: ${(error as Error).message}`], path);
  }
}
