import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/core/validate.js';
import { jsonRequest, messageOf, request, testCore } from '../support/test-server.js';

const thing = (id: string) => ({ object: 'thing' as const, id, title: id, urls: { location: `http://x/${id}` } });

describe('query validation', () => {
  const { core } = testCore([thing('a'), thing('b')]);

  it('refuses an unknown query parameter by name', () => {
    const response = core.handle(request('GET', '/v1/things', { query: { limit: '1', colour: 'red' } }));
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toBe('colour: unknown query parameter');
  });

  it('refuses any query parameter on an operation without a query schema', () => {
    const response = core.handle(request('GET', '/v1/things/a', { query: { page: 'x' } }));
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toBe('page: unknown query parameter');
  });

  it.each(['0', '1001', 'abc', '1.5', ''])('refuses limit=%j', (limit) => {
    const response = core.handle(request('GET', '/v1/things', { query: { limit } }));
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toBe('limit: must be an integer from 1 to 1000');
  });

  it('accepts limit as text and pages with it', () => {
    const response = core.handle(request('GET', '/v1/things', { query: { limit: '1' } }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ count: 2, items: [{ id: 'a' }], next: { page: expect.any(String) } });
  });

  it('refuses a repeated scalar but takes a repeated list', () => {
    const repeated = core.handle(request('GET', '/v1/things', { query: { limit: ['1', '2'] } }));
    expect(repeated.status).toBe(400);
    expect(messageOf(repeated.body)).toBe('limit: must be given once');
    expect(core.handle(request('GET', '/v1/things', { query: { tag: ['x', 'y'] } })).status).toBe(200);
    expect(core.handle(request('GET', '/v1/things', { query: { tag: 'x' } })).status).toBe(200);
  });

  it('names the field of a bad enumeration value', () => {
    const response = core.handle(request('GET', '/v1/things', { query: { sort: 'sideways' } }));
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toMatch(/^sort: /);
  });

  it('refuses an invalid page token', () => {
    const response = core.handle(request('GET', '/v1/things', { query: { page: 'bm90LWEtdG9rZW4' } }));
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toBe('page: invalid page token');
  });
});

describe('body validation', () => {
  const { core } = testCore();

  it('validates a missing body as {} so the 400 names the required field', () => {
    const response = core.handle(request('POST', '/v1/things'));
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toBe('title: is required');
  });

  it('names the field and the rule, dotted for nested fields, every issue joined', () => {
    const response = core.handle(jsonRequest('POST', '/v1/things', { title: 'x', size: 1.5, owner: { id: 3 } }));
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toBe(
      'title: must be 2 to 128 characters; size: must be an integer; owner.id: must be a string',
    );
  });

  it('refuses malformed JSON', () => {
    const response = core.handle(jsonRequest('POST', '/v1/things', '{"title": '));
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toMatch(/^body: malformed JSON \(.+\)$/);
  });

  it('refuses a body that is not a JSON object', () => {
    for (const body of ['[1]', '"text"', 'null', '3']) {
      const response = core.handle(jsonRequest('POST', '/v1/things', body));
      expect(response.status, body).toBe(400);
      expect(messageOf(response.body)).toBe('body: must be a JSON object');
    }
  });

  it('requires application/json for a body', () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1']) {
      const response = core.handle(
        jsonRequest('POST', '/v1/things', { title: 'Hello' }, { headers: { 'content-type': contentType } }),
      );
      expect(response.status, contentType).toBe(400);
      expect(messageOf(response.body)).toMatch(/^content-type: /);
    }
    const missing = core.handle(request('POST', '/v1/things', { body: '{"title":"Hello"}' }));
    expect(messageOf(missing.body)).toBe('content-type: must be application/json');
  });

  it('accepts application/json with a UTF-8 charset', () => {
    const response = core.handle(
      jsonRequest('POST', '/v1/things', { title: 'Héllo' }, { headers: { 'content-type': 'Application/JSON; charset=UTF-8' } }),
    );
    expect(response.status).toBe(201);
  });

  it('answers 413 for a body over 1 MiB, and takes one just under', () => {
    const padding = (size: number) => JSON.stringify({ title: 'Big', pad: 'x'.repeat(size - 24) });
    expect(padding(MAX_BODY_BYTES).length).toBe(MAX_BODY_BYTES);
    const tooBig = core.handle(jsonRequest('POST', '/v1/things', padding(MAX_BODY_BYTES + 1)));
    expect(tooBig.status).toBe(413);
    expect(messageOf(tooBig.body)).toBe('body: must be at most 1048576 bytes');
    expect(core.handle(jsonRequest('POST', '/v1/things', padding(MAX_BODY_BYTES))).status).toBe(201);
  });

  it('counts bytes, not characters, against the limit', () => {
    const multiByte = JSON.stringify({ title: 'Wide', pad: 'é'.repeat(MAX_BODY_BYTES / 2) });
    expect(multiByte.length).toBeLessThan(MAX_BODY_BYTES);
    expect(core.handle(jsonRequest('POST', '/v1/things', multiByte)).status).toBe(413);
  });

  it('ignores a body sent to an operation without a body schema', () => {
    const response = core.handle(request('GET', '/v1/things/t1', { body: 'not json', headers: { 'content-type': 'text/plain' } }));
    expect(response.status).toBe(200);
  });
});
