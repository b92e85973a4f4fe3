/** Checking a success body against the operation's response schema, by validation mode. */
import type { Operation } from '../contract/operation.js';
import type { OperationDescriptor } from '../contract/operation-descriptor.js';
import { ResponseValidationError, type ValidationContext } from '../errors/response-validation-error.js';
import type { ValidationIssuesHandler, ValidationMode } from './options.js';
import { scrub } from './redact.js';
import type { z } from 'zod';
import { responseSchema, validationKit } from './response-schemas.js';

type Context = () => ValidationContext & { secrets: readonly string[]; report: ValidationIssuesHandler };

/**
 * The body to hand to the caller: parsed by the schema (`'strict'`, and `'warn'` when it conforms), or as
 * received (`'off'`, and `'warn'` when it does not, after reporting the issues). `context` is asked for only
 * when there are issues to report. Before the schemas are loaded (the first validated call) the answer is a
 * promise; after, the check runs at once.
 */
export function checkResponse(
  operation: Operation | OperationDescriptor,
  body: unknown,
  mode: ValidationMode,
  context: Context,
): unknown {
  if (mode === 'off') return body;
  const kit = validationKit();
  if (kit instanceof Promise) return kit.then((loaded) => check(loaded, responseSchema(loaded, operation), body, mode, context));
  return check(kit, responseSchema(kit, operation), body, mode, context);
}

type Kit = Parameters<typeof responseSchema>[0];

function check(kit: Kit, schema: z.ZodType | undefined, body: unknown, mode: ValidationMode, context: Context): unknown {
  if (schema === undefined) return body;
  // A conforming body is its own parse (see schema-check.ts): no copy is made.
  if (conformsInPlace(kit.checkFor(schema), body)) return body;
  // zod's parse (compiled once used enough): its result and issues stand where the check says no.
  const result = kit.parserFor(schema).safeParse(body);
  if (result.success) return result.data;
  const { secrets, report, ...where } = context();
  if (mode === 'strict') {
    throw new ResponseValidationError({ ...where, issues: scrub(result.error.issues, secrets), body: scrub(body, secrets) });
  }
  report(result.error.issues, { ...where, body });
  return body;
}

/** The in-place check's yes; a body nested too deep for it (a stack overflow) is left to zod's parse. */
function conformsInPlace(check: ((body: unknown) => boolean) | undefined, body: unknown): boolean {
  if (check === undefined) return false;
  try {
    return check(body);
  } catch {
    return false;
  }
}
