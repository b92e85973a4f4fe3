/** Roles granted to users and teams on spaces and collections. */
import type { Role } from '@docpub/sdk/contract';
import { nextSeq } from '../../store/ids.js';
import { grantKey, type GrantPrincipal, type GrantTarget } from '../../store/keys.js';
import type { GrantRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';

/** Grants `role` to a principal on a target, replacing an earlier grant of the same pair. */
export function setGrant(store: Store, target: GrantTarget, principal: GrantPrincipal, role: Role): GrantRecord {
  const key = grantKey(target, principal);
  const existing = store.data.grants.get(key);
  if (existing) {
    existing.role = role;
    return existing;
  }
  const record: GrantRecord = {
    targetKind: target.kind,
    targetId: target.id,
    principalKind: principal.kind,
    principalId: principal.id,
    role,
    seq: nextSeq(store),
  };
  store.data.grants.set(key, record);
  return record;
}

/** The grants on a target, oldest first. */
export function grantsOn(store: Store, target: GrantTarget): GrantRecord[] {
  const found: GrantRecord[] = [];
  for (const grant of store.data.grants.values()) {
    if (grant.targetKind === target.kind && grant.targetId === target.id) found.push(grant);
  }
  return found.sort((a, b) => a.seq - b.seq);
}

/** Removes the grants on a target that `which` selects (all by default). */
export function removeGrantsOn(
  store: Store,
  target: GrantTarget,
  which: (grant: GrantRecord) => boolean = () => true,
): void {
  for (const [key, grant] of store.data.grants) {
    if (grant.targetKind === target.kind && grant.targetId === target.id && which(grant)) {
      store.data.grants.delete(key);
    }
  }
}
