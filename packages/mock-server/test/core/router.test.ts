import { operationList, operations } from '@docpub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/core/http-error.js';
import { compileRouter, decodeParams } from '../../src/core/router.js';
import { testOperations } from '../support/test-server.js';

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('router over the contract table', () => {
  const router = compileRouter(operations);

  it('routes every operation of the table to itself', () => {
    for (const operation of operationList) {
      const path = '/v1' + operation.path.replace(/\{[^}]+\}/g, 'x1');
      expect(router.match(operation.method, path).operation.id).toBe(operation.id);
    }
  });

  it('answers 404 naming the method and path for an unknown path', () => {
    const error = refusal(() => router.match('GET', '/v1/nope'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('no such operation: GET /v1/nope');
    expect(refusal(() => router.match('GET', '/user')).status).toBe(404);
    expect(refusal(() => router.match('GET', '/v1/user/')).status).toBe(404);
  });

  it('answers 405 with Allow for a known path and another method', () => {
    const error = refusal(() => router.match('PATCH', '/v1/orgs/o1/spaces'));
    expect(error.status).toBe(405);
    expect(error.headers.allow).toBe('GET, POST');
  });

  it('names the nearest operations when a path is a near miss of the table', () => {
    const error = refusal(() => router.match('POST', '/v1/spaces/sp_1/change-request'));
    expect(error.status).toBe(404);
    // The operation with the caller's method first, then the same path's other method.
    expect(error.message).toBe(
      'no such operation: POST /v1/spaces/sp_1/change-request; did you mean ' +
        'POST /v1/spaces/{spaceId}/change-requests or GET /v1/spaces/{spaceId}/change-requests?',
    );
    expect(refusal(() => router.match('GET', '/v1/users')).message).toMatch(/did you mean GET \/v1\/user\?$/);
    expect(refusal(() => router.match('GET', '/v1/orgs/o1/sitse')).message).toMatch(/did you mean GET \/v1\/orgs\/\{organizationId\}\/sites /);
  });

  it('names no operation when none is close, nor for a path outside the API', () => {
    expect(refusal(() => router.match('GET', '/v1/nope')).message).toBe('no such operation: GET /v1/nope');
    expect(refusal(() => router.match('GET', '/v2/spaces/sp_1')).message).toBe('no such operation: GET /v2/spaces/sp_1');
  });

  it('bounds the search for a near miss whatever the length of the path', () => {
    const long = `/v1/spaces/${'a/'.repeat(20_000)}change-request`;
    expect(refusal(() => router.match('GET', long)).message).not.toMatch(/did you mean/);
    const wide = `/v1/spaces/${'x'.repeat(100_000)}/change-request`;
    expect(refusal(() => router.match('GET', wide)).message).toMatch(/did you mean GET \/v1\/spaces\/\{spaceId\}\/change-requests/);
  });

  it('answers 405 naming the methods of a known path in its message', () => {
    const error = refusal(() => router.match('DELETE', '/v1/orgs/o1/spaces'));
    expect(error.status).toBe(405);
    expect(error.message).toBe('DELETE is not allowed on /v1/orgs/o1/spaces (allowed: GET, POST)');
  });

  it('compiles once per table', () => {
    expect(compileRouter(operations)).toBe(router);
  });
});

describe('router matching rules', () => {
  const router = compileRouter(testOperations);

  it('prefers a literal segment to a parameter', () => {
    expect(router.match('GET', '/v1/things/a/versions/latest').operation.id).toBe('getLatestVersion');
    expect(router.match('GET', '/v1/things/a/versions/v7').operation.id).toBe('getVersion');
  });

  it('gives a parameter exactly one non-empty segment, decoded after the match', () => {
    const match = router.match('GET', '/v1/things/a/path/guide%2Finstall%20it');
    expect(match.operation.id).toBe('getThingPage');
    expect(decodeParams(match)).toEqual({ thingId: 'a', pagePath: 'guide/install it' });
    expect(refusal(() => router.match('GET', '/v1/things/a/path/guide/install')).status).toBe(404);
    expect(refusal(() => router.match('GET', '/v1/things//path/x')).status).toBe(404);
  });

  it('refuses bad URL encoding with a 400 naming the parameter', () => {
    const match = router.match('GET', '/v1/things/a/path/%E0%A4%A');
    const error = refusal(() => decodeParams(match));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^pagePath: /);
  });

  it("checks parameters against the operation's rules", () => {
    const error = refusal(() => decodeParams(router.match('GET', '/v1/things/NOT_OK')));
    expect(error.status).toBe(400);
    expect(error.message).toBe('thingId: must match ^[a-z0-9-]+$');
  });

  it('lists the methods of the path in Allow', () => {
    const error = refusal(() => router.match('POST', '/v1/things/a'));
    expect(error.status).toBe(405);
    expect(error.headers.allow).toBe('DELETE, GET');
  });

  it('refuses two operations on the same method and path', () => {
    const clash = { ...testOperations, again: { ...testOperations.getThing, id: 'again' } };
    expect(() => compileRouter(clash)).toThrow(/getThing and again/);
  });
});
