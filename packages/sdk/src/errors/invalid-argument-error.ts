import { DocPubError } from './docpub-error.js';

/** An argument of a call is invalid (a missing path parameter, an unserializable query value…); nothing was sent. */
export class InvalidArgumentError extends DocPubError {
  override get name(): string {
    return 'InvalidArgumentError';
  }
}
