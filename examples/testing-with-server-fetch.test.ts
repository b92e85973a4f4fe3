/**
 * Testing with `server.fetch`: pass the reference server's fetch function to the client. Nothing is
 * intercepted and nothing listens on a port; each test can have its own server, so tests run in parallel
 * without sharing state. The control API moves the clock and injects faults.
 *
 *   npx vitest run examples/testing-with-server-fetch.test.ts
 */
import { describe, expect, it } from 'vitest';
import { DocPub, NotFoundError, type ClientOptions } from '@docpub/sdk';
import { createServer, DEMO } from '@docpub/mock-server';

/** A fresh server and an admin client for it, per test. */
function setup(options: ClientOptions = {}) {
  const server = createServer();
  const client = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch, ...options });
  return { server, client };
}

describe.concurrent('soft delete, tested with server.fetch', () => {
  it('restores a deleted space within 7 days', async () => {
    const { server, client } = setup();
    await client.spaces.delete(DEMO.spaces.roadmap);
    expect((await client.spaces.get(DEMO.spaces.roadmap)).deletedAt).toBeDefined();

    server.control.advanceClock(6 * 24 * 3600 * 1000);
    const restored = await client.spaces.restore(DEMO.spaces.roadmap);
    expect(restored.deletedAt).toBeUndefined();
  });

  it('purges it for good after 7 days', async () => {
    const { server, client } = setup();
    await client.spaces.delete(DEMO.spaces.roadmap);
    server.control.advanceClock(7 * 24 * 3600 * 1000 + 1);
    await expect(client.spaces.get(DEMO.spaces.roadmap)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('does not see the other tests’ servers', async () => {
    const { client } = setup();
    const space = await client.spaces.get(DEMO.spaces.roadmap);
    expect(space.deletedAt).toBeUndefined();
  });

  it('retries through an injected 503 on a GET', async () => {
    // sleep: no real waiting between attempts in a test.
    const { server, client } = setup({ sleep: async () => {} });
    server.control.addFault({ method: 'GET', path: `/v1/spaces/${DEMO.spaces.handbook}`, status: 503, times: 1 });
    expect((await client.spaces.get(DEMO.spaces.handbook)).title).toBe('Handbook');
    const statuses = server.control.journal().map((entry) => entry.status);
    expect(statuses).toEqual([503, 200]);
  });
});
