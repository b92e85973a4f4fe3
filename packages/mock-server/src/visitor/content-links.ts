/**
 * Where the links, images, includes and file blocks of a page's content lead (docs/published-sites.md, "Links in
 * content"), resolved at render time against the page's own canonical URL so that a page served at its site
 * space's root links exactly as it does at its own path. Every on-site URL is absolute and carries the visitor's
 * share key. The spellings read:
 *
 * - `#anchor`: kept.
 * - `http:`, `https:`, `mailto:`: kept (they leave the site on purpose); `//host/…` reads as `https://host/…`.
 * - `file:<id>`: the space's file, served at `<site space>/~files/<id>/<name>`; an unknown id is no link.
 * - `data:image/(png|gif|jpeg|webp|avif)`: kept on images only. Any other scheme: no link.
 * - `/a/b`: a page path of the page's site space (how DocPub's documents and link pages name pages).
 * - `x.md`, `../y/README.md`: a file of the space's Git layout, relative to the page's own file
 *   (`<path>.md`, or `<path>/README.md` for a page with sub-pages); `README.md` is its folder's page.
 * - `…/.gitbook/assets/<name>`: the space's file of that name.
 * - anything else: relative to the page's canonical URL, as a browser would read it from there.
 */
import { slugify } from '../domain/content/slugs.js';
import type { FileRecord, ReusableContentRecord } from '../store/content-records.js';
import type { SiteSpaceRecord } from '../store/site-records.js';
import type { BlockContext, IncludedContent } from './blocks.js';
import type { SiteLinks } from './links.js';
import { schemeOf, SAFE_SCHEMES } from './url-schemes.js';
import type { ReaderContent, ReaderPage } from './reader-pages.js';

/** Whether a URL is a link's or an image's: `data:` images are kept, `data:` links never. */
export type UrlKind = 'link' | 'image';

/** Everything the content of one page needs to know to be rendered. */
export interface ContentContext extends BlockContext {
  /** The absolute URL `url` leads to from this page, or undefined when it must not be a link. */
  resolve(url: string, kind: UrlKind): string | undefined;
}

/** The page a content link is read from. */
export interface ContentPlace {
  links: SiteLinks;
  siteSpace: SiteSpaceRecord;
  page: ReaderPage;
  content: ReaderContent;
}

const DATA_IMAGE = /^data:image\/(png|gif|jpeg|webp|avif)[;,]/i;
const ASSETS = /(?:^|\/)\.gitbook\/assets\/([^/]+)$/;

/** A reusable content with the Git path it was synced from, once its record keeps one. */
type Reusable = ReusableContentRecord & { git?: { path?: string } };

/** Where a content URL points once read. */
type Target =
  | { kind: 'page'; path: string; hash: string }
  | { kind: 'site'; segments: string[]; hash: string }
  | { kind: 'file'; file: FileRecord }
  | { kind: 'url'; href: string };

/** Segments of a `/`-separated path with `.` and `..` applied (never above the root) and empty ones dropped. */
function normalized(segments: readonly string[]): string[] {
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page path a file of the Git layout is: `.md` dropped, a `README` names its folder. */
function pagePathOfFile(segments: readonly string[]): string {
  const parts = [...segments];
  const last = parts.at(-1);
  if (last !== undefined && /\.md$/i.test(last)) parts[parts.length - 1] = last.slice(0, -3);
  if (parts.at(-1)?.toLowerCase() === 'readme') parts.pop();
  return parts.join('/');
}

/** The page's own file in the service's Git layout, as segments. */
function gitFileOf(page: ReaderPage): string[] {
  const segments = page.path.split('/');
  return page.children.length > 0 ? [...segments, 'README.md'] : [...segments.slice(0, -1), `${segments.at(-1)}.md`];
}

/** `relative` read against the folder of the page's own Git file, as segments from the space's root. */
function fromPageFile(page: ReaderPage, relative: string): string[] {
  return normalized([...gitFileOf(page).slice(0, -1), ...relative.split('/').map(decoded)]);
}

function splitHash(url: string): { path: string; hash: string } {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return { path: queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt), hash: hashAt < 0 ? '' : url.slice(hashAt) };
}

/** The folder of reusable contents in the Git layout. */
const INCLUDES = '.gitbook/includes/';

/** A Git path from its includes folder on (`docs/.gitbook/includes/x.md` → `.gitbook/includes/x.md`): the same in a monorepo. */
function includesKey(path: string): string {
  const at = path.lastIndexOf(INCLUDES);
  return at < 0 ? path : path.slice(at);
}

/** The reusable contents by Git path, by slugified title and by id, the first of each kept. */
function reusableIndex(reusables: readonly Reusable[]) {
  const byGitPath = new Map<string, Reusable>();
  const bySlug = new Map<string, Reusable>();
  const byId = new Map<string, Reusable>();
  for (const reusable of reusables) {
    const git = reusable.git?.path;
    if (git !== undefined && !byGitPath.has(includesKey(git))) byGitPath.set(includesKey(git), reusable);
    if (!bySlug.has(slugify(reusable.title))) bySlug.set(slugify(reusable.title), reusable);
    byId.set(reusable.id, reusable);
  }
  return { byGitPath, bySlug, byId };
}

/** Reads content URLs for one page. */
export function contentContext(place: ContentPlace): ContentContext {
  const { links, siteSpace, page, content } = place;
  const filesById = new Map(content.files.map((file) => [file.id, file]));
  const filesByName = new Map<string, FileRecord>();
  for (const file of content.files) if (!filesByName.has(file.name)) filesByName.set(file.name, file);
  const base = links.siteSpaceBase(siteSpace);
  const canonical = `${base}/${page.path.split('/').map(encodeURIComponent).join('/')}`;

  /** Where a relative web URL leads from the page's canonical URL. */
  function fromCanonical(path: string, hash: string): Target {
    let resolved: URL;
    try {
      resolved = new URL(path, canonical);
    } catch {
      return { kind: 'url', href: path };
    }
    const href = `${resolved.origin}${resolved.pathname}`;
    if (href === base || href.startsWith(`${base}/`)) return { kind: 'page', path: normalized(href.slice(base.length).split('/').map(decoded)).join('/'), hash };
    if (href === links.base || href.startsWith(`${links.base}/`)) return { kind: 'site', segments: normalized(href.slice(links.base.length).split('/').map(decoded)), hash };
    return { kind: 'url', href: resolved.href };
  }

  function targetOf(raw: string, kind: UrlKind): Target | undefined {
    const url = raw.trim();
    const scheme = schemeOf(url);
    if (scheme === 'file:') {
      const file = filesById.get(decoded(splitHash(url.slice(scheme.length)).path));
      return file && { kind: 'file', file };
    }
    if (scheme === 'data:') return kind === 'image' && DATA_IMAGE.test(url) ? { kind: 'url', href: url } : undefined;
    if (scheme !== undefined) return SAFE_SCHEMES.has(scheme) ? { kind: 'url', href: url } : undefined;
    if (url.startsWith('\\') || url.startsWith('/\\')) return undefined;
    if (url.startsWith('//')) return { kind: 'url', href: `https:${url}` };
    const { path, hash } = splitHash(url);
    const asset = ASSETS.exec(path);
    const named = asset && filesByName.get(decoded(asset[1]!));
    if (named) return { kind: 'file', file: named };
    if (path.startsWith('/')) return { kind: 'page', path: pagePathOfFile(normalized(path.split('/').map(decoded))), hash };
    if (/\.md$/i.test(path)) return { kind: 'page', path: pagePathOfFile(fromPageFile(page, path)), hash };
    if (path === '') return { kind: 'page', path: page.path, hash };
    return fromCanonical(path, hash);
  }

  function hrefOf(target: Target): string {
    switch (target.kind) {
      case 'page':
        return `${links.page(siteSpace, target.path)}${target.hash}`;
      case 'site':
        return `${links.below(target.segments)}${target.hash}`;
      case 'file':
        return links.file(siteSpace, target.file.id, target.file.name);
      case 'url':
        return target.href;
    }
  }

  const reusables = reusableIndex(content.reusableContents as readonly Reusable[]);
  function include(path: string): IncludedContent | undefined {
    const segments = fromPageFile(page, path);
    const byGit = reusables.byGitPath.get(includesKey(segments.join('/')));
    if (byGit) return byGit;
    // Fallback: the file's name (without `.md`) as the reusable content's slugified title, else its id.
    const name = (segments.at(-1) ?? '').replace(/\.md$/i, '');
    return reusables.bySlug.get(name) ?? reusables.byId.get(name);
  }

  return {
    resolve(url, kind) {
      if (url.trim().startsWith('#')) return url.trim();
      const target = targetOf(url, kind);
      return target && hrefOf(target);
    },
    pageTitle(url) {
      const target = targetOf(url, 'link');
      return target?.kind === 'page' ? content.byPath.get(target.path)?.title : undefined;
    },
    fileName(src) {
      const target = targetOf(src, 'link');
      return target?.kind === 'file' ? target.file.name : undefined;
    },
    include,
  };
}
