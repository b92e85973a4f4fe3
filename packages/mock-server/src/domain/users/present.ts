import type { user } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { UserRecord } from '../../store/records.js';

/** The wire shape of a User. */
export type UserWire = z.input<typeof user>;

/**
 * A user as the API shows it. `urls.location` is the user's address in the API (`{base}/users/{id}`), the form
 * the published service always sends; it is given whenever the API base is known (answers to API calls), and
 * left out where it is not (the control API).
 */
export function presentUser(record: UserRecord, baseUrl?: string): UserWire {
  return {
    object: 'user',
    id: record.id,
    displayName: record.displayName,
    email: record.email,
    ...(record.photoURL === undefined ? {} : { photoURL: record.photoURL }),
    ...(baseUrl === undefined ? {} : { urls: { location: `${baseUrl}/users/${encodeURIComponent(record.id)}` } }),
  };
}
