/**
 * "What did my code send?": the journal searched by operation, path parameters, query and body, for tests that
 * verify calls (`world.calls('createSpace', { body: { title: 'Handbook' } })`, the `toHaveReceived` matcher and
 * `POST /__control/journal/calls`).
 *
 * Expected values match deep-partially: an object matches when each field it names matches (fields it does
 * not name are free), an array when it has as many items and each matches, anything else when equal (a query
 * value as its text, since a query arrives as text). A search never answers a wrong count in silence: when the
 * journal dropped entries to stay within its caps, kept a body only in part, or blanked a compared value as a
 * credential, the answer says so in `uncertain`.
 */
import { compileOperationMatcher, operations, type OperationId, type Operations } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { JournalEntry } from '../core/journal.js';
import { API_PREFIX } from '../core/paths.js';
import { REDACTED } from '../core/redact.js';
import { isNearer } from './nearness.js';

/** An expected value: every field optional, at any depth. */
export type DeepPartial<T> = T extends readonly (infer Item)[]
  ? readonly DeepPartial<Item>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a search asks of an operation's calls; every member is optional, and typed by the operation. */
export interface CallFilter<K extends OperationId = OperationId> {
  /** Path parameters, decoded (`{ spaceId: 'sp_1' }`). */
  params?: { [P in Operations[K]['pathParams'][number]]?: string };
  /** Query parameters; compared as the text they arrive as (`{ limit: 2 }` matches `?limit=2`). */
  query?: { [F in keyof InputOf<Operations[K]['query']>]?: string | number | boolean | readonly (string | number)[] };
  /** The JSON body, deep-partially. */
  body?: DeepPartial<InputOf<Operations[K]['body']>>;
  /** The answer's status. */
  status?: number;
}

/** One call of an operation, as the journal kept it, with its path parameters decoded. */
export interface Call extends JournalEntry {
  params: Record<string, string>;
}

/** A call of the operation that the filter did not match, and why. */
export interface NearestCall {
  call: Call;
  /** One line per difference: `body.title: expected "Handbook", received "Handbok"`. */
  differences: string[];
}

/** What a search found. */
export interface CallSearch {
  operationId: string;
  /** The matching calls, oldest first. */
  calls: Call[];
  /** How many calls of the operation the journal holds, matching or not. */
  callsOfOperation: number;
  /**
   * When none matched: the call of the operation with the fewest differences from the filter; among as many,
   * the one with the closest values (spelling distance), then the latest.
   */
  nearest?: NearestCall;
  /**
   * Why the count may be short: entries dropped to stay within the journal's caps, or calls whose compared
   * parts the journal kept only in part (a truncated body) or blanked (a credential). Empty when it is exact.
   */
  uncertain: string[];
}

/** The journal as a search reads it: its entries and how many it dropped since it was last emptied. */
export interface JournalView {
  entries: readonly JournalEntry[];
  dropped: number;
}

const matcher = compileOperationMatcher(operations);

function paramsOf(entry: JournalEntry): Record<string, string> {
  const below = entry.path.startsWith(`${API_PREFIX}/`) ? entry.path.slice(API_PREFIX.length) : entry.path;
  const found = matcher.match(entry.method, below);
  const params: Record<string, string> = {};
  if (!found.found) return params;
  found.operation.pathParams.forEach((name, index) => {
    const raw = found.rawParams[index]!;
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      params[name] = raw;
    }
  });
  return params;
}

/** Differences of `actual` from `expected` (deep-partial), each as `path: expected …, received …`. */
export function differencesOf(expected: unknown, actual: unknown, path: string, asText = false): string[] {
  if (actual === REDACTED && expected !== REDACTED) return [`${path}: blanked in the journal as a credential`];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, received ${describe(actual)}`];
    if (expected.length !== actual.length) return [`${path}: expected ${expected.length} items, received ${actual.length}`];
    return expected.flatMap((item, index) => differencesOf(item, actual[index], `${path}[${index}]`, asText));
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) {
      return [`${path}: expected an object, received ${describe(actual)}`];
    }
    return Object.entries(expected).flatMap(([name, value]) =>
      value === undefined ? [] : differencesOf(value, (actual as Record<string, unknown>)[name], `${path}.${name}`, asText),
    );
  }
  const same = asText ? actual !== undefined && String(expected) === String(actual) : Object.is(expected, actual);
  return same ? [] : [`${path}: expected ${describe(expected)}, received ${describe(actual)}`];
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

function differencesOfCall(call: Call, filter: CallFilter<never>): string[] {
  const differences: string[] = [];
  if (filter.status !== undefined && filter.status !== call.status) {
    differences.push(`status: expected ${filter.status}, received ${call.status}`);
  }
  if (filter.params) differences.push(...differencesOf(filter.params, call.params, 'params', true));
  if (filter.query) differences.push(...differencesOf(filter.query, call.query, 'query', true));
  if (filter.body !== undefined) {
    if (call.bodyTruncated) differences.push('body: kept only in part by the journal (larger than its body limit)');
    else differences.push(...differencesOf(filter.body, call.body, 'body'));
  }
  return differences;
}

/** Differences that say the journal cannot tell, rather than that the call was different. */
const isUnknowable = (difference: string) => /blanked in the journal|kept only in part/.test(difference);

/** Searches `journal` for the calls of `operationId` that `filter` matches. */
export function searchCalls<K extends OperationId>(
  journal: JournalView,
  operationId: K,
  filter: CallFilter<K> = {},
): CallSearch {
  const calls: Call[] = [];
  let callsOfOperation = 0;
  let unknowable = 0;
  let nearest: NearestCall | undefined;
  for (const entry of journal.entries) {
    if (entry.operationId !== operationId) continue;
    callsOfOperation++;
    const call: Call = { ...entry, params: paramsOf(entry) };
    const differences = differencesOfCall(call, filter as CallFilter<never>);
    if (differences.length === 0) {
      calls.push(call);
      continue;
    }
    if (differences.every(isUnknowable)) unknowable++;
    // Fewest differences first, then the closest values (a typo beats an unrelated call), then the latest.
    const current = nearest && { call: nearest.call, differenceCount: nearest.differences.length };
    if (isNearer(filter, { call, differenceCount: differences.length }, current)) nearest = { call, differences };
  }
  const uncertain: string[] = [];
  if (journal.dropped > 0) {
    uncertain.push(`the journal dropped ${journal.dropped} older entries to stay within its caps; calls among them are not counted`);
  }
  if (unknowable > 0) {
    uncertain.push(`${unknowable} call(s) of ${operationId} could not be compared: the journal blanked a credential or kept a body only in part`);
  }
  return { operationId, calls, callsOfOperation, ...(calls.length === 0 && nearest ? { nearest } : {}), uncertain };
}
