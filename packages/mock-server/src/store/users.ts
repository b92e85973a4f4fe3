/** Users and their API tokens. */
import type { Role } from '@docpub/sdk/contract';
import type { Clock } from '../core/clock.js';
import { badRequest } from '../core/http-error.js';
import { addMember, firstOrganization } from '../domain/organizations.js';
import { presentUser, type UserWire } from '../domain/present/user.js';
import { nextId, nextToken } from './ids.js';
import type { UserRecord } from './records.js';
import type { Store } from './store.js';

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

/** Stores a user; the id is generated unless given (the demo world's fixed ids). */
export function insertUser(store: Store, input: { id?: string; displayName: string; email?: string; photoURL?: string }): UserRecord {
  const id = input.id ?? nextId(store, 'user');
  const record: UserRecord = {
    id,
    displayName: input.displayName,
    email: input.email ?? defaultEmail(store, input.displayName, id),
    ...(input.photoURL === undefined ? {} : { photoURL: input.photoURL }),
  };
  store.data.users.set(id, record);
  return record;
}

/** A readable address from the name, made unique with the id only when the readable one is taken. */
function defaultEmail(store: Store, displayName: string, id: string): string {
  const local = displayName.toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.+|\.+$/g, '') || 'user';
  const readable = `${local}@docpub.test`;
  for (const user of store.data.users.values()) {
    if (user.email === readable) return `${local}.${id}@docpub.test`;
  }
  return readable;
}

/**
 * Gives a user an API token: `token` when given (fixed demo tokens), else a generated one; either way behind
 * the world's token prefix, when it has one.
 */
export function issueToken(store: Store, userId: string, token: string = nextToken(store)): string {
  const issued = `${store.data.meta.tokenPrefix ?? ''}${token}`;
  store.data.tokens.set(issued, userId);
  return issued;
}
