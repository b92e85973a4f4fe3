/**
 * Lists that never end and tokens a server hands back in disguise, against a real server on 127.0.0.1.
 */
import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { DocPub } from '../../src/client.js';
import { operations } from '../../src/contract/index.js';
import { MAX_EMPTY_PAGES_IN_A_ROW } from '../../src/core/pagination.js';
import { REDACTED } from '../../src/core/redact.js';
import { PaginationError } from '../../src/errors/pagination-error.js';
import { ResponseValidationError } from '../../src/errors/response-validation-error.js';
import { startHostileServer, type HostileHandler, type HostileServer } from '../helpers/hostile-server.js';

// Characters that change under percent-encoding, so an encoded echo differs from the token as written.
const TOKEN = 'sk_live/Zx+9=q~ÿ!A';
let server: HostileServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientOn(handler: HostileHandler) {
  server = await startHostileServer(handler);
  const client = new DocPub({ token: TOKEN, baseUrl: `${server.origin}/v1`, logger: {}, sleep: async () => undefined, maxRetries: 0 });
  return { client, server };
}

function json(response: import('node:http').ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

describe('the pagination guard', () => {
  it('a repeated next.page ends iteration with PaginationError naming the operation', async () => {
    const { client, server: hostile } = await clientOn((_request, response) => json(response, 200, { items: [{}], count: 9, next: { page: 'same' } }));
    const list = client.list(operations.listOrganizations, [], undefined, { validation: 'off' });
    const error = await list.toArray().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect((error as PaginationError).operation).toBe('listOrganizations');
    expect((error as Error).message).toBe('Listing listOrganizations stopped after 2 pages: the server sent the page token "same" a second time');
    expect(hostile.requests).toHaveLength(2);
  });

  it('a token that points back to where the call resumed is caught too', async () => {
    const { client, server: hostile } = await clientOn((_request, response) => json(response, 200, { items: [], count: 0, next: { page: 'p7' } }));
    const error = await client.list(operations.listOrganizations, [], { page: 'p7' }, { validation: 'off' }).toArray().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect(hostile.requests).toHaveLength(1);
  });

  it(`a run of ${MAX_EMPTY_PAGES_IN_A_ROW} empty pages that each announce another ends iteration`, async () => {
    const { client, server: hostile } = await clientOn((_request, response, index) => json(response, 200, { items: [], count: 0, next: { page: `p${index + 1}` } }));
    const error = await client.list(operations.listOrganizations, [], undefined, { validation: 'off' }).toArray().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaginationError);
    expect((error as Error).message).toContain(`${MAX_EMPTY_PAGES_IN_A_ROW} empty pages in a row`);
    expect(hostile.requests).toHaveLength(MAX_EMPTY_PAGES_IN_A_ROW);
  });

  it('empty pages now and then, and a long honest list, are read to the end', async () => {
    const { client } = await clientOn((request, response) => {
      const page = Number(new URL(request.url ?? '', 'http://x').searchParams.get('page') ?? 0);
      const items = page % 3 === 0 ? [] : [{ n: page }];
      json(response, 200, { items, count: 0, ...(page < 99 ? { next: { page: String(page + 1) } } : {}) });
    });
    const items = await client.list(operations.listOrganizations, [], undefined, { validation: 'off' }).toArray();
    expect(items).toHaveLength(66);
  });
});

/** Every way an error can be turned into text. */
function renderings(error: unknown): string {
  return [String(error), JSON.stringify(error), inspect(error, { depth: Number.POSITIVE_INFINITY, showHidden: true }), (error as Error).stack].join('\n');
}

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = { inner: value };
  return value;
}

describe('token scrubbing', () => {
  const encodings = {
    'percent-encoded': encodeURIComponent(TOKEN),
    'percent-encoded, lower-case hex': encodeURIComponent(TOKEN).replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
    'encoded twice': encodeURIComponent(encodeURIComponent(TOKEN)),
    'every character encoded': [...new TextEncoder().encode(TOKEN)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
    'JSON \\u escapes': [...TOKEN].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
  };

  for (const [name, encoded] of Object.entries(encodings)) {
    it(`an error echoing the token ${name} does not carry it`, async () => {
      const { client } = await clientOn((_request, response) => {
        response.writeHead(400, { 'content-type': 'text/plain' }).end(`bad token ${encoded} in https://x.test/?t=${encoded}`);
      });
      const error = await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e);
      const text = renderings(error);
      expect(text).toContain(REDACTED);
      expect(text).not.toContain(encoded);
      expect(text).not.toContain(TOKEN);
    });
  }

  it('a token nested 10, 100 and 5,000 levels deep in an error body is scrubbed at every depth', async () => {
    const depths = [10, 100, 5_000];
    const { client } = await clientOn((_request, response, index) =>
      json(response, 400, { error: { code: 400, message: 'no' }, detail: nested(depths[index]!, { echo: TOKEN, url: `/?t=${encodeURIComponent(TOKEN)}` }) }),
    );
    for (const depth of depths) {
      const error = await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e);
      const text = JSON.stringify((error as { body: unknown }).body);
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(encodeURIComponent(TOKEN));
      expect(text.split(REDACTED)).toHaveLength(3);
      expect(text.length).toBeGreaterThan(depth * 10);
    }
  });

  it('a token 50 levels deep in a success body that breaks the contract stays out of ResponseValidationError', async () => {
    const { client } = await clientOn((_request, response) => json(response, 200, { object: 'space', id: nested(50, TOKEN) }));
    const error = await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(renderings(error)).not.toContain(TOKEN);
    expect(JSON.stringify((error as ResponseValidationError).body)).toContain(REDACTED);
  });

  it('a redirect to a URL carrying the token leaves no trace of it in the error or its url', async () => {
    const { client } = await clientOn((request, response) => {
      if (request.url?.startsWith('/v1/orgs?') || request.url === '/v1/orgs') {
        response.writeHead(302, { location: `/elsewhere?access_token=${encodeURIComponent(TOKEN)}&raw=${TOKEN.replace(/[^A-Za-z0-9_]/g, '')}` }).end();
        return;
      }
      json(response, 200, { nothing: 'here' });
    });
    const error = await client.list(operations.listOrganizations, [], undefined, { validation: 'off' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    const { url } = error as ResponseValidationError;
    expect(url).toContain('/elsewhere?access_token=');
    expect(url).toContain(REDACTED);
    expect(url).not.toContain(encodeURIComponent(TOKEN));
    expect(renderings(error)).not.toContain(encodeURIComponent(TOKEN));
  });
});
