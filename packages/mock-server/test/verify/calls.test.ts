/**
 * Verifying what a client sent: `world.calls()` and `searchCalls` over the journal, by operation, path
 * parameters, query and body (deep-partially), in process and over HTTP (`POST /__control/journal/calls`).
 */
import { DocPub } from '@docpub/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, DEMO, type Listening } from '../../src/index.js';

function worldClient() {
  const server = createServer();
  const world = server.control.createWorld();
  const client = new DocPub({ token: world.tokens[DEMO.tokens.admin]!, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0 });
  return { server, world, client };
}

describe('world.calls', () => {
  it('finds the calls of an operation by body, path parameters and query, oldest first', async () => {
    const { world, client } = worldClient();
    await client.spaces.create(DEMO.organization, { title: 'Handbook' });
    await client.spaces.create(DEMO.organization, { title: 'Runbook' });
    await client.spaces.list(DEMO.organization, { limit: 2 });

    const handbook = world.calls('createSpace', { body: { title: 'Handbook' } });
    expect(handbook).toHaveLength(1);
    expect(handbook[0]).toMatchObject({ method: 'POST', status: 201, params: { organizationId: DEMO.organization } });
    expect(world.calls('createSpace')).toHaveLength(2);
    expect(world.calls('createSpace', { params: { organizationId: 'globex' } })).toHaveLength(0);
    expect(world.calls('listSpaces', { query: { limit: 2 } })).toHaveLength(1);
    expect(world.calls('listSpaces', { query: { limit: 3 } })).toHaveLength(0);
    expect(world.calls('createSpace', { status: 201 })).toHaveLength(2);
  });

  it('names the nearest call and each difference when nothing matches', async () => {
    const { world, client } = worldClient();
    await client.spaces.create(DEMO.organization, { title: 'Handbok' });
    const search = world.searchCalls('createSpace', { body: { title: 'Handbook' } });
    expect(search.calls).toEqual([]);
    expect(search.callsOfOperation).toBe(1);
    expect(search.nearest?.differences).toEqual(['body.title: expected "Handbook", received "Handbok"']);
    expect(search.uncertain).toEqual([]);
  });

  it('breaks a tie on the number of differences by how close the values are, not by which call came last', async () => {
    const { world, client } = worldClient();
    await client.spaces.create(DEMO.organization, { title: 'Handbok', emoji: '📘' });
    await client.spaces.create(DEMO.organization, { title: 'Roadmap 2031' });
    // Both differ in two fields (the second has no emoji at all); the first only by a letter and a colour.
    const search = world.searchCalls('createSpace', { body: { title: 'Handbook', emoji: '📗' } });
    expect(search.nearest?.call.body).toEqual({ title: 'Handbok', emoji: '📘' });
    expect(search.nearest?.differences).toEqual([
      'body.title: expected "Handbook", received "Handbok"',
      'body.emoji: expected "📗", received "📘"',
    ]);
    // Sent the other way round, the typo is still the one named.
    const { world: reversed, client: reversedClient } = worldClient();
    await reversedClient.spaces.create(DEMO.organization, { title: 'Roadmap 2031' });
    await reversedClient.spaces.create(DEMO.organization, { title: 'Handbok', emoji: '📘' });
    expect(reversed.searchCalls('createSpace', { body: { title: 'Handbook', emoji: '📗' } }).nearest?.call.body).toEqual({ title: 'Handbok', emoji: '📘' });
  });

  it('still prefers fewer differences to closer values, and the later call on a full tie', async () => {
    const { world, client } = worldClient();
    await client.spaces.create(DEMO.organization, { title: 'Handbok', emoji: '📘' });
    await client.spaces.create(DEMO.organization, { title: 'Roadmap 2031', emoji: '📗' });
    expect(world.searchCalls('createSpace', { body: { title: 'Handbook', emoji: '📗' } }).nearest?.call.body).toEqual({ title: 'Roadmap 2031', emoji: '📗' });
    await client.spaces.list(DEMO.organization, { limit: 3 });
    await client.spaces.list(DEMO.organization, { limit: 4 });
    const list = world.searchCalls('listSpaces', { query: { limit: 5 } });
    expect(list.nearest?.call.query).toEqual({ limit: '4' });
    // Query values compare as text: 12 is nearer to 13 than 4 is, though 4 came last.
    await client.spaces.list(DEMO.organization, { limit: 12 });
    await client.spaces.list(DEMO.organization, { limit: 4 });
    expect(world.searchCalls('listSpaces', { query: { limit: 13 } }).nearest?.call.query).toEqual({ limit: '12' });
  });

  it('says the count may be short when the journal dropped entries to stay within its caps', async () => {
    const server = createServer({ journal: { capacity: 2 } });
    const client = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0 });
    for (const title of ['One', 'Two', 'Three']) await client.spaces.create(DEMO.organization, { title });
    const search = server.control.searchCalls('createSpace');
    expect(search.calls).toHaveLength(2);
    expect(search.uncertain).toEqual([
      'the journal dropped 1 older entries to stay within its caps; calls among them are not counted',
    ]);
    server.control.clearJournal();
    expect(server.control.searchCalls('createSpace').uncertain).toEqual([]);
  });

  it('says a call could not be compared when the journal cut its body', async () => {
    const server = createServer({ journal: { maxBodyBytes: 10 } });
    const client = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0 });
    await client.spaces.create(DEMO.organization, { title: 'Handbook' });
    const cut = server.control.searchCalls('createSpace', { body: { title: 'Handbook' } });
    expect(cut.calls).toEqual([]);
    expect(cut.uncertain).toEqual(['1 call(s) of createSpace could not be compared: the journal blanked a credential or kept a body only in part']);
    expect(cut.nearest?.differences).toEqual(['body: kept only in part by the journal (larger than its body limit)']);
    // A filter that does not look at the body still counts the call.
    expect(server.control.calls('createSpace', { params: { organizationId: DEMO.organization } })).toHaveLength(1);
  });

  it('says a call could not be compared when the journal blanked the compared value as a credential', async () => {
    const server = createServer();
    await server.fetch(`${server.baseUrl}/orgs/${DEMO.organization}/spaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Handbook', apiKey: 'k-123' }),
    });
    const search = server.control.searchCalls('createSpace', { body: { apiKey: 'k-123' } as never });
    expect(search.calls).toEqual([]);
    expect(search.nearest?.differences).toEqual(['body.apiKey: blanked in the journal as a credential']);
    expect(search.uncertain).toHaveLength(1);
  });
});

describe('POST /__control/journal/calls', () => {
  const server = createServer();
  let listening: Listening;
  afterAll(() => listening?.close());

  it('answers the same search over HTTP, for suites in any language', async () => {
    listening = await server.listen();
    const client = new DocPub({ token: DEMO.tokens.admin, baseUrl: listening.url, maxRetries: 0 });
    await client.spaces.create(DEMO.organization, { title: 'Handbook' });
    const origin = new URL(listening.url).origin;
    const search = async (body: unknown) =>
      fetch(`${origin}/__control/journal/calls`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const found = await search({ operationId: 'createSpace', body: { title: 'Handbook' }, params: { organizationId: 'acme' } });
    expect(found.status).toBe(200);
    const answer = (await found.json()) as { calls: { params: object }[]; callsOfOperation: number; uncertain: string[] };
    expect(answer.calls).toHaveLength(1);
    expect(answer.calls[0]!.params).toEqual({ organizationId: 'acme' });
    expect(answer.uncertain).toEqual([]);

    const unknown = await search({ operationId: 'createSpaces' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(/^operationId: /);
    const typo = await search({ operationId: 'createSpace', bdy: {} });
    expect(typo.status).toBe(400);
  });
});
