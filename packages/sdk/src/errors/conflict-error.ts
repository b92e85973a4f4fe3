import { APIError } from './api-error.js';

/** 409: the request conflicts with the current state (duplicate slug, merging a merged change request…). */
export class ConflictError extends APIError {
  override get name(): string {
    return 'ConflictError';
  }
}
