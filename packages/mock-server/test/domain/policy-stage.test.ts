/**
 * The policy stage: every operation's POLICY row is applied before its handler runs, and the handler receives
 * what the row authorized. The tables are complete by type (the `@ts-expect-error` lines are checked by tsc).
 */
import { operationList, operations } from '@docpub/sdk/contract';
import { describe, expect, it } from 'vitest';
import type { CompleteHandlerTable, HandlerContext } from '../../src/core/types.js';
import { authorizeRequest } from '../../src/domain/access/access.js';
import { POLICY, type PolicyTable } from '../../src/domain/access/policy.js';
import { handlerTable } from '../../src/handlers/index.js';
import { DEMO } from '../../src/demo/demo.js';
import { BASE_URL, call, demoWorld, statusOf, type World } from './world.js';

/** The path parameters each kind of row reads its resource from. */
const RESOURCE_PARAMS = {
  token: [],
  organization: ['organizationId'],
  collection: ['collectionId'],
  team: ['organizationId', 'teamId'],
  space: ['spaceId'],
} as const;

function contextOf(world: World, id: keyof typeof operations, as: keyof typeof DEMO.users, params: Record<string, string>) {
  const user = world.store.data.users.get(DEMO.users[as])!;
  return {
    operation: operations[id],
    params,
    query: {},
    body: undefined,
    user,
    store: world.store,
    clock: world.clock,
    baseUrl: BASE_URL,
  } as unknown as HandlerContext;
}

describe('the policy stage', () => {
  it('finds the resource of every row in its operation’s path, except the rows a handler resolves', () => {
    const unresolvable = operationList
      .filter((operation) => {
        const row: PolicyTable[keyof PolicyTable] = POLICY[operation.id as keyof PolicyTable];
        if (row.on === 'organization' && row.resolvedBy === 'handler') return false;
        return RESOURCE_PARAMS[row.on].some((name) => !operation.pathParams.includes(name as never));
      })
      .map((operation) => operation.id);
    expect(unresolvable).toEqual([]);
    // Rows resolved by their handler: getSpace (its space may be reached by a share key as well as by a role)
    // and publishIntegration (its organization is named by the body).
    const byHandler = Object.entries(POLICY).filter(([, row]) => 'resolvedBy' in row).map(([id]) => id);
    expect(byHandler).toEqual(['getSpace', 'publishIntegration']);
  });

  it('hands a space row’s handler the space, the caller’s role and view', () => {
    const world = demoWorld();
    const granted = authorizeRequest(contextOf(world, 'getSpaceContentInsights', 'edit', { spaceId: DEMO.spaces.api }));
    expect(granted).toMatchObject({ space: { id: DEMO.spaces.api }, role: 'edit' });
  });

  it('hands a team row’s handler the organization and the team', () => {
    const world = demoWorld();
    const ctx = contextOf(world, 'listTeamMembers', 'read', {
      organizationId: DEMO.organization,
      teamId: DEMO.teams.writers,
    });
    expect(authorizeRequest(ctx)).toMatchObject({
      organization: { id: DEMO.organization },
      team: { id: DEMO.teams.writers },
    });
  });

  it('grants nothing in advance for a row its handler resolves', () => {
    const world = demoWorld();
    expect(authorizeRequest(contextOf(world, 'publishIntegration', 'admin', { integrationName: 'x' }))).toBeUndefined();
  });

  it('answers 404 to an outsider and 403 to a low role before the handler runs', () => {
    const world = demoWorld();
    // The core's authorize stage runs before every handler: a caller the row refuses stops there, nothing deleted.
    const params = { spaceId: DEMO.spaces.handbook };
    expect(statusOf(() => call(world, 'deleteSpace', 'outsider', { params }))).toBe(404);
    expect(statusOf(() => call(world, 'deleteSpace', 'read', { params }))).toBe(403);
    expect(world.store.data.spaces.get(DEMO.spaces.handbook)?.deletedAt).toBeUndefined();
  });

  it('hands the handler a context that carries its grant from the start', () => {
    const world = demoWorld();
    let seen: { granted: unknown; keys: string[] } | undefined;
    const original = handlerTable.getSpaceContentInsights;
    const spy = (ctx: HandlerContext) => {
      seen = { granted: ctx.granted, keys: Object.keys(ctx) };
      return (original as (context: never) => unknown)(ctx as never);
    };
    (handlerTable as Record<string, unknown>).getSpaceContentInsights = spy;
    try {
      call(world, 'getSpaceContentInsights', 'edit', { params: { spaceId: DEMO.spaces.api } });
    } finally {
      (handlerTable as Record<string, unknown>).getSpaceContentInsights = original;
    }
    expect(seen?.granted).toMatchObject({ space: { id: DEMO.spaces.api }, role: 'edit' });
    expect(seen?.keys).toContain('granted');
  });

  it('keeps both tables complete by type', () => {
    // @ts-expect-error a policy table without a row for every operation does not compile
    const partialPolicy: PolicyTable = { getCurrentUser: { on: 'token' } };
    // @ts-expect-error a handler table without a handler for every operation does not compile
    const partialHandlers: CompleteHandlerTable = { getCurrentUser: handlerTable.getCurrentUser };
    expect(Object.keys(partialPolicy)).toEqual(['getCurrentUser']);
    expect(Object.keys(partialHandlers)).toEqual(['getCurrentUser']);
    expect(Object.keys(POLICY).sort()).toEqual(operationList.map((operation) => operation.id).sort());
  });
});
