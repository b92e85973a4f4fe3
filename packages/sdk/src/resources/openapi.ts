/** `client.openapi`: an organization's OpenAPI specifications. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import { OpenAPISpecVersions } from './openapi-versions.js';
import type {
  CreateOpenApiSpecParams,
  ListOpenApiSpecsParams,
  OpenApiSpec,
  UpsertOpenApiSpecParams,
} from '../types/index.js';

/**
 * OpenAPI specifications, known by a slug unique in their organization. A spec's `source` is a URL to fetch or
 * the document's text; it is processed after the answer (`processingState`: `pending` → `progress` →
 * `complete`), making a new version when the content changed, or recording `lastProcessErrorCode` on failure.
 * Reads need membership of the organization; writes need its `edit` role.
 *
 * @category OpenAPI specs
 */
export class OpenAPISpecs extends APIResource {
  /** The processed versions of a spec. */
  readonly versions = new OpenAPISpecVersions(this._client);

  /**
   * Lists an organization's specs.
   *
   * @remarks `GET /orgs/{organizationId}/openapi`, paginated.
   */
  list(
    organizationId: string,
    params?: ListOpenApiSpecsParams,
    options?: RequestOptions,
  ): PagePromise<OpenApiSpec> {
    return this._client.list(operations.listOpenApiSpecs, [organizationId], params, options);
  }

  /**
   * Creates a spec from a URL (`source: { url }`) or a text (`source: { text }`, JSON or YAML).
   *
   * @remarks `POST /orgs/{organizationId}/openapi` → 201, `processingState: 'pending'`.
   * @throws `ConflictError` when the organization already has a spec with that slug.
   * @example
   * ```ts
   * const spec = await client.openapi.create('org-1', {
   *   slug: 'payments',
   *   source: { url: 'https://acme.test/openapi.json' },
   * });
   * ```
   */
  create(
    organizationId: string,
    body: CreateOpenApiSpecParams,
    options?: RequestOptions,
  ): APIPromise<OpenApiSpec> {
    return this._client.call(operations.createOpenApiSpec, [organizationId], body, options);
  }

  /**
   * Gets a spec by slug.
   *
   * @remarks `GET /orgs/{organizationId}/openapi/{specSlug}`.
   */
  get(organizationId: string, specSlug: string, options?: RequestOptions): APIPromise<OpenApiSpec> {
    return this._client.call(operations.getOpenApiSpec, [organizationId, specSlug], undefined, options);
  }

  /**
   * Creates the spec of a slug, or replaces its source when it exists; either way it is processed again.
   *
   * @remarks `PUT /orgs/{organizationId}/openapi/{specSlug}`: 201 when created, 200 when replaced.
   * @example
   * ```ts
   * await client.openapi.put('org-1', 'payments', { source: { text: openapiYaml } });
   * ```
   */
  put(
    organizationId: string,
    specSlug: string,
    body: UpsertOpenApiSpecParams,
    options?: RequestOptions,
  ): APIPromise<OpenApiSpec> {
    return this._client.call(operations.upsertOpenApiSpec, [organizationId, specSlug], body, options);
  }

  /**
   * Deletes a spec.
   *
   * @remarks `DELETE /orgs/{organizationId}/openapi/{specSlug}` → 204.
   */
  delete(organizationId: string, specSlug: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.deleteOpenApiSpec, [organizationId, specSlug], undefined, options);
  }
}
