import { APIError, type APIErrorInit } from './api-error.js';

/** 429: too many requests. Retried automatically (idempotent calls) after the wait the service asks for. */
export class RateLimitError extends APIError {
  /**
   * Seconds the service asked to wait (`Retry-After`, or else `X-RateLimit-Reset`), uncapped;
   * `undefined` when it said nothing usable.
   */
  readonly retryAfter: number | undefined;

  constructor(init: APIErrorInit & { retryAfter: number | undefined }) {
    super(init);
    this.retryAfter = init.retryAfter;
  }

  override get name(): string {
    return 'RateLimitError';
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), retryAfter: this.retryAfter };
  }
}
