import { APIError } from './api-error.js';

/** 403: the caller can see the resource but its role is too low. */
export class PermissionDeniedError extends APIError {
  override get name(): string {
    return 'PermissionDeniedError';
  }
}
