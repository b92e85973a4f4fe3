/** Revisions: immutable states of a space's content. The content area adds pages and files to them. */
import type { Clock } from '../../core/clock.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { RevisionGitRecord, RevisionRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';

export interface NewRevision {
  spaceId: string;
  parents: string[];
  type: RevisionRecord['type'];
  git?: RevisionGitRecord;
}

/** Stores a new revision with no content. */
export function insertRevision(store: Store, clock: Clock, input: NewRevision): RevisionRecord {
  const record: RevisionRecord = {
    id: nextId(store, 'revision'),
    spaceId: input.spaceId,
    parents: input.parents,
    createdAt: isoNow(clock),
    type: input.type,
    seq: nextSeq(store),
    ...(input.git === undefined ? {} : { git: input.git }),
  };
  store.data.revisions.set(record.id, record);
  return record;
}

/**
 * A new revision with the content of `source`. The whole record is cloned, so whatever content the content
 * area keeps inside revisions is copied along; only identity, lineage and time are new.
 */
export function copyRevision(
  store: Store,
  clock: Clock,
  source: RevisionRecord,
  changes: Omit<NewRevision, 'git'> & { git?: RevisionGitRecord },
): RevisionRecord {
  const copy: RevisionRecord = structuredClone(source);
  copy.id = nextId(store, 'revision');
  copy.spaceId = changes.spaceId;
  copy.parents = changes.parents;
  copy.type = changes.type;
  copy.createdAt = isoNow(clock);
  copy.seq = nextSeq(store);
  if (changes.git === undefined) delete copy.git;
  else copy.git = changes.git;
  store.data.revisions.set(copy.id, copy);
  return copy;
}

/** Removes every revision of a space (when the space is purged). */
export function removeRevisionsOf(store: Store, spaceId: string): void {
  for (const [id, revision] of store.data.revisions) {
    if (revision.spaceId === spaceId) store.data.revisions.delete(id);
  }
}
