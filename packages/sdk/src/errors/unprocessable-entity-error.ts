import { APIError } from './api-error.js';

/** 422: the request was well formed but the service could not act on it (a value it cannot process). */
export class UnprocessableEntityError extends APIError {
  override get name(): string {
    return 'UnprocessableEntityError';
  }
}
