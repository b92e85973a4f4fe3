/**
 * Paging while the list changes (docs/wire-conventions.md, "Lists and pagination"): a walk that adds and deletes
 * items between its pages never repeats an item, and never skips one that existed throughout.
 */
import { DEMO } from '@docpub/mock-server';
import fc from 'fast-check';
import type { Harness } from '../support/harness.js';
import { ADMIN_TOKEN } from '../support/principals.js';
import { checkAnswer, InvariantViolation } from './invariants.js';
import { commentIds, MISSING, pick, spaceIds } from './pools.js';

export const walkArgs = fc.record({
  list: fc.constantFrom('comments', 'spaces', 'change-requests'),
  space: fc.nat({ max: 15 }),
  limit: fc.integer({ min: 1, max: 3 }),
  descending: fc.boolean(),
  /** Between pages: add an item (true) or delete one (false), picking which by the number. */
  changes: fc.array(fc.tuple(fc.boolean(), fc.nat({ max: 15 })), { maxLength: 8 }),
});
export type WalkArgs = typeof walkArgs extends fc.Arbitrary<infer A> ? A : never;

interface ListTarget {
  path: string;
  query: Record<string, string>;
  ids(): string[];
  add(): void;
  remove(index: number): void;
}

function send(harness: Harness, method: string, path: string, body?: unknown) {
  const request = { method, path, token: ADMIN_TOKEN, ...(body === undefined ? {} : { body }) };
  const response = harness.send(request);
  checkAnswer(request, response, harness);
  return response;
}

function targetOf(harness: Harness, args: WalkArgs): ListTarget | undefined {
  const store = () => harness.server.store;
  const spaceId = pick(spaceIds(store()), args.space);
  if (args.list === 'spaces') {
    const path = `/orgs/${DEMO.organization}/spaces`;
    const live = () => spaceIds(store()).filter((id) => store().data.spaces.get(id)?.deletedAt === undefined);
    return { path, query: {}, ids: live, add: () => void send(harness, 'POST', path, { title: 'Walk' }), remove: (i) => void send(harness, 'DELETE', `/spaces/${pick(live(), i)}`) };
  }
  if (spaceId === MISSING || store().data.spaces.get(spaceId)?.deletedAt !== undefined) return undefined;
  if (args.list === 'comments') {
    const path = `/spaces/${spaceId}/comments`;
    return {
      path,
      query: { order: args.descending ? 'desc' : 'asc' },
      ids: () => commentIds(store(), spaceId),
      add: () => void send(harness, 'POST', path, { body: { markdown: 'walk' } }),
      remove: (i) => void send(harness, 'DELETE', `${path}/${pick(commentIds(store(), spaceId), i)}`),
    };
  }
  const path = `/spaces/${spaceId}/change-requests`;
  // Change requests cannot be deleted, so only adds; a new one is a draft, so the walk lists the drafts.
  const drafts = () =>
    [...store().data.changeRequests.values()]
      .filter((record) => record.spaceId === spaceId && record.status === 'draft')
      .map((record) => record.id);
  return { path, query: { status: 'draft' }, ids: drafts, add: () => void send(harness, 'POST', path, {}), remove: () => undefined };
}

/** Walks a list with small pages, changing it between pages, and checks what the walk saw. */
export function walkWhileChanging(harness: Harness, args: WalkArgs): void {
  const target = targetOf(harness, args);
  if (!target) return;
  const before = new Set(target.ids());
  const removed = new Set<string>();
  const seen = new Set<string>();
  let page: string | undefined;
  for (let step = 0; ; step++) {
    const query = { ...target.query, limit: String(args.limit), ...(page ? { page } : {}) };
    const request = { method: 'GET', path: target.path, query, token: ADMIN_TOKEN };
    const response = harness.send(request);
    checkAnswer(request, response, harness);
    const body = response.body as { items: { id: string }[]; next?: { page: string } };
    for (const item of body.items) {
      if (seen.has(item.id)) throw new InvariantViolation(`${target.path}: ${item.id} came twice in a walk while the list changed`);
      seen.add(item.id);
    }
    if (!body.next) break;
    page = body.next.page;
    const change = args.changes[step];
    if (!change) continue;
    const idsBefore = new Set(target.ids());
    if (change[0]) target.add();
    else target.remove(change[1]);
    for (const id of idsBefore) if (!target.ids().includes(id)) removed.add(id);
  }
  for (const id of before) {
    if (!removed.has(id) && !seen.has(id)) throw new InvariantViolation(`${target.path}: ${id} existed throughout but the walk skipped it`);
  }
}
