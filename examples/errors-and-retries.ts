/**
 * Errors and retries: every failure is a typed error (`NotFoundError`, `BadRequestError`, …, all
 * `DocPubError`s); 429, 5xx, timeouts and dropped connections are retried with backoff, honouring
 * `Retry-After`; POST and PATCH are retried only when you opt in, because they may not be safe to repeat.
 * The reference server's fault injection plays the unreliable network.
 *
 *   npx tsx examples/errors-and-retries.ts
 */
import {
  APIConnectionError,
  APITimeoutError,
  BadRequestError,
  DocPub,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from '@docpub/sdk';
import { createServer, DEMO } from '@docpub/mock-server';

const server = createServer();
const connect = (token: string) => new DocPub({ token, baseUrl: server.baseUrl, fetch: server.fetch });
const admin = connect(DEMO.tokens.admin);
const reader = connect(DEMO.tokens.read);
const org = DEMO.organization;
const handbook = DEMO.spaces.handbook;

// Typed errors: branch with instanceof; `status` and the service's message are on the error.
try {
  await admin.spaces.get('no-such-space');
} catch (error) {
  if (!(error instanceof NotFoundError)) throw error;
  console.log(`NotFoundError ${error.status}`);
}
try {
  await admin.spaces.create(org, { title: '' });
} catch (error) {
  // The message names the field and the rule.
  if (!(error instanceof BadRequestError)) throw error;
  console.log(`BadRequestError: ${error.message}`);
}
try {
  await reader.spaces.update(handbook, { title: 'Mine' });
} catch (error) {
  if (!(error instanceof PermissionDeniedError)) throw error;
  console.log(`PermissionDeniedError ${error.status} (role too low)`);
}

// 429 with Retry-After: retried after the wait the service asks for (here 1 second), then it succeeds.
server.control.addFault({ method: 'GET', path: `/v1/spaces/${handbook}`, status: 429, retryAfter: 1, times: 1 });
const space = await admin.spaces.get(handbook);
console.log(`after a 429, retried: got "${space.title}"`);

// Out of retries: the last error surfaces, with what the service said.
server.control.addFault({ method: 'GET', path: `/v1/spaces/${handbook}`, status: 429, retryAfter: 0 });
try {
  await admin.spaces.get(handbook, {}, { maxRetries: 1 });
} catch (error) {
  if (!(error instanceof RateLimitError)) throw error;
  console.log(`still limited after 1 retry: RateLimitError, retry after ${error.retryAfter}s`);
}
server.control.clearFaults();

// A 503 on a POST is NOT retried by default (creating twice would duplicate)…
server.control.addFault({ method: 'POST', path: `/v1/orgs/${org}/spaces`, status: 503, times: 1 });
try {
  await admin.spaces.create(org, { title: 'Design notes' });
} catch (error) {
  if (!(error instanceof InternalServerError)) throw error;
  console.log(`POST not retried: ${error.name} ${error.status}`);
}
// …unless the call opts in with `retry: true`.
server.control.addFault({ method: 'POST', path: `/v1/orgs/${org}/spaces`, status: 503, times: 1 });
const created = await admin.spaces.create(org, { title: 'Design notes' }, { retry: true });
console.log(`POST with retry: true: created "${created.title}"`);

// Dropped connections and timeouts have their own errors.
server.control.addFault({ path: '/v1/user', networkError: true });
try {
  await admin.user.get({ maxRetries: 0 });
} catch (error) {
  if (!(error instanceof APIConnectionError)) throw error;
  console.log(`network error: ${error.name}`);
}
server.control.clearFaults();
server.control.addFault({ path: '/v1/user', delayMs: 2_000, times: 1 });
try {
  await admin.user.get({ timeout: 100, maxRetries: 0 });
} catch (error) {
  if (!(error instanceof APITimeoutError)) throw error;
  console.log('slow answer: APITimeoutError after 100 ms');
}
server.control.clearFaults();
