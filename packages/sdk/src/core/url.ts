/** Turning an operation, its path parameters and its params into a URL and a body. */
import type { Operation } from '../contract/operation.js';
import type { OperationDescriptor } from '../contract/operation-descriptor.js';
import { InvalidArgumentError } from '../errors/invalid-argument-error.js';
import { factsOf } from './operation-facts.js';

/**
 * The operation's path with each `{param}` replaced by its encoded value, e.g. `/spaces/s1`. A number (the API
 * takes a change request's number where its id is asked for) is sent as its decimal text.
 */
export function expandPath(operation: Operation | OperationDescriptor, values: readonly (string | number)[]): string {
  const names = operation.pathParams;
  if (!Array.isArray(values) || values.length !== names.length) {
    throw new InvalidArgumentError(
      `${operation.id} takes ${names.length} path parameter(s) (${names.join(', ') || 'none'}), got ${Array.isArray(values) ? values.length : typeof values}`,
    );
  }
  const literals = literalsOf(operation);
  let path = literals[0]!;
  for (let index = 0; index < names.length; index++) {
    path += encodeSegment(operation, names[index]!, values[index]) + literals[index + 1]!;
  }
  return path;
}

/** The text around a path's parameters, split once per operation: `/spaces/{spaceId}` → `['/spaces/', '']`. */
const pathLiterals = new WeakMap<Operation | OperationDescriptor, readonly string[]>();

function literalsOf(operation: Operation | OperationDescriptor): readonly string[] {
  let literals = pathLiterals.get(operation);
  if (!literals) {
    literals = operation.path.split(/\{[^{}]+\}/);
    pathLiterals.set(operation, literals);
  }
  return literals;
}

function encodeSegment(operation: Operation | OperationDescriptor, name: string, given: unknown): string {
  const value = typeof given === 'number' ? numberSegment(operation, name, given) : given;
  if (typeof value !== 'string' || value === '') {
    throw new InvalidArgumentError(`${name}: must be a non-empty string (${operation.id})`);
  }
  // URL parsing resolves `.` and `..` segments (even percent-encoded), which would send the request to
  // another resource; no id or page path is either, so refuse them.
  if (value === '.' || value === '..') {
    throw new InvalidArgumentError(`${name}: must not be "." or ".." (${operation.id})`);
  }
  return encodeURIComponent(value);
}

/** No id is `NaN`, `1.5` or negative: refuse those instead of putting them in the URL. */
function numberSegment(operation: Operation | OperationDescriptor, name: string, value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new InvalidArgumentError(`${name}: a number must be a non-negative integer, got ${value} (${operation.id})`);
  }
  return String(value);
}

type Scalar = string | number | boolean;

/**
 * A query string (without `?`): `undefined` and `null` are omitted, numbers and booleans written as text,
 * arrays as repeated keys (`type=a&type=b`).
 */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  // Most calls send no query: skip building a URLSearchParams for nothing.
  if (query === undefined || !hasValues(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item === undefined || item === null) continue;
      if (!isScalar(item)) {
        throw new InvalidArgumentError(`${key}: a query parameter must be a string, number, boolean or an array of them`);
      }
      search.append(key, String(item));
    }
  }
  return search.toString();
}

function hasValues(query: Record<string, unknown>): boolean {
  for (const key in query) if (query[key] !== undefined && query[key] !== null) return true;
  return false;
}

function isScalar(value: unknown): value is Scalar {
  return (
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  );
}

/** Where a call's params go: the query string, the JSON body, or (rarely) both. */
export interface RoutedParams {
  query: Record<string, unknown> | undefined;
  /** `undefined`: send no body at all. */
  body: Record<string, unknown> | undefined;
}

/**
 * Routes the params of a call by where the operation takes its input. An operation with both a query and
 * a body sends the keys of its query schema in the query string and the rest in the body.
 */
export function routeParams(operation: Operation | OperationDescriptor, params: unknown): RoutedParams {
  if (params !== undefined && params !== null && (typeof params !== 'object' || Array.isArray(params))) {
    throw new InvalidArgumentError(`params: must be an object of named parameters (${operation.id})`);
  }
  const given = { ...(params as Record<string, unknown> | null | undefined) };
  const facts = factsOf(operation);
  switch (facts.input) {
    case 'query':
      return { query: given, body: undefined };
    case 'body': {
      const queryKeys = facts.queryKeySet;
      const query: Record<string, unknown> = {};
      const body: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(given)) (queryKeys.has(key) ? query : body)[key] = value;
      // A body-taking operation always gets a JSON body, even `{}`: the service rejects a missing one.
      return { query, body };
    }
    case 'none': {
      const unexpected = Object.keys(given).filter((key) => given[key] !== undefined);
      if (unexpected.length > 0) {
        throw new InvalidArgumentError(`${unexpected.join(', ')}: ${operation.id} takes no parameters`);
      }
      return { query: undefined, body: undefined };
    }
  }
}
