/** `client.spaces.integrations`: what is installed on a space. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  Integration,
  IntegrationScript,
  ListSpaceIntegrationsParams,
  SpaceIntegrationBlocks,
} from '../types/index.js';

/** The integrations installed on a space, the editor blocks they add and the scripts they inject. *
 * @category Integrations
 */
export class SpaceIntegrations extends APIResource {
  /**
   * Lists the integrations installed on the space; `search` keeps those whose name contains the text.
   *
   * @remarks `GET /spaces/{spaceId}/integrations`, paginated. Needs the `read` role.
   */
  list(
    spaceId: string,
    params?: ListSpaceIntegrationsParams,
    options?: RequestOptions,
  ): PagePromise<Integration> {
    return this._client.list(operations.listSpaceIntegrations, [spaceId], params, options);
  }

  /**
   * Gets the blocks each installed integration offers the editor, grouped by integration name.
   *
   * @remarks `GET /spaces/{spaceId}/integration-blocks` (a plain array, not paginated).
   */
  blocks(spaceId: string, options?: RequestOptions): APIPromise<SpaceIntegrationBlocks[]> {
    return this._client.call(operations.getSpaceIntegrationBlocks, [spaceId], undefined, options);
  }

  /**
   * Gets the scripts the installed integrations inject into the space's published content.
   *
   * @remarks `GET /spaces/{spaceId}/integration-scripts` (a plain array, not paginated).
   */
  scripts(spaceId: string, options?: RequestOptions): APIPromise<IntegrationScript[]> {
    return this._client.call(operations.getSpaceIntegrationScripts, [spaceId], undefined, options);
  }
}
