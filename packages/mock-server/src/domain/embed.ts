/**
 * What `GET /spaces/{spaceId}/embed` says of a URL. The reference server fetches nothing: the answer is
 * derived from the URL alone, so the same URL always gives the same description.
 */
import type { embed } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { badRequest } from '../core/http-error.js';

export type EmbedWire = z.input<typeof embed>;

/** Describes an http(s) URL as a link titled by its host; other schemes are a 400 naming `url`. */
export function describeUrl(raw: string): EmbedWire {
  const url = new URL(raw);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw badRequest('url', 'must be an http or https URL');
  }
  const site = url.hostname.replace(/^www\./, '');
  return { title: site, site, icon: `${url.origin}/favicon.ico`, type: 'link' };
}
