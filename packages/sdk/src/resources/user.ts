/** `client.user`: the caller. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { User } from '../types/index.js';

/** The user the client's token belongs to. *
 * @category Users
 */
export class CurrentUser extends APIResource {
  /**
   * Gets the caller: the user the token authenticates.
   *
   * @remarks `GET /user`. Any valid token may call it; a handy first call to check a token.
   * @throws `AuthenticationError` when the token is missing, malformed or unknown.
   * @example
   * ```ts
   * const me = await client.user.get();
   * console.log(me.displayName);
   * ```
   */
  get(options?: RequestOptions): APIPromise<User> {
    return this._client.call(operations.getCurrentUser, [], undefined, options);
  }
}
