/**
 * What `GET /spaces/{spaceId}/embed` says of a URL. The reference server fetches nothing: the answer is
 * derived from the URL and from the integrations installed on the space — one whose block unfurls the URL
 * renders it (`type: integration`), any other URL is a link titled by its host — so the same URL on the same
 * space always gives the same description.
 */
import type { embed } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { badRequest } from '../../core/http-error.js';
import type { Store } from '../../store/store.js';
import { unfurlingBlock } from '../integrations/unfurl.js';

export type EmbedWire = z.input<typeof embed>;

/**
 * Describes an http(s) URL: rendered by the first installed integration whose block unfurls it, else a link
 * titled by its host. Other schemes are a 400 naming `url`.
 */
export function describeUrl(raw: string, store?: Store, spaceId?: string): EmbedWire {
  const url = new URL(raw);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw badRequest('url', 'must be an http or https URL');
  }
  const site = url.hostname.replace(/^www\./, '');
  const described = { title: site, site, icon: `${url.origin}/favicon.ico` };
  const unfurled = store === undefined || spaceId === undefined ? undefined : unfurlingBlock(store, spaceId, url.href);
  if (unfurled === undefined) return { ...described, type: 'link' };
  return { ...described, type: 'integration', integration: unfurled.integration, block: structuredClone(unfurled.block) };
}
