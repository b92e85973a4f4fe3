/** Bearer-token authentication: every operation of the API needs a token the store knows. */
import type { Store } from '../store/store.js';
import type { UserRecord } from '../store/records.js';
import { HttpError } from './http-error.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The caller named by an `Authorization: Bearer <token>` header.
 * @throws HttpError 401 when the header is missing or malformed, or the token is unknown.
 */
export function authenticate(authorization: string | undefined, store: Store): UserRecord {
  const token = authorization === undefined ? undefined : BEARER.exec(authorization)?.[1];
  if (token === undefined) {
    throw new HttpError(401, 'missing bearer token', { 'www-authenticate': 'Bearer' });
  }
  const user = store.userByToken(token);
  if (!user) throw new HttpError(401, 'unknown token', { 'www-authenticate': 'Bearer error="invalid_token"' });
  return user;
}
