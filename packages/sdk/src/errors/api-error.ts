import { DocPubError } from './docpub-error.js';

/** What an error answer carried, already stripped of the caller's token. */
export interface APIErrorInit {
  status: number;
  method: string;
  url: string;
  /** Response headers, lower-cased names. */
  headers: Record<string, string>;
  /** The parsed JSON body, or the text when it was not JSON, or `undefined` when empty. */
  body: unknown;
  /** The human sentence: the body's `error.message`, or a description of a non-JSON body. */
  detail: string;
}

/**
 * The service answered with a non-2xx status. The subclass tells which ({@link NotFoundError},
 * {@link RateLimitError}…); statuses without a subclass of their own (408, 410…) are plain `APIError`s.
 */
export class APIError extends DocPubError {
  /** HTTP status of the answer. */
  readonly status: number;
  /** The body's `error.code` (the HTTP status, per the service's conventions), when present. */
  readonly code: number | string | undefined;
  readonly method: string;
  readonly url: string;
  /** Response headers, lower-cased names. */
  readonly headers: Record<string, string>;
  /** The parsed body as received (text when it was not JSON). */
  readonly body: unknown;
  /** The service's request id (`x-request-id` / `request-id`), for support tickets. */
  readonly requestId: string | undefined;

  constructor(init: APIErrorInit) {
    super(`${init.method} ${init.url} failed with status ${init.status}: ${init.detail}`);
    this.status = init.status;
    this.code = errorCodeOf(init.body);
    this.method = init.method;
    this.url = init.url;
    this.headers = init.headers;
    this.body = init.body;
    this.requestId = init.headers['x-request-id'] ?? init.headers['request-id'];
  }

  override get name(): string {
    return 'APIError';
  }

  override toJSON(): Record<string, unknown> {
    const { status, code, method, url, requestId, body } = this;
    return { ...super.toJSON(), status, code, method, url, requestId, body };
  }
}

function errorCodeOf(body: unknown): number | string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' || typeof code === 'string' ? code : undefined;
}
