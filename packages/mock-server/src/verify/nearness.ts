/**
 * Which of two calls that missed a search is the nearer, for the "nearest call" a failed verification names.
 * The call with fewer differing fields is nearer; between calls with as many, the one whose differing values
 * are closer to the expected ones: `"Handbok"` is nearer to `"Handbook"` than `"Roadmap 2031"` is, whichever
 * was sent last. Only on a full tie does the later call win (it is the one a test most likely meant).
 *
 * Closeness is a spelling distance (Levenshtein, by fastest-levenshtein) scaled to 0–1 per field, so a long
 * field counts no more than a short one; a value of another kind, or a missing one, is 1. Strings are compared
 * on their first {@link MAX_COMPARED_LENGTH} characters, which bounds the work per field whatever the bodies.
 */
import { distance } from 'fastest-levenshtein';
import { REDACTED } from '../core/redact.js';

/** Characters of a string value compared at the most. */
const MAX_COMPARED_LENGTH = 256;

/** A call that missed a search, as {@link isNearer} reads it: the call and how many differences it has. */
export interface MissedCall {
  call: { status: number; params: Record<string, string>; query: unknown; body?: unknown; bodyTruncated?: boolean };
  differenceCount: number;
}

/** What a search expected, as {@link isNearer} reads it. */
export interface ExpectedCall {
  status?: number | undefined;
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** Distances already measured, so that the current nearest call is measured once however many calls tie with it. */
const measured = new WeakMap<object, number>();

/** Whether `candidate` is nearer to `expected` than `current` (always, when there is no current one yet). */
export function isNearer(expected: ExpectedCall, candidate: MissedCall, current: MissedCall | undefined): boolean {
  if (current === undefined) return true;
  if (candidate.differenceCount !== current.differenceCount) return candidate.differenceCount < current.differenceCount;
  return callDistance(expected, candidate.call) <= callDistance(expected, current.call);
}

/** How far `call` is from `expected`: the sum of its fields' distances, each 0 (equal) to 1. */
function callDistance(expected: ExpectedCall, call: MissedCall['call']): number {
  const known = measured.get(call);
  if (known !== undefined) return known;
  let total = expected.status === undefined || expected.status === call.status ? 0 : 1;
  if (expected.params !== undefined) total += valueDistance(expected.params, call.params, true);
  if (expected.query !== undefined) total += valueDistance(expected.query, call.query, true);
  if (expected.body !== undefined) total += call.bodyTruncated ? 1 : valueDistance(expected.body, call.body, false);
  measured.set(call, total);
  return total;
}

/**
 * Distance of `actual` from `expected`, compared as a search compares them (deep-partially; query and path
 * values as text): the sum over the expected leaves, each from 0 (equal) to 1.
 */
function valueDistance(expected: unknown, actual: unknown, asText: boolean): number {
  if (actual === REDACTED && expected !== REDACTED) return 1;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return 1;
    return expected.reduce((sum: number, item, index) => sum + valueDistance(item, actual[index], asText), 0);
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return 1;
    return Object.entries(expected).reduce(
      (sum, [name, value]) => (value === undefined ? sum : sum + valueDistance(value, (actual as Record<string, unknown>)[name], asText)),
      0,
    );
  }
  if (actual === undefined) return 1;
  if (asText || (typeof expected === 'string' && typeof actual === 'string')) return spellingDistance(String(expected), String(actual));
  return Object.is(expected, actual) ? 0 : 1;
}

/** Levenshtein distance of two texts over the longer one's length: 0 when equal, 1 when nothing is shared. */
function spellingDistance(expected: string, actual: string): number {
  if (expected === actual) return 0;
  const a = expected.slice(0, MAX_COMPARED_LENGTH);
  const b = actual.slice(0, MAX_COMPARED_LENGTH);
  // Equal on their compared beginnings but different after: as near as strings can differ.
  if (a === b) return 1 / (MAX_COMPARED_LENGTH + 1);
  return distance(a, b) / Math.max(a.length, b.length);
}
