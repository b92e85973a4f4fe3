/**
 * The URLs a server is given (`baseUrl`, `publicUrl`, `--public-url`), checked and normalized: apart from the
 * server's assembly so that the CLI checks its flag before it loads the server.
 */
import { API_PREFIX } from '../core/paths.js';
import { trimTrailingSlashes } from '../core/trim-slashes.js';

/** `text` as an absolute URL; a TypeError naming `option` otherwise. */
function absoluteUrl(option: string, text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TypeError(`${option}: must be an absolute URL, got ${JSON.stringify(text)}`);
  }
  return url;
}

/** `http://host/v1/` → `http://host/v1`; anything but an absolute http(s) URL whose path is `/v1` is refused. */
export function normalizeBaseUrl(baseUrl: string): string {
  const url = absoluteUrl('baseUrl', baseUrl);
  const path = trimTrailingSlashes(url.pathname);
  if (!/^https?:$/.test(url.protocol) || path !== API_PREFIX || url.search || url.hash) {
    throw new TypeError(`baseUrl: must be an http(s) URL whose path is ${API_PREFIX}, got ${JSON.stringify(baseUrl)}`);
  }
  return `${url.origin}${API_PREFIX}`;
}

/** `http://host:4010/` → `http://host:4010`; anything but an absolute http(s) origin is refused. */
export function normalizePublicUrl(publicUrl: string): string {
  const url = absoluteUrl('publicUrl', publicUrl);
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new TypeError(`publicUrl: must be an http(s) origin without a path, e.g. http://docpub:4010, got ${JSON.stringify(publicUrl)}`);
  }
  return url.origin;
}
