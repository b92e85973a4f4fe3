/**
 * What the reference server stores. Records are plain data (structured-cloneable, for snapshots);
 * presenters turn them into the wire shapes of the contract for a given caller.
 */
import type { Role } from '@docpub/sdk/contract';

export interface UserRecord {
  id: string;
  displayName: string;
  email: string;
  photoURL?: string;
}
