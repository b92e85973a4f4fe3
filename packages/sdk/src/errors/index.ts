/**
 * Every error the SDK throws. All extend {@link DocPubError}; answers of the service extend {@link APIError}.
 *
 * @module errors
 */
export { DocPubError } from './docpub-error.js';
export { ConfigurationError } from './configuration-error.js';
export { InvalidArgumentError } from './invalid-argument-error.js';
export { APIError, type APIErrorInit } from './api-error.js';
export { BadRequestError } from './bad-request-error.js';
export { AuthenticationError } from './authentication-error.js';
export { PermissionDeniedError } from './permission-denied-error.js';
export { NotFoundError } from './not-found-error.js';
export { ConflictError } from './conflict-error.js';
export { PayloadTooLargeError } from './payload-too-large-error.js';
export { UnprocessableEntityError } from './unprocessable-entity-error.js';
export { RateLimitError } from './rate-limit-error.js';
export { InternalServerError } from './internal-server-error.js';
export { APIConnectionError, type ConnectionFailureInit } from './api-connection-error.js';
export { APITimeoutError } from './api-timeout-error.js';
export { APIUserAbortError } from './api-user-abort-error.js';
export { ResponseTooLargeError } from './response-too-large-error.js';
export { PaginationError } from './pagination-error.js';
export { ResponseValidationError, type ValidationContext } from './response-validation-error.js';
export { createAPIError } from './create-api-error.js';
