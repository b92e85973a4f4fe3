import type { user } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { UserRecord } from '../../store/records.js';

/** The wire shape of a User. */
export type UserWire = z.input<typeof user>;

/**
 * A user as the API shows it. No `urls.location`: the API has no operation that reads another user by id,
 * and a location that answers 404 would mislead.
 */
export function presentUser(record: UserRecord): UserWire {
  return {
    object: 'user',
    id: record.id,
    displayName: record.displayName,
    email: record.email,
    ...(record.photoURL === undefined ? {} : { photoURL: record.photoURL }),
  };
}
