/** `client.spaces`: spaces themselves, and the namespaces of what lives in them. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import { SpaceContent } from './space-content.js';
import { SpaceGit } from './space-git.js';
import { SpaceIntegrations } from './space-integrations.js';
import { SpacePermissions } from './space-permissions.js';
import type {
  CreateSpaceParams,
  Embed,
  GetSpaceEmbedParams,
  GetSpaceParams,
  ListSpacesParams,
  MoveSpaceParams,
  Space,
  TransferSpaceParams,
  UpdateSpaceParams,
  ListUserSpacesParams,
  SpaceContentInsights,
} from '../types/index.js';

/**
 * Spaces: documentation projects with revisions, pages and files. A space can be duplicated, moved,
 * transferred, soft-deleted (restorable for 7 days) and synchronised with Git.
 *
 * @category Spaces
 */
export class Spaces extends APIResource {
  /** Git synchronisation of a space: import, export and the last sync's information. */
  readonly git = new SpaceGit(this._client);
  /** Roles of users and teams on a space. */
  readonly permissions = new SpacePermissions(this._client);
  /** The primary content of a space: its current revision, pages and files. */
  readonly content = new SpaceContent(this._client);
  /** The integrations installed on a space, their blocks and scripts. */
  readonly integrations = new SpaceIntegrations(this._client);

  /**
   * Lists an organization's spaces; soft-deleted ones are left out.
   *
   * @remarks `GET /orgs/{organizationId}/spaces`, paginated. Lists only the spaces the caller has a role on.
   * @example
   * ```ts
   * for await (const space of client.spaces.list('org-1')) console.log(space.title);
   * ```
   */
  list(
    organizationId: string,
    params?: ListSpacesParams,
    options?: RequestOptions,
  ): PagePromise<Space> {
    return this._client.list(operations.listSpaces, [organizationId], params, options);
  }

  /**
   * Creates a space in an organization, optionally inside a collection (`parent`).
   *
   * @remarks `POST /orgs/{organizationId}/spaces` → 201. Needs the `create` role in the organization.
   * @throws `BadRequestError` naming the field, e.g. a `title` longer than 50 characters.
   * @example
   * ```ts
   * const space = await client.spaces.create('org-1', { title: 'Handbook', emoji: '📘' });
   * ```
   */
  create(
    organizationId: string,
    body: CreateSpaceParams,
    options?: RequestOptions,
  ): APIPromise<Space> {
    return this._client.call(operations.createSpace, [organizationId], body, options);
  }

  /**
   * Gets a space. A soft-deleted space is still returned, with `deletedAt` set, until it is removed for good.
   *
   * @remarks `GET /spaces/{spaceId}`. Needs the `read` role. `shareKey` resolves the published URLs of a space
   * shared through a share link.
   * @throws `NotFoundError` when the space does not exist or the caller has no role on it.
   * @example
   * ```ts
   * const space = await client.spaces.get('space-1');
   * if (space.deletedAt) console.log('in the bin since', space.deletedAt);
   * ```
   */
  get(spaceId: string, params?: GetSpaceParams, options?: RequestOptions): APIPromise<Space> {
    return this._client.call(operations.getSpace, [spaceId], params, options);
  }

  /**
   * Changes a space's title, emoji, edit mode or default role; fields left out are kept.
   *
   * @remarks `PATCH /spaces/{spaceId}`. Needs the `admin` role. `defaultLevel: null` gives organization
   * members no role through the default.
   * @example
   * ```ts
   * await client.spaces.update('space-1', { editMode: 'locked' });
   * ```
   */
  update(
    spaceId: string,
    body?: UpdateSpaceParams,
    options?: RequestOptions,
  ): APIPromise<Space> {
    return this._client.call(operations.updateSpace, [spaceId], body, options);
  }

  /**
   * Soft-deletes a space: it leaves the lists and every operation but `get` and {@link Spaces.restore} answers 404.
   * It can be restored for 7 days, after which it is removed for good with its change requests, comments and
   * site spaces.
   *
   * @remarks `DELETE /spaces/{spaceId}` → 204. Needs the `admin` role.
   */
  delete(spaceId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.deleteSpace, [spaceId], undefined, options);
  }

  /**
   * Makes a copy of a space: a new space with the same content.
   *
   * @remarks `POST /spaces/{spaceId}/duplicate` → 201 with the new space. Needs the `create` role in the
   * organization.
   */
  duplicate(spaceId: string, options?: RequestOptions): APIPromise<Space> {
    return this._client.call(operations.duplicateSpace, [spaceId], undefined, options);
  }

  /**
   * Brings back a soft-deleted space, without `deletedAt`.
   *
   * @remarks `POST /spaces/{spaceId}/restore`. Needs the `admin` role.
   * @throws `ConflictError` when the space is not deleted; `NotFoundError` once 7 days have passed.
   * @example
   * ```ts
   * await client.spaces.delete('space-1');
   * const restored = await client.spaces.restore('space-1');
   * ```
   */
  restore(spaceId: string, options?: RequestOptions): APIPromise<Space> {
    return this._client.call(operations.restoreSpace, [spaceId], undefined, options);
  }

  /**
   * Moves a space into another collection (`parent`; `null` for the organization's root) and/or next to
   * another space (`position: { before | after: { type: 'space', space } }`; without one it goes last).
   *
   * @remarks `POST /spaces/{spaceId}/move`. Needs the `admin` role.
   */
  move(spaceId: string, body?: MoveSpaceParams, options?: RequestOptions): APIPromise<Space> {
    return this._client.call(operations.moveSpace, [spaceId], body, options);
  }

  /**
   * Transfers a space to another organization.
   *
   * @remarks `POST /spaces/{spaceId}/transfer`. Needs the `admin` role on the space.
   * @example
   * ```ts
   * await client.spaces.transfer('space-1', { organization: 'org-2' });
   * ```
   */
  transfer(
    spaceId: string,
    body: TransferSpaceParams,
    options?: RequestOptions,
  ): APIPromise<Space> {
    return this._client.call(operations.transferSpace, [spaceId], body, options);
  }

  /**
   * Describes a URL for embedding in a space's content: its title, site, icon and kind.
   *
   * @remarks `GET /spaces/{spaceId}/embed?url=…`. Needs the `read` role.
   */
  embed(spaceId: string, params: GetSpaceEmbedParams, options?: RequestOptions): APIPromise<Embed> {
    return this._client.call(operations.getSpaceEmbed, [spaceId], params, options);
  }

  /**
   * Lists the spaces granted to a user directly (the spaces a user made, or was invited to one by one), as far
   * as the caller may read them too. Replaces the retired `/owners/{ownerId}/spaces`.
   *
   * @remarks `GET /users/{userId}/spaces`, paginated. Any valid token; spaces the caller has no role on are
   * left out, and an unknown user is 404.
   * @example
   * ```ts
   * const mine = await client.spaces.listByUser((await client.user.get()).id).toArray();
   * ```
   */
  listByUser(
    userId: string,
    params?: ListUserSpacesParams,
    options?: RequestOptions,
  ): PagePromise<Space> {
    return this._client.list(operations.listUserSpaces, [userId], params, options);
  }

  /**
   * Gets reader feedback on the pages of a space's primary content: per page the ratings given, the `score`
   * (good − 0.5 × ok − 2 × bad), its `rating` (`good` above 0, `ok` at 0, `bad` below) and the `ponderedScore`
   * (score × number of ratings). Only pages with at least one rating are listed.
   *
   * @remarks `GET /spaces/{spaceId}/insights/content`. Needs the `read` role on the space.
   * @example
   * ```ts
   * const { pages } = await client.spaces.contentInsights('space-1');
   * const worst = [...pages].sort((a, b) => a.ponderedScore - b.ponderedScore)[0];
   * ```
   */
  contentInsights(spaceId: string, options?: RequestOptions): APIPromise<SpaceContentInsights> {
    return this._client.call(operations.getSpaceContentInsights, [spaceId], undefined, options);
  }
}
