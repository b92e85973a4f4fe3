import * as z from 'zod';
import { arrayOf, resource, str } from '../rules.js';
import { role, roleOrNull } from './role.js';
import { user } from './user.js';

/** A `{permission, user}` entry: a user's role on a space or collection. */
export const permissionItem = resource({ permission: role, user });
export type PermissionItem = z.infer<typeof permissionItem>;

/** Body of `POST .../permissions`: grant `role` to teams and users. */
export const grantPermissionBody = z.object({
  role,
  teams: arrayOf(str(), 100).optional(),
  users: arrayOf(str(), 100).optional(),
});

/** Body of `PATCH .../permissions/{users|teams}/{id}`: `null` removes the grant. */
export const updatePermissionBody = z.object({ role: roleOrNull.optional() });
