/**
 * The URL grammar of published sites, read back from a request's path (docs/published-sites.md, "The URL
 * grammar"): `[/worlds/<worldId>]/sites/<site hostname>/<basename>/<rest…>`. The URLs themselves are built by
 * domain/sites/urls.ts, which the API's `urls.published` come from.
 */
import { SITES_SEGMENT, WORLDS_SEGMENT } from '../domain/sites/urls.js';

/** The suffix that asks for a page as markdown. */
export const MARKDOWN_SUFFIX = '.md';

/** Where a visitor's request points. */
export interface SiteAddress {
  /** The world named by the path; undefined for the server's own world. */
  worldId?: string;
  hostname: string;
  basename: string;
  /** The decoded path segments below the site, empty ones dropped. */
  rest: string[];
}

/** The world a visitor path names (`/worlds/<id>/…`), or undefined for the server's own. */
export function worldOfPath(path: string): string | undefined {
  const prefix = `/${WORLDS_SEGMENT}/`;
  if (!path.startsWith(prefix)) return undefined;
  const end = path.indexOf('/', prefix.length);
  return path.slice(prefix.length, end < 0 ? undefined : end);
}

function decoded(segment: string): string | undefined {
  // Most segments hold no escape; decoding (and its try) is paid only by those that do.
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The site address of `path`, or undefined for a path outside the grammar (a 404). */
export function parseSitePath(path: string): SiteAddress | undefined {
  const raw = path.split('/').slice(1);
  let worldId: string | undefined;
  if (raw[0] === WORLDS_SEGMENT) {
    worldId = raw[1];
    raw.splice(0, 2);
  }
  if (raw[0] !== SITES_SEGMENT || raw.length < 3) return undefined;
  const segments: string[] = [];
  for (const segment of raw.slice(1)) {
    const text = decoded(segment);
    if (text === undefined || text.includes('/')) return undefined;
    segments.push(text);
  }
  const [hostname, basename, ...rest] = segments;
  if (!hostname || !basename) return undefined;
  return { ...(worldId === undefined ? {} : { worldId }), hostname, basename, rest: rest.filter((segment) => segment !== '' && segment !== '.' && segment !== '..') };
}

/** Splits a trailing `.md` off the last segment: the same page asked for as markdown. */
export function markdownRequest(rest: readonly string[]): { rest: string[]; markdown: boolean } {
  const last = rest.at(-1);
  if (last === undefined || !last.endsWith(MARKDOWN_SUFFIX) || last.length === MARKDOWN_SUFFIX.length) return { rest: [...rest], markdown: false };
  return { rest: [...rest.slice(0, -1), last.slice(0, -MARKDOWN_SUFFIX.length)], markdown: true };
}
