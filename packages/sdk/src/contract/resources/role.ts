/** Roles, from highest to lowest (docs/roles.md, "Order of roles"). */
import * as z from 'zod';
import { closedEnum, openEnum } from '../rules.js';

/** Every role, highest first: each includes the rights of those after it. */
export const ROLES = ['admin', 'create', 'review', 'edit', 'comment', 'read'] as const;

/** A role on a space, a collection or in an organization. */
export const role = closedEnum(ROLES);
export type Role = z.infer<typeof role>;

/** A role in an update body: `null` makes the user or team a guest (no role). */
export const roleOrNull = role.nullable();

/**
 * A role as responses carry it: the roles above, `null` for guests, and any member the service adds (the
 * published service also sends `inherit` for a default level taken from the parent).
 */
export const roleInResponse = openEnum(ROLES).nullable();

/** The default level of a space or site in a response: a role, `null`, or `inherit` (from the parent). */
export const DEFAULT_LEVEL_EXTRA = ['inherit'] as const;
export const defaultLevel = openEnum([...ROLES, ...DEFAULT_LEVEL_EXTRA]).nullable();

/** A team member's role: an `owner` manages the team's members. */
export const TEAM_ROLES = ['owner', 'member'] as const;
export const teamRole = closedEnum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRole>;
