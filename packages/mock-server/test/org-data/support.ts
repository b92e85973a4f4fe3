/**
 * Helpers of the org-data tests (OpenAPI specs, translations, integrations): a demo server whose spec
 * fetcher is a scripted fake (never the network), SDK clients on it, and assertions on refused calls.
 */
import { APIError, DocPub } from '@docpub/sdk';
import { expect } from 'vitest';
import { ControlledClock } from '../../src/core/clock.js';
import type { DocPubServer } from '../../src/core/assemble.js';
import type { SpecFetch } from '../../src/domain/openapi/fetch-source.js';
import { whenSpecProcessingIdle } from '../../src/domain/openapi/processing.js';
import { createServer } from '../../src/server.js';
import { DEMO, type DemoUser } from '../../src/world/demo.js';

export { DEMO };
export const START = Date.UTC(2025, 0, 1, 12, 0, 0);
export const ACME = DEMO.organization;

/** What the fake fetch answers for a URL: a text (200), a status, a thrown network error, or never. */
export type FakeAnswer = string | { status: number; body?: string } | 'network-error' | 'hang' | { text: Promise<string> };

export interface FakeFetch {
  fetch: SpecFetch;
  /** URLs requested, in order. */
  calls: string[];
  /** Changes what a URL answers from now on. */
  set(url: string, answer: FakeAnswer): void;
}

/** A scripted fetch: unknown URLs are a network error, so nothing can reach the real network. */
export function fakeFetch(answers: Record<string, FakeAnswer> = {}): FakeFetch {
  const table = new Map(Object.entries(answers));
  const calls: string[] = [];
  const fetch: SpecFetch = async (url) => {
    calls.push(url);
    const answer = table.get(url) ?? 'network-error';
    if (answer === 'network-error') throw new TypeError('fetch failed');
    if (answer === 'hang') return new Promise<Response>(() => {});
    if (typeof answer === 'string') return new Response(answer, { status: 200 });
    if ('text' in answer) return new Response(await answer.text, { status: 200 });
    return new Response(answer.body ?? '', { status: answer.status });
  };
  return { fetch, calls, set: (url, answer) => table.set(url, answer) };
}

export interface OrgDataWorld {
  server: DocPubServer<ControlledClock>;
  fake: FakeFetch;
  /** A client with a demo user's token (`'admin'`, `'guest'`, …) or any other token. */
  clientFor(tokenOrRole: DemoUser | (string & {})): DocPub;
  /** Waits until every spec processing has ended. */
  settle(): Promise<void>;
}

const isDemoUser = (value: string): value is DemoUser => Object.hasOwn(DEMO.tokens, value);

/** A fresh demo world on a controlled clock, responses validated, spec URLs served by a fake fetch. */
export function orgDataWorld(options: { fake?: FakeFetch; fetchTimeoutMs?: number } = {}): OrgDataWorld {
  const fake = options.fake ?? fakeFetch();
  const server = createServer({
    validateResponses: true,
    clock: new ControlledClock(() => START),
    openapiFetch: fake.fetch,
    ...(options.fetchTimeoutMs === undefined ? {} : { openapiFetchTimeoutMs: options.fetchTimeoutMs }),
  });
  return {
    server,
    fake,
    clientFor(tokenOrRole) {
      const token = isDemoUser(tokenOrRole) ? DEMO.tokens[tokenOrRole] : tokenOrRole;
      return new DocPub({ token, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0, logLevel: 'off' });
    },
    settle: () => whenSpecProcessingIdle(server.store),
  };
}

/** Awaits a call that must fail with `status`; returns the error's message (`field: rule`). */
export async function refused(call: Promise<unknown>, status: number, messagePart?: string | RegExp): Promise<string> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, `expected a ${status} answer`).toBeInstanceOf(APIError);
  const apiError = error as APIError;
  expect(apiError.status).toBe(status);
  const message = (apiError.body as { error: { message: string } }).error.message;
  if (messagePart !== undefined) expect(message).toMatch(messagePart);
  return message;
}

/** Runs `act` (which must be refused) and checks that the whole state is unchanged by it. */
export async function unchangedBy(world: OrgDataWorld, act: () => Promise<unknown>): Promise<void> {
  await world.settle();
  const before = world.server.control.snapshot();
  await act();
  await world.settle();
  expect(world.server.control.snapshot()).toEqual(before);
}

const PING = { '/ping': { get: { responses: { '200': { description: 'pong' } } } } };

/** A minimal valid OpenAPI 3.1 document, as JSON text, titled `title`. */
export function openapiJson(title = 'Test API', paths: Record<string, unknown> = PING): string {
  return JSON.stringify({ openapi: '3.1.0', info: { title, version: '1.0.0' }, paths });
}

/** The same document as {@link openapiJson}, written as YAML. */
export function openapiYaml(title = 'Test API'): string {
  return [
    'openapi: 3.1.0',
    'info:',
    `  title: ${title}`,
    '  version: 1.0.0',
    'paths:',
    '  /ping:',
    '    get:',
    '      responses:',
    "        '200':",
    '          description: pong',
    '',
  ].join('\n');
}
