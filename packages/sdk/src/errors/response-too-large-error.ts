import { DocPubError } from './docpub-error.js';

/**
 * An answer's body is larger than `maxResponseBytes`: reading stopped at the limit (or before reading, when
 * `Content-Length` already said so) rather than holding it all in memory. Not retried.
 */
export class ResponseTooLargeError extends DocPubError {
  readonly method: string;
  readonly url: string;
  /** Status of the oversized answer. */
  readonly status: number;
  /** The limit, in bytes. */
  readonly limit: number;

  constructor(init: { method: string; url: string; status: number; limit: number }) {
    super(`${init.method} ${init.url}: the answer (status ${init.status}) is larger than maxResponseBytes (${init.limit} bytes)`);
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.limit = init.limit;
  }

  override get name(): string {
    return 'ResponseTooLargeError';
  }

  override toJSON(): Record<string, unknown> {
    const { method, url, status, limit } = this;
    return { ...super.toJSON(), method, url, status, limit };
  }
}
