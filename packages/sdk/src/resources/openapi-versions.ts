/** `client.openapi.versions`: processed versions of an OpenAPI specification. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type { ListOpenApiSpecVersionsParams, OpenApiSpecVersion, OpenApiSpecVersionContent } from '../types/index.js';

/** The versions of a spec: one per processing that found changed content. *
 * @category OpenAPI specs
 */
export class OpenAPISpecVersions extends APIResource {
  /**
   * Lists a spec's versions.
   *
   * @remarks `GET /orgs/{organizationId}/openapi/{specSlug}/versions`, paginated.
   */
  list(
    organizationId: string,
    specSlug: string,
    params?: ListOpenApiSpecVersionsParams,
    options?: RequestOptions,
  ): PagePromise<OpenApiSpecVersion> {
    return this._client.list(operations.listOpenApiSpecVersions, [organizationId, specSlug], params, options);
  }

  /**
   * Gets a spec's newest version.
   *
   * @remarks `GET /orgs/{organizationId}/openapi/{specSlug}/versions/latest`. A spec has no version until its
   * first processing succeeds.
   */
  latest(organizationId: string, specSlug: string, options?: RequestOptions): APIPromise<OpenApiSpecVersion> {
    return this._client.call(operations.getLatestOpenApiSpecVersion, [organizationId, specSlug], undefined, options);
  }

  /**
   * Gets the content of a spec's newest version: its parsed files and the URL of its document.
   *
   * @remarks `GET /orgs/{organizationId}/openapi/{specSlug}/versions/latest/content`.
   * @example
   * ```ts
   * const { filesystem } = await client.openapi.versions.latestContent('org-1', 'payments');
   * ```
   */
  latestContent(organizationId: string, specSlug: string, options?: RequestOptions): APIPromise<OpenApiSpecVersionContent> {
    return this._client.call(
      operations.getLatestOpenApiSpecVersionContent,
      [organizationId, specSlug],
      undefined,
      options,
    );
  }

  /**
   * Gets a version of a spec.
   *
   * @remarks `GET /orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}`.
   */
  get(organizationId: string, specSlug: string, versionId: string, options?: RequestOptions): APIPromise<OpenApiSpecVersion> {
    return this._client.call(operations.getOpenApiSpecVersion, [organizationId, specSlug, versionId], undefined, options);
  }

  /**
   * Gets the content of a version of a spec.
   *
   * @remarks `GET /orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}/content`.
   */
  content(
    organizationId: string,
    specSlug: string,
    versionId: string,
    options?: RequestOptions,
  ): APIPromise<OpenApiSpecVersionContent> {
    return this._client.call(
      operations.getOpenApiSpecVersionContent,
      [organizationId, specSlug, versionId],
      undefined,
      options,
    );
  }
}
