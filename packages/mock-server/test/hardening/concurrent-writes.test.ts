/**
 * Concurrent writes over real HTTP: many clients at once, mixed with hostile bodies and control calls. Every
 * write that answered 2xx is there exactly once afterwards, every refused one left nothing, and no answer is
 * a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listening } from '../../src/index.js';
import { DEMO, demoServer, nestedObject } from './support.js';

const server = demoServer();
let listening: Listening;
beforeAll(async () => {
  listening = await server.listen();
});
afterAll(() => listening.close());

describe('concurrent writes', () => {
  it('200 writes at once, half of them hostile, with snapshots taken meanwhile', async () => {
    const origin = new URL(listening.url).origin;
    const before = [...server.store.data.collections.values()].length;
    const calls = Array.from({ length: 200 }, (_, index) => {
      const hostile = index % 2 === 1;
      const body = hostile ? `{"title":"Hostile ${index}","x":${nestedObject(500)}}` : JSON.stringify({ title: `Fine ${index}` });
      return fetch(`${listening.url}/orgs/${DEMO.organization}/collections`, {
        method: 'POST',
        headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
        body,
      }).then(async (response) => ({ index, hostile, status: response.status, body: (await response.json()) as { id?: string } }));
    });
    const snapshots = Array.from({ length: 5 }, () => fetch(`${origin}/__control/snapshot`, { method: 'POST' }).then((r) => r.status));
    const answers = await Promise.all(calls);
    expect(await Promise.all(snapshots)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.hostile).every((answer) => answer.status === 400)).toBe(true);
    const created = answers.filter((answer) => !answer.hostile);
    expect(created.every((answer) => answer.status === 201)).toBe(true);
    const titles = [...server.store.data.collections.values()].map((collection) => collection.title);
    expect(titles.length).toBe(before + created.length);
    expect(titles.filter((title) => title.startsWith('Hostile'))).toEqual([]);
    expect(new Set(titles.filter((title) => title.startsWith('Fine'))).size).toBe(created.length);
  });
});
