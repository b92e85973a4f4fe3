/**
 * Creating a user: its record and token (store/users.ts), and its membership of an organization. Used by the
 * control API (`POST /__control/users`) and the tests' worlds.
 */
import type { Role } from '@docpub/sdk/contract';
import type { Clock } from '../../core/clock.js';
import { badRequest } from '../../core/http-error.js';
import { insertUser, issueToken } from '../../store/users.js';
import type { Store } from '../../store/store.js';
import { addMember, firstOrganization } from '../organizations/organizations.js';
import { presentUser, type UserWire } from './present.js';

export interface NewUser {
  displayName: string;
  email?: string;
  /** The URL of the user's picture. */
  photoURL?: string;
  /**
   * Role in the organization. Omitted: the organization's `defaultRole`. `null`: the user joins no organization
   * (a guest everywhere, who sees only what is granted to it directly).
   */
  orgRole?: Role | null;
  /** The organization to join; the first organization of the store when omitted. */
  organizationId?: string;
}

/**
 * Creates a user with a fresh token (seed-deterministic) and, unless `orgRole` is null, a membership.
 * Throws a 400 naming the field when `displayName` is empty or `organizationId` is unknown; nothing is
 * stored then.
 */
export function createUser(store: Store, clock: Clock, input: NewUser): { user: UserWire; token: string } {
  const displayName = input.displayName.trim();
  if (displayName === '') throw badRequest('displayName', 'must not be empty');
  const organization = pickOrganization(store, input);
  const record = insertUser(store, {
    displayName,
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(input.photoURL === undefined ? {} : { photoURL: input.photoURL }),
  });
  if (organization && input.orgRole !== null) {
    addMember(store, clock, organization.id, record.id, input.orgRole ?? organization.defaultRole);
  }
  return { user: presentUser(record), token: issueToken(store, record.id) };
}

function pickOrganization(store: Store, input: NewUser) {
  if (input.organizationId === undefined) return firstOrganization(store);
  const organization = store.data.organizations.get(input.organizationId);
  if (!organization) throw badRequest('organizationId', `no organization '${input.organizationId}'`);
  return organization;
}
