/** Matching requests back to operations, the wire checks, and the 429 wait. */
import { operations } from '@docpub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { createServer, DEMO } from '@docpub/mock-server';
import { OperationMatcher } from '../src/index.js';
import { describeFailure } from '../src/check/failures.js';
import { clientFactory } from '../src/client-factory.js';
import type { Target } from '../src/targets/target.js';
import { recordingFetch } from '../src/traffic/recording-fetch.js';
import { TrafficLog } from '../src/traffic/traffic-log.js';
import { rateLimitWaitMs } from '../src/traffic/rate-limit.js';
import { checkError, checkSuccess } from '../src/traffic/wire-checks.js';

describe('OperationMatcher', () => {
  const matcher = new OperationMatcher();

  it.each([
    ['GET', '/user', 'getCurrentUser'],
    ['GET', '/spaces/sp_1', 'getSpace'],
    ['DELETE', '/spaces/sp_1', 'deleteSpace'],
    ['GET', '/spaces/sp_1/content/path/guides%2Fintro', 'getSpaceContentPageByPath'],
    ['GET', '/orgs/acme/openapi/pets/versions/latest', 'getLatestOpenApiSpecVersion'],
    ['GET', '/orgs/acme/openapi/pets/versions/latest/content', 'getLatestOpenApiSpecVersionContent'],
    ['GET', '/orgs/acme/openapi/pets/versions/v1', 'getOpenApiSpecVersion'],
    ['POST', '/spaces/sp_1/change-requests/3/merge', 'mergeChangeRequest'],
    ['PUT', '/orgs/acme/teams', 'createTeam'],
    ['get', '/integrations/pulse', 'getIntegration'],
  ])('%s %s is %s', (method, path, id) => {
    expect(matcher.match(method, path)?.id).toBe(id);
  });

  it.each([
    ['PATCH', '/user'],
    ['GET', '/spaces'],
    ['GET', '/spaces//content'],
    ['GET', '/nothing/here'],
  ])('%s %s is no operation', (method, path) => {
    expect(matcher.match(method, path)).toBeUndefined();
  });
});

describe('wire checks', () => {
  it('flags a 204 where a body is due, a body where 204 is due, a missing 201 and a 201 without Location', () => {
    expect(checkSuccess(operations.getSpace, new Response(null, { status: 204 }))).toEqual({
      expected: '200 with a body (the contract promises one)',
      received: '204 without a body',
    });
    expect(checkSuccess(operations.deleteSpace, new Response('{}', { status: 200 }))).toEqual({ expected: '204 without a body', received: '200' });
    expect(checkSuccess(operations.createSpace, new Response('{}', { status: 200 }))?.expected).toContain('201 Created');
    expect(checkSuccess(operations.createSpace, new Response('{}', { status: 201 }))?.received).toBe('no Location header');
    expect(checkSuccess(operations.createSpace, new Response('{}', { status: 201, headers: { location: 'http://x/v1/spaces/s' } }))).toBeUndefined();
    expect(checkSuccess(operations.getSpace, new Response('{}', { status: 200 }))).toBeUndefined();
  });

  it('flags error answers without the error body, with a wrong code, or a 429 without Retry-After', async () => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers });
    expect(await checkError(json(404, { error: { code: 404, message: 'space x not found' } }))).toBeUndefined();
    expect(await checkError(new Response('<h1>Oops</h1>', { status: 502 }))).toEqual({
      expected: 'a JSON error body {"error": {"code", "message"}}',
      received: 'a non-JSON body: <h1>Oops</h1>',
    });
    expect(await checkError(json(409, { error: { code: 400, message: 'x' } }))).toEqual({ expected: 'error.code 409 (the HTTP status)', received: 'error.code 400' });
    expect((await checkError(json(400, { message: 'flat' })))?.expected).toBe('an error body {"error": {"code", "message"}}');
    expect((await checkError(json(429, { error: { code: 429, message: 'slow down' } })))?.received).toBe('no Retry-After header');
  });
});

describe('rateLimitWaitMs', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');

  it('waits what Retry-After says (seconds or a date), else until X-RateLimit-Reset, else a second; never past a minute', () => {
    expect(rateLimitWaitMs(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(rateLimitWaitMs(new Headers({ 'retry-after': 'Wed, 01 Jan 2025 00:00:03 GMT' }), now)).toBe(3000);
    expect(rateLimitWaitMs(new Headers({ 'x-ratelimit-reset': String(now / 1000 + 4) }), now)).toBe(4000);
    expect(rateLimitWaitMs(new Headers(), now)).toBe(1000);
    expect(rateLimitWaitMs(new Headers({ 'retry-after': '3600' }), now)).toBe(60_000);
  });
});

describe('the traffic log names operations as the SDK called them', () => {
  it('tags each SDK request with its operation through the SDK hook, not by matching the URL back', async () => {
    const server = createServer();
    const target: Target = {
      kind: 'embedded',
      baseUrl: server.baseUrl,
      token: DEMO.tokens.admin,
      fetch: server.fetch,
      close: async () => undefined,
    };
    // A matcher that knows no operation: every name in the log must come from the SDK's tag.
    const makeClient = clientFactory(target, new OperationMatcher([]));
    const log = new TrafficLog();
    const client = makeClient(DEMO.tokens.admin, log);
    await client.spaces.get(DEMO.spaces.handbook);
    await client.openapi.versions.latest(DEMO.organization, DEMO.openapi.slugs.petstore);
    expect(log.requests.map((entry) => entry.operation)).toEqual(['getSpace', 'getLatestOpenApiSpecVersion']);
    expect(log.requests.every((entry) => /^req_/.test(entry.requestId ?? ''))).toBe(true);
  });

  it('points a failure at the request whose id the SDK error quotes, not at the last one with its method', async () => {
    const server = createServer();
    const target: Target = { kind: 'embedded', baseUrl: server.baseUrl, token: DEMO.tokens.admin, fetch: server.fetch, close: async () => undefined };
    const log = new TrafficLog();
    const client = clientFactory(target, new OperationMatcher())(DEMO.tokens.admin, log);
    const failed = await client.spaces.get('no-such-space').catch((error: unknown) => error);
    await client.spaces.get('another-missing-space').catch(() => undefined);
    const { failure, entry } = describeFailure(failed, 'read a space', log);
    expect(failure.request).toMatchObject({ method: 'GET', path: '/spaces/no-such-space', operation: 'getSpace', status: 404 });
    expect(entry).toBe(log.requests[0]);
  });

  it('still names a request sent without the SDK by its method and path', async () => {
    const server = createServer();
    const log = new TrafficLog();
    const fetch = recordingFetch({ fetch: server.fetch, baseUrl: server.baseUrl, log, matcher: new OperationMatcher() });
    await fetch(`${server.baseUrl}/user`, { headers: { authorization: `Bearer ${DEMO.tokens.admin}` } });
    expect(log.requests.map((entry) => [entry.operation, entry.status])).toEqual([['getCurrentUser', 200]]);
  });
});
