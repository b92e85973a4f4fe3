/**
 * Checking a success body against the operation's response schema, by validation mode.
 *
 * The answer is first put to the operation's generated response checker (`src/generated/response-checks.ts`,
 * written from the contract by `npm run generate`): plain code that says whether the body conforms without
 * copying it. A conforming body is its own parse and is handed back as it is, fields the contract does not
 * know kept. Only a body the checker refuses loads zod and the contract's schemas, whose parse explains it:
 * zod's result stands where it accepts (an own `__proto__` key dropped, a stripped key), its issues where not.
 * Both modules are loaded on first use and kept; a failed load is tried again by the next call.
 */
import type { z } from 'zod';
import type { Operation } from '../contract/operation.js';
import type { OperationDescriptor } from '../contract/operation-descriptor.js';
import { ResponseValidationError, type ValidationContext } from '../errors/response-validation-error.js';
import type { ValidationIssuesHandler, ValidationMode } from './options.js';
import { isDeferred } from './operation-facts.js';
import { scrub } from './redact.js';

type Context = () => ValidationContext & { secrets: readonly string[]; report: ValidationIssuesHandler };
type Checks = typeof import('../generated/response-checks.js');
type Contract = typeof import('../contract/operations/index.js');
type Issue = z.core.$ZodIssue;

/** A module loaded by the first call that needs it: the module once loaded, before that the promise of it. */
function lazily<T>(load: () => Promise<T>): () => T | Promise<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return () => {
    if (loaded) return loaded;
    loading ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

const checks = lazily<Checks>(() => import('../generated/response-checks.js'));
const contract = lazily<Contract>(() => import('../contract/operations/index.js'));

/** `fn` of a value, or of a promise's value once it settles. */
const then = <T, R>(value: T | Promise<T>, fn: (value: T) => R): R | Promise<R> => (value instanceof Promise ? value.then(fn) : fn(value));

/** Starts loading the checkers if they are not loaded (a call does when it is sent, to overlap the network). */
export function preloadChecks(): void {
  const pending = checks();
  if (pending instanceof Promise) pending.catch(() => undefined);
}

/**
 * The body to hand to the caller: the body itself when it conforms, zod's parse when only zod accepts it, or
 * (with issues) a thrown {@link ResponseValidationError} in `'strict'` mode, the body as received after reporting
 * them in `'warn'` mode; `'off'` checks nothing. `context` is asked for only when there are issues. Before the
 * checkers are loaded (the first validated call) the answer is a promise; after, the check runs at once.
 */
export function checkResponse(operation: Operation | OperationDescriptor, body: unknown, mode: ValidationMode, context: Context): unknown {
  if (mode === 'off') return body;
  return then(checks(), ({ responseChecks }) => {
    if (isDeferred(operation)) return verdict(responseChecks[operation.id], operation, body, mode, context);
    if (operation.response === undefined) return body;
    // An operation given whole: its checker is the table's only if its schema is the table's.
    return then(contract(), ({ operations }) => {
      const own = (operations as Readonly<Record<string, Operation>>)[operation.id]?.response === operation.response;
      return verdict(own ? responseChecks[operation.id] : undefined, operation, body, mode, context);
    });
  });
}

function verdict(
  check: ((body: unknown) => boolean) | undefined,
  operation: Operation | OperationDescriptor,
  body: unknown,
  mode: ValidationMode,
  context: Context,
): unknown {
  if (check !== undefined) {
    try {
      if (check(body)) return body;
    } catch {
      // A RangeError: nested past the checker's limit, or past what is left of the stack.
      return complain([tooDeep()], body, mode, context);
    }
  }
  return then(schemaOf(operation), (schema) => {
    if (schema === undefined) return body;
    let result: ReturnType<z.ZodType['safeParse']>;
    try {
      result = schema.safeParse(body);
    } catch {
      // zod's parse recurses with the body; a stack overflow is the only thing it throws on parsed JSON.
      return complain([tooDeep()], body, mode, context);
    }
    return result.success ? result.data : complain(result.error.issues, body, mode, context);
  });
}

/** The response schema: the operation's own, or the table's for a descriptor (the contract loaded for it). */
function schemaOf(operation: Operation | OperationDescriptor): z.ZodType | undefined | Promise<z.ZodType | undefined> {
  if (!isDeferred(operation)) return operation.response;
  return then(contract(), ({ operations }) => (operations as Readonly<Record<string, Operation>>)[operation.id]?.response);
}

function complain(issues: readonly Issue[], body: unknown, mode: ValidationMode, context: Context): unknown {
  const { secrets, report, ...where } = context();
  const scrubbed = scrub(issues, secrets);
  if (mode === 'strict') throw new ResponseValidationError({ ...where, issues: scrubbed, body: scrub(body, secrets) });
  report(scrubbed, { ...where, body });
  return body;
}

/** The issue of a body too deep to check or to explain, without walking it any further. */
function tooDeep(): Issue {
  return { code: 'custom', path: [], message: 'the answer is nested too deep to check', input: undefined };
}
