/**
 * Helpers of the org-data tests (OpenAPI specs, translations, integrations): a demo server whose spec
 * fetcher is a scripted fake (never the network), on top of the one harness (test/support/).
 */
import type { SpecFetch } from '../../src/domain/openapi/fetch-source.js';
import { DEMO } from '../../src/demo/demo.js';
import { testWorld, type TestWorld } from './index.js';

export { DEMO };
export { START, expectError, expectNoChange } from './index.js';
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

export interface OrgDataWorld extends TestWorld {
  fake: FakeFetch;
}

/** A fresh demo world (the one test harness), its spec URLs served by a scripted fake fetch. */
export function orgDataWorld(options: { fake?: FakeFetch; fetchTimeoutMs?: number } = {}): OrgDataWorld {
  const fake = options.fake ?? fakeFetch();
  const world = testWorld({
    openapiFetch: fake.fetch,
    ...(options.fetchTimeoutMs === undefined ? {} : { fetchTimeoutMs: options.fetchTimeoutMs }),
  });
  return { ...world, fake };
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
