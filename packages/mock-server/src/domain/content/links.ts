/**
 * The links of a change request's content, checked against its revision.
 *
 * A link is a markdown link or image in a document page (`[text](target)`, `![alt](target)`; code is
 * skipped) or the target of a link page. Targets the server understands:
 * - `/a/page/path` (optionally with `#anchor`): a page of the revision by path — `broken` when absent;
 * - `file:<fileId>`: a file of the revision — `broken` when absent;
 * - a URL of a page of another space in the web app (`https://app.docpub.test/s/<spaceId>/<page path>`), when the
 *   caller may read that space: a cross-space page reference (with the space), `broken` when its primary content
 *   has no such page;
 * - any other URL into the web app (`https://app.docpub.test/…`): `in-app` (so is a space the caller may not read:
 *   its existence is not revealed);
 * - any other `http(s)` URL: an external link, `ok` (the server does not fetch the web).
 * Anchors alone, `mailto:` and relative paths are not links to check and are left out.
 */
import type { changeRequestLink } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { PageRecord, RevisionContent } from '../../store/content-records.js';
import { APP_URL } from '../present-context.js';
import { PageTree } from './page-tree.js';
import { presentFile } from './present.js';
import type { FileDownloadUrl } from './file-downloads.js';
import { trimTrailingSlashes, withoutQueryAndFragment } from '../../core/trim-slashes.js';

export type ChangeRequestLinkWire = z.input<typeof changeRequestLink>;
type ReferenceWire = ChangeRequestLinkWire['targetReference'];
export type LinkStatus = 'ok' | 'broken' | 'in-app';

/** One distinct link target, with the pages that link to it. */
export interface FoundLink {
  /** Identifies the target across revisions (`page:/a/b`, `file:id`, `url:https://…`); the list's sort key. */
  key: string;
  status: LinkStatus;
  target: ReferenceWire;
  locations: PageRecord[];
}

const CODE = /```[\s\S]*?(?:```|$)|`[^`\n]*`/g;
// Link text and target hold no bracket, so an attempt from one `[` stops at the next: linear time even on a page
// of nothing but `[` or `[](`, where `[^\]]*` would rescan to the end from every bracket.
const MARKDOWN_LINK = /!?\[[^[\]]*\]\(\s*<?([^()[\]\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** The link targets written in a markdown text, outside code. */
export function linkTargets(markdown: string): string[] {
  return [...markdown.replace(CODE, '').matchAll(MARKDOWN_LINK)].map((match) => match[1]!);
}

const pageRef = (tree: PageTree, page: PageRecord) => ({ id: page.id, title: page.title, path: tree.pathOf(page) });

/** Another space a link may point into: its primary page tree, and it and its organization as the caller sees them. */
export interface LinkedSpace {
  tree: PageTree;
  space: NonNullable<ReferenceWire['space']>;
  organization: NonNullable<ReferenceWire['organization']>;
}

/** The space a change request belongs to and its organization, as the caller sees them: where its links are written. */
export type LinkHome = Pick<LinkedSpace, 'space' | 'organization'>;

/** The space of an id, when the caller may read it; undefined otherwise (unknown, deleted, or not readable). */
export type LinkedSpaces = (spaceId: string) => LinkedSpace | undefined;

const SPACE_PAGE_URL = /^\/s\/([^/?#]+)\/([^?#]+)/;

/** A link to a page of a readable space by its app URL, or undefined when the URL is not one. */
function resolveSpacePage(target: string, spaces: LinkedSpaces | undefined): Omit<FoundLink, 'locations'> | undefined {
  const match = SPACE_PAGE_URL.exec(target.slice(APP_URL.length));
  if (!match || !spaces || match[2]!.startsWith('~')) return undefined;
  let spaceId: string;
  let path: string;
  try {
    spaceId = decodeURIComponent(match[1]!);
    path = trimTrailingSlashes(decodeURIComponent(match[2]!));
  } catch {
    return undefined;
  }
  const linked = spaces(spaceId);
  if (!linked) return undefined;
  const key = `space-page:${spaceId}/${path}`;
  const page = linked.tree.byPath(path);
  return page
    ? { key, status: 'ok', target: { kind: 'page', organization: linked.organization, space: linked.space, page: pageRef(linked.tree, page) } }
    : { key, status: 'broken', target: { kind: 'page', organization: linked.organization, space: linked.space, url: target } };
}

/** What a target points at in `content`, or undefined when it is not a link the server checks. */
function resolve(target: string, tree: PageTree, content: RevisionContent, downloads: FileDownloadUrl, spaces: LinkedSpaces | undefined): Omit<FoundLink, 'locations'> | undefined {
  if (target === APP_URL || target.startsWith(`${APP_URL}/`)) {
    return resolveSpacePage(target, spaces) ?? { key: `url:${target}`, status: 'in-app', target: { kind: 'url', url: target } };
  }
  if (/^https?:\/\//i.test(target)) return { key: `url:${target}`, status: 'ok', target: { kind: 'url', url: target } };
  if (target.startsWith('file:')) {
    const file = content.files.find((candidate) => candidate.id === target.slice('file:'.length));
    return file
      ? { key: target, status: 'ok', target: { kind: 'file', file: presentFile(file, downloads) } }
      : { key: target, status: 'broken', target: { kind: 'file', url: target } };
  }
  if (!target.startsWith('/')) return undefined;
  const path = trimTrailingSlashes(withoutQueryAndFragment(target));
  const page = tree.byPath(path);
  return page
    ? { key: `page:${path}`, status: 'ok', target: { kind: 'page', page: pageRef(tree, page) } }
    : { key: `page:${path}`, status: 'broken', target: { kind: 'page', url: target } };
}

/**
 * Every distinct link of `content`, sorted by key; `downloads` gives its files' URLs, `spaces` resolves links into
 * other spaces the caller may read.
 */
export function findLinks(content: RevisionContent, downloads: FileDownloadUrl, spaces?: LinkedSpaces): FoundLink[] {
  const tree = new PageTree(content.pages);
  const links = new Map<string, FoundLink>();
  for (const page of tree.preorder()) {
    const targets = page.type === 'link' ? [page.href ?? ''] : linkTargets(page.markdown ?? '');
    for (const target of targets) {
      const found = resolve(target, tree, content, downloads, spaces);
      if (!found) continue;
      const link = links.get(found.key) ?? { ...found, locations: [] };
      if (!link.locations.includes(page)) link.locations.push(page);
      links.set(found.key, link);
    }
  }
  return [...links.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * A link as the list shows it; `tree` is the page tree of the content it was found in, `home` the change
 * request's space and organization, where every link is written. A target in another space names that space
 * and its organization; a target in the change request's own content names neither, as it always has.
 */
export function presentLink(tree: PageTree, link: FoundLink, home: LinkHome): ChangeRequestLinkWire {
  return {
    status: link.status,
    relation: 'reference',
    targetReference: link.target,
    locationReferences: link.locations.map((page) => ({
      kind: 'page',
      organization: home.organization,
      space: home.space,
      page: pageRef(tree, page),
    })),
  };
}

/** The broken links of the change request that its base did not already have broken. */
export function introducedBroken(links: readonly FoundLink[], base: RevisionContent, baseDownloads: FileDownloadUrl, spaces?: LinkedSpaces): Set<string> {
  const alreadyBroken = new Set(findLinks(base, baseDownloads, spaces).filter((link) => link.status === 'broken').map((link) => link.key));
  return new Set(links.filter((link) => link.status === 'broken' && !alreadyBroken.has(link.key)).map((link) => link.key));
}
