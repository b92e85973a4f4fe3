/** The two shapes every answer of the reference server takes: a JSON body, or the one error body. */
import type { PlainResponse } from './types.js';

/** Content type of every body the server sends. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A success answer; a `body` of undefined sends none (204). */
export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): PlainResponse {
  if (body === undefined) return { status, headers: { ...headers } };
  return { status, headers: { 'content-type': JSON_CONTENT_TYPE, ...headers }, body };
}

/**
 * The error body (docs/wire-conventions.md, "Error body"): `{"error": {"code": <status>, "message": "<sentence>"}}`.
 */
export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): PlainResponse {
  return jsonResponse(status, { error: { code: status, message } }, headers);
}
