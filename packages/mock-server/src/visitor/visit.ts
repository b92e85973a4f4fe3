/**
 * A visitor's request to a published site, answered: one function from a plain request (and the world's state
 * and clock) to a plain response (docs/published-sites.md). Every adapter serves it as it serves the API.
 *
 * Order: the API's file downloads (`~files/…` below the world's base: downloads.ts), then the site (404 when
 * unknown or unpublished) → the gate (visibility, share key, visitor auth) → the search page (`~search`,
 * search/answer.ts) → `llms.txt` / `robots.txt` → the site's redirects → the section, site space and page the path
 * names for this visitor's claims → where no page is, the space's `.gitbook.yaml` redirects → the page as HTML or
 * markdown. What follows the gate is kept per state of the world
 * (`kept-answers.ts`).
 */
import type { Clock } from '../core/clock.js';
import type { Journal } from '../core/journal.js';
import type { PlainRequest, PlainResponse } from '../core/types.js';
import { LOGIN_PATH, publishedBase, siteHostname } from '../domain/sites/urls.js';
import type { SiteRecord } from '../store/site-records.js';
import type { Store } from '../store/store.js';
import { markdownRequest, parseSitePath, worldOfPath } from './address.js';
import { parseDownload, serveDownload } from './downloads.js';
import { gate, notFoundAnswer, refuse, type Admitted, type GateInput } from './gate.js';
import { HTML, MARKDOWN, redirectAnswer, TEXT, textAnswer, visitorHeaders, type Exposure } from './headers.js';
import { keptAnswer } from './kept-answers.js';
import { FILES_SEGMENT, siteLinks } from './links.js';
import { bytesOfFile, fileResponse, isFilePath, lookupFile } from './files.js';
import { llmsText, pageMarkdown, robotsText } from './llms.js';
import { matchRedirect, MAX_LOCATION_CHARS, redirectLocation } from './redirects.js';
import { renderPage } from './render.js';
import { firstDocument, gitRedirectTarget, readerContent } from './reader-pages.js';
import { placeOf, type Place } from './structure.js';
import { searchAnswer, searchRequest } from './search/answer.js';

/** What a world gives its visitors: its state, its clock (token expiry) and its journal (refusal reasons). */
export interface VisitorWorld {
  /** The id of a world made by the control API; absent for the server's own world. */
  worldId?: string;
  store: Store;
  clock: Clock;
  journal: Journal;
}

/** Serves one visitor request; never throws for anything a visitor sends. */
export type Visitor = (request: PlainRequest) => Promise<PlainResponse>;

interface Served {
  response: PlainResponse;
  reason?: string | undefined;
}

const OPEN: Exposure = { gated: false, indexable: false };

function findSite(store: Store, hostname: string, basename: string): SiteRecord | undefined {
  for (const site of store.data.sites.values()) {
    if (site.published && site.basename === basename && siteHostname(store, site) === hostname) return site;
  }
  return undefined;
}

async function serve(world: VisitorWorld, request: PlainRequest): Promise<Served> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return { response: { status: 405, headers: { ...visitorHeaders(OPEN, TEXT), allow: 'GET, HEAD' }, text: 'Only GET and HEAD are served here.\n' } };
  }
  // A browser showing a site's page asks the origin's root for its icon; no site owns that path, and the
  // reference server has no icon: answered with no content (not a 404 page), so the visit logs no failed load.
  if (request.path === '/favicon.ico') return { response: { status: 204, headers: visitorHeaders(OPEN) } };
  const { store } = world;
  const download = parseDownload(request.path, request.query);
  if (download) {
    // A path naming another world (or none when this is a made world's) is not this world's to serve.
    if (worldOfPath(request.path) !== world.worldId) return { response: notFoundAnswer(OPEN), reason: 'no such world' };
    return serveDownload(store, world.clock.now(), download);
  }
  const address = parseSitePath(request.path);
  // A path naming another world (or none when this is a made world's) is not this world's to serve.
  const site = address && address.worldId === world.worldId && findSite(store, address.hostname, address.basename);
  if (!address || !site) return { response: notFoundAnswer(OPEN), reason: 'no published site at this address' };
  const base = siteLinks(store, site, undefined);
  const input: GateInput = {
    store,
    site,
    request,
    links: base,
    rest: address.rest,
    nowMs: world.clock.now(),
    secure: publishedBase(store).startsWith('https:'),
  };
  if (site.visibility === 'visitor-auth' && address.rest.length === 1 && address.rest[0] === LOGIN_PATH) {
    return refuse({ ...input, rest: [], request: { ...request, query: {} } }, 'visitor-auth: sign-in asked');
  }
  const admitted = await gate(input);
  if (!admitted.admitted) return admitted;
  const searching = searchRequest(address.rest);
  if (searching) {
    // Not kept: every query differs. The index it reads is kept per state (search/index.ts).
    const view = { store, site, claims: admitted.claims };
    return { response: searchAnswer(view, siteLinks(store, site, admitted.shareKey), admitted, request, searching.markdown) };
  }
  const answer = () => pastTheGate(store, site, address.rest, admitted);
  if (site.adaptiveContent) return answer();
  const { exposure, shareKey } = admitted;
  const key = [site.id, shareKey ?? '', exposure.gated, exposure.indexable, exposure.personal === true, ...address.rest].join('\u0000');
  return keptAnswer(store, key, answer);
}

/** What an admitted visitor is answered at `rest`: a function of the state, the site, the gate's outcome and the path. */
function pastTheGate(store: Store, site: SiteRecord, path: readonly string[], admitted: Admitted): Served {
  const { exposure } = admitted;
  const links = siteLinks(store, site, admitted.shareKey);
  const view = { store, site, claims: admitted.claims };
  const [only] = path;
  if (path.length === 1 && only === 'llms.txt') return { response: textAnswer(200, llmsText(view, links), exposure, MARKDOWN) };
  if (path.length === 1 && only === 'robots.txt') return { response: textAnswer(200, robotsText(exposure.indexable), exposure, TEXT) };
  const redirect = matchRedirect(store, site, path);
  if (redirect) {
    const location = redirectLocation(store, links, redirect);
    if (location === undefined) return { response: notFoundAnswer(exposure), reason: `redirect ${redirect.redirect.id} leads nowhere` };
    if (location.length > MAX_LOCATION_CHARS) {
      const text = `The address this redirect leads to passes ${MAX_LOCATION_CHARS} characters.\n`;
      return { response: textAnswer(414, text, exposure, TEXT), reason: `redirect ${redirect.redirect.id} leads to an address too long` };
    }
    return { response: redirectAnswer(redirect.redirect.permanent ? 308 : 307, location, exposure) };
  }
  const filePlace = path.includes(FILES_SEGMENT) ? placeOf(view, path) : undefined;
  if (filePlace && isFilePath(filePlace.pagePath)) return fileAnswer(store, filePlace, exposure);
  const { rest, markdown } = markdownRequest(path);
  const place = placeOf(view, rest);
  if (!place) return { response: notFoundAnswer(exposure), reason: 'no section or site space here for this visitor' };
  const content = readerContent(store, place.siteSpace);
  const page = place.pagePath === '' ? firstDocument(content.roots) : content.byPath.get(place.pagePath);
  // Where no page is, the space's own `.gitbook.yaml` redirects answer, after the site's (docs/git-sync.md, "Redirects").
  const moved = page ? undefined : gitRedirectTarget(content, place.pagePath);
  if (moved) return { response: redirectAnswer(308, links.page(place.siteSpace, moved.path, markdown), exposure) };
  if (!page || page.kind !== 'document') return { response: notFoundAnswer(exposure), reason: 'no page at this path' };
  const pageExposure = { ...exposure, indexable: exposure.indexable && !page.noIndex };
  if (markdown) return { response: textAnswer(200, pageMarkdown(page), pageExposure, MARKDOWN) };
  const html = renderPage({ view, links, place, content, page, noIndex: !pageExposure.indexable });
  return { response: textAnswer(200, html, pageExposure, HTML) };
}

/** A file of the site space at `place` (`~files/<id>/<name>`), or the 404 page. */
function fileAnswer(store: Store, place: Place, exposure: Exposure): Served {
  const lookup = lookupFile(readerContent(store, place.siteSpace), place.pagePath);
  if (!lookup.found) return { response: notFoundAnswer(exposure), reason: lookup.reason };
  const bytes = bytesOfFile(store, lookup.file);
  if (!bytes) return { response: notFoundAnswer(exposure), reason: `the reference server holds no bytes for file ${lookup.file.id}` };
  return { response: fileResponse(lookup.file, bytes, exposure) };
}

/** The visitor of one world. */
export function createVisitor(world: VisitorWorld): Visitor {
  return async (request) => {
    let served: Served;
    try {
      served = await serve(world, request);
    } catch (error) {
      // A visitor never meets a 5xx for what they sent; anything thrown here is a bug, reported like one.
      console.error('[docpub-mock] server bug (published site):', error);
      served = { response: { status: 500, headers: visitorHeaders(OPEN, TEXT), text: 'reference server bug\n' }, reason: `bug: ${(error as Error).message}` };
    }
    // The journal redacts the share key (`share` is a secret name) as the console's request log does.
    world.journal.record(request, served.response, { reason: served.reason });
    if (request.method !== 'HEAD') return served.response;
    const { text: _text, bytes: _bytes, ...head } = served.response;
    return head;
  };
}
