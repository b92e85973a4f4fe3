/**
 * Users and their API tokens as records. Creating a user as the API and control do (joining an organization,
 * answering its wire form) is a domain rule: domain/users/users.ts.
 */
import { nextId, nextToken } from './ids.js';
import type { UserRecord } from './records.js';
import type { Store, StoreData } from './store.js';

/** Stores a user; the id is generated unless given (the demo world's fixed ids). */
export function insertUser(store: Store, input: { id?: string; displayName: string; email?: string; photoURL?: string }): UserRecord {
  const id = input.id ?? nextId(store, 'user');
  const record: UserRecord = {
    id,
    displayName: input.displayName,
    email: input.email ?? defaultEmail(store.data, input.displayName, id),
    ...(input.photoURL === undefined ? {} : { photoURL: input.photoURL }),
  };
  store.data.users.set(id, record);
  return record;
}

/**
 * A readable address from the name, made unique with the id only when the readable one is taken (by a user
 * of `data`): for users the API, the control API and world files make without one.
 */
export function defaultEmail(data: StoreData, displayName: string, id: string): string {
  // The first replace leaves no run of dots, so one dot at each end is all there is to trim.
  const local = displayName.toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '') || 'user';
  const readable = `${local}@docpub.test`;
  for (const user of data.users.values()) {
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
