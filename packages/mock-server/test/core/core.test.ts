import { describe, expect, it } from 'vitest';
import { jsonRequest, messageOf, request, testCore } from '../support/test-server.js';

describe('authentication', () => {
  it('answers 401 without a bearer token, with a malformed header, and for an unknown token', () => {
    const { core } = testCore();
    const cases: [Record<string, string>, string][] = [
      [{ authorization: '' }, 'missing bearer token'],
      [{ authorization: 'Basic dXNlcjpwYXNz' }, 'missing bearer token'],
      [{ authorization: 'Bearer' }, 'missing bearer token'],
      [{ authorization: 'Bearer nope' }, 'unknown token'],
    ];
    for (const [headers, message] of cases) {
      const response = core.handle(request('GET', '/v1/user', { headers }));
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.body).toEqual({ error: { code: 401, message } });
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    const noHeader = core.handle({ method: 'GET', path: '/v1/user', query: {}, headers: {} });
    expect(messageOf(noHeader.body)).toBe('missing bearer token');
  });

  it('accepts the scheme in any case', () => {
    const { core } = testCore();
    const response = core.handle(request('GET', '/v1/user', { headers: { authorization: 'bearer tok_alice' } }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 'u_alice', displayName: 'Alice' });
  });

  it('authenticates before validating, and routes before authenticating', () => {
    const { core } = testCore();
    const anonymous = { authorization: '' };
    expect(core.handle(request('GET', '/v1/things', { query: { limit: '0' }, headers: anonymous })).status).toBe(401);
    expect(core.handle(request('GET', '/v1/things/BAD_ID', { headers: anonymous })).status).toBe(401);
    expect(core.handle(request('GET', '/v1/missing', { headers: anonymous })).status).toBe(404);
    expect(core.handle(request('PUT', '/v1/things', { headers: anonymous })).status).toBe(405);
  });
});

describe('responses', () => {
  it('answers errors with the one error body and a JSON content type', () => {
    const { core } = testCore();
    const response = core.handle(request('GET', '/v1/things/zzz'));
    expect(response).toMatchObject({
      status: 404,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: { error: { code: 404, message: 'thing zzz not found' } },
    });
  });

  it('answers 201 with the Location of the created resource', () => {
    const { core } = testCore();
    const response = core.handle(jsonRequest('POST', '/v1/things', { title: 'Guide' }));
    expect(response.status).toBe(201);
    expect(response.headers.location).toBe('http://docpub.test/v1/things/t1');
    expect(response.body).toMatchObject({ id: 't1', title: 'Guide' });
  });

  it('takes the status and Location of an explicit result', () => {
    const { core } = testCore();
    const created = core.handle(request('PUT', '/v1/things/a/tags/blue'));
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe('http://docpub.test/v1/tags/blue');
    const updated = core.handle(request('PUT', '/v1/things/a/tags/blue'));
    expect(updated.status).toBe(200);
    expect(updated.headers.location).toBeUndefined();
    expect(updated.body).toEqual({ tag: 'blue' });
  });

  it('answers 204 with no body and no content type', () => {
    const { core } = testCore([{ object: 'thing', id: 'a', title: 'A', urls: { location: 'x' } }]);
    const response = core.handle(request('DELETE', '/v1/things/a'));
    expect(response).toEqual({ status: 204, headers: { 'x-request-id': expect.stringMatching(/^req_/) } });
  });

  it('answers 501 for an operation without a handler', () => {
    const { core } = testCore();
    const response = core.handle(request('GET', '/v1/not-yet'));
    expect(response.status).toBe(501);
    expect(messageOf(response.body)).toBe('notYet has no handler in this server');
  });

  it('turns a handler crash into a 500 naming the operation, and reports the bug', () => {
    const { core, bugs } = testCore();
    const response = core.handle(request('GET', '/v1/crash'));
    expect(response.status).toBe(500);
    expect(messageOf(response.body)).toBe('reference server bug in crash: boom');
    expect(bugs).toHaveLength(1);
    expect((bugs[0] as Error).stack).toContain('boom');
  });

  it('turns a response that breaks the contract into a 500 naming the operation and field', () => {
    const { core, bugs } = testCore();
    const response = core.handle(request('GET', '/v1/wrong-shape'));
    expect(response.status).toBe(500);
    expect(messageOf(response.body)).toMatch(/^reference server bug in wrongShape: response of wrongShape does not match/);
    expect(messageOf(response.body)).toContain('does not match the contract: id: must be a string');
    expect(bugs).toHaveLength(1);
  });
});
