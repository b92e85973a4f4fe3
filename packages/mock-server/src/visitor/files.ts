/**
 * The files of a site space's space, served by the site (docs/published-sites.md, "Files"):
 * `<site space>/~files/<id>/<name>`, past the same gate as the pages (visibility, share key, visitor session,
 * conditions). The id names the file in the primary revision of the space; the name must be the file's own, so
 * a URL names one version of one file. Its bytes are the world's, by the file's Git blob id (store/file-bytes.ts);
 * a file the reference server holds no bytes for is a 404.
 */
import type { PlainResponse } from '../core/types.js';
import type { FileRecord } from '../store/content-records.js';
import { fileBytesOf } from '../store/file-bytes.js';
import type { Store } from '../store/store.js';
import { visitorHeaders, type Exposure } from './headers.js';
import { FILES_SEGMENT } from './links.js';
import type { ReaderContent } from './reader-pages.js';

/** Types a browser shows in the page without running anything; every other file is a download. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'application/pdf', 'text/plain']);
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

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

/** The bytes of `file` the world holds, if any. */
export function bytesOfFile(store: Store, file: FileRecord): Uint8Array | undefined {
  return file.git === undefined ? undefined : fileBytesOf(store).get(file.git.oid);
}

/**
 * The answer holding a file's bytes: its content type when it is a well-formed one (else `application/octet-stream`),
 * shown inline only for types that run nothing (images but SVG, PDF, plain text), a download otherwise.
 */
export function fileResponse(file: FileRecord, bytes: Uint8Array, exposure: Exposure): PlainResponse {
  const type = MEDIA_TYPE.test(file.contentType) ? file.contentType.toLowerCase() : 'application/octet-stream';
  const disposition = INLINE_TYPES.has(type) ? 'inline' : 'attachment';
  return {
    status: 200,
    headers: {
      ...visitorHeaders({ ...exposure, indexable: false }, type),
      'content-length': String(bytes.byteLength),
      'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name).replace(/'/g, '%27')}`,
    },
    bytes,
  };
}
