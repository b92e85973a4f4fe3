import { APIError } from './api-error.js';

/** Any 5xx: a fault of the service (retried automatically for idempotent calls). */
export class InternalServerError extends APIError {
  override get name(): string {
    return 'InternalServerError';
  }
}
