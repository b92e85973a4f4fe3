/**
 * The node:http adapter at its edges: absolute-form targets, invalid UTF-8, client aborts and silent
 * connections, over real sockets.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Listening } from '../../src/index.js';
import { parserErrorStatus } from '../../src/adapters/node.js';
import { DEMO, demoServer, stateOf } from './support.js';

const server = demoServer();
let listening: Listening;
beforeAll(async () => {
  listening = await server.listen({ idleTimeoutMs: 300 });
});
afterAll(() => listening.close());

/** Sends raw bytes and collects everything the server answers until it closes (its idle timer is 300 ms) or `ms` pass. */
function raw(bytes: Buffer | string, ms = 30_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket: Socket = connect(listening.port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => (socket.destroy(), resolve({ text, closed: false })), ms);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => (clearTimeout(timer), resolve({ text, closed: true })));
    socket.on('error', () => undefined);
    socket.write(bytes);
  });
}

describe('the HTTP adapter', () => {
  it('answers an absolute-form target with 400, a malformed one included', async () => {
    for (const target of ['http://%zz/v1/user', 'http://127.0.0.1/v1/user']) {
      const { text } = await raw(`GET ${target} HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${DEMO.tokens.admin}\r\nconnection: close\r\n\r\n`);
      expect(text).toMatch(/^HTTP\/1\.1 400/);
      expect(text).toContain('origin-form');
    }
  });

  it('refuses a body that is not valid UTF-8 with 400, storing nothing', async () => {
    const before = stateOf(server);
    const body = Buffer.concat([Buffer.from('{"title":"bad '), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const head = `POST /v1/orgs/${DEMO.organization}/collections HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${DEMO.tokens.admin}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n`;
    const { text } = await raw(Buffer.concat([Buffer.from(head), body]));
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(text).toContain('body: must be valid UTF-8');
    expect(stateOf(server)).toBe(before);
  });

  it('refuses invalid UTF-8 through server.fetch too', async () => {
    const response = await server.fetch(new Request(`${server.baseUrl}/orgs/${DEMO.organization}/collections`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
      // {"title":"ab\xC3(cd"}: valid JSON around a broken two-byte sequence.
      body: new Uint8Array([...Buffer.from('{"title":"ab'), 0xc3, 0x28, ...Buffer.from('cd"}')]),
    }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('body: must be valid UTF-8');
  });

  it('logs nothing when a client hangs up in the middle of a body', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const head = `POST /v1/orgs/${DEMO.organization}/collections HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"title":`;
      await raw(head, 200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('closes a connection that says nothing', async () => {
    const { closed } = await raw('', 30_000);
    expect(closed).toBe(true);
  });

  it('declares the byte length of a body with characters beyond ASCII, which arrives whole', async () => {
    const auth = { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' };
    const title = 'Café ☕ 𝄞 "quoted" \u2028';
    const created = await fetch(`${listening.url}/orgs/${DEMO.organization}/collections`, { method: 'POST', headers: auth, body: JSON.stringify({ title }) });
    expect(created.status).toBe(201);
    const createdText = await created.text();
    expect(Number(created.headers.get('content-length'))).toBe(Buffer.byteLength(createdText));
    const id = (JSON.parse(createdText) as { id: string }).id;
    const read = await fetch(`${listening.url}/collections/${id}`, { headers: auth });
    const text = await read.text();
    expect(read.headers.get('transfer-encoding')).toBeNull();
    expect(Number(read.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect((JSON.parse(text) as { title: string }).title).toBe(title);
  });

  it('answers a request delayed past the idle time, then closes the silent connection', async () => {
    server.control.addFault({ path: '/v1/user', delayMs: 700, times: 1 });
    // The wait for the close is long (a busy machine is slow to get there); only the server's idle timer closes.
    const { text, closed } = await raw(`GET /v1/user HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${DEMO.tokens.admin}\r\n\r\n`, 30_000);
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toMatch(/content-length: \d+/i);
    expect(text).not.toMatch(/transfer-encoding/i);
    // Kept alive after the answer, the connection is cut once it has been silent for the idle time (300 ms).
    expect(closed).toBe(true);
  });
});

describe('requests node:http cannot parse', () => {
  it('answers 431 to a head over the size limit, 414 to a long request line, 400 to garbage', async () => {
    const headers = await raw(`GET /v1/user HTTP/1.1\r\nhost: x\r\nx-pad: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(headers.text).toMatch(/^HTTP\/1\.1 431 /);
    const uri = await raw(`GET /v1/user?q=${'a'.repeat(20_000)} HTTP/1.1\r\nhost: x\r\n\r\n`);
    expect(uri.text).toMatch(/^HTTP\/1\.1 414 /);
    const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage.text).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('maps a head or body that came too late to 408', () => {
    expect(parserErrorStatus(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }))[0]).toBe(408);
    expect(parserErrorStatus(Object.assign(new Error('ext'), { code: 'HPE_CHUNK_EXTENSIONS_OVERFLOW' }))[0]).toBe(413);
  });
});
