/**
 * Where a space is published, for its `urls` (and its primary revision's): through a published site with a site
 * space for it (docs/reference-server-scope.md, "Modelled"). Space visibility moved to sites on 2024-08-05, so
 * the site decides: `published` is the site space's URL whenever a published site publishes the space; `public`
 * is the same URL when that site's visibility is `public` (anyone, indexed). With a share link's key the URL of
 * that link's site is given, carrying the key.
 */
import type { SiteRecord, SiteSpaceRecord } from '../../store/site-records.js';
import type { RevisionRecord, SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { siteUrls } from './urls.js';

/** A share link's access to a space: the link's site, and the key that opened it. */
export interface ShareAccess {
  site: SiteRecord;
  key: string;
}

/** The published and public URLs of a space, each when it has one. */
export interface SpacePublishedUrls {
  published?: string;
  public?: string;
}

/** The first published site (in creation order) with a site space for `space`, or `share`'s site. */
function publication(store: Store, space: SpaceRecord, share: ShareAccess | undefined): { site: SiteRecord; siteSpace: SiteSpaceRecord } | undefined {
  let found: { site: SiteRecord; siteSpace: SiteSpaceRecord } | undefined;
  for (const siteSpace of store.data.siteSpaces.values()) {
    if (siteSpace.spaceId !== space.id) continue;
    const site = store.data.sites.get(siteSpace.siteId);
    if (!site?.published || (share !== undefined && site.id !== share.site.id)) continue;
    if (!found || site.seq < found.site.seq || (site.id === found.site.id && siteSpace.seq < found.siteSpace.seq)) found = { site, siteSpace };
  }
  return found;
}

/**
 * How a published space reads (`visibility`, `visitorAuth`): as the first published site that publishes it
 * decides; undefined for a space no published site publishes (its stored visibility stands).
 */
export function spacePublishedAccess(store: Store, space: SpaceRecord): { visibility: string; visitorAuth?: { backend: string; integration?: string } } | undefined {
  if (space.deletedAt !== undefined) return undefined;
  const site = publication(store, space, undefined)?.site;
  if (!site) return undefined;
  if (site.visibility !== 'visitor-auth') return { visibility: site.visibility };
  const auth = site.publishingAuth;
  const backend = auth.backend ?? (auth.integration === undefined ? 'custom' : 'integration');
  return { visibility: site.visibility, visitorAuth: { backend, ...(auth.integration === undefined ? {} : { integration: auth.integration }) } };
}

/** The URLs of `space` as its publishing site serves it; none for a space no published site publishes. */
export function spacePublishedUrls(store: Store, space: SpaceRecord, share?: ShareAccess): SpacePublishedUrls {
  if (space.deletedAt !== undefined) return {};
  const found = publication(store, space, share);
  if (!found) return {};
  const plain = siteUrls(store, found.site).siteSpace(found.siteSpace);
  const published = share === undefined ? plain : siteUrls(store, found.site, share.key).siteSpace(found.siteSpace);
  return { published, ...(found.site.visibility === 'public' ? { public: plain } : {}) };
}

/**
 * The share access `shareKey` gives to `spaceId`: an active link of a published site that publishes the
 * (live) space. Anything else — no key, an unknown or inactive key, another site's — gives none, so a wrong key
 * answers as no key does.
 */
export function shareAccessTo(store: Store, spaceId: string, shareKey: string | undefined): (ShareAccess & { space: SpaceRecord }) | undefined {
  if (shareKey === undefined) return undefined;
  const space = store.data.spaces.get(spaceId);
  if (!space || space.deletedAt !== undefined) return undefined;
  for (const link of store.data.shareLinks.values()) {
    if (link.key !== shareKey || !link.active) continue;
    const site = store.data.sites.get(link.siteId);
    // Only a share-link site is opened by its keys: under any other visibility a key is just a string.
    if (!site?.published || site.visibility !== 'share-link') continue;
    const publishes = [...store.data.siteSpaces.values()].some((siteSpace) => siteSpace.siteId === site.id && siteSpace.spaceId === space.id);
    if (publishes) return { site, key: shareKey, space };
  }
  return undefined;
}

/**
 * The published URLs of a revision: its space's while it is the space's primary revision (the content readers
 * see); none for any other revision, which no site serves.
 */
export function revisionPublishedUrls(store: Store, revision: RevisionRecord): SpacePublishedUrls {
  const space = store.data.spaces.get(revision.spaceId);
  return space && space.revisionId === revision.id ? spacePublishedUrls(store, space) : {};
}

