/**
 * Wire-level helpers shared by the reliability tests: filling a path template, and the one error body every
 * refusal must carry (docs/wire-conventions.md, "Error body").
 */
import type { Operation } from '@docpub/sdk/contract';
import type { WireResponse } from './harness.js';

/**
 * The statuses the API answers with on a refusal (docs/wire-conventions.md, "Error body", plus 405 for a wrong
 * method).
 */
export const DOCUMENTED_ERROR_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 405, 409, 413, 429]);

/** `/spaces/{spaceId}` with `{ spaceId: 'a b' }` → `/spaces/a%20b`; a missing value is a test bug. */
export function fillPath(operation: Pick<Operation, 'id' | 'path'>, params: Readonly<Record<string, string>>): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.id}: no value for path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * What is wrong with an error answer, or an empty list: the body must be exactly `{error: {code, message}}`
 * with `code` equal to the status and a non-empty message.
 */
export function errorBodyProblems(response: WireResponse): string[] {
  const problems: string[] = [];
  const body = response.body as { error?: { code?: unknown; message?: unknown } } | undefined;
  if (typeof body !== 'object' || body === null || typeof body.error !== 'object' || body.error === null) {
    return [`status ${response.status} without an error body: ${JSON.stringify(body)}`];
  }
  if (Object.keys(body).length !== 1) problems.push(`error body has extra members: ${Object.keys(body).join(', ')}`);
  if (body.error.code !== response.status) problems.push(`error.code ${String(body.error.code)} differs from status ${response.status}`);
  if (typeof body.error.message !== 'string' || body.error.message.trim() === '') problems.push('error.message is not a sentence');
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    problems.push(`error content type is ${response.headers['content-type'] ?? 'missing'}`);
  }
  return problems;
}

/** The error message of an answer, or '' when it has none. */
export function errorMessage(response: WireResponse): string {
  const message = (response.body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' ? message : '';
}

/** A one-line description of an answer, for assertion messages. */
export function describeResponse(response: WireResponse): string {
  const text = JSON.stringify(response.body);
  return `${response.status} ${text === undefined ? '(no body)' : text.slice(0, 300)}`;
}
