/**
 * The reference server's whole state. Plain Maps of plain records, so that a snapshot is one
 * `structuredClone` and a restore puts it back in place.
 */
import type { UserRecord } from './records.js';

export interface StoreData {
  users: Map<string, UserRecord>;
  /** API token → user id. */
  tokens: Map<string, string>;
}

export type StoreSnapshot = StoreData;

export class Store {
  data: StoreData;

  constructor(data?: StoreData) {
    this.data = data ?? { users: new Map(), tokens: new Map() };
  }

  /** The user a bearer token belongs to, if any. */
  userByToken(token: string): UserRecord | undefined {
    const userId = this.data.tokens.get(token);
    return userId === undefined ? undefined : this.data.users.get(userId);
  }

  /** A deep copy of the whole state. */
  snapshot(): StoreSnapshot {
    return structuredClone(this.data);
  }

  /** Puts a snapshot back; the snapshot itself stays reusable. */
  restore(snapshot: StoreSnapshot): void {
    this.data = structuredClone(snapshot);
  }
}
