import { APIError } from './api-error.js';

/** 400: the input was invalid; the message names the field and the rule. */
export class BadRequestError extends APIError {
  override get name(): string {
    return 'BadRequestError';
  }
}
