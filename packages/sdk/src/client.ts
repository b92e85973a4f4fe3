/** The public entry point: `new DocPub({ token, baseUrl })`. */
import { APIClient } from './core/api-client.js';
import type { ClientOptions } from './core/options.js';

/**
 * A client of the DocPub API.
 *
 * ```ts
 * const client = new DocPub({ token: process.env.DOCPUB_TOKEN, baseUrl: 'http://127.0.0.1:4010/v1' });
 * ```
 *
 * `token` and `baseUrl` fall back to the `DOCPUB_TOKEN` and `DOCPUB_BASE_URL` environment variables.
 */
export class DocPub extends APIClient {
  // ── Resource namespaces ───────────────────────────────────────────────────────────────────────────
  // Attached here by the resources layer (packages/sdk/src/resources), one per area, e.g.
  //   readonly spaces = new Spaces(this);
  // ── end of resource namespaces ────────────────────────────────────────────────────────────────────

  /** @throws {ConfigurationError} when `token` or `baseUrl` is missing or an option is invalid. */
  constructor(options: ClientOptions = {}) {
    super(options);
  }
}

/** `new DocPub(options)`, for those who prefer a function. */
export function createClient(options: ClientOptions = {}): DocPub {
  return new DocPub(options);
}
