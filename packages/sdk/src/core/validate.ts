/** Checking a success body against the operation's response schema, by validation mode. */
import type { Operation } from '../contract/operation.js';
import { ResponseValidationError, type ValidationContext } from '../errors/response-validation-error.js';
import type { ValidationIssuesHandler, ValidationMode } from './options.js';
import { parserFor } from './compiled-schema.js';
import { scrub } from './redact.js';

/**
 * The body to hand to the caller: parsed by the schema (`'strict'`, and `'warn'` when it conforms), or as
 * received (`'off'`, and `'warn'` when it does not, after reporting the issues). `context` is asked for only
 * when there are issues to report.
 */
export function checkResponse(
  operation: Operation,
  body: unknown,
  mode: ValidationMode,
  context: () => ValidationContext & { secrets: readonly string[]; report: ValidationIssuesHandler },
): unknown {
  if (!operation.response || mode === 'off') return body;
  const result = parserFor(operation.response).safeParse(body);
  if (result.success) return result.data;
  const { secrets, report, ...where } = context();
  if (mode === 'strict') {
    throw new ResponseValidationError({ ...where, issues: scrub(result.error.issues, secrets), body: scrub(body, secrets) });
  }
  report(result.error.issues, { ...where, body });
  return body;
}
