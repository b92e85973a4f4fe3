/**
 * `expect(world).toHaveReceived('createSpace', { times: 1, body: { title: 'Handbook' } })`: the journal's
 * answer to "what did my code send?" as a matcher for vitest and Jest (`expect.extend(docpubMatchers)`; the
 * `/vitest` and `/jest` entries register it). It reads whatever can search calls: a world made by the control
 * API (in process or over HTTP), a server (its own world), or a `Control`.
 *
 * A matcher never answers a wrong count in silence: when the journal dropped entries to stay within its caps,
 * or could not compare a call (a truncated body, a value blanked as a credential), and that could change the
 * verdict, it fails with that reason whichever way it was asked (`.not` included).
 */
import type { OperationId } from '@docpub/sdk/contract';
import type { CallFilter, CallSearch } from './calls.js';

/** Anything a matcher can ask for calls: a world, a remote world, a `Control`. */
export interface CallSource {
  searchCalls(operationId: string, filter?: CallFilter<never>): CallSearch | Promise<CallSearch>;
}

/** What `toHaveReceived` expects: the filter of a search, and how many calls match (at least one when absent). */
export type ReceivedExpectation<K extends OperationId = OperationId> = CallFilter<K> & { times?: number };

/** The part of vitest's and Jest's matcher context this matcher uses. */
interface MatcherContext {
  isNot?: boolean;
  utils?: { diff?: (expected: unknown, received: unknown) => string | null | undefined };
}

interface MatcherResult {
  pass: boolean;
  message: () => string;
}

function sourceOf(received: unknown): CallSource | undefined {
  const candidate = received as { searchCalls?: unknown; control?: { searchCalls?: unknown } } | null | undefined;
  if (typeof candidate?.searchCalls === 'function') return candidate as CallSource;
  if (typeof candidate?.control?.searchCalls === 'function') return candidate.control as CallSource;
  return undefined;
}

const timesText = (count: number) => `${count} time${count === 1 ? '' : 's'}`;

function describeFilter(expected: ReceivedExpectation): string {
  const { times: _times, ...filter } = expected;
  return Object.keys(filter).length === 0 ? '' : ` with ${JSON.stringify(filter)}`;
}

/** The closest call and what differs in it, with a diff of the bodies where the runner can draw one. */
function nearestText(context: MatcherContext, search: CallSearch, expected: ReceivedExpectation): string {
  const nearest = search.nearest;
  if (nearest === undefined) return '';
  const { call, differences } = nearest;
  const lines = [`\nNearest call: ${call.method} ${call.path} (${call.time}, answered ${call.status})`];
  lines.push(...differences.map((difference) => `  ${difference}`));
  if (expected.body !== undefined && call.body !== undefined && !call.bodyTruncated) {
    const diff = context.utils?.diff?.(expected.body, call.body);
    if (diff) lines.push(diff);
  }
  return lines.join('\n');
}

function verdict(context: MatcherContext, operationId: string, expected: ReceivedExpectation, search: CallSearch): MatcherResult {
  const count = search.calls.length;
  const pass = expected.times === undefined ? count > 0 : count === expected.times;
  const wanted = expected.times === undefined ? 'at least once' : timesText(expected.times);
  // Uncertainty changes a verdict that rests on a count, or on finding no match; a match found stays found.
  const shaky = search.uncertain.length > 0 && (expected.times !== undefined || count === 0);
  if (shaky) {
    throw new Error(
      `cannot tell whether ${operationId} was received ${wanted}${describeFilter(expected)}: ` +
        `${search.uncertain.join('; ')} (${timesText(count)} found)`,
    );
  }
  const heard = `received ${timesText(count)} (${search.callsOfOperation} call(s) of ${operationId} in the journal)`;
  return {
    pass,
    message: () =>
      context.isNot
        ? `expected ${operationId} not to have been received ${wanted}${describeFilter(expected)}, but it was ${heard}`
        : `expected ${operationId} to have been received ${wanted}${describeFilter(expected)}, but it was ${heard}` +
          nearestText(context, search, expected),
  };
}

function toHaveReceived(
  this: MatcherContext,
  received: unknown,
  operationId: string,
  expected: ReceivedExpectation = {},
): MatcherResult | Promise<MatcherResult> {
  const source = sourceOf(received);
  if (source === undefined) {
    throw new TypeError('toHaveReceived: expected a world, a server or a control of @docpub/mock-server');
  }
  const { times: _times, ...filter } = expected;
  const search = source.searchCalls(operationId, filter as CallFilter<never>);
  return search instanceof Promise
    ? search.then((found) => verdict(this, operationId, expected, found))
    : verdict(this, operationId, expected, search);
}

/** The matchers, for `expect.extend(docpubMatchers)`. */
export const docpubMatchers = { toHaveReceived };
