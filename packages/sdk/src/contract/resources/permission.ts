import * as z from 'zod';
import { arrayOf, resource, str } from '../rules.js';
import { role, roleOrNull } from './role.js';
import { user } from './user.js';

/** A `{permission, user}` entry: a user's role on a space or collection. */
export const permissionItem = resource({
  /** The role the user holds. */
  permission: role,
  /** The user. */
  user,
});
export type PermissionItem = z.infer<typeof permissionItem>;

/**
 * Body of `POST .../permissions`: grant `role` to teams and users. A grant names at least one team or user
 * (the published service refuses one that names neither).
 */
export const grantPermissionBody = z
  .object({
    /** The role to grant. */
    role,
    /** Ids of the teams to grant it to (at most 100). */
    teams: arrayOf(str(), 100).optional(),
    /** Ids of the users to grant it to (at most 100). */
    users: arrayOf(str(), 100).optional(),
  })
  .refine((grant) => (grant.teams?.length ?? 0) + (grant.users?.length ?? 0) > 0, {
    error: 'name at least one user or team',
    path: ['users'],
  });

/** Body of `PATCH .../permissions/{users|teams}/{id}`: `null` removes the grant. */
export const updatePermissionBody = z.object({
  /** The new role; `null` removes the grant. */
  role: roleOrNull.optional(),
});
