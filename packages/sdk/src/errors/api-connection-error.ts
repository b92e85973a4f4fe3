import { DocPubError } from './docpub-error.js';

/** What an {@link APIConnectionError} knows about how far the request got. */
export interface ConnectionFailureInit {
  method: string;
  url: string;
  message?: string;
  cause?: unknown;
  /**
   * The status of the answer when the failure came while reading its body (the server did answer), else
   * `undefined`.
   */
  status?: number | undefined;
  /** `false` only when the request certainly never left (a refused connection, an unknown host). */
  mayHaveReachedServer?: boolean | undefined;
}

/**
 * The request got no complete HTTP answer: DNS, refused connection, a socket reset before or while the body
 * arrived, a failing `fetch`. For a POST or PATCH, {@link mayHaveReachedServer} tells whether the server may
 * have carried out the write (it is then not retried automatically: check before repeating it).
 */
export class APIConnectionError extends DocPubError {
  /** Method of the failed request. */
  readonly method: string;
  /** URL of the failed request. */
  readonly url: string;
  /** Status of the answer whose body was cut short; `undefined` when no answer arrived. */
  readonly status: number | undefined;
  /**
   * Whether the server may have received (and acted on) the request. `true` whenever the request may have
   * left, including every failure after an answer began; `false` when the connection itself was refused.
   */
  readonly mayHaveReachedServer: boolean;

  constructor(init: ConnectionFailureInit) {
    super(init.message ?? `${init.method} ${init.url} failed: connection error`, { cause: init.cause });
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.mayHaveReachedServer = init.mayHaveReachedServer ?? true;
  }

  override get name(): string {
    return 'APIConnectionError';
  }

  override toJSON(): Record<string, unknown> {
    const { method, url, status, mayHaveReachedServer } = this;
    return { ...super.toJSON(), method, url, status, mayHaveReachedServer };
  }
}
