import { APIError, type APIErrorInit } from './api-error.js';
import { AuthenticationError } from './authentication-error.js';
import { BadRequestError } from './bad-request-error.js';
import { ConflictError } from './conflict-error.js';
import { InternalServerError } from './internal-server-error.js';
import { NotFoundError } from './not-found-error.js';
import { PayloadTooLargeError } from './payload-too-large-error.js';
import { PermissionDeniedError } from './permission-denied-error.js';
import { RateLimitError } from './rate-limit-error.js';
import { UnprocessableEntityError } from './unprocessable-entity-error.js';

const byStatus: Record<number, new (init: APIErrorInit) => APIError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
  422: UnprocessableEntityError,
};

/** The {@link APIError} subclass that matches an error answer's status. */
export function createAPIError(init: APIErrorInit & { retryAfter?: number | undefined }): APIError {
  if (init.status === 429) return new RateLimitError({ ...init, retryAfter: init.retryAfter });
  if (init.status >= 500) return new InternalServerError(init);
  const ErrorClass = byStatus[init.status] ?? APIError;
  return new ErrorClass(init);
}
