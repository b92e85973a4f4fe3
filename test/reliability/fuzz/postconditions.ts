/**
 * What a successful step must have done (docs/behaviour.md), checked right after it through the API: a change
 * request starts as a draft on the primary revision with the space's next number; a merge makes the merge
 * revision the primary one, with the change request's revision as a parent; an update rebases the change
 * request so that it is no longer outdated; a deleted space shows `deletedAt` and a restored one does not.
 */
import type { Harness, WireRequest, WireResponse } from '../support/harness.js';
import { ADMIN_TOKEN } from '../support/principals.js';
import { InvariantViolation } from './invariants.js';

type Body = Record<string, unknown>;

const fail = (message: string): never => {
  throw new InvariantViolation(message);
};

function read(harness: Harness, path: string, query: Record<string, string> = {}): Body {
  const response = harness.send({ method: 'GET', path, query, token: ADMIN_TOKEN });
  if (response.status !== 200) fail(`GET ${path} after a successful step answered ${response.status}`);
  return response.body as Body;
}

/** `/spaces/{id}/…` → the space's path. */
const spacePathOf = (path: string) => path.split('/').slice(0, 3).join('/');

const POSTCONDITIONS: { pattern: RegExp; method: string; check: (harness: Harness, request: WireRequest, body: Body) => void }[] = [
  {
    method: 'POST',
    pattern: /^\/spaces\/[^/]+\/change-requests$/,
    check: (harness, request, created) => {
      const space = read(harness, spacePathOf(request.path));
      // The list filters by one status: the total is the sum over every status.
      const total = ['draft', 'open', 'archived', 'merged']
        .map((status) => Number(read(harness, `${request.path}`, { status, limit: '1' }).count))
        .reduce((sum, count) => sum + count, 0);
      if (created.status !== 'draft') fail(`a new change request is ${String(created.status)}, not draft`);
      if (created.revision !== space.revision || created.revisionInitial !== space.revision) {
        fail(`a new change request starts at ${String(created.revision)}/${String(created.revisionInitial)}, not the primary ${String(space.revision)}`);
      }
      if (created.number !== total) fail(`a new change request has number ${String(created.number)}, not ${String(total)}`);
    },
  },
  {
    method: 'POST',
    pattern: /^\/spaces\/[^/]+\/change-requests\/[^/]+\/merge$/,
    check: (harness, request, result) => {
      const spacePath = spacePathOf(request.path);
      const record = read(harness, request.path.replace(/\/merge$/, ''));
      if (read(harness, spacePath).revision !== result.revision) fail(`after a merge the primary revision is not ${String(result.revision)}`);
      if (record.status !== 'merged' || record.revisionMerged !== result.revision) fail(`a merged change request shows ${record.status}/${String(record.revisionMerged)}`);
      const merge = read(harness, `${spacePath}/revisions/${String(result.revision)}`, { computed: 'false' });
      const parents = merge.parents as string[];
      if (parents.length !== 2 || parents[1] !== record.revision) fail(`merge revision parents ${JSON.stringify(parents)} lack the change request's ${String(record.revision)} second`);
    },
  },
  {
    method: 'POST',
    pattern: /^\/spaces\/[^/]+\/change-requests\/[^/]+\/update$/,
    check: (harness, request, result) => {
      const record = read(harness, request.path.replace(/\/update$/, ''));
      if (record.revision !== result.revision) fail(`after an update the change request is at ${String(record.revision)}, not ${String(result.revision)}`);
      if (record.outdated !== false) fail('a change request just updated from the primary is still outdated');
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/spaces\/[^/]+$/,
    check: (harness, request) => {
      if (read(harness, request.path).deletedAt === undefined) fail(`${request.path}: deleted but without deletedAt`);
    },
  },
  {
    method: 'POST',
    pattern: /^\/spaces\/[^/]+\/restore$/,
    check: (_harness, request, restored) => {
      if (restored.deletedAt !== undefined) fail(`${request.path}: restored but still with deletedAt`);
    },
  },
];

/** Checks what a successful answer to `request` must have done. */
export function checkPostcondition(harness: Harness, request: WireRequest, response: WireResponse): void {
  if (response.status >= 300) return;
  const rule = POSTCONDITIONS.find((candidate) => candidate.method === request.method && candidate.pattern.test(request.path));
  rule?.check(harness, request, (response.body ?? {}) as Body);
}
