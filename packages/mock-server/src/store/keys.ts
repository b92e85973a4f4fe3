/**
 * Keys of the tables whose records are identified by a pair. Ids never contain `|`, so a key is unambiguous,
 * and a lookup by the pair is one Map access.
 */
import type { GrantPrincipalKind, GrantTargetKind } from './records.js';

export const membershipKey = (organizationId: string, userId: string) => `${organizationId}|${userId}`;

export const teamMemberKey = (teamId: string, userId: string) => `${teamId}|${userId}`;

/** What a grant is on. */
export interface GrantTarget {
  kind: GrantTargetKind;
  id: string;
}

/** Who a grant is for. */
export interface GrantPrincipal {
  kind: GrantPrincipalKind;
  id: string;
}

export const grantKey = (target: GrantTarget, principal: GrantPrincipal) =>
  `${target.kind}|${target.id}|${principal.kind}|${principal.id}`;
