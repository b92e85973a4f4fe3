/**
 * With the runtime's own fetch (no `fetch` option), the attempt's signal reaches fetch directly rather than
 * through ky: a timeout or the caller's abort must still close the connection, whether the server is silent
 * or stalls in the middle of a body. Against a real server on 127.0.0.1.
 */
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { DocPub } from '../../src/client.js';
import { APITimeoutError } from '../../src/errors/api-timeout-error.js';
import { APIUserAbortError } from '../../src/errors/api-user-abort-error.js';
import { startHostileServer, type HostileHandler, type HostileServer } from '../helpers/hostile-server.js';

let server: HostileServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * A client on a server whose handler never finishes; resolves `closed` when the client drops the connection
 * (of a request that reached the handler: the timeouts and the abort below leave the request time to get there).
 */
async function hangingServer(handler: HostileHandler) {
  let onClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  server = await startHostileServer((request: IncomingMessage, response, index) => {
    response.on('close', onClosed);
    return handler(request, response, index);
  });
  const client = new DocPub({ token: 'runtime-fetch-token', baseUrl: `${server.origin}/v1`, logger: {}, maxRetries: 0 });
  return { client, closed };
}

describe('the runtime fetch carries the attempt signal', () => {
  it('a timeout waiting for the answer closes the connection', async () => {
    const { client, closed } = await hangingServer(() => undefined);
    const error = await client.spaces.get('s1', {}, { timeout: 2_000 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect((error as APITimeoutError).message).toContain('waiting for an answer');
    await closed;
  });

  it('a timeout in the middle of a body closes the connection', async () => {
    const { client, closed } = await hangingServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"object":"space","id":"s1",');
    });
    // Long enough for the headers to arrive on a busy machine, so that the timeout strikes in the body.
    const error = await client.spaces.get('s1', {}, { timeout: 2_000 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect((error as APITimeoutError).message).toContain('reading the body of a 200 answer');
    await closed;
  });

  it("the caller's abort closes the connection at once", async () => {
    const { client, closed } = await hangingServer(() => undefined);
    const controller = new AbortController();
    const call = client.spaces.get('s1', {}, { signal: controller.signal }).catch((caught: unknown) => caught);
    await expect.poll(() => server?.requests.length).toBe(1);
    controller.abort();
    expect(await call).toBeInstanceOf(APIUserAbortError);
    await closed;
  });
});
