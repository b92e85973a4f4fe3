/** The public entry point: `new DocPub({ token, baseUrl })`. */
import { APIClient } from './core/api-client.js';
import type { ClientOptions } from './core/options.js';
import {
  ChangeRequests,
  Collections,
  Comments,
  CurrentUser,
  Integrations,
  Members,
  OpenAPISpecs,
  Orgs,
  Revisions,
  Sites,
  Spaces,
  Teams,
  Translations,
} from './resources/index.js';

/**
 * A client of the DocPub API.
 *
 * ```ts
 * const client = new DocPub({ token: process.env.DOCPUB_TOKEN, baseUrl: 'http://127.0.0.1:4010/v1' });
 * ```
 *
 * `token` and `baseUrl` fall back to the `DOCPUB_TOKEN` and `DOCPUB_BASE_URL` environment variables.
 * Each operation of the API is a method of a namespace, e.g. `client.spaces.get(spaceId)`,
 * `client.changeRequests.merge(spaceId, changeRequestId)`, `client.sites.sections.list(orgId, siteId)`.
 */
export class DocPub extends APIClient {
  // ── Resource namespaces ───────────────────────────────────────────────────────────────────────────
  // Attached here by the resources layer (packages/sdk/src/resources), one per area.
  /** The caller: `client.user.get()`. */
  readonly user = new CurrentUser(this);
  /** Organizations the caller belongs to. */
  readonly orgs = new Orgs(this);
  /** Members of an organization. */
  readonly members = new Members(this);
  /** Spaces, with their Git sync, permissions, primary content and installed integrations. */
  readonly spaces = new Spaces(this);
  /** Any revision of a space, by id. */
  readonly revisions = new Revisions(this);
  /** Change requests, with their reviews, links and content. */
  readonly changeRequests = new ChangeRequests(this);
  /** Comments on a space, with their replies. */
  readonly comments = new Comments(this);
  /** Collections of spaces, with their permissions. */
  readonly collections = new Collections(this);
  /** Teams of an organization, with their members. */
  readonly teams = new Teams(this);
  /** Docs sites, with their sections, section groups, site spaces, redirects, share links and publishing auth. */
  readonly sites = new Sites(this);
  /** OpenAPI specifications, with their versions. */
  readonly openapi = new OpenAPISpecs(this);
  /** Translation settings of an organization. */
  readonly translations = new Translations(this);
  /** The integrations marketplace. */
  readonly integrations = new Integrations(this);
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
