import { APIConnectionError } from './api-connection-error.js';

/**
 * An attempt did not end within the timeout: no answer, or an answer whose body did not arrive in full in
 * time (the limit covers the whole attempt, body included). A subclass of {@link APIConnectionError}.
 */
export class APITimeoutError extends APIConnectionError {
  /** The limit that was exceeded, in milliseconds. */
  readonly timeout: number;

  constructor(init: { method: string; url: string; timeout: number; status?: number | undefined; message?: string }) {
    super({ ...init, message: init.message ?? `${init.method} ${init.url} timed out after ${init.timeout} ms`, mayHaveReachedServer: true });
    this.timeout = init.timeout;
  }

  override get name(): string {
    return 'APITimeoutError';
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), timeout: this.timeout };
  }
}
