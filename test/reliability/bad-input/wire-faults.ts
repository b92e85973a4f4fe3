/**
 * Broken bodies that no schema describes: malformed JSON, JSON that is not an object, a wrong or missing
 * content type, a charset other than UTF-8, and a body over the 1 MiB limit (413).
 */
import { MAX_BODY_BYTES } from '@docpub/mock-server';
import type { WireRequest } from '../support/harness.js';

/** One bad request, the field its error must name, and the status it must get (400 unless said). */
export interface BadInput {
  /** What was broken, for the report. */
  label: string;
  request: WireRequest;
  field: string;
  status?: 400 | 413;
}

const json = { 'content-type': 'application/json' };

/** The body-level faults of a request that takes a JSON body (`base.body`). */
export function wireFaults(base: WireRequest): BadInput[] {
  const { body, ...rest } = base;
  const text = JSON.stringify(body ?? {});
  const raw = (label: string, rawBody: string, headers: Record<string, string>, field: string, status?: 413): BadInput => ({
    label,
    request: { ...rest, rawBody, headers },
    field,
    ...(status ? { status } : {}),
  });
  return [
    raw('malformed JSON', text.slice(0, -1) + ',', json, 'body'),
    raw('JSON array instead of an object', '[1, 2, 3]', json, 'body'),
    raw('JSON string instead of an object', '"hello"', json, 'body'),
    raw('JSON null', 'null', json, 'body'),
    raw('content type text/plain', text, { 'content-type': 'text/plain' }, 'content-type'),
    raw('content type form', text, { 'content-type': 'application/x-www-form-urlencoded' }, 'content-type'),
    raw('charset latin1', text, { 'content-type': 'application/json; charset=latin1' }, 'content-type'),
    raw('no content type', text, {}, 'content-type'),
    raw('body over 1 MiB', JSON.stringify({ padding: 'a'.repeat(MAX_BODY_BYTES) }), json, 'body', 413),
  ];
}
