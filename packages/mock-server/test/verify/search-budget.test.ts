/**
 * One journal search cannot hold the server (docs/reference-server-limits.md, "Limits"): its cost is the calls
 * of the operation times the filter's size, so past a budget it answers 400 naming the budget; and the text of a
 * near miss is written for the call reported only, not for every call compared. Tried as an attacker would: the
 * issue's 2,000-member query over 3,000 journaled calls.
 */
import { describe, expect, it } from 'vitest';
import { createServer, DEMO, type DocPubServer } from '../../src/index.js';
import { MAX_SEARCH_WORK } from '../../src/verify/calls.js';

const ORG = DEMO.organization;

/** `count` calls of listSpaces journaled, each with its own `limit`, through the core as any adapter sends them. */
function journalListCalls(server: DocPubServer, count: number): void {
  for (let index = 0; index < count; index++) {
    const answer = server.core.handle({
      method: 'GET',
      path: `/v1/orgs/${ORG}/spaces`,
      query: { limit: String((index % 100) + 1) },
      headers: { authorization: `Bearer ${DEMO.tokens.admin}` },
    });
    if ('then' in answer) throw new Error('the core answered asynchronously');
  }
}

async function searchOverHttp(server: DocPubServer, body: unknown) {
  const response = await server.fetch('/__control/journal/calls', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('the journal search budget', () => {
  it("refuses the issue's 2,000-member query over 3,000 calls with a 400 naming the budget, and answers a plain one", async () => {
    const server = createServer();
    journalListCalls(server, 3000);
    const query = Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`q${index}`, 'x']));
    const refused = await searchOverHttp(server, { operationId: 'listSpaces', query });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(new RegExp(`^body: the search budget is ${MAX_SEARCH_WORK} comparisons, and 3000 journaled calls of listSpaces`));
    expect(() => server.control.searchCalls('listSpaces', { query: query as never })).toThrow(/search budget/);

    const plain = await searchOverHttp(server, { operationId: 'listSpaces', query: { limit: 7 } });
    expect(plain.status).toBe(200);
    expect(plain.body.callsOfOperation).toBe(3000);
    expect(plain.body.calls).toHaveLength(30);
    // Within the budget, still answered: 3,000 calls × (1 query object + 165 members) = 498,000.
    const atBudget = Object.fromEntries(Array.from({ length: 165 }, (_, index) => [`q${index}`, 'x']));
    expect((await searchOverHttp(server, { operationId: 'listSpaces', query: atBudget })).status).toBe(200);
  });

  it('counts a long string of the filter by its length', () => {
    const server = createServer();
    journalListCalls(server, 1000);
    // The query object, and a string of 500 KiB counting 501: 1,000 calls × 502 values pass 500,000; 497 KiB do not.
    expect(MAX_SEARCH_WORK).toBe(500_000);
    expect(() => server.control.searchCalls('listSpaces', { query: { limit: 'x'.repeat(500 * 1024) } })).toThrow(/search budget/);
    expect(server.control.searchCalls('listSpaces', { query: { limit: 'x'.repeat(497 * 1024) } }).calls).toEqual([]);
  });
});

describe('the near miss of a search', () => {
  it('is written out for the call reported only, and still names the nearest call', () => {
    const server = createServer();
    journalListCalls(server, 300);
    const written: unknown[] = [];
    const stringify = JSON.stringify;
    JSON.stringify = ((value: unknown, ...rest: never[]) => {
      written.push(value);
      return stringify(value, ...rest);
    }) as typeof JSON.stringify;
    let search;
    try {
      search = server.control.searchCalls('listSpaces', { query: { limit: 500 } });
    } finally {
      JSON.stringify = stringify;
    }
    expect(search.calls).toEqual([]);
    // The latest of the calls as near as any: limit 100, the 300th call.
    expect(search.nearest?.differences).toEqual(['query.limit: expected 500, received "100"']);
    expect(search.nearest?.call.query).toEqual({ limit: '100' });
    // Two values described (expected and received), not two for each of the 300 calls.
    expect(written).toEqual([500, '100']);
  });
});
