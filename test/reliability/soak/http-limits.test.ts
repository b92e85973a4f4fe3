/**
 * The node:http adapter's edges, over a real socket: bodies over 1 MiB answer 413 whether their size is
 * declared or streamed, broken requests answer the one error body, and the server keeps serving afterwards.
 */
import { request as httpRequest } from 'node:http';
import { createServer, DEMO, MAX_BODY_BYTES, type Listening } from '@docpub/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const server = createServer();
let listening: Listening;
const auth = { authorization: `Bearer ${DEMO.tokens.admin}` };
const commentsPath = `/v1/spaces/${DEMO.spaces.api}/comments`;

beforeAll(async () => {
  listening = await server.listen();
});
afterAll(() => listening.close());

/** Sends a request over a raw node:http client; `chunks` are written one by one without a declared length. */
function send(method: string, path: string, headers: Record<string, string>, chunks: string[]): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(listening.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, method, path, headers }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

const bigComment = () => JSON.stringify({ body: { markdown: 'x'.repeat(MAX_BODY_BYTES) } });
const errorOf = (body: string) => (JSON.parse(body) as { error: { code: number; message: string } }).error;

describe('the node:http server refuses what it must', () => {
  it('a body over 1 MiB with its length declared: 413', async () => {
    const body = bigComment();
    const answer = await send('POST', commentsPath, { ...auth, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }, [body]);
    expect(answer.status).toBe(413);
    expect(errorOf(answer.body)).toMatchObject({ code: 413, message: expect.stringContaining('body:') });
  });

  it('a body over 1 MiB streamed in chunks without a length: 413', async () => {
    const body = bigComment();
    const chunks = Array.from({ length: Math.ceil(body.length / 65_536) }, (_, index) => body.slice(index * 65_536, (index + 1) * 65_536));
    const answer = await send('POST', commentsPath, { ...auth, 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, chunks);
    expect(answer.status).toBe(413);
    expect(errorOf(answer.body).code).toBe(413);
  });

  it.each([
    ['malformed JSON', 'POST', commentsPath, { 'content-type': 'application/json' }, ['{"body": '], 400],
    ['a wrong content type', 'POST', commentsPath, { 'content-type': 'text/plain' }, ['{}'], 400],
    ['an unknown path', 'GET', '/v1/nowhere', {}, [], 404],
    ['a method the path does not take', 'DELETE', '/v1/user', {}, [], 405],
    ['a malformed percent-encoding', 'GET', '/v1/spaces/%E0%A4%A', {}, [], 400],
  ] as const)('%s: the error body', async (_label, method, path, headers, chunks, status) => {
    const answer = await send(method, path, { ...auth, ...headers }, [...chunks]);
    expect(answer.status).toBe(status);
    expect(errorOf(answer.body).code).toBe(status);
  });

  it('still serves after all that', async () => {
    const answer = await send('GET', '/v1/user', auth, []);
    expect(answer.status).toBe(200);
  });
});
