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
import { badRequest } from '../core/http-error.js';
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

/**
 * A place in a compared value: a chain up to its root (`body`, `query`…), spelled out only for a difference
 * that is reported, so comparing every call of the operation builds no text.
 */
type Place = { readonly root: string } | { readonly up: Place; readonly key: string | number };

function spell(place: Place): string {
  const keys: (string | number)[] = [];
  let at = place;
  while ('up' in at) {
    keys.push(at.key);
    at = at.up;
  }
  return keys.reduceRight<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${key}`), at.root);
}

/** Told of each difference: where, what (written only when asked), and whether the journal rather than the call is why. */
type OnDifference = (place: Place, what: () => string, unknowable: boolean) => void;

const placeOf = (up: Place, key: string | number | undefined): Place => (key === undefined ? up : { up, key });

/**
 * Walks `actual` against `expected` (deep-partial), telling `on` of each difference. `key` is the place's last
 * step below `up` (none at the root); a place is made only where a difference is told or a walk goes deeper.
 */
function compare(expected: unknown, actual: unknown, up: Place, key: string | number | undefined, asText: boolean, on: OnDifference): void {
  if (actual === REDACTED && expected !== REDACTED) return on(placeOf(up, key), () => 'blanked in the journal as a credential', true);
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return on(placeOf(up, key), () => `expected an array, received ${describe(actual)}`, false);
    if (expected.length !== actual.length) return on(placeOf(up, key), () => `expected ${expected.length} items, received ${actual.length}`, false);
    const place = placeOf(up, key);
    for (let index = 0; index < expected.length; index++) compare(expected[index], actual[index], place, index, asText, on);
    return;
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) {
      return on(placeOf(up, key), () => `expected an object, received ${describe(actual)}`, false);
    }
    const place = placeOf(up, key);
    for (const name of Object.keys(expected)) {
      const value = (expected as Record<string, unknown>)[name];
      if (value !== undefined) compare(value, (actual as Record<string, unknown>)[name], place, name, asText, on);
    }
    return;
  }
  const same = asText ? actual !== undefined && String(expected) === String(actual) : Object.is(expected, actual);
  if (!same) on(placeOf(up, key), () => `expected ${describe(expected)}, received ${describe(actual)}`, false);
}

/** Differences of `actual` from `expected` (deep-partial), each as `path: expected …, received …`. */
export function differencesOf(expected: unknown, actual: unknown, path: string, asText = false): string[] {
  const lines: string[] = [];
  compare(expected, actual, { root: path }, undefined, asText, (place, what) => lines.push(`${spell(place)}: ${what()}`));
  return lines;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

function compareCall(call: Call, filter: CallFilter<never>, on: OnDifference): void {
  if (filter.status !== undefined && filter.status !== call.status) {
    on({ root: 'status' }, () => `expected ${filter.status}, received ${call.status}`, false);
  }
  if (filter.params) compare(filter.params, call.params, { root: 'params' }, undefined, true, on);
  if (filter.query) compare(filter.query, call.query, { root: 'query' }, undefined, true, on);
  if (filter.body !== undefined) {
    if (call.bodyTruncated) on({ root: 'body' }, () => 'kept only in part by the journal (larger than its body limit)', true);
    else compare(filter.body, call.body, { root: 'body' }, undefined, false, on);
  }
}

/** The differences of one call, written out: only for a call that is reported. */
function differencesOfCall(call: Call, filter: CallFilter<never>): string[] {
  const lines: string[] = [];
  compareCall(call, filter, (place, what) => lines.push(`${spell(place)}: ${what()}`));
  return lines;
}

/** How many differences a call has, and how many of them the journal cannot tell: counted, nothing written. */
function tallyOfCall(call: Call, filter: CallFilter<never>): { count: number; unknowable: number } {
  const tally = { count: 0, unknowable: 0 };
  compareCall(call, filter, (_place, _what, unknowable) => {
    tally.count++;
    if (unknowable) tally.unknowable++;
  });
  return tally;
}

/**
 * Most comparisons one search may cost: the calls of the operation the journal holds times the filter's size
 * (its values at every depth, a string one more per started KiB beyond its first). Each call is compared with
 * the whole filter, a product no index can make linear; past the budget the search is refused rather than
 * holding the server's one thread for seconds (docs/reference-server-limits.md).
 */
export const MAX_SEARCH_WORK = 500_000;

/** The size of a filter: its values at every depth (explicit stack: a filter made in process may be deep). */
function filterSize(filter: CallFilter<never>): number {
  let size = 0;
  const pending: unknown[] = [filter.params, filter.query, filter.body, filter.status];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === undefined) continue;
    size += typeof value === 'string' ? 1 + Math.floor(value.length / 1024) : 1;
    if (typeof value === 'object' && value !== null) pending.push(...Object.values(value));
  }
  return size;
}

function checkBudget(operationId: string, calls: number, filter: CallFilter<never>): void {
  const work = calls * filterSize(filter);
  if (work <= MAX_SEARCH_WORK) return;
  throw badRequest(
    'body',
    `the search budget is ${MAX_SEARCH_WORK} comparisons, and ${calls} journaled calls of ${operationId} times a filter of ` +
      `${work / calls} values would take ${work}: name fewer values, or clear the journal (DELETE /__control/journal) between tests`,
  );
}

/**
 * Searches `journal` for the calls of `operationId` that `filter` matches.
 * @throws HttpError 400 when the search would pass {@link MAX_SEARCH_WORK}.
 */
export function searchCalls<K extends OperationId>(
  journal: JournalView,
  operationId: K,
  filter: CallFilter<K> = {},
): CallSearch {
  const ofOperation = journal.entries.filter((entry) => entry.operationId === operationId);
  const wanted = filter as CallFilter<never>;
  checkBudget(operationId, ofOperation.length, wanted);
  const calls: Call[] = [];
  let unknowable = 0;
  let nearest: { call: Call; count: number } | undefined;
  for (const entry of ofOperation) {
    const call: Call = { ...entry, params: paramsOf(entry) };
    const tally = tallyOfCall(call, wanted);
    if (tally.count === 0) {
      calls.push(call);
      continue;
    }
    if (tally.unknowable === tally.count) unknowable++;
    // Fewest differences first, then the closest values (a typo beats an unrelated call), then the latest.
    const current = nearest && { call: nearest.call, differenceCount: nearest.count };
    if (isNearer(wanted, { call, differenceCount: tally.count }, current)) nearest = { call, count: tally.count };
  }
  const callsOfOperation = ofOperation.length;
  const uncertain: string[] = [];
  if (journal.dropped > 0) {
    uncertain.push(`the journal dropped ${journal.dropped} older entries to stay within its caps; calls among them are not counted`);
  }
  if (unknowable > 0) {
    uncertain.push(`${unknowable} call(s) of ${operationId} could not be compared: the journal blanked a credential or kept a body only in part`);
  }
  const reported = calls.length === 0 && nearest ? { nearest: { call: nearest.call, differences: differencesOfCall(nearest.call, wanted) } } : {};
  return { operationId, calls, callsOfOperation, ...reported, uncertain };
}
