/**
 * Proof that the suite can fail: faults injected into the reference server (through its control, or by
 * altering answers on the way back) make the right scenarios fail, with messages that name the step, the
 * request and what was expected versus received.
 */
import { createServer } from '@docpub/mock-server';
import { describe, expect, it } from 'vitest';
import { ConformanceStartError, exitCodeOf, runConformance, type ConformanceResult } from '../src/index.js';
import { answerEmpty, closedPort, embedded, rewriteJson } from './support.js';

function outcome(result: ConformanceResult, namePart: string) {
  const found = result.scenarios.find((scenario) => scenario.name.includes(namePart));
  if (!found) throw new Error(`no scenario named like "${namePart}"`);
  return found;
}

describe('faults make the right scenarios fail', () => {
  it('merge answering 500: the merge scenario fails naming merge and the request; exit code 1', async () => {
    const server = createServer();
    server.control.addFault({ method: 'POST', path: '/v1/spaces/*/change-requests/*/merge', status: 500 });
    const result = await runConformance({ target: embedded(server), only: 'change-requests' });

    const merge = outcome(result, 'merge:');
    expect(merge.status).toBe('failed');
    expect(merge.error).toMatchObject({
      step: 'merge it',
      request: { method: 'POST', operation: 'mergeChangeRequest', status: 500 },
      expected: 'a successful answer',
    });
    expect(merge.error?.request?.path).toMatch(/^\/spaces\/[^/]+\/change-requests\/[^/]+\/merge$/);
    expect(merge.error?.message).toMatch(/^mergeChangeRequest \(POST \/spaces\/.+\/merge\) answered 500: injected fault/);
    expect(exitCodeOf(result)).toBe(1);
  });

  it('a list dropping its next token: the paging scenario fails on the items it never saw', async () => {
    const dropNext = rewriteJson(
      (request, body) => request.method === 'GET' && typeof body === 'object' && body !== null && 'next' in body,
      ({ next: _next, ...rest }) => rest,
    );
    const result = await runConformance({ target: embedded(createServer(), dropNext), only: 'spaces' });
    const paging = outcome(result, 'listing page by page');
    expect(paging.status).toBe('failed');
    expect(paging.error?.message).toMatch(/^spaces present throughout but never seen while paging: expected \[\], received \["/);
    expect(paging.error?.request).toMatchObject({ method: 'GET', operation: 'listSpaces', status: 200 });
    expect(outcome(result, 'soft-deleted space leaves the lists').status).toBe('passed');
  });

  it('a 204 where a body is due: the scenario fails saying so, not with a TypeError', async () => {
    const emptySpace = answerEmpty((request) => request.method === 'GET' && /\/v1\/spaces\/[^/]+$/.test(new URL(request.url).pathname), 204);
    const result = await runConformance({ target: embedded(createServer(), emptySpace), only: 'spaces' });
    const lifecycle = outcome(result, 'soft-deleted space leaves the lists');
    expect(lifecycle.status).toBe('failed');
    expect(lifecycle.error).toMatchObject({
      // Cleanup reads every created object back to verify it is the run's, so the first create already meets it.
      step: 'create a space',
      request: { method: 'GET', operation: 'getSpace', status: 204 },
      expected: '200 with a body (the contract promises one)',
      received: '204 without a body',
    });
    expect(lifecycle.error?.message).toMatch(/^getSpace \(GET \/spaces\/[^)]+\) answered 204 without a body; expected 200 with a body/);
  });

  it('an error answer without the error body: the scenario expecting that error fails naming the convention', async () => {
    const htmlConflict = (fetch: typeof globalThis.fetch) => async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      return response.status === 409 ? new Response('<h1>Conflict</h1>', { status: 409, headers: { 'content-type': 'text/html' } }) : response;
    };
    const result = await runConformance({ target: embedded(createServer(), htmlConflict), only: 'spaces' });
    const lifecycle = outcome(result, 'soft-deleted space leaves the lists');
    expect(lifecycle.status).toBe('failed');
    expect(lifecycle.error).toMatchObject({ step: 'restoring a live space is a conflict', request: { operation: 'restoreSpace', status: 409 } });
    expect(lifecycle.error?.expected).toContain('JSON error body');
  });

  it('a 429 is waited out per Retry-After, and the scenario still passes', async () => {
    const server = createServer();
    server.control.addFault({ method: 'POST', path: '/v1/orgs/*/spaces', status: 429, retryAfter: 1, times: 1 });
    const result = await runConformance({ target: embedded(server), only: 'spaces' });
    const lifecycle = outcome(result, 'soft-deleted space leaves the lists');
    expect(lifecycle.status).toBe('passed');
    expect(lifecycle.durationMs).toBeGreaterThanOrEqual(950);
  });

  it('an unreachable URL cannot start the run', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}/v1`;
    const run = runConformance({ target: { kind: 'http', baseUrl, token: 'T' } });
    await expect(run).rejects.toThrow(ConformanceStartError);
    await expect(run).rejects.toThrow(`cannot reach ${baseUrl}: ECONNREFUSED`);
  });

  it('a rejected token cannot start the run', async () => {
    const server = createServer();
    const run = runConformance({ target: { kind: 'http', baseUrl: server.baseUrl, token: 'not-a-token', fetch: server.fetch } });
    await expect(run).rejects.toThrow(/^the token was rejected: GET \/user answered 401/);
  });
});
