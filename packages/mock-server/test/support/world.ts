/**
 * The one harness of the server's behaviour tests: a reference server over the demo world on a controlled
 * clock, and SDK clients that talk to it in-process.
 *
 * Tests "through the SDK" build clients with {@link TestWorld.clientFor}; every response is checked against
 * the contract by the server (`validateResponses`) and again by the SDK (strict validation), so a handler
 * that answers a wrong shape fails loudly.
 */
import { DocPub } from '@docpub/sdk';
import { ControlledClock } from '../../src/core/clock.js';
import type { DocPubServer } from '../../src/compose/assemble.js';
import type { SpecFetch } from '../../src/domain/openapi/fetch-source.js';
import { whenSpecProcessingIdle } from '../../src/domain/openapi/processing.js';
import { createServer } from '../../src/server.js';
import { DEMO, type DemoUser } from '../../src/demo/demo.js';
import { START } from './clock.js';

export { START };

export interface TestWorld {
  server: DocPubServer<ControlledClock>;
  /** A client with a demo user's token (`'admin'`, `'guest'`, …) or with any other token. */
  clientFor(tokenOrRole: DemoUser | (string & {})): DocPub;
  /** Waits until background work (OpenAPI spec processing) has ended. */
  settle(): Promise<void>;
}

/** What a test world may change of the default server. */
export interface TestWorldOptions {
  /** How the server fetches OpenAPI spec URLs (tests give a scripted fake, never the network). */
  openapiFetch?: SpecFetch;
  /** How long a spec fetch may take. */
  fetchTimeoutMs?: number;
}

const isDemoUser = (value: string): value is DemoUser => Object.hasOwn(DEMO.tokens, value);

/** A fresh demo world on a controlled clock, with response validation on. */
export function testWorld(options: TestWorldOptions = {}): TestWorld {
  const server = createServer({
    validateResponses: true,
    clock: new ControlledClock(() => START),
    ...(options.openapiFetch === undefined ? {} : { openapiFetch: options.openapiFetch }),
    ...(options.fetchTimeoutMs === undefined ? {} : { openapiFetchTimeoutMs: options.fetchTimeoutMs }),
  });
  return {
    server,
    clientFor(tokenOrRole) {
      const token = isDemoUser(tokenOrRole) ? DEMO.tokens[tokenOrRole] : tokenOrRole;
      // No retries: a 5xx is a server bug here, and it must surface at once rather than be retried.
      return new DocPub({ token, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0, logLevel: 'off' });
    },
    settle: () => whenSpecProcessingIdle(server.store),
  };
}
