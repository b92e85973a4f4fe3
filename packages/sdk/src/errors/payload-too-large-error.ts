import { APIError } from './api-error.js';

/** 413: the request body is too large. */
export class PayloadTooLargeError extends APIError {
  override get name(): string {
    return 'PayloadTooLargeError';
  }
}
