import type { collection } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { CollectionRecord } from '../../store/records.js';

/** The wire shape of a Collection. */
export type CollectionWire = z.input<typeof collection>;

/** A collection as the API shows it. */
export function presentCollection(record: CollectionRecord): CollectionWire {
  return {
    object: 'collection',
    id: record.id,
    title: record.title,
    organization: record.organizationId,
    ...(record.parentId === undefined ? {} : { parent: record.parentId }),
  };
}
