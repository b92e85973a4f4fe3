/**
 * Test helper: a reference server over the demo world, and SDK clients that talk to it in-process.
 *
 * Tests "through the SDK" build clients with {@link TestWorld.clientFor}; every response is checked against
 * the contract by the server (`validateResponses`) and again by the SDK (strict validation), so a handler
 * that answers a wrong shape fails loudly.
 */
import { DocPub } from '@docpub/sdk';
import { ControlledClock } from '../../src/core/clock.js';
import type { DocPubServer } from '../../src/core/assemble.js';
import { createServer } from '../../src/server.js';
import { DEMO, type DemoUser } from '../../src/world/demo.js';

/** The demo world's clock starts here, so timestamps in tests are predictable. */
export const START = Date.UTC(2025, 0, 1, 12, 0, 0);

export interface TestWorld {
  server: DocPubServer<ControlledClock>;
  /** A client with a demo user's token (`'admin'`, `'guest'`, …) or with any other token. */
  clientFor(tokenOrRole: DemoUser | (string & {})): DocPub;
}

const isDemoUser = (value: string): value is DemoUser => Object.hasOwn(DEMO.tokens, value);

/** A fresh demo world on a controlled clock, with response validation on. */
export function testWorld(): TestWorld {
  const server = createServer({ validateResponses: true, clock: new ControlledClock(() => START) });
  return {
    server,
    clientFor(tokenOrRole) {
      const token = isDemoUser(tokenOrRole) ? DEMO.tokens[tokenOrRole] : tokenOrRole;
      // No retries: a 5xx is a server bug here, and it must surface at once rather than be retried.
      return new DocPub({ token, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0, logLevel: 'off' });
    },
  };
}
