/**
 * Links between a page's file and the rest of the repository, and DocPub's references that stand for them:
 *
 * - a relative link to another page's file (`../guides/setup.md#install`) is, in DocPub, the page's path
 *   (`/guides/setup#install`);
 * - a relative link to an asset (`../.gitbook/assets/diagram (1).png`) is a `file:` reference. While a snapshot is
 *   read, files have no DocPub ids yet, so the reference names the file's repository path
 *   (`file:.gitbook/assets/diagram%20(1).png`, see {@link fileReference}); {@link resolveFileReferences} turns it
 *   into `file:<id>` once the files have ids.
 *
 * Export turns both back into paths relative to the page's own file. Links DocPub does not know (external,
 * absolute, to files that are neither pages nor assets) stay as written.
 */
import { mapLinkTargets } from './link-scan.js';
import { folderOf, relativePath, resolvePath } from './paths.js';

const SCHEME = /^[a-z][\d+.a-z-]*:/i;

/** Whether a link target names its scheme (`https:`, `mailto:`): an address outside the repository. */
export const hasScheme = (target: string): boolean => SCHEME.test(target);

/** A target split at its fragment. */
function splitFragment(target: string): { base: string; fragment: string } {
  const hash = target.indexOf('#');
  return hash < 0 ? { base: target, fragment: '' } : { base: target.slice(0, hash), fragment: target.slice(hash) };
}

/** A percent-encoded path decoded; as it is when it is not valid percent-encoding (`100%.png`). */
export function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Characters encodeURIComponent leaves that a link destination or an attribute could read as syntax. */
const RESERVED = /[!'()*]/g;
const percent = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;

/** The `file:` reference of a repository path: each segment percent-encoded, so the reference is one word. */
export function fileReference(repositoryPath: string): string {
  return `file:${repositoryPath
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(RESERVED, percent))
    .join('/')}`;
}

/**
 * A page's or include's markdown read from the file at `filePath`, its relative links to files `lookup` knows
 * replaced by what it answers (a page path, a file reference), the fragment kept.
 */
export function linksFromRepository(markdown: string, filePath: string, lookup: (repositoryPath: string) => string | undefined): string {
  const folder = folderOf(filePath);
  return mapLinkTargets(markdown, (target) => {
    if (target === '' || target.startsWith('/') || target.startsWith('#') || hasScheme(target)) return undefined;
    const { base, fragment } = splitFragment(target);
    const path = resolvePath(folder, decoded(base));
    const reference = path === undefined ? undefined : lookup(path);
    return reference === undefined ? undefined : `${reference}${fragment}`;
  });
}

/**
 * A page's or include's markdown as written to the file at `filePath`: DocPub page paths (`/a/b#x`) and `file:<id>`
 * references that `lookup` maps to a repository path become relative paths from the file's folder.
 */
export function linksToRepository(markdown: string, filePath: string, lookup: (reference: string) => string | undefined): string {
  const folder = folderOf(filePath);
  return mapLinkTargets(markdown, (target) => {
    if (!target.startsWith('/') && !target.startsWith('file:')) return undefined;
    const { base, fragment } = splitFragment(target);
    const path = lookup(base);
    return path === undefined ? undefined : `${relativePath(folder, path)}${fragment}`;
  });
}

const FILE_REFERENCE = /file:([\w%./~-]+)/g;

/**
 * `markdown` (or a link page's `href`) with each `file:` reference by repository path that `idOfPath` knows
 * replaced by `file:<id>`; other text untouched. One pass over the text; file ids hold no `/`, so a reference by id
 * is never taken for one by path.
 */
export function resolveFileReferences(markdown: string, idOfPath: (path: string) => string | undefined): string {
  return markdown.replace(FILE_REFERENCE, (whole: string, encoded: string) => {
    if (!encoded.includes('/')) return whole;
    const id = idOfPath(encoded.split('/').map(decoded).join('/'));
    return id === undefined ? whole : `file:${id}`;
  });
}
