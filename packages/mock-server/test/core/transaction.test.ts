/**
 * The store transaction (store/transaction.ts) and the core's use of it: a write request either applies
 * completely and answers 2xx, or changes nothing (docs/reference-server-limits.md, "Atomicity"), whatever its
 * handler does after writing: a refusal found late, a bug, an answer that cannot be serialized.
 */
import { describe, expect, it } from 'vitest';
import { ControlledClock } from '../../src/core/clock.js';
import { createCore } from '../../src/core/core.js';
import { Faults } from '../../src/core/faults.js';
import { conflict } from '../../src/core/http-error.js';
import { Journal } from '../../src/core/journal.js';
import type { Handler, HandlerTable, PlainResponse } from '../../src/core/types.js';
import { createDemoWorld, DEMO } from '../../src/demo/demo.js';
import { handlerTable, requestPolicy } from '../../src/handlers/index.js';
import { beginTransaction, inTransaction, transact } from '../../src/store/transaction.js';
import type { Store } from '../../src/store/store.js';
import { START } from '../support/clock.js';

/** A comparable picture of the whole state (Maps as entry lists, in table order). */
const stateOf = (store: Store) =>
  JSON.stringify(store.data, (_key, value: unknown) => (value instanceof Map ? [...value] : value));

function world() {
  const clock = new ControlledClock(() => START);
  return { clock, store: createDemoWorld({ clock }) };
}

/** A core over the demo world whose handler table is `handlers` (the server's, with some replaced). */
function coreWith(handlers: HandlerTable) {
  const { clock, store } = world();
  const bugs: unknown[] = [];
  const core = createCore({
    store,
    clock,
    handlers,
    policy: requestPolicy,
    baseUrl: 'http://docpub.test/v1',
    faults: new Faults(),
    journal: new Journal(clock),
    validateResponses: true,
    onBug: (error) => bugs.push(error),
  });
  const request = (method: string, path: string, body?: unknown): PlainResponse =>
    core.handle({
      method,
      path: `/v1${path}`,
      query: {},
      headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { store, request, bugs };
}

/** The server's handler of `id`, run first, then `after` with its result (which may throw). */
function afterWriting(id: keyof typeof handlerTable, after: (result: unknown) => unknown): HandlerTable {
  const original = handlerTable[id] as unknown as Handler;
  return { ...handlerTable, [id]: ((ctx) => after(original(ctx))) as Handler };
}

describe('a store transaction', () => {
  it('undoes changes in place, additions, deletions and the id sequence', () => {
    const { store } = world();
    const before = stateOf(store);
    const space = store.data.spaces.get(DEMO.spaces.handbook)!;
    const transaction = beginTransaction(store);
    store.data.spaces.get(DEMO.spaces.handbook)!.title = 'Changed in place';
    (store.data.organizations.get(DEMO.organization)!.emailDomains as string[]).push('nested.example');
    store.data.spaces.set('space-new', { ...space, id: 'space-new' });
    store.data.spaces.delete(DEMO.spaces.api);
    for (const [, user] of store.data.users) user.displayName = 'Renamed while iterating';
    store.data.meta.seq += 10;
    expect(stateOf(store)).not.toBe(before);
    transaction.rollback();
    // Lists order by `seq`, not by table order: compare each table as a sorted set of entries.
    const sorted = (text: string) => JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(text) as Record<string, unknown>).map(([name, table]) => [name, Array.isArray(table) ? [...table].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1)) : table])));
    expect(sorted(stateOf(store))).toBe(sorted(before));
    // The record put back is the same object, so whatever holds it (an index) still finds it.
    expect(store.data.spaces.get(DEMO.spaces.handbook)).toBe(space);
    expect(inTransaction(store)).toBe(false);
  });

  it('keeps every change on commit, logs nothing after it, and snapshots the tables as plain Maps', () => {
    const { store } = world();
    transact(store, () => {
      store.data.spaces.get(DEMO.spaces.handbook)!.title = 'Kept';
    });
    expect(store.data.spaces.get(DEMO.spaces.handbook)!.title).toBe('Kept');
    // Outside a transaction the tables act as Maps do; a later rollback does not reach this change.
    store.data.spaces.get(DEMO.spaces.handbook)!.title = 'Changed between transactions';
    beginTransaction(store).rollback();
    expect(store.data.spaces.get(DEMO.spaces.handbook)!.title).toBe('Changed between transactions');
    const copy = structuredClone(store.data.spaces);
    expect(Object.getOwnPropertySymbols(copy).concat(Object.getOwnPropertyNames(copy) as never[])).toEqual([]);
    expect([...copy.keys()]).toEqual([...store.data.spaces.keys()]);
  });

  it('throws on after undoing, when the work throws', () => {
    const { store } = world();
    const before = stateOf(store);
    expect(() =>
      transact(store, () => {
        store.data.spaces.get(DEMO.spaces.handbook)!.title = 'Lost';
        throw new Error('late');
      }),
    ).toThrow('late');
    expect(stateOf(store)).toBe(before);
  });
});

describe('the core, around handle and present', () => {
  it('changes nothing when a handler throws a bug after writing (500)', () => {
    const { store, request, bugs } = coreWith(afterWriting('createSpace', () => {
      throw new Error('a bug after the write');
    }));
    const before = stateOf(store);
    const response = request('POST', `/orgs/${DEMO.organization}/spaces`, { title: 'Never kept' });
    expect(response.status).toBe(500);
    expect(bugs).toHaveLength(1);
    expect(stateOf(store)).toBe(before);
  });

  it('changes nothing when a handler refuses after writing (its 4xx)', () => {
    const { store, request } = coreWith(afterWriting('updateSpace', () => {
      throw conflict('found too late');
    }));
    const before = stateOf(store);
    const response = request('PATCH', `/spaces/${DEMO.spaces.handbook}`, { title: 'Never kept' });
    expect(response).toMatchObject({ status: 409 });
    expect(stateOf(store)).toBe(before);
  });

  it('changes nothing when the answer cannot be serialized, and says so (500)', () => {
    const { store, request, bugs } = coreWith(afterWriting('createSpace', (result) => {
      const cycle: Record<string, unknown> = { ...(result as object) };
      cycle.self = cycle;
      return cycle;
    }));
    const before = stateOf(store);
    const response = request('POST', `/orgs/${DEMO.organization}/spaces`, { title: 'Never kept' });
    expect(response.status).toBe(500);
    expect(bugs).toHaveLength(1);
    expect(stateOf(store)).toBe(before);
  });

  it('changes nothing when the answer breaks the contract (checked before commit)', () => {
    const { store, request } = coreWith(afterWriting('updateSpace', (result) => ({ ...(result as object), id: 42 })));
    const before = stateOf(store);
    expect(request('PATCH', `/spaces/${DEMO.spaces.handbook}`, { title: 'Never kept' }).status).toBe(500);
    expect(stateOf(store)).toBe(before);
  });

  it('keeps a write that answers, and a later read sees it (kept items made stale)', () => {
    const { request } = coreWith(handlerTable);
    expect(request('GET', `/spaces/${DEMO.spaces.handbook}`).status).toBe(200);
    expect(request('PATCH', `/spaces/${DEMO.spaces.handbook}`, { title: 'Kept' }).status).toBe(200);
    expect(request('GET', `/spaces/${DEMO.spaces.handbook}`).body).toMatchObject({ title: 'Kept' });
  });

  it('serves a read the kept answer of before a write that was undone', () => {
    const { request } = coreWith(afterWriting('updateSpace', () => {
      throw conflict('found too late');
    }));
    const first = request('GET', `/spaces/${DEMO.spaces.handbook}`).body as { title: string };
    expect(request('PATCH', `/spaces/${DEMO.spaces.handbook}`, { title: 'Never kept' }).status).toBe(409);
    expect(request('GET', `/spaces/${DEMO.spaces.handbook}`).body).toMatchObject({ title: first.title });
  });
});
