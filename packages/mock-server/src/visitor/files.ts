/**
 * The files of a site space's space, served by the site (docs/published-sites.md, "Files"):
 * `<site space>/~files/<id>/<name>`, past the same gate as the pages (visibility, share key, visitor session,
 * conditions). The id names the file in the primary revision of the space; the name must be the file's own, so
 * a URL names one version of one file. A file the reference server holds no bytes for is a 404.
 */
import type { FileRecord } from '../store/content-records.js';
import { FILES_SEGMENT } from './links.js';
import type { ReaderContent } from './reader-pages.js';

/** What `<site space>/~files/…` names: a file of the space, or nothing (undefined) when the path is not a file URL. */
export type FileLookup = { found: true; file: FileRecord } | { found: false; reason: string };

/** Whether a page path below a site space is a file URL (`~files/…`). */
export function isFilePath(pagePath: string): boolean {
  return pagePath === FILES_SEGMENT || pagePath.startsWith(`${FILES_SEGMENT}/`);
}

/** The file a `~files/<id>/<name>` page path names in `content`. */
export function lookupFile(content: ReaderContent, pagePath: string): FileLookup {
  const [, id, ...name] = pagePath.split('/');
  const file = id === undefined ? undefined : content.files.find((candidate) => candidate.id === id);
  if (!file || file.name !== name.join('/')) return { found: false, reason: 'no file at this path' };
  return { found: true, file };
}
