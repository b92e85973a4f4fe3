/**
 * Request validation with the contract's schemas. Every refusal is a 400 (or 413) whose message names the
 * field and the rule, `<dotted.path>: <rule>`, so a caller can fix the request from the message alone.
 */
import { describeIssues, type Operation } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { HttpError, badRequest } from './http-error.js';
import { jsonLimitViolation } from './json-limits.js';
import { acceptsList, objectFields } from './schema-shape.js';
import { retiredFieldHint } from './retired.js';
import { unknownField } from './unknown-fields.js';
import type { PlainRequest } from './types.js';

/** The largest request body accepted, in bytes (1 MiB). */
export const MAX_BODY_BYTES = 1_048_576;

/** The 413 every adapter answers for a body over {@link MAX_BODY_BYTES}. */
export const bodyTooLarge = () => new HttpError(413, `body: must be at most ${MAX_BODY_BYTES} bytes`);

type Issue = z.core.$ZodIssue;

/**
 * A union none of whose forms took the value reports the issues of the one form the value has the shape of
 * (a list for the list form, an object for the object form), so `spaces.0: must be a string` names the item
 * rather than `spaces: …` the whole union. When the shape matches no form, or several, the union's own message.
 */
function narrowed(issue: Issue): readonly Issue[] {
  // A strict object's unknown keys are named one by one, as the walk of unknown fields names them.
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ ...issue, path: [...issue.path, key], message: 'unknown field' }) as Issue);
  }
  if (issue.code !== 'invalid_union') return [issue];
  const shapedLike = issue.errors.filter((errors) => !errors.some((inner) => inner.path.length === 0 && inner.code === 'invalid_type'));
  if (shapedLike.length !== 1) return [issue];
  return shapedLike[0]!.flatMap((inner) => narrowed({ ...inner, path: [...issue.path, ...inner.path] } as Issue));
}

/**
 * Parses `value` with `schema`, or throws a 400 naming each failing field.
 * @param root what an issue about the whole value is reported against, e.g. `body` or `query`.
 */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown, root: string): z.output<S> {
  const outcome = schema.safeParse(value);
  if (outcome.success) return outcome.data;
  // Every issue, so one round trip reports every broken field.
  throw new HttpError(400, describeIssues(outcome.error.issues.flatMap(narrowed), { root }));
}

/**
 * Validates the query string. Unknown names are refused (a typo must not be silently ignored), and a key may
 * repeat only for a field that takes a list.
 */
export function validateQuery(operation: Operation, query: PlainRequest['query']): unknown {
  const schema = operation.query;
  const fields = schema ? objectFields(schema) : {};
  for (const [name, value] of Object.entries(query)) {
    // Own fields only: a parameter named `constructor` must not find Object's.
    const field = fields && Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (fields && !field) throw badRequest(name, 'unknown query parameter');
    if (Array.isArray(value) && field && !acceptsList(field)) throw badRequest(name, 'must be given once');
  }
  return schema ? parseOrBadRequest(schema, query, 'query') : {};
}

/** True for `application/json`, optionally with parameters; a charset, when given, must be UTF-8 (RFC 8259). */
function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [mediaType, ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [key, value] = parameter.split('=').map((part) => part.trim());
    return key !== 'charset' || value?.replace(/"/g, '') === 'utf-8';
  });
}

/** Byte length of UTF-8 text without encoding it when the answer is certain from its length. */
function utf8Length(text: string): number {
  // A UTF-16 code unit takes 1 to 3 UTF-8 bytes, so the character count often settles the question alone.
  if (text.length > MAX_BODY_BYTES || text.length * 3 <= MAX_BODY_BYTES) return text.length;
  return new TextEncoder().encode(text).length;
}

/**
 * The JSON object in a request body, or undefined when there is no body.
 * @throws HttpError 413 when too large; 400 for a wrong content type, malformed JSON, a non-object, or a
 * value nested deeper or wider than the limits of `json-limits.ts` (naming the field).
 */
export function parseJsonBody(request: Pick<PlainRequest, 'body' | 'headers'>): Record<string, unknown> | undefined {
  const text = request.body;
  if (text === undefined || text === '') return undefined;
  if (utf8Length(text) > MAX_BODY_BYTES) throw bodyTooLarge();
  if (!isJsonContentType(request.headers['content-type'])) throw badRequest('content-type', 'must be application/json');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badRequest('body', `malformed JSON (${(error as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('body', 'must be a JSON object');
  }
  const violation = jsonLimitViolation(value);
  if (violation) throw badRequest(violation.path === '' ? 'body' : violation.path, violation.rule);
  return value as Record<string, unknown>;
}

/**
 * Validates the parsed body (see {@link parseJsonBody}) of an operation that takes one. A missing body is validated as `{}` so the 400 names the
 * first required field rather than saying "body missing". Operations without a body schema ignore any body.
 */
export function validateBody(operation: Operation, json: Record<string, unknown> | undefined): unknown {
  if (!operation.body) return undefined;
  const parsed = parseOrBadRequest(operation.body, json ?? {}, 'body');
  // Parsing strips keys the schema does not name: refuse them instead, so a typo is never silently ignored.
  const unknown = json === undefined ? undefined : unknownField(operation.body, json);
  if (unknown !== undefined) throw badRequest(unknown, retiredFieldHint(operation.id, unknown) ?? 'unknown field');
  return parsed;
}
