import { DocPubError } from './docpub-error.js';

/** The caller's `AbortSignal` fired: the request (or the wait before a retry) was abandoned. */
export class APIUserAbortError extends DocPubError {
  /** Method of the abandoned request. */
  readonly method: string;
  /** URL of the abandoned request. */
  readonly url: string;

  constructor(init: { method: string; url: string; cause?: unknown }) {
    super(`${init.method} ${init.url} was aborted by the caller`, { cause: init.cause });
    this.method = init.method;
    this.url = init.url;
  }

  override get name(): string {
    return 'APIUserAbortError';
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), method: this.method, url: this.url };
  }
}
