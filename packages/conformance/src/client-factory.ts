/** Clients of the SDK as scenarios get them: every request recorded in the scenario's traffic log. */
import { DocPub } from '@docpub/sdk';
import type { Target } from './targets/target.js';
import type { OperationMatcher } from './traffic/operation-matcher.js';
import { recordingFetch } from './traffic/recording-fetch.js';
import type { TrafficLog } from './traffic/traffic-log.js';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './limits/request-timeout.js';

/** Default milliseconds a single request may take before the scenario fails with a timeout. */
export const REQUEST_TIMEOUT_MS = DEFAULT_REQUEST_TIMEOUT_MS;

/** Makes a client acting with `token` whose requests land in `log`. */
export type ClientFactory = (token: string, log: TrafficLog) => DocPub;

/** The factory for `target`. */
export function clientFactory(target: Target, matcher: OperationMatcher, timeoutMs = REQUEST_TIMEOUT_MS): ClientFactory {
  return (token, log) =>
    new DocPub({
      token,
      baseUrl: target.baseUrl,
      fetch: recordingFetch({ fetch: target.fetch, baseUrl: target.baseUrl, log, matcher }),
      // A 5xx is a finding, not something to paper over with a retry; 429s are waited out by the recording
      // fetch, for every method.
      maxRetries: 0,
      timeout: timeoutMs,
      logLevel: 'off',
    });
}
