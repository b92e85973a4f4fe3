/**
 * The authorization matrix: every operation × {no token, unknown token, the six roles, guest, user of
 * another organization} answers what docs/roles.md prescribes (expectations.ts, written from the docs, not
 * from the server's policy table). A refused call changes nothing; another organization's resources answer
 * 404 — never 403, never data.
 */
import { DEMO } from '@docpub/mock-server';
import { operationList, type Operation, type OperationId } from '@docpub/sdk/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { casesFor, isRead, type RequestCase } from '../catalogue/index.js';
import { Harness, type WireResponse } from '../support/harness.js';
import { buildMatrixWorld } from '../support/matrix-world.js';
import { PRINCIPALS, type Principal } from '../support/principals.js';
import { describeResponse, errorBodyProblems, fillPath } from '../support/wire.js';
import { EXPECTATIONS, expectedOutcome, ruleOf, type Outcome } from './expectations.js';

const harness = new Harness();
const world = buildMatrixWorld(harness);
const baseline = harness.snapshot();
const figures = { cells: 0, allowed: 0, refused: 0, crossOrganization: 0 };

function send(operation: Operation, request: RequestCase, token: string | undefined): Promise<WireResponse> {
  return harness.serve({
    method: operation.method,
    path: fillPath(operation, request.params),
    token,
    ...(request.query ? { query: request.query } : {}),
    ...(request.body ? { body: request.body } : {}),
  });
}

/** What is wrong with `response` given the expected outcome, or undefined. */
function judge(expected: Outcome, response: WireResponse): string | undefined {
  if (expected === 'allow') return response.status < 300 ? undefined : `expected a 2xx, got ${describeResponse(response)}`;
  if (response.status !== expected) return `expected ${expected}, got ${describeResponse(response)}`;
  const problems = errorBodyProblems(response);
  return problems.length > 0 ? problems.join('; ') : undefined;
}

/** Sends one cell and checks it, putting the state back afterwards. Returns the problems found. */
async function checkCell(operation: Operation, request: RequestCase, who: Principal, expected: Outcome): Promise<string[]> {
  figures.cells += 1;
  figures[expected === 'allow' ? 'allowed' : 'refused'] += 1;
  const response = await send(operation, request, who.token);
  const label = `${operation.id}[${request.variant}] as ${who.name}`;
  const problems: string[] = [];
  const verdict = judge(expected, response);
  if (verdict) problems.push(`${label}: ${verdict}`);
  if (!harness.stateEquals(baseline)) {
    if (expected !== 'allow' || isRead(operation)) problems.push(`${label}: changed the state (answered ${response.status})`);
    harness.restore(baseline);
  }
  for (const bug of harness.takeBugs()) problems.push(`${label}: server bug ${String(bug.error)}`);
  return problems;
}

afterAll(() => {
  console.info(
    `[reliability] auth matrix: ${figures.cells} cells (${figures.allowed} allowed, ${figures.refused} refused), ` +
      `${figures.crossOrganization} of them on another organization's resources`,
  );
});

describe('authorization matrix (docs/roles.md)', () => {
  it('has an expectation for every operation of the contract', () => {
    const missing = operationList.filter((operation) => !(operation.id in EXPECTATIONS)).map((operation) => operation.id);
    expect(missing).toEqual([]);
  });

  it.each(operationList.map((operation) => [operation.id, operation] as const))('%s', async (_id, operation) => {
    const problems: string[] = [];
    for (const who of PRINCIPALS) {
      for (const request of casesFor(operation, world, who.name)) {
        const expected = expectedOutcome(ruleOf(operation.id as OperationId, request.variant), who.name);
        problems.push(...(await checkCell(operation, request, who, expected)));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('a soft-deleted space answers 404 to everything but get and restore (docs/behaviour.md)', () => {
  const onSpace = operationList.filter((operation) => operation.pathParams[0] === 'spaceId');
  const visible = new Set(['getSpace', 'restoreSpace']);

  it.each(onSpace.map((operation) => [operation.id, operation] as const))('%s', async (_id, operation) => {
    const problems: string[] = [];
    for (const who of PRINCIPALS.filter((principal) => principal.name === 'admin' || principal.name === 'read')) {
      for (const request of casesFor(operation, world, who.name)) {
        const deleted = { ...request, params: { ...request.params, spaceId: world.deletedSpaceId } };
        const expected: Outcome = visible.has(operation.id) ? expectedOutcome(ruleOf(operation.id as OperationId, request.variant), who.name) : 404;
        problems.push(...(await checkCell(operation, deleted, who, expected)));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("a space's permission flags describe the caller (docs/roles.md)", () => {
  const ranks = ['read', 'comment', 'edit', 'review', 'create', 'admin'];
  const atLeast = (role: string, needed: string) => ranks.indexOf(role) >= ranks.indexOf(needed);
  const roleOnSpace = { admin: 'admin', create: 'create', review: 'review', edit: 'edit', comment: 'comment', read: 'read', guest: 'read' };

  it.each(Object.entries(roleOnSpace))('%s holds %s', (name, role) => {
    const who = PRINCIPALS.find((principal) => principal.name === name)!;
    const response = harness.send({ method: 'GET', path: `/spaces/${world.spaceId}`, token: who.token });
    expect((response.body as { permissions: unknown }).permissions).toEqual({
      access: true,
      comment: atLeast(role, 'comment'),
      edit: atLeast(role, 'edit'),
      review: atLeast(role, 'review'),
      merge: atLeast(role, 'review'),
      admin: role === 'admin',
      // The flags the published service adds: seeing content, invite links, syncing Git, installing integrations.
      view: true,
      viewInviteLinks: role === 'admin',
      triggerGitSync: atLeast(role, 'edit'),
      installIntegration: role === 'admin',
    });
  });
});

/** The request with the organization and space of another organization in place of the matrix world's. */
function onOtherOrganization(request: RequestCase): RequestCase {
  const params = { ...request.params };
  if ('organizationId' in params) params.organizationId = DEMO.otherOrganization;
  if ('spaceId' in params) params.spaceId = DEMO.spaces.globex;
  const body = request.body && 'organization' in request.body ? { ...request.body, organization: DEMO.otherOrganization } : request.body;
  return { ...request, params, ...(body ? { body } : {}) };
}

const crossOrganization = operationList.filter(
  (operation) =>
    operation.pathParams.some((name) => name === 'organizationId' || name === 'spaceId') || operation.id === 'publishIntegration',
);

describe("another organization's resources answer 404 to every member and guest of acme", () => {
  const acmeCallers = PRINCIPALS.filter((who) => who.name !== 'anonymous' && who.name !== 'unknown-token' && who.name !== 'outsider');

  it.each(crossOrganization.map((operation) => [operation.id, operation] as const))('%s', async (_id, operation) => {
    const problems: string[] = [];
    for (const who of acmeCallers) {
      for (const request of casesFor(operation, world, who.name)) {
        figures.crossOrganization += 1;
        problems.push(...(await checkCell(operation, onOtherOrganization(request), who, 404)));
      }
    }
    expect(problems).toEqual([]);
  });
});
