/** Collections: folders of spaces and of other collections, within one organization. */
import type { Clock } from '../../core/clock.js';
import { badRequest, notFound } from '../../core/http-error.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { CollectionRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';

export interface NewCollection {
  /** A fixed id (the demo world's); generated from the seed when absent. */
  id?: string;
  organizationId: string;
  title: string;
  parentId?: string;
}

/** Stores a new collection. The parent must have been checked with {@link resolveParentCollection}. */
export function insertCollection(store: Store, clock: Clock, input: NewCollection): CollectionRecord {
  const record: CollectionRecord = {
    id: input.id ?? nextId(store, 'collection'),
    organizationId: input.organizationId,
    title: input.title,
    createdAt: isoNow(clock),
    seq: nextSeq(store),
    ...(input.parentId === undefined ? {} : { parentId: input.parentId }),
  };
  store.data.collections.set(record.id, record);
  return record;
}

/**
 * The collection a body names as a parent (`field`): 404 when it does not exist or belongs to another
 * organization than `organizationId` (collections never hold content of another organization).
 */
export function resolveParentCollection(
  store: Store,
  organizationId: string,
  collectionId: string,
  field: string,
): CollectionRecord {
  const collection = store.data.collections.get(collectionId);
  // Another organization's collection answers like an unknown id: an outsider learns nothing from the answer.
  if (!collection || collection.organizationId !== organizationId) throw notFound(`${field} collection '${collectionId}'`);
  return collection;
}
