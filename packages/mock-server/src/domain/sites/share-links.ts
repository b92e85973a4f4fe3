/** Share links: secret keys that open a site to anyone holding one (`?share=<key>` on its URLs). */
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { ShareLinkRecord, SiteRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';
import { newShareKey } from './secrets.js';

export interface NewShareLink {
  /** A fixed id and key (the demo world's); generated when absent, the key always at random. */
  id?: string;
  key?: string;
  name: string;
}

/** Stores a new, active share link of `site`. */
export function insertShareLink(store: Store, clock: Clock, site: SiteRecord, input: NewShareLink): ShareLinkRecord {
  const record: ShareLinkRecord = {
    id: input.id ?? nextId(store, 'share-link'),
    siteId: site.id,
    name: input.name,
    key: input.key ?? unusedKey(store),
    active: true,
    createdAt: isoNow(clock),
    seq: nextSeq(store),
  };
  store.data.shareLinks.set(record.id, record);
  return record;
}

/** A random key no link holds yet (a clash is astronomically unlikely; checking costs little). */
function unusedKey(store: Store): string {
  for (;;) {
    const key = newShareKey();
    if (![...store.data.shareLinks.values()].some((link) => link.key === key)) return key;
  }
}

/** A share link of `site`, or 404. */
export function shareLinkOfSite(store: Store, site: SiteRecord, shareLinkId: string): ShareLinkRecord {
  const link = store.data.shareLinks.get(shareLinkId);
  if (!link || link.siteId !== site.id) throw notFound(`share link '${shareLinkId}'`);
  return link;
}

/**
 * Resolves the `shareKey` of a read: undefined stays undefined (plain URLs); a key of an active link of
 * `site` is returned, for the URLs to carry, while the site's visibility is `share-link`. An unknown key,
 * another site's key, an inactive link's key or a key of a site under another visibility resolves nothing: 404, as a reader following such a link would find nothing there.
 */
export function resolveShareKey(store: Store, site: SiteRecord, shareKey: string | undefined): string | undefined {
  if (shareKey === undefined) return undefined;
  for (const link of store.data.shareLinks.values()) {
    if (site.visibility === 'share-link' && link.siteId === site.id && link.key === shareKey && link.active) return shareKey;
  }
  throw notFound('share link for this shareKey');
}
