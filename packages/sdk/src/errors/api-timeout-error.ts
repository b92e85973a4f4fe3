import { APIConnectionError } from './api-connection-error.js';

/** No answer arrived within the timeout (per attempt). A subclass of {@link APIConnectionError}. */
export class APITimeoutError extends APIConnectionError {
  /** The limit that was exceeded, in milliseconds. */
  readonly timeout: number;

  constructor(init: { method: string; url: string; timeout: number }) {
    super({ ...init, message: `${init.method} ${init.url} timed out after ${init.timeout} ms` });
    this.timeout = init.timeout;
  }

  override get name(): string {
    return 'APITimeoutError';
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), timeout: this.timeout };
  }
}
