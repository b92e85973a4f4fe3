/** Clients of the SDK as scenarios get them: every request recorded in the scenario's traffic log. */
import { DocPub, ResponseValidationError, type ValidationIssuesHandler } from '@docpub/sdk';
import { describeIssue, verdictOf } from './check/verdicts.js';
import type { Target } from './targets/target.js';
import type { OperationMatcher } from './traffic/operation-matcher.js';
import { tagOperation } from './traffic/operation-tag.js';
import { recordingFetch } from './traffic/recording-fetch.js';
import type { TrafficLog } from './traffic/traffic-log.js';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './limits/request-timeout.js';

/** Default milliseconds a single request may take before the scenario fails with a timeout. */
export const REQUEST_TIMEOUT_MS = DEFAULT_REQUEST_TIMEOUT_MS;

/** Makes a client acting with `token` whose requests land in `log`. */
export type ClientFactory = (token: string, log: TrafficLog) => DocPub;

/**
 * The factory for `target`. With `strict`, clients validate in the SDK's strict mode: any difference from
 * DocPub's contract fails the scenario. Without it, a body issue that breaks the API reference still fails it,
 * and one that only shows a gap of DocPub's contract becomes a warning in the log.
 */
export function clientFactory(
  target: Target,
  matcher: OperationMatcher,
  options: { timeoutMs?: number; strict?: boolean } = {},
): ClientFactory {
  const { timeoutMs = REQUEST_TIMEOUT_MS, strict = false } = options;
  return (token, log) =>
    new DocPub({
      token,
      baseUrl: target.baseUrl,
      fetch: recordingFetch({
        fetch: target.fetch,
        baseUrl: target.baseUrl,
        log,
        matcher,
        strict,
        ...(token === target.token ? {} : { tokenVariable: log.tokenVariable(token) }),
      }),
      // The log names each request by the operation the SDK called, not by matching its URL back.
      hooks: { beforeRequest: [tagOperation] },
      // A 5xx is a finding, not something to paper over with a retry; 429s are waited out by the recording
      // fetch, for every method.
      maxRetries: 0,
      timeout: timeoutMs,
      logLevel: 'off',
      ...(strict ? {} : { validation: 'warn' as const, onValidationIssues: judgeIssues(log) }),
    });
}

/** Fails the call on issues that break the API reference; logs the rest as warnings. */
function judgeIssues(log: TrafficLog): ValidationIssuesHandler {
  return (issues, context) => {
    const failures = issues.filter((issue) => verdictOf(issue) === 'failure');
    const request = [...log.requests].reverse().find((entry) => entry.operation === context.operation) ?? log.last();
    for (const issue of issues.filter((candidate) => verdictOf(candidate) === 'warning')) {
      if (request) log.warn({ request, message: `answers what DocPub's contract does not know: ${describeIssue(issue)}` });
    }
    if (failures.length > 0) throw new ResponseValidationError({ ...context, issues: failures });
  };
}
