/** `client.integrations`: the integrations marketplace. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type { Integration, ListIntegrationsParams, PublishIntegrationParams } from '../types/index.js';

/**
 * Integrations: apps that add blocks, content sources and scripts to spaces and sites. Any valid token may list
 * and read them; publishing needs the `admin` role in the owning organization. For what is installed on a space,
 * see `client.spaces.integrations`.
 *
 * @category Integrations
 */
export class Integrations extends APIResource {
  /**
   * Lists the marketplace's integrations, optionally filtered by `search` text, `category`, `owner`,
   * `blockDomain` (a domain their blocks unfurl), and whether they have `blocks` or `contentSources`.
   *
   * @remarks `GET /integrations`, paginated.
   * @example
   * ```ts
   * for await (const app of client.integrations.list({ category: 'analytics' })) console.log(app.name);
   * ```
   */
  list(params?: ListIntegrationsParams, options?: RequestOptions): PagePromise<Integration> {
    return this._client.list(operations.listIntegrations, [], params, options);
  }

  /**
   * Gets an integration by name.
   *
   * @remarks `GET /integrations/{integrationName}`. Names are at most 100 of `a-z A-Z 0-9 - _ .`.
   */
  get(integrationName: string, options?: RequestOptions): APIPromise<Integration> {
    return this._client.call(operations.getIntegration, [integrationName], undefined, options);
  }

  /**
   * Publishes a new version of an integration (the first publication creates it). `secrets` are stored for the
   * script and never returned.
   *
   * @remarks `POST /integrations/{integrationName}`; answers the integration (201 when created). Not retried by
   * default.
   * @example
   * ```ts
   * await client.integrations.publish('acme-analytics', {
   *   title: 'Acme Analytics',
   *   description: 'Page views for your docs',
   *   scopes: ['space:views:read'],
   *   script: 'export default {}',
   *   organization: 'org-1',
   * });
   * ```
   */
  publish(
    integrationName: string,
    body: PublishIntegrationParams,
    options?: RequestOptions,
  ): APIPromise<Integration> {
    return this._client.call(operations.publishIntegration, [integrationName], body, options);
  }
}
