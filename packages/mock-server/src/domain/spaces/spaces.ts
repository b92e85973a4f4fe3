/** Creating spaces and finding their parts. */
import type { Role } from '@docpub/sdk/contract';
import type { Clock } from '../../core/clock.js';
import { nextId, nextSeq } from '../../store/ids.js';
import { DEFAULT_EDIT_MODE, DEFAULT_SPACE_VISIBILITY, type RevisionRecord, type SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { setGrant } from '../permissions/grants.js';
import { insertRevision } from '../content/revisions.js';
import { placeSpace } from './order.js';
import { isoNow } from '../time.js';

export interface NewSpace {
  /** A fixed id (the demo world's); generated from the seed when absent. */
  id?: string;
  organizationId: string;
  title: string;
  emoji?: string;
  /** Parent collection; must have been checked to belong to the organization. */
  parentId?: string;
  defaultLevel?: Role | null;
  visibility?: SpaceRecord['visibility'];
  editMode?: 'live' | 'locked';
  /**
   * The user creating the space. It gets a direct `admin` grant, so that a creator who is not an organization
   * admin can still see and manage what it made (a new space has no `defaultLevel`).
   */
  creatorId?: string;
}

/** Zeroed counters, for a space with no change requests or comments yet. */
export const emptyCounters = () => ({ comments: 0, changeRequests: 0, changeRequestsOpen: 0, changeRequestsDraft: 0 });

/** Stores a new space, with an empty primary revision, at the end of its siblings. */
export function insertSpace(store: Store, clock: Clock, input: NewSpace): SpaceRecord {
  const id = input.id ?? nextId(store, 'space');
  const revision = insertRevision(store, clock, { spaceId: id, parents: [], type: 'edits' });
  const now = isoNow(clock);
  const record: SpaceRecord = {
    id,
    organizationId: input.organizationId,
    title: input.title,
    visibility: input.visibility ?? DEFAULT_SPACE_VISIBILITY,
    editMode: input.editMode ?? DEFAULT_EDIT_MODE,
    createdAt: now,
    updatedAt: now,
    position: 0,
    revisionId: revision.id,
    defaultLevel: input.defaultLevel ?? null,
    counters: emptyCounters(),
    seq: nextSeq(store),
    ...(input.emoji === undefined ? {} : { emoji: input.emoji }),
  };
  placeSpace(store, record, input.organizationId, input.parentId);
  store.data.spaces.set(id, record);
  if (input.creatorId !== undefined) {
    setGrant(store, { kind: 'space', id }, { kind: 'user', id: input.creatorId }, 'admin');
  }
  return record;
}

/** The primary revision of a space. Its absence would be a server bug, not a client error. */
export function primaryRevision(store: Store, space: SpaceRecord): RevisionRecord {
  const revision = store.data.revisions.get(space.revisionId);
  if (!revision) throw new Error(`space ${space.id} has no primary revision ${space.revisionId}`);
  return revision;
}
