import type { collection } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { CollectionRecord } from '../../store/records.js';
import { atLeast, collectionRole } from '../access/roles.js';
import { APP_URL, type PresentContext } from '../present-context.js';

/** The wire shape of a Collection. */
export type CollectionWire = z.input<typeof collection>;

/**
 * A collection as the caller sees it. A collection has no default level of its own (its spaces have theirs):
 * `defaultLevel` reads `inherit`, the published service's word for it.
 */
export function presentCollection(ctx: PresentContext, record: CollectionRecord): CollectionWire {
  const role = collectionRole(ctx.store, ctx.user, record);
  return {
    object: 'collection',
    id: record.id,
    title: record.title,
    organization: record.organizationId,
    ...(record.parentId === undefined ? {} : { parent: record.parentId }),
    urls: { location: `${ctx.baseUrl}/collections/${record.id}`, app: `${APP_URL}/c/${record.id}` },
    defaultLevel: 'inherit',
    permissions: {
      view: atLeast(role, 'read'),
      admin: atLeast(role, 'admin'),
      viewInviteLinks: atLeast(role, 'admin'),
      create: atLeast(role, 'create'),
    },
  };
}
