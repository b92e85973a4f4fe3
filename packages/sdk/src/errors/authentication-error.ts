import { APIError } from './api-error.js';

/** 401: the token is missing, malformed or unknown. */
export class AuthenticationError extends APIError {
  override get name(): string {
    return 'AuthenticationError';
  }
}
