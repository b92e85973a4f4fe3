/**
 * Repository paths: `/`-separated, relative to the repository's root, no `.` or `..` segments once normalised.
 * Written by hand rather than with node:path because the format also runs where Node's modules are absent.
 */

/** `path`'s folder: `a/b/c.md` → `a/b`; `c.md` → ''. */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** `path`'s last segment: `a/b/c.md` → `c.md`. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * `relative` resolved against the folder `folder` ('' for the repository's root): `.` and `..` applied, empty
 * segments dropped. Undefined when it climbs above the repository's root. A leading `/` is not special here:
 * callers decide what an absolute path means.
 */
export function resolvePath(folder: string, relative: string): string | undefined {
  const segments: string[] = folder === '' ? [] : folder.split('/');
  for (const segment of relative.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else {
      segments.push(segment);
    }
  }
  return segments.join('/');
}

/** `a` and `b` joined with one `/`, either may be ''. */
export function joinPath(a: string, b: string): string {
  if (a === '') return b;
  return b === '' ? a : `${a}/${b}`;
}

/** Whether `path` is `folder` itself or lies below it ('' holds everything). */
export function isWithin(folder: string, path: string): boolean {
  return folder === '' || path === folder || path.startsWith(`${folder}/`);
}

/** The path that leads from the folder `from` to `to`, both repository paths: `a/b` → `a/c/d.md` = `../c/d.md`. */
export function relativePath(from: string, to: string): string {
  const source = from === '' ? [] : from.split('/');
  const target = to.split('/');
  let common = 0;
  while (common < source.length && common < target.length - 1 && source[common] === target[common]) common += 1;
  const up = source.length - common;
  return [...Array<string>(up).fill('..'), ...target.slice(common)].join('/');
}

/** `name` with `marker` before its extension: `a.png`, ` (1)` → `a (1).png`; names without one get it at the end. */
export function beforeExtension(name: string, marker: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? `${name}${marker}` : `${name.slice(0, dot)}${marker}${name.slice(dot)}`;
}

const UTF8 = new TextDecoder('utf-8');
const ENCODER = new TextEncoder();

/** A file's text (UTF-8; a byte-order mark dropped, invalid sequences replaced). */
export function textOf(bytes: Uint8Array): string {
  return UTF8.decode(bytes);
}

/** A text's UTF-8 bytes. */
export function bytesOf(text: string): Uint8Array {
  return ENCODER.encode(text);
}
