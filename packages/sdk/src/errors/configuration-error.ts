import { DocPubError } from './docpub-error.js';

/** A client option is missing or invalid; the message names the option (and its environment variable). */
export class ConfigurationError extends DocPubError {
  override get name(): string {
    return 'ConfigurationError';
  }
}
