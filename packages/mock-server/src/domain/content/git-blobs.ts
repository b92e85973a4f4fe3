/**
 * Where the content of a Git-synced revision lives in the repository when no sync recorded it: a record that an
 * import read or an export wrote carries its real blob (`git` on the record, domain/git/…) and that is what is
 * shown; these derived blobs stand in for records that never went through Git (a world file's, a seed's), each
 * a blob at a path, with a blob id (`git: {oid, path}`). A revision is Git-synced once an import made
 * it or an export stamped it with a commit; other revisions have no such metadata. Paths follow the layout a
 * synced space has in its repository: a page at `<path>.md` (a page with sub-pages at `<path>/README.md`),
 * files under `.gitbook/assets/`, reusable contents under `.gitbook/includes/`. The blob id is derived from
 * the path and the content, so it changes exactly when either does.
 */
import type { FileRecord, PageRecord, ReusableContentRecord } from '../../store/content-records.js';
import { hash32 } from '../../store/ids.js';
import type { PageTree } from './page-tree.js';
import { slugify } from './slugs.js';

// A type alias, not an interface: the contract's loose objects need the index signature only aliases carry.
export type GitBlob = { oid: string; path: string };

/** A 40-hex blob id of `text`, the length of a Git object id. */
function oidOf(text: string): string {
  let oid = '';
  for (let salt = 0; salt < 5; salt += 1) oid += hash32(`${salt}\u0000${text}`).toString(16).padStart(8, '0');
  return oid;
}

const blob = (path: string, content: string): GitBlob => ({ oid: oidOf(`${path}\u0000${content}`), path });

export function pageBlob(tree: PageTree, page: PageRecord): GitBlob {
  const path = tree.pathOf(page);
  const file = tree.childrenOf(page.id).length > 0 ? `${path}/README.md` : `${path}.md`;
  return blob(file, JSON.stringify([page.title, page.markdown ?? page.href ?? '', page.emoji, page.icon, page.description]));
}

export function fileBlob(file: FileRecord): GitBlob {
  return blob(`.gitbook/assets/${file.name}`, JSON.stringify([file.id, file.size, file.contentType]));
}

export function reusableContentBlob(reusable: ReusableContentRecord): GitBlob {
  return blob(`.gitbook/includes/${slugify(reusable.title)}.md`, reusable.markdown);
}
