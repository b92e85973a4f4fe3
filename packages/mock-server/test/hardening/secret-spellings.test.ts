/**
 * Secrets in every spelling an outsider would try — case, percent-encoding once and twice, `\u` escapes, cookies,
 * URLs without slashes, members nested deep in a body, bodies too large or too broken to parse — never reach the
 * journal (`/__control/journal`) nor the console's request log.
 */
import { describe, expect, it } from 'vitest';
import { requestLine, withRequestLog } from '../../src/index.js';
import type { PlainRequest } from '../../src/core/types.js';
import { DEMO, demoServer } from './support.js';

const S = 'S3cr3tV4lue';

const NAMES = [
  'access_token',
  'ACCESS_TOKEN',
  'Access%5FToken',
  'access%255Ftoken',
  'access%25255Ftoken',
  '\\u0061ccess_token',
  'tok\\u0065n',
  'token',
  'TOKEN',
  'jwt_token',
  'jwt',
  'shareKey',
  'SHAREKEY',
  'share%4Bey',
  'share%254Bey',
  'gitbook-visitor-token',
  'gitbook-visitor-public',
  'Cookie',
  'cookie',
];

/** Values of harmless-looking parameters that hold a secret inside. */
const VALUES = [
  `https://h/x?token=${S}`,
  `?token%3D${S}`,
  `%3Ftoken%3D${S}`,
  `%253Ftoken%253D${S}`,
  `%25253Fshare%25254Bey%25253D${S}`,
  `https:user:${S}@github.com/acme/docs.git`,
  `https%3Auser%3A${S}%40github.com%2Facme`,
  `HTTPS:U:${S}@GITHUB.COM/X`,
  `a=1; gitbook-visitor-token=${S}; theme=dark`,
  `gitbook-visitor-public=${S}`,
  `?\\u0074oken=${S}`,
  `{"jwt_token":"${S}"}`,
  `{"\\u0074oken":"${S}"}`,
];

/** Bodies (raw text) that hold a secret somewhere. */
function bodies(): string[] {
  let deep: unknown = { access_token: S };
  for (let level = 0; level < 40; level++) deep = { level, inner: [deep] };
  const pad = 'x'.repeat(70 * 1024);
  return [
    JSON.stringify({ title: 'T', deep }),
    `{"title":"T","\\u0074oken":"${S}"}`,
    `{"title":"T","headers":{"Cookie":"gitbook-visitor-token=${S}"}}`,
    JSON.stringify({ title: 'T', note: `see https:bot:${S}@github.com/a/b.git` }),
    JSON.stringify({ title: 'T', note: `?%253Fshare%254Bey%253D${S}` }),
    JSON.stringify({ title: 'T', nested: JSON.stringify({ jwt_token: S }) }),
    // Too deep to parse, with JSON text inside a string: kept as text, escaped quotes and all.
    `${'{"n":['.repeat(70)}{"note":${JSON.stringify(JSON.stringify({ jwt_token: S }))}}${']}'.repeat(70)}`,
    // Too large to keep whole: kept as text, cut, so the scan of text must find the member.
    `{"jwt_token":"${S}","title":"${pad}"}`,
    `{"secrets":{"a":"${S}","b":[1,{"c":"${S}"}]},"title":"${pad}"}`,
    `{"title":"${pad}","shareKey":"${S}"}`,
    // Not JSON at all.
    `{"access_token": "${S}", broken`,
    `access_token=${S}&title=x`,
  ];
}

function request(query: Record<string, string>, body?: string): PlainRequest {
  return {
    method: body === undefined ? 'GET' : 'POST',
    path: body === undefined ? '/v1/user' : `/v1/orgs/${DEMO.organization}/collections`,
    query,
    headers: {
      authorization: `Bearer ${DEMO.tokens.admin}`,
      cookie: `gitbook-visitor-token=${S}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body }),
  };
}

/** What the journal and the request log keep of one request. */
function kept(plain: PlainRequest): string {
  const server = demoServer({ validateResponses: false });
  const response = server.core.handle(plain);
  expect(response.status).toBeLessThan(500);
  return JSON.stringify(server.control.journal()) + requestLine(plain, response.status, 1);
}

describe('secrets in the journal and the request log', () => {
  it.each(NAMES)('a parameter named %s keeps its name and loses its value', (name) => {
    const text = kept(request({ [name]: S, limit: '5' }));
    expect(text).not.toContain(S);
    expect(text).toContain('limit');
  });

  it.each(VALUES)('a parameter whose value is %s loses the secret inside', (value) => {
    expect(kept(request({ next: value }))).not.toContain(S);
  });

  it.each(bodies().map((body, index) => [index, body] as const))('body %i loses its secret', (_index, body) => {
    expect(kept(request({}, body))).not.toContain(S);
  });

  it('leaves harmless parameters and bodies as they were', () => {
    const text = kept(request({ q: 'keywords=docs', page: '2' }, JSON.stringify({ title: 'Monkey keys: a@b.c', url: 'https://h/x?page=2' })));
    expect(text).toContain('keywords=docs');
    expect(text).toContain('Monkey keys: a@b.c');
    expect(text).toContain('https://h/x?page=2');
  });
});

describe("a visitor's share key", () => {
  it('is blanked alike in the journal and in the request log of the port', async () => {
    const server = demoServer();
    const lines: string[] = [];
    const listening = await server.listen({ wrap: (dispatch) => withRequestLog(dispatch, (line) => lines.push(line)) });
    try {
      const key = DEMO.sites.shareKeys.partners;
      const site = new URL(listening.url).origin;
      const answer = await fetch(`${site}/sites/acme.docpub.site/docs?share=${key}&theme=dark`, { redirect: 'manual' });
      expect(answer.status).toBeLessThan(500);
      const journal = server.control.journal() as { path: string; query: Record<string, unknown> }[];
      const visit = journal.find((entry) => entry.path.includes('/docs'))!;
      expect(visit.query).toEqual({ share: '***', theme: 'dark' });
      const line = lines.find((logged) => logged.includes('/docs'))!;
      expect(line).not.toContain(key);
      expect(line).toContain('/sites/acme.docpub.site/docs?share=***&theme=dark ');
    } finally {
      await listening.close();
    }
  });
});
