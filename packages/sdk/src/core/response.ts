/** Reading answers: bodies (JSON or not) and error answers turned into {@link APIError}s. */
import type { APIError } from '../errors/api-error.js';
import { createAPIError } from '../errors/create-api-error.js';
import { redactHeaders, scrub, scrubText } from './redact.js';
import { requestedWaitSeconds } from './retry.js';

/** A body as received: parsed JSON, or the text when it is not JSON, or `undefined` when empty. */
export function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The matching {@link APIError} subclass for a non-2xx answer, with its body parsed and the token scrubbed. */
export function errorFromResponse(
  response: Response,
  text: string,
  request: { method: string; url: string; secrets: readonly string[]; now: number },
): APIError {
  const headers = redactHeaders(response.headers, request.secrets);
  const body = scrub(parseBody(text), request.secrets);
  return createAPIError({
    status: response.status,
    method: request.method,
    url: request.url,
    headers,
    body,
    detail: scrubText(detailOf(body, response), request.secrets),
    retryAfter: response.status === 429 ? requestedWaitSeconds(429, headers, request.now) : undefined,
  });
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
const MAX_TEXT_DETAIL = 200;

/** The service's sentence when the body follows the error convention, else a description of what came. */
function detailOf(body: unknown, response: Response): string {
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  const reason = response.statusText || REASONS[response.status] || 'HTTP error';
  if (body === undefined) return `${reason} (empty body)`;
  if (typeof body !== 'string') return `${reason} (the body has no error.message)`;
  const contentType = response.headers.get('content-type') ?? '';
  // An HTML error page (a proxy's, typically) says nothing a log line should carry in full.
  if (/html/i.test(contentType) || body.trimStart().startsWith('<')) return `${reason} (non-JSON ${contentType || 'HTML'} body)`;
  const firstLine = body.trim().split(/\r?\n/, 1)[0] ?? '';
  return `${reason}: ${firstLine.length > MAX_TEXT_DETAIL ? `${firstLine.slice(0, MAX_TEXT_DETAIL)}…` : firstLine}`;
}
