/**
 * The origin published sites are served at (`publicUrl`, `--public-url`), checked: apart from the server's
 * assembly so that the CLI checks its flag before it loads the server.
 */

/** `http://host:4010/` → `http://host:4010`; anything but an absolute http(s) origin is refused. */
export function normalizePublicUrl(publicUrl: string): string {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new TypeError(`publicUrl: must be an absolute URL, got ${JSON.stringify(publicUrl)}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new TypeError(`publicUrl: must be an http(s) origin without a path, e.g. http://docpub:4010, got ${JSON.stringify(publicUrl)}`);
  }
  return url.origin;
}
