/**
 * Helpers of the content and change-request tests: the demo world through the SDK, users holding exactly
 * one role on a space, seeding, and reading an error answer.
 */
import { APIError, type DocPub, type Role } from '@docpub/sdk';
import { expect } from 'vitest';
import { setGrant } from '../../src/domain/grants.js';
import type { SeedContentInput, SeededContent } from '../../src/world/content-seed.js';
import { DEMO } from '../../src/world/demo.js';
import { testWorld, type TestWorld } from '../helpers/world.js';

/** The demo space that holds content and change requests. */
export const SPACE = DEMO.content.space;
export const PAGES = DEMO.content.pages;
export const FILES = DEMO.content.files;

export interface ContentWorld extends TestWorld {
  /** A client for a new organization member (org role `read`) granted exactly `role` on `spaceId`. */
  withRole(role: Role, spaceId?: string): DocPub;
  /** A client for a new user outside every organization, granted `read` on `spaceId` (a guest). */
  guest(spaceId?: string): DocPub;
  /** Seeds the primary content of `spaceId` (default: the demo content space). */
  seed(input: Omit<SeedContentInput, 'kind' | 'spaceId'> & { spaceId?: string }): SeededContent;
}

export function contentWorld(): ContentWorld {
  const world = testWorld();
  const { server } = world;
  let made = 0;
  const grantedClient = (role: Role, spaceId: string, orgRole: 'read' | null) => {
    made += 1;
    const { user, token } = server.control.createUser({ displayName: `Tester ${made}`, orgRole });
    setGrant(server.store, { kind: 'space', id: spaceId }, { kind: 'user', id: user.id }, role);
    return world.clientFor(token);
  };
  return {
    ...world,
    withRole: (role, spaceId = SPACE) => grantedClient(role, spaceId, 'read'),
    guest: (spaceId = SPACE) => grantedClient('read', spaceId, null),
    seed: (input) => server.control.seed({ kind: 'content', spaceId: SPACE, ...input }) as SeededContent,
  };
}

/** What an API call refused with: its status and the error body's message. */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const message = (error.body as { error?: { message?: string } } | undefined)?.error?.message ?? '';
    return { status: error.status, message };
  }
  throw new Error('expected the call to be refused, but it succeeded');
}

/** Asserts a 400 whose message names `field` (`field: rule`). */
export async function expectBadRequest(call: Promise<unknown>, field: string): Promise<string> {
  const { status, message } = await refusal(call);
  expect(status, message).toBe(400);
  expect(message.startsWith(`${field}: `), message).toBe(true);
  return message;
}

/** The whole state as text, to compare before and after a request that must change nothing. */
export function stateOf(world: TestWorld): string {
  return JSON.stringify(world.server.control.snapshot(), (_key, value) =>
    value instanceof Map ? [...value.entries()] : value,
  );
}
