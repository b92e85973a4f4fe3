/**
 * The parts of a page that follow from its type, in the form the published service sends them: its (legacy)
 * `kind`, a document page's `layout` and `tags`, a link page's `target`.
 */
import type { PageLayoutRecord, PageRecord } from '../../store/content-records.js';
import type { PageTree } from './page-tree.js';
import { trimSlashes } from '../../core/trim-slashes.js';

/**
 * How a document page is laid out until someone changes it: everything a page can show, at the default
 * width. A page stores only the options changed from these.
 */
export const DEFAULT_PAGE_LAYOUT = {
  width: 'default',
  cover: true,
  coverSize: 'hero',
  coverMask: 'none',
  title: true,
  description: true,
  tableOfContents: true,
  outline: true,
  pagination: true,
  metadata: true,
  tags: true,
  actions: true,
  anchors: true,
} as const;

/** A document page's layout: the defaults, with the options the page changed. */
export function presentLayout(layout: PageLayoutRecord | undefined): Record<string, unknown> {
  return { ...DEFAULT_PAGE_LAYOUT, ...layout };
}

/** The legacy `kind` of each page type: `sheet` for documents. */
const KIND_OF_TYPE: Readonly<Record<string, string>> = { document: 'sheet', group: 'group', link: 'link' };

/** Where a link page points, as a content reference. */
export type LinkTarget =
  | { kind: 'url'; url: string }
  | { kind: 'file'; file: string }
  | { kind: 'page'; page: string };

/**
 * A link page's `href` as a reference: `file:<id>` → the file, a path of a page of the same revision → that
 * page, anything else (an absolute URL, a path that names no page) → the URL as written.
 */
export function linkTarget(tree: PageTree, href: string): LinkTarget {
  if (href.startsWith('file:')) return { kind: 'file', file: href.slice('file:'.length) };
  if (href.startsWith('/')) {
    const page = tree.byPath(trimSlashes(href));
    if (page) return { kind: 'page', page: page.id };
  }
  return { kind: 'url', url: href };
}

/** The type-dependent fields of a page. */
export function pageShape(tree: PageTree, record: PageRecord): Record<string, unknown> {
  const kind = KIND_OF_TYPE[record.type];
  return {
    ...(kind === undefined ? {} : { kind }),
    ...(record.type === 'document' ? { layout: presentLayout(record.layout), tags: [] } : {}),
    ...(record.type === 'link' && record.href !== undefined ? { target: linkTarget(tree, record.href) } : {}),
  };
}
