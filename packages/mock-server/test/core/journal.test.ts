import { describe, expect, it } from 'vitest';
import { ControlledClock } from '../../src/core/clock.js';
import { Journal } from '../../src/core/journal.js';
import { redactUrlCredentials } from '../../src/core/redact.js';
import { jsonRequest, request, testCore, testServer, TOKEN } from '../support/test-server.js';

describe('redactUrlCredentials', () => {
  it.each([
    ['https://user:pass@github.com/org/repo.git', 'https://***@github.com/org/repo.git'],
    ['https://ghp_secret@github.com/x', 'https://***@github.com/x'],
    ['clone http://a:p@ss@host/r and https://b:c@other', 'clone http://***@host/r and https://***@other'],
    ['https://github.com/org/repo@main', 'https://github.com/org/repo@main'],
    ['mail me at a@b.com', 'mail me at a@b.com'],
  ])('%s', (text, redacted) => {
    expect(redactUrlCredentials(text)).toBe(redacted);
  });
});

describe('the journal', () => {
  it('records method, path, query, status, time, operation and body, without any header', () => {
    const { core, journal, clock } = testCore();
    core.handle(jsonRequest('POST', '/v1/things', { title: 'Guide' }));
    core.handle(request('GET', '/v1/things', { query: { limit: '5', tag: ['a', 'b'] } }));
    core.handle(request('GET', '/v1/nowhere'));
    const [created, listed, missing] = journal.entries();
    expect(created).toEqual({
      time: clock.iso(),
      method: 'POST',
      path: '/v1/things',
      query: {},
      status: 201,
      operationId: 'createThing',
      body: { title: 'Guide' },
    });
    expect(listed).toMatchObject({ query: { limit: '5', tag: ['a', 'b'] }, status: 200, operationId: 'listThings' });
    expect(missing).toMatchObject({ status: 404 });
    expect(missing).not.toHaveProperty('operationId');
    expect(JSON.stringify(journal.entries())).not.toContain(TOKEN);
  });

  it('blanks credentials inside URLs in bodies, raw bodies and query values', () => {
    const { core, journal } = testCore();
    const secret = 'https://bot:s3cr3t@git.example.com/docs.git';
    core.handle(jsonRequest('POST', '/v1/things', { title: 'Git', nested: [{ url: secret }] }));
    core.handle(jsonRequest('POST', '/v1/things', `{"title": "${secret}"`));
    core.handle(request('GET', '/v1/things', { query: { source: secret } }));
    const text = JSON.stringify(journal.entries());
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('bot:');
    expect(journal.entries()[0]!.body).toEqual({ title: 'Git', nested: [{ url: 'https://***@git.example.com/docs.git' }] });
    expect(journal.entries()[1]!.body).toBe('{"title": "https://***@git.example.com/docs.git"');
  });

  it('records a body key named __proto__ as a key, from the body the core parsed once', () => {
    const { core, journal } = testCore();
    core.handle({ ...jsonRequest('POST', '/v1/things', {}), body: '{"title":"Odd","__proto__":{"polluted":true}}' });
    const body = journal.entries()[0]!.body as Record<string, unknown>;
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.hasOwn(body, '__proto__')).toBe(true);
    expect((body as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('marks answers produced by faults, a dropped connection with status 0', () => {
    const { core, journal, faults } = testCore();
    faults.add({ path: '/v1/user', networkError: true, times: 1 });
    faults.add({ path: '/v1/user', status: 503, times: 1 });
    core.handle(request('GET', '/v1/user'));
    core.handle(request('GET', '/v1/user'));
    expect(journal.entries().map(({ status, fault }) => ({ status, fault }))).toEqual([
      { status: 0, fault: true },
      { status: 503, fault: true },
    ]);
  });

  it('keeps only the newest entries past its capacity, oldest first', () => {
    const journal = new Journal(new ControlledClock(), 3);
    for (let index = 1; index <= 5; index += 1) {
      journal.record({ method: 'GET', path: `/v1/${index}`, query: {}, headers: {} }, { status: 200, headers: {} });
    }
    expect(journal.entries().map((entry) => entry.path)).toEqual(['/v1/3', '/v1/4', '/v1/5']);
    journal.clear();
    expect(journal.entries()).toEqual([]);
  });

  it('is read and emptied over HTTP, and control requests are not journaled', async () => {
    const server = testServer();
    await server.fetch('http://docpub.test/v1/user', { headers: { authorization: `Bearer ${TOKEN}` } });
    await server.fetch('http://docpub.test/__control/clock');
    const listed = await server.fetch('http://docpub.test/__control/journal');
    const body = (await listed.json()) as { items: { path: string }[]; count: number };
    expect(body.count).toBe(1);
    expect(body.items.map((entry) => entry.path)).toEqual(['/v1/user']);
    expect((await server.fetch('http://docpub.test/__control/journal', { method: 'DELETE' })).status).toBe(204);
    expect(server.control.journal()).toEqual([]);
  });
});
