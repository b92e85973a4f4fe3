import { APIError } from './api-error.js';

/** 404: unknown id, or a resource the caller may not see at all. */
export class NotFoundError extends APIError {
  override get name(): string {
    return 'NotFoundError';
  }
}
