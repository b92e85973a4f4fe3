import { DocPubError } from './docpub-error.js';

/** The request never got an HTTP answer: DNS, refused connection, reset socket, a failing `fetch`. */
export class APIConnectionError extends DocPubError {
  /** Method of the failed request. */
  readonly method: string;
  /** URL of the failed request. */
  readonly url: string;

  constructor(init: { method: string; url: string; message?: string; cause?: unknown }) {
    super(init.message ?? `${init.method} ${init.url} failed: connection error`, { cause: init.cause });
    this.method = init.method;
    this.url = init.url;
  }

  override get name(): string {
    return 'APIConnectionError';
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), method: this.method, url: this.url };
  }
}
