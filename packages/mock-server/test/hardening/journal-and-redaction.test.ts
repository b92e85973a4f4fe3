/**
 * The journal after hostile traffic: bounded by bytes, oversized bodies kept truncated and marked, recording
 * never throwing, and no credential in any spelling kept — in bodies, the query, integration secrets or an
 * OpenAPI source URL.
 */
import { describe, expect, it } from 'vitest';
import { ControlledClock } from '../../src/core/clock.js';
import { Journal } from '../../src/core/journal.js';
import { isSecretName, redactDeep, redactUrlCredentials } from '../../src/core/redact.js';
import { DEMO, demoServer, send } from './support.js';

const S = 'S3cr3tValue';

describe('redaction by parsing', () => {
  it.each([
    `https://u:${S}@host/r.git`,
    `https:/u:${S}@host/r.git`,
    `https:\\\\u:${S}@host/r.git`,
    `https:\\u:${S}@host/r.git`,
    `https://u:a"${S}@host/r.git`,
    `https://u:a'${S}@host/r.git`,
    `https://u:a<${S}@host/r.git`,
    `https://u:a\t${S}@host/r.git`,
    `https://u:a @${S}@host/r.git`,
    `HTTPS://u:${S}@host`,
    `https://host/r.git?private%5Ftoken=${S}`,
    `https://host/r.git#access_token=${S}`,
    `https://host/r.git?client_secret=${S}&x=1`,
    `https://host/r.git?X-Amz-Signature=${S}`,
    `https://host/r.git?API-KEY=${S}`,
    `git+ssh://u:${S}@host/r.git`,
  ])('blanks the secret of %s', (text) => {
    expect(redactUrlCredentials(text)).not.toContain(S);
    expect(redactUrlCredentials(`see ${text} here`)).not.toContain(S);
  });

  it('leaves harmless text alone', () => {
    for (const text of ['mail me at a@b.com', 'https://github.com/org/repo@main', 'https://h/x?page=2&limit=5']) {
      expect(redactUrlCredentials(text)).toBe(text);
    }
  });

  it('blanks members whose key looks secret, at any depth, without recursion', () => {
    let deep: unknown = { secrets: { API_KEY: S }, password: S, url: `https://u:${S}@h/` };
    for (let level = 0; level < 50_000; level++) deep = [deep];
    let inner = redactDeep(deep);
    while (Array.isArray(inner)) inner = inner[0];
    expect(inner).toEqual({ secrets: '***', password: '***', url: 'https://***@h/' });
    expect(['secrets', 'clientSecret', 'Private%5FToken', 'password', 'apiKey', 'access-token'].every(isSecretName)).toBe(true);
    expect(['title', 'author', 'keywords', 'description'].some(isSecretName)).toBe(false);
  });
});

describe('what the server keeps of secrets', () => {
  it('journals neither the request query secret nor integration secrets', () => {
    const server = demoServer();
    send(server, 'GET', '/user', { token: DEMO.tokens.admin, query: { access_token: S, Private_Token: S } });
    const published = send(server, 'POST', '/integrations/secret-keeper', {
      token: DEMO.tokens.admin,
      body: { title: 'Keeper', script: 'x', organization: DEMO.organization, secrets: { KEY: S, other: S } },
    });
    // Whether the publication is accepted or refused, what the journal keeps of it is redacted.
    expect(published.status).not.toBe(500);
    const text = JSON.stringify(server.control.journal());
    expect(text).not.toContain(S);
    expect(server.control.journal()[0]!.query).toEqual({ access_token: '***', Private_Token: '***' });
  });

  it('strips user:pass@ from an OpenAPI source URL before storing it: no member ever reads it back', async () => {
    const server = demoServer({ openapiFetch: async () => new Response('{}', { status: 404 }) });
    const created = send(server, 'POST', `/orgs/${DEMO.organization}/openapi`, {
      token: DEMO.tokens.admin,
      body: { slug: 'private', source: { url: `https://bot:${S}@specs.example.com/api.json` } },
    });
    expect(created.status).toBe(201);
    await server.control.settle();
    const read = send(server, 'GET', `/orgs/${DEMO.organization}/openapi/private`, { token: DEMO.tokens.read });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain(S);
    expect(JSON.stringify(read.body)).toContain('https://specs.example.com/api.json');
    expect(JSON.stringify([...server.store.data.openapiSpecs.values()])).not.toContain(S);
  });
});

describe('a journal bounded by bytes', () => {
  it('keeps oversized bodies truncated and marked, and drops the oldest entries past maxBytes', () => {
    const journal = new Journal(new ControlledClock(), { maxBytes: 200_000, maxBodyBytes: 10_000 });
    const big = JSON.stringify({ title: 'x'.repeat(50_000), url: `https://u:${S}@h/` });
    for (let index = 0; index < 100; index++) {
      journal.record({ method: 'POST', path: '/v1/x', query: {}, headers: {}, body: big }, { status: 401, headers: {} });
    }
    const entries = journal.entries();
    expect(journal.size).toBeLessThanOrEqual(200_000);
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.length).toBeLessThan(100);
    expect(entries[0]!.bodyTruncated).toBe(true);
    expect((entries[0]!.body as string).length).toBe(10_000);
    expect(JSON.stringify(entries)).not.toContain(S);
  });

  it.each([
    `https://u:${S}@host/r.git`,
    `https:u:${S}@host/r.git`,
    `https://u:${S}%40host/r.git`,
    `https://host/r.git?access_token=${S}&x=1`,
    `https://host/r.git?access%255Ftoken=${S}&x=1`,
    `{"password":"${S}"}`,
  ])('keeps no part of the secret of %s wherever the cut of an oversized body falls', (secret) => {
    const filler = 'f '.repeat(600);
    const body = `${filler}${secret} ${filler}`;
    const prefix = S.slice(0, 3);
    for (let cut = filler.length; cut <= filler.length + secret.length; cut++) {
      const journal = new Journal(new ControlledClock(), { maxBodyBytes: cut });
      journal.record({ method: 'POST', path: '/v1/x', query: {}, headers: {}, body }, { status: 401, headers: {} });
      const [entry] = journal.entries();
      expect(entry!.bodyTruncated).toBe(true);
      expect((entry!.body as string).length).toBeLessThanOrEqual(cut);
      expect(entry!.body, `cut at ${cut - filler.length} of the secret`).not.toContain(prefix);
    }
  });

  it('counts its size as at least the JSON text of its entries, bare reads and full entries alike', () => {
    const journal = new Journal(new ControlledClock());
    journal.record({ method: 'GET', path: '/v1/spaces/s1', query: {}, headers: {} }, { status: 200, headers: {} }, { operationId: 'getSpace' });
    journal.record({ method: 'GET', path: '/v1/sp\u00e9ces/"x"\\', query: {}, headers: {} }, { status: 404, headers: {} });
    journal.record({ method: 'GET', path: '/v1/user', query: {}, headers: {} }, { status: 0, headers: {} }, { fault: true });
    journal.record({ method: 'GET', path: '/v1/x', query: { limit: '5', a: ['1', '2'] }, headers: {} }, { status: 200, headers: {} });
    journal.record({ method: 'POST', path: '/v1/x', query: {}, headers: {}, body: '{"title":"t"}' }, { status: 201, headers: {} });
    journal.record({ method: 'GET', path: '/v1/x?\ud800', query: {}, headers: {} }, { status: 200, headers: {} }, { operationId: 'o' });
    const entries = journal.entries();
    expect(entries).toHaveLength(6);
    const text = entries.reduce((sum, entry) => sum + JSON.stringify(entry).length, 0);
    expect(journal.size).toBeGreaterThanOrEqual(text + 6 * 256);
    expect(journal.size).toBeLessThan(2 * text + 6 * 1024);
  });

  it('records even when the clock cannot be written as a date (nothing after a write may throw)', () => {
    const journal = new Journal({ now: () => 8.64e15 + 1 });
    expect(() => journal.record({ method: 'GET', path: '/v1/user', query: {}, headers: {} }, { status: 200, headers: {} })).not.toThrow();
    expect(journal.entries()).toHaveLength(1);
  });
});
