/** `client.spaces.git`: Git synchronisation of a space. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { ExportGitParams, GitSyncInfo, ImportGitParams } from '../types/index.js';

/**
 * Imports a space's content from a Git repository and exports it to one. Credentials in a repository URL are
 * used for the one operation and never stored, returned or logged. `timestamp` orders imports and exports: one
 * older than the last applied is ignored unless `force` is set.
 *
 * @category Spaces
 */
export class SpaceGit extends APIResource {
  /**
   * Imports content from a branch of a Git repository into the space (or, with `standalone`, into a new
   * revision that leaves the primary content alone).
   *
   * @remarks `POST /spaces/{spaceId}/git/import` → 204. Needs the `admin` role. `ref` has the form
   * `refs/heads/<branch>`.
   * @example
   * ```ts
   * await client.spaces.git.import('space-1', { url: 'https://github.com/acme/docs.git', ref: 'refs/heads/main' });
   * ```
   */
  import(spaceId: string, body: ImportGitParams, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.importGit, [spaceId], body, options);
  }

  /**
   * Exports the space's content to a branch of a Git repository as one commit.
   *
   * @remarks `POST /spaces/{spaceId}/git/export` → 204. Needs the `admin` role.
   * @example
   * ```ts
   * await client.spaces.git.export('space-1', {
   *   url: 'https://github.com/acme/docs.git',
   *   ref: 'refs/heads/main',
   *   commitMessage: 'Sync from DocPub',
   * });
   * ```
   */
  export(spaceId: string, body: ExportGitParams, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.exportGit, [spaceId], body, options);
  }

  /**
   * Gets what the last import or export left: repository, provider, URL (without credentials), time.
   *
   * @remarks `GET /spaces/{spaceId}/git/info`. Needs the `read` role.
   */
  info(spaceId: string, options?: RequestOptions): APIPromise<GitSyncInfo> {
    return this._client.call(operations.getGitInfo, [spaceId], undefined, options);
  }
}
