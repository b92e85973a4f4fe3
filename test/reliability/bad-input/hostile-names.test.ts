/**
 * Names a client chooses that JavaScript objects already use — `__proto__`, `constructor`, `toString`… — as
 * query parameters, path ids, tokens and record keys, through every adapter that parses requests (the
 * in-process fetch and node:http). Each is an ordinary unknown name: a 400, 401 or 404 with the error body,
 * never a 5xx, never silently accepted, and the journal records it as sent.
 */
import { createServer, DEMO, type Listening } from '@docpub/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];

const server = createServer();
let listening: Listening;
beforeAll(async () => {
  listening = await server.listen();
});
afterAll(() => listening.close());

const transports = {
  'server.fetch': (path: string, init?: RequestInit) => server.fetch(path, init),
  'node:http': (path: string, init?: RequestInit) => fetch(new URL(path, listening.url), init),
};
const auth = { authorization: `Bearer ${DEMO.tokens.admin}` };

async function errorOf(response: Response): Promise<{ code: number; message: string }> {
  return ((await response.json()) as { error: { code: number; message: string } }).error;
}

describe.each(Object.entries(transports))('over %s', (_name, send) => {
  it.each(NAMES)('query parameter %s is an unknown parameter, named in the 400', async (name) => {
    for (const query of [`${name}=1`, `limit=2&${name}=1`, `${name}=1&${name}=2`]) {
      const response = await send(`/v1/orgs/${DEMO.organization}/spaces?${query}`, { headers: auth });
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).message).toBe(`${name}: unknown query parameter`);
    }
  });

  it.each(NAMES)('%s as an id is unknown: 404', async (name) => {
    const paths = [`/v1/spaces/${name}`, `/v1/orgs/${name}/spaces`, `/v1/collections/${name}`, `/v1/spaces/${DEMO.spaces.api}/comments/${name}`, `/v1/integrations/${name}`];
    for (const path of paths) {
      const response = await send(path, { headers: auth });
      expect(response.status, path).toBe(404);
      expect((await errorOf(response)).code).toBe(404);
    }
  });

  it.each(NAMES)('%s as a token is unknown: 401', async (name) => {
    const response = await send('/v1/user', { headers: { authorization: `Bearer ${name}` } });
    expect(response.status).toBe(401);
  });

  it('such names as keys of a JSON record are refused or ignored, never a crash', async () => {
    const memberships = Object.fromEntries(NAMES.map((name) => [name, { role: 'owner' }]));
    const body = JSON.stringify({ memberships }).replace('"memberships":{', '"memberships":{"__proto__":{"role":"owner"},');
    const response = await send(`/v1/orgs/${DEMO.organization}/teams/${DEMO.teams.writers}/members`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/^memberships\./);
  });
});

it('the journal records such parameters as sent', async () => {
  server.control.clearJournal();
  await server.fetch(`/v1/orgs/${DEMO.organization}/spaces?__proto__=x&constructor=y`, { headers: auth });
  const [entry] = server.control.journal();
  expect(Object.getOwnPropertyNames(entry!.query).sort()).toEqual(['__proto__', 'constructor']);
  expect(entry!.status).toBe(400);
});
