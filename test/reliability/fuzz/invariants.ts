/**
 * What must hold after every step of a fuzzed sequence, checked through the API as the admin:
 * - never a 5xx; every header one node:http can send; every error is the one error body, with the code of its status, and a documented status;
 * - a full pagination walk (small pages) yields every item exactly once, and as many as `count` says;
 * - soft-deleted spaces never appear in the space list, and answer 404 everywhere but get;
 * - a space's counters equal a recount of its comments and change requests;
 * - revision parent chains resolve, go back in time, and have no cycle; a change request's revision descends
 *   from its initial revision; a merged one's merge revision has it as a parent.
 */
import { validateHeaderValue } from 'node:http';
import { DEMO } from '@docpub/mock-server';
import type { Harness, WireRequest, WireResponse } from '../support/harness.js';
import { ADMIN_TOKEN } from '../support/principals.js';
import { describeResponse, DOCUMENTED_ERROR_STATUSES, errorBodyProblems } from '../support/wire.js';
import { spaceIds } from './pools.js';

/** A broken invariant; its message says which and where. */
export class InvariantViolation extends Error {
  override name = 'InvariantViolation';
}

const fail = (message: string): never => {
  throw new InvariantViolation(message);
};

/** Checks one answer of the sequence (or of a check). */
export function checkAnswer(request: WireRequest, response: WireResponse, harness: Harness): void {
  const where = `${request.method} ${request.path}`;
  const bugs = harness.takeBugs();
  if (response.status >= 500 || bugs.length > 0) fail(`${where} → ${describeResponse(response)} ${bugs.map((bug) => String(bug.error)).join(' ')}`);
  // Every header must be one node:http can write: one it refuses closes the socket with no answer at all.
  for (const [name, value] of Object.entries(response.headers)) {
    try {
      validateHeaderValue(name, value);
    } catch {
      fail(`${where} → header ${name} cannot be sent: ${JSON.stringify(value)}`);
    }
  }
  if (response.status < 400) return;
  if (!DOCUMENTED_ERROR_STATUSES.has(response.status)) fail(`${where} → undocumented status ${response.status}`);
  const problems = errorBodyProblems(response);
  if (problems.length > 0) fail(`${where} → ${problems.join('; ')}`);
}

/** A GET as the admin that must succeed. */
function get(harness: Harness, path: string, query: Record<string, string> = {}): WireResponse {
  const request = { method: 'GET', path, query, token: ADMIN_TOKEN };
  const response = harness.send(request);
  checkAnswer(request, response, harness);
  return response;
}

interface Listed {
  id: string;
  [key: string]: unknown;
}

/** Walks a list page by page; every item exactly once, `count` true on every page. Returns the items. */
export function walk(harness: Harness, path: string, query: Record<string, string>, limit: number): Listed[] {
  const items: Listed[] = [];
  const seen = new Set<string>();
  let page: string | undefined;
  for (let pages = 0; ; pages++) {
    if (pages > 10_000) fail(`${path}: pagination does not end`);
    const response = get(harness, path, { ...query, limit: String(limit), ...(page ? { page } : {}) });
    if (response.status !== 200) fail(`${path}: listing failed: ${describeResponse(response)}`);
    const body = response.body as { items: Listed[]; count: number; next?: { page: string } };
    if (body.items.length > limit) fail(`${path}: ${body.items.length} items on a page of ${limit}`);
    for (const item of body.items) {
      if (seen.has(item.id)) fail(`${path}: item ${item.id} listed twice`);
      seen.add(item.id);
      items.push(item);
    }
    if (!body.next) {
      if (body.count !== items.length) fail(`${path}: count says ${body.count}, the walk found ${items.length}`);
      return items;
    }
    if (body.items.length === 0) fail(`${path}: an empty page that is not the last`);
    page = body.next.page;
  }
}

/** Soft-deleted spaces never appear in the list, and the list holds every live space. */
function checkSpaceList(harness: Harness, limit: number): { live: string[]; deleted: string[] } {
  const listed = walk(harness, `/orgs/${DEMO.organization}/spaces`, {}, limit);
  const live: string[] = [];
  const deleted: string[] = [];
  for (const id of spaceIds(harness.server.store)) {
    const response = get(harness, `/spaces/${id}`);
    if (response.status === 404) continue; // purged: gone for good
    ((response.body as { deletedAt?: string }).deletedAt === undefined ? live : deleted).push(id);
  }
  const listedIds = new Set(listed.map((space) => space.id));
  for (const space of listed) if (space.deletedAt !== undefined) fail(`space ${space.id} is listed with deletedAt`);
  for (const id of deleted) if (listedIds.has(id)) fail(`soft-deleted space ${id} is listed`);
  for (const id of live) if (!listedIds.has(id)) fail(`live space ${id} is missing from the list`);
  for (const id of deleted) {
    const response = get(harness, `/spaces/${id}/comments`);
    if (response.status !== 404) fail(`soft-deleted space ${id}: its comments answer ${response.status}, not 404`);
  }
  return { live, deleted };
}

/** The space's counters equal a recount of what it holds. */
function checkCounters(harness: Harness, spaceId: string, limit: number): void {
  const space = get(harness, `/spaces/${spaceId}`).body as Record<string, number>;
  const path = `/spaces/${spaceId}`;
  const comments = walk(harness, `${path}/comments`, { status: 'all' }, limit).length;
  // The change-request list filters by one status: walk each.
  const changeRequests = ['draft', 'open', 'archived', 'merged'].flatMap((status) =>
    walk(harness, `${path}/change-requests`, { status }, limit),
  );
  const recount = {
    comments,
    changeRequests: changeRequests.length,
    changeRequestsOpen: changeRequests.filter((record) => record.status === 'open').length,
    changeRequestsDraft: changeRequests.filter((record) => record.status === 'draft').length,
  };
  for (const [counter, value] of Object.entries(recount)) {
    if (space[counter] !== value) fail(`space ${spaceId}: ${counter} is ${space[counter]}, a recount gives ${value}`);
  }
  const open = walk(harness, `${path}/change-requests`, {}, limit).length;
  if (open !== recount.changeRequestsOpen) fail(`space ${spaceId}: the default (open) list has ${open}, not ${recount.changeRequestsOpen}`);
  checkRevisions(harness, spaceId, space.revision as unknown as string, changeRequests);
}

interface RevisionView {
  id: string;
  parents: string[];
  createdAt: string;
}

/** Revision chains of a space: resolvable, backwards in time, acyclic; change requests consistent with them. */
function checkRevisions(harness: Harness, spaceId: string, primary: string, changeRequests: Listed[]): void {
  const revisions = new Map<string, RevisionView>();
  const revision = (id: string): RevisionView => {
    const known = revisions.get(id);
    if (known) return known;
    const response = get(harness, `/spaces/${spaceId}/revisions/${id}`, { computed: 'false' });
    if (response.status !== 200) fail(`space ${spaceId}: revision ${id} does not resolve: ${describeResponse(response)}`);
    const view = response.body as RevisionView;
    revisions.set(id, view);
    return view;
  };
  /** Every ancestor of `id` (itself included), failing on a cycle or a child older than its parent. */
  const ancestors = (id: string): Set<string> => {
    const done = new Set<string>();
    const onPath = new Set<string>();
    const visit = (current: string) => {
      if (onPath.has(current)) fail(`space ${spaceId}: revision ${current} is its own ancestor`);
      if (done.has(current)) return;
      onPath.add(current);
      const view = revision(current);
      for (const parent of view.parents) {
        if (revision(parent).createdAt > view.createdAt) fail(`space ${spaceId}: revision ${current} is older than its parent ${parent}`);
        visit(parent);
      }
      onPath.delete(current);
      done.add(current);
    };
    visit(id);
    return done;
  };
  ancestors(primary);
  for (const record of changeRequests) {
    const own = ancestors(record.revision as string);
    if (!own.has(record.revisionInitial as string)) {
      fail(`change request ${record.id}: its revision does not descend from its initial revision ${String(record.revisionInitial)}`);
    }
    if (record.status === 'merged') {
      const merge = revision(record.revisionMerged as string);
      if (!merge.parents.includes(record.revision as string)) fail(`change request ${record.id}: the merge revision lacks it as a parent`);
    }
  }
}

/** Every invariant of the world, after a step. */
export function checkWorld(harness: Harness, limit: number): void {
  const { live } = checkSpaceList(harness, limit);
  for (const spaceId of live) checkCounters(harness, spaceId, limit);
}
