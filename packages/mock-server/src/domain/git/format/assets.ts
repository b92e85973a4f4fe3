/**
 * The space's files: everything below `.gitbook/assets/` under the root. A file's name is its path below that
 * folder (names keep their spaces and ` (1)` suffixes); its content type comes from the name's extension through
 * `mime`'s standard table (`mime/lite`: no Node modules, so it runs wherever the server does),
 * `application/octet-stream` when the extension is unknown.
 */
import mime from 'mime/lite';
import type { ImportedFile, RepositoryFile } from '../repository-model.js';
import { baseName, beforeExtension, isWithin, joinPath } from './paths.js';

/** The content type of a file name. */
export function contentTypeOf(name: string): string {
  return mime.getType(name) ?? 'application/octet-stream';
}

/** The assets of a snapshot, in path order. */
export function readAssets(files: Iterable<RepositoryFile>, assetsFolder: string): ImportedFile[] {
  const assets: ImportedFile[] = [];
  for (const file of files) {
    if (!isWithin(assetsFolder, file.path) || file.path === assetsFolder) continue;
    const name = file.path.slice(assetsFolder.length + 1);
    assets.push({ path: file.path, oid: file.oid, name, contentType: contentTypeOf(baseName(name)), size: file.bytes.length, bytes: file.bytes });
  }
  return assets.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * A file's name as a single path segment: `/` and `\` become `-`, and names Git cannot hold (`.`, `..`, '') become
 * `file`, so an asset never lands outside `.gitbook/assets/`.
 */
export function safeAssetName(name: string): string {
  const flat = name.replace(/[/\\]/g, '-');
  return flat === '' || flat === '.' || flat === '..' ? 'file' : flat;
}

/**
 * The first free path for an asset named `name`: `<assets>/<name>`, else `<name> (1)`, `<name> (2)`, … before the
 * extension, as the service names a second file of the same name.
 */
export function freeAssetPath(assetsFolder: string, name: string, taken: (path: string) => boolean): string {
  const safe = safeAssetName(name);
  let path = joinPath(assetsFolder, safe);
  for (let n = 1; taken(path); n += 1) path = joinPath(assetsFolder, beforeExtension(safe, ` (${n})`));
  return path;
}
