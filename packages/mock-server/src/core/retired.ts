/**
 * What the API retired, and what replaced it (docs/retired-operations.md).
 *
 * On 2024-08-05 space-level publishing, share links and visitor authentication moved to sites. The retired
 * routes are still recognised: a client calling one gets 410 Gone naming the site operation to call instead,
 * rather than a 404 "no such operation" that reads like a typo. Setting a space's `visibility` moved to the
 * site as well; a PATCH of a space that names it is refused like any unknown field, with the same pointer.
 */
import { API_PREFIX } from './paths.js';

/** A retired route: its method, its path below `/v1` (`{name}` for a segment) and the operation to use now. */
export interface RetiredRoute {
  method: string;
  path: string;
  /** The operation that replaced it: its id in the contract, method and path. */
  replacement: { operationId: string | undefined; method: string; path: string };
}

const SITE = '/orgs/{organizationId}/sites/{siteId}';
const retire = (method: string, path: string, operationId: string | undefined, replacementMethod: string, replacementPath: string): RetiredRoute => ({
  method,
  path,
  replacement: { operationId, method: replacementMethod, path: replacementPath },
});

/** The date the routes below were retired. */
export const RETIRED_ON = '2024-08-05';

/** Every retired route the server recognises. */
export const RETIRED_ROUTES: readonly RetiredRoute[] = [
  retire('GET', '/spaces/{spaceId}/publishing/share-links', 'listShareLinks', 'GET', `${SITE}/share-links`),
  retire('POST', '/spaces/{spaceId}/publishing/share-links', 'createShareLink', 'POST', `${SITE}/share-links`),
  retire('PATCH', '/spaces/{spaceId}/publishing/share-links/{shareLinkId}', 'updateShareLink', 'PATCH', `${SITE}/share-links/{shareLinkId}`),
  retire('DELETE', '/spaces/{spaceId}/publishing/share-links/{shareLinkId}', 'deleteShareLink', 'DELETE', `${SITE}/share-links/{shareLinkId}`),
  retire('GET', '/spaces/{spaceId}/publishing/auth', 'getPublishingAuth', 'GET', `${SITE}/publishing/auth`),
  retire('PATCH', '/spaces/{spaceId}/publishing/auth', 'updatePublishingAuth', 'PATCH', `${SITE}/publishing/auth`),
  retire('POST', '/spaces/{spaceId}/publishing/auth/regenerate', 'regeneratePublishingAuth', 'POST', `${SITE}/publishing/auth/regenerate`),
  // Customization moved to the site too; its operation there is named by path (the site-wide customization).
  retire('GET', '/spaces/{spaceId}/publishing/customization', undefined, 'GET', `${SITE}/customization`),
  retire('PATCH', '/spaces/{spaceId}/publishing/customization', undefined, 'PATCH', `${SITE}/customization`),
];

const segmentsOf = (path: string) => path.split('/').slice(1);

/** Each retired route with its path cut into segments once, by method: every request is checked against them. */
const PATTERNS: ReadonlyMap<string, readonly { route: RetiredRoute; pattern: readonly string[] }[]> = (() => {
  const byMethod = new Map<string, { route: RetiredRoute; pattern: readonly string[] }[]>();
  for (const route of RETIRED_ROUTES) {
    const list = byMethod.get(route.method) ?? [];
    list.push({ route, pattern: segmentsOf(route.path) });
    byMethod.set(route.method, list);
  }
  return byMethod;
})();

/** The number of `/`-separated segments of a path (`/v1/spaces/x` has 3). */
function segmentCount(path: string): number {
  let count = 0;
  for (let index = path.indexOf('/'); index >= 0; index = path.indexOf('/', index + 1)) count++;
  return count;
}

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  if (pattern.length !== segments.length) return false;
  return pattern.every((part, index) => (part.startsWith('{') ? segments[index] !== '' : part === segments[index]));
}

/** The retired route `method` `path` (the full path, `/v1` included) names, if any. */
export function retiredRoute(method: string, path: string): RetiredRoute | undefined {
  const candidates = PATTERNS.get(method);
  if (candidates === undefined || !path.startsWith(`${API_PREFIX}/`)) return undefined;
  // Counting segments is cheap; splitting the path is done only when some retired route has that many.
  const count = segmentCount(path) - 1;
  if (!candidates.some(({ pattern }) => pattern.length === count)) return undefined;
  const segments = segmentsOf(path.slice(API_PREFIX.length));
  return candidates.find(({ pattern }) => matches(pattern, segments))?.route;
}

/** The message of the 410 a retired route answers. */
export function retiredMessage(route: RetiredRoute): string {
  const { replacement } = route;
  return (
    `${route.method} ${route.path} was retired on ${RETIRED_ON}: space publishing moved to sites; ` +
    `use ${replacement.method} ${replacement.path}${replacement.operationId === undefined ? '' : ` (${replacement.operationId})`}`
  );
}

/** Body fields an operation took before they moved elsewhere, with where they went. */
const RETIRED_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  updateSpace: {
    visibility: `unknown field; since ${RETIRED_ON} visibility is set on the site that publishes the space (PATCH ${SITE}, updateSite)`,
  },
};

/** The refusal of a body field that moved elsewhere, or undefined for a field that never existed. */
export function retiredFieldHint(operationId: string, field: string): string | undefined {
  return RETIRED_FIELDS[operationId]?.[field];
}
