/** Reading a world file given to `createServer({ world })` or `docpub-mock --world`: data or a path. */
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

/**
 * node:fs is reached through `process.getBuiltinModule` rather than imported, so the package still bundles
 * for a browser (where a world file is given as data).
 */
function readText(path: string): string {
  const fs = globalThis.process?.getBuiltinModule?.('node:fs');
  if (!fs) throw new WorldFileError(['(file): a path can be read only under Node.js; give the file\'s data instead'], path);
  try {
    return fs.readFileSync(path, 'utf8');
  } catch (error) {
    throw new WorldFileError([`(file): cannot be read: ${(error as Error).message}`], path);
  }
}
