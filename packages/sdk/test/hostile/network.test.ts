/**
 * The SDK against a real server that misbehaves: bodies that never end, trickle, break off or grow without
 * bound. Every limit here is short so the file stays fast; the behaviour does not depend on the numbers.
 */
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { DocPub } from '../../src/client.js';
import { operations } from '../../src/contract/index.js';
import { DEFAULT_MAX_RESPONSE_BYTES } from '../../src/core/options.js';
import { APIConnectionError } from '../../src/errors/api-connection-error.js';
import { APITimeoutError } from '../../src/errors/api-timeout-error.js';
import { APIUserAbortError } from '../../src/errors/api-user-abort-error.js';
import { ResponseTooLargeError } from '../../src/errors/response-too-large-error.js';
import { ResponseValidationError } from '../../src/errors/response-validation-error.js';
import { spaceFixture } from '../core/support.js';
import { sleep, startHostileServer, writeChunk, type HostileHandler, type HostileServer } from '../helpers/hostile-server.js';

const TOKEN = 'hostile-network-token-1';
let server: HostileServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientOn(handler: HostileHandler, options: ConstructorParameters<typeof DocPub>[0] = {}) {
  server = await startHostileServer(handler);
  const client = new DocPub({ token: TOKEN, baseUrl: `${server.origin}/v1`, logger: {}, sleep: async () => undefined, ...options });
  return { client, server };
}

function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

const SPACE = JSON.stringify(spaceFixture('s1'));

/** Sends the start of a space, then cuts the connection. */
const resetMidBody: HostileHandler = async (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  await writeChunk(response, SPACE.slice(0, 40));
  await sleep(20);
  response.socket?.destroy();
};

describe('the timeout covers the whole attempt, body included', () => {
  it('an endless body ends with APITimeoutError naming the URL, the limit and the phase', async () => {
    const { client } = await clientOn(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      await writeChunk(response, '{"items":[');
      const timer = setInterval(() => response.write('"x",'), 20);
      response.on('close', () => clearInterval(timer));
    });
    // Without the body-wide deadline this call never ends (the test's own time runs out instead). The deadline
    // leaves the headers time to arrive on a busy machine, so that it strikes in the body.
    const error = await failure(client.call(operations.getSpace, ['s1'], {}, { timeout: 2_000, maxRetries: 0 }));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect((error as Error).message).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/v1\/spaces\/s1 timed out after 2000 ms \(reading the body of a 200 answer\)$/);
    expect((error as APITimeoutError).status).toBe(200);
  });

  it("a stalled body from a caller's fetch that drops the signal still ends at the deadline", async () => {
    const { server: hostile } = await clientOn(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      await writeChunk(response, '{"items":[');
      // Then nothing more, the connection left open: only the SDK can end the wait.
    });
    // A network answer the SDK's signal never reached: only the SDK cancelling its reader ends the read.
    const client = new DocPub({
      token: TOKEN,
      baseUrl: `${hostile.origin}/v1`,
      logger: {},
      fetch: (input) => fetch(input instanceof Request ? input.url : input, { headers: input instanceof Request ? input.headers : {} }),
    });
    // The body never ends: only the deadline ends the call (else the test's own time runs out).
    const error = await failure(client.call(operations.getSpace, ['s1'], {}, { timeout: 300, maxRetries: 0 }));
    expect(error).toBeInstanceOf(APITimeoutError);
  });

  it('a body trickled past the limit fails instead of resolving', async () => {
    const { client } = await clientOn(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      for (const character of SPACE.match(/.{1,40}/g) ?? []) {
        if (response.destroyed) return;
        await writeChunk(response, character);
        await sleep(100);
      }
      response.end();
    });
    const error = await failure(client.call(operations.getSpace, ['s1'], {}, { timeout: 400, maxRetries: 0 }));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect((error as APITimeoutError).timeout).toBe(400);
  });

  it('a timed-out GET is retried, and the retry that answers in time wins', async () => {
    const { client, server: hostile } = await clientOn(async (_request, response, index) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      if (index === 0) return void (await writeChunk(response, '{')); // then silence
      response.end(SPACE);
    });
    // A timeout long enough that the retry's ordinary answer never misses it, even on a busy machine.
    const space = await client.call(operations.getSpace, ['s1'], {}, { timeout: 2_000, maxRetries: 1 });
    expect(space.id).toBe('s1');
    expect(hostile.requests).toHaveLength(2);
  });
});

describe('errors while reading a body are classified', () => {
  it('a GET reset mid-body is retried and succeeds', async () => {
    const { client, server: hostile } = await clientOn(async (request, response, index) => {
      if (index === 0) return resetMidBody(request, response, index);
      response.writeHead(200, { 'content-type': 'application/json' }).end(SPACE);
    });
    const space = await client.call(operations.getSpace, ['s1'], {}, { maxRetries: 2 });
    expect(space.id).toBe('s1');
    expect(hostile.requests.map((request) => request.method)).toEqual(['GET', 'GET']);
  });

  it('a GET reset mid-body every time ends with APIConnectionError, never ResponseValidationError or undefined', async () => {
    const { client, server: hostile } = await clientOn(resetMidBody);
    for (const validation of ['strict', 'off'] as const) {
      const error = await failure(client.call(operations.getSpace, ['s1'], {}, { maxRetries: 1, validation }));
      expect(error).toBeInstanceOf(APIConnectionError);
      expect(error).not.toBeInstanceOf(ResponseValidationError);
      expect((error as APIConnectionError).status).toBe(200);
      expect((error as Error).message).toContain("the 200 answer's body was cut short");
    }
    expect(hostile.requests).toHaveLength(4);
  });

  it('a POST reset mid-body is sent once and its error says the write may have happened', async () => {
    const { client, server: hostile } = await clientOn(resetMidBody, { maxRetries: 3 });
    const error = await failure(client.spaces.create('o1', { title: 'Handbook' }));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as APIConnectionError).mayHaveReachedServer).toBe(true);
    expect((error as APIConnectionError).status).toBe(200);
    expect((error as Error).message).toMatch(/the server may have carried out this POST: check before repeating it \(not retried: a POST is retried only when opted in/);
    expect(hostile.requests.map((request) => request.method)).toEqual(['POST']);
  });

  it('a POST whose connection is refused says it never reached the server', async () => {
    const probe = await startHostileServer(() => undefined);
    const closedOrigin = probe.origin;
    await probe.close();
    const client = new DocPub({ token: TOKEN, baseUrl: `${closedOrigin}/v1`, logger: {}, maxRetries: 0 });
    const error = await failure(client.spaces.create('o1', { title: 'Handbook' }));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as APIConnectionError).mayHaveReachedServer).toBe(false);
    expect((error as Error).message).not.toContain('may have carried out');
  });

  it('an abort mid-body is an APIUserAbortError, at once', async () => {
    let bodyStarted = false;
    const { client } = await clientOn(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      await writeChunk(response, '{"object":"space",');
      bodyStarted = true;
    });
    const controller = new AbortController();
    const call = failure(client.call(operations.getSpace, ['s1'], {}, { signal: controller.signal, timeout: 10_000 }));
    while (!bodyStarted) await sleep(10);
    await sleep(50);
    controller.abort();
    // Not the 10 s timeout's APITimeoutError: the abort itself ended the read.
    const error = await call;
    expect(error).toBeInstanceOf(APIUserAbortError);
  });

  it('an empty success body is a ResponseValidationError in every validation mode, never undefined data', async () => {
    const { client } = await clientOn((_request, response) => void response.writeHead(200, { 'content-type': 'application/json' }).end());
    for (const validation of ['strict', 'warn', 'off'] as const) {
      const error = await failure(client.call(operations.getSpace, ['s1'], {}, { validation }));
      expect(error).toBeInstanceOf(ResponseValidationError);
      expect((error as Error).message).toContain('the answer has no body');
    }
  });
});

describe('maxResponseBytes', () => {
  it(`defaults to 64 MiB: a 200 MB body stops at the limit with ResponseTooLargeError`, async () => {
    let sent = 0;
    const { client } = await clientOn(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      while (sent < 200 * 1024 * 1024 && !response.destroyed) {
        await writeChunk(response, chunk);
        sent += chunk.length;
      }
      response.end();
    });
    const error = await failure(client.call(operations.getSpace, ['s1'], {}, { maxRetries: 0, timeout: 15_000 }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as ResponseTooLargeError).limit).toBe(DEFAULT_MAX_RESPONSE_BYTES);
    expect((error as Error).message).toContain(`larger than maxResponseBytes (${DEFAULT_MAX_RESPONSE_BYTES} bytes)`);
    await sleep(50);
    // The client hung up near the limit: far less than the 200 MB the server meant to send went out.
    expect(sent).toBeLessThan(DEFAULT_MAX_RESPONSE_BYTES + 16 * 1024 * 1024);
  }, 30_000);

  it('a Content-Length above the limit fails before reading; a body within it passes', async () => {
    const { client, server: hostile } = await clientOn((_request, response, index) => {
      if (index === 0) {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024) });
        response.write('{');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(SPACE);
    }, { maxResponseBytes: 4096 });
    const error = await failure(client.call(operations.getSpace, ['s1'], {}, { maxRetries: 3 }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(hostile.requests).toHaveLength(1); // not retried
    expect((await client.call(operations.getSpace, ['s1'])).id).toBe('s1');
  });

  it('an error answer is capped too', async () => {
    const { client } = await clientOn((_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('x'.repeat(10_000));
    }, { maxResponseBytes: 1000, maxRetries: 0 });
    expect(await failure(client.call(operations.getSpace, ['s1']))).toBeInstanceOf(ResponseTooLargeError);
  });

  it('is checked like the other options', () => {
    expect(() => new DocPub({ token: TOKEN, baseUrl: 'http://127.0.0.1:1/v1', maxResponseBytes: 0 })).toThrow(/maxResponseBytes: must be/);
    expect(() => new DocPub({ token: TOKEN, baseUrl: 'http://127.0.0.1:1/v1', maxResponseBytes: 1.5 })).toThrow(/maxResponseBytes: must be/);
  });
});

// A declared Content-Length is checked against the cap before reading, and is never trusted for more: the
// body is still read and counted chunk by chunk, so a short declaration cannot carry a long body past the cap.
describe('a body with a declared length', () => {
  it('trickled past the deadline ends with APITimeoutError, at the deadline', async () => {
    const { client } = await clientOn(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(SPACE)) });
      for (const part of SPACE.match(/.{1,40}/g) ?? []) {
        if (response.destroyed) return;
        await writeChunk(response, part);
        await sleep(400);
      }
      response.end();
    });
    // Without a body-wide deadline the trickle (12 parts, 4.8 s) would complete the body and the call would
    // succeed; the deadline leaves the headers time to arrive on a busy machine, so that it strikes in the body.
    const error = await failure(client.call(operations.getSpace, ['s1'], {}, { timeout: 2_000, maxRetries: 0 }));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect((error as Error).message).toContain('(reading the body of a 200 answer)');
  });

  it('cut short is an APIConnectionError naming the cut body', async () => {
    const { client } = await clientOn(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(SPACE)) });
      await writeChunk(response, SPACE.slice(0, 40));
      await sleep(20);
      response.socket?.destroy();
    });
    const error = await failure(client.call(operations.getSpace, ['s1'], {}, { maxRetries: 0 }));
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toContain("the 200 answer's body was cut short");
  });

  it('longer than declared never gets past the cap: the body read stops at the declared length', async () => {
    const { client } = await clientOn((_request, response) => {
      const head = 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 20\r\nconnection: close\r\n\r\n';
      response.socket?.end(head + 'x'.repeat(50_000));
    }, { maxResponseBytes: 1000, maxRetries: 0 });
    const answer = await client.call(operations.getSpace, ['s1']).asResponse();
    expect((await answer.text()).length).toBeLessThanOrEqual(20);
  });

  it('compressed, declaring its compressed length, is capped on the decoded bytes', async () => {
    const { client } = await clientOn((_request, response) => {
      const zipped = gzipSync(JSON.stringify({ ...JSON.parse(SPACE), padding: ' '.repeat(100_000) }));
      response
        .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(zipped.length) })
        .end(zipped);
    }, { maxResponseBytes: 10_000, maxRetries: 0 });
    expect(await failure(client.call(operations.getSpace, ['s1']))).toBeInstanceOf(ResponseTooLargeError);
  });

  it("from a caller's fetch, declaring less than it holds, is capped on the bytes read", async () => {
    const body = JSON.stringify({ ...JSON.parse(SPACE), padding: ' '.repeat(100_000) });
    const client = new DocPub({
      token: TOKEN,
      baseUrl: 'http://docpub.test/v1',
      logger: {},
      maxRetries: 0,
      maxResponseBytes: 10_000,
      fetch: async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json', 'content-length': '100' } }),
    });
    expect(await failure(client.call(operations.getSpace, ['s1']))).toBeInstanceOf(ResponseTooLargeError);
  });
});
