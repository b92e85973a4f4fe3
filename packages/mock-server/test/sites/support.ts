/** Helpers of the site tests, on top of test/helpers/world.ts: the demo site's ids, error and state checks. */
import { APIError, type DocPub, type PagePromise } from '@docpub/sdk';
import { expect } from 'vitest';
import type { DocPubServer } from '../../src/core/assemble.js';
import type { ControlledClock } from '../../src/core/clock.js';
import { DEMO } from '../../src/world/demo.js';
import { testWorld, type TestWorld } from '../helpers/world.js';

export const ORG = DEMO.organization;
export const SITE = DEMO.sites.docs;
export const { sections: SECTIONS, groups: GROUPS, siteSpaces: SITE_SPACES, redirects: REDIRECTS } = DEMO.sites;
export const SHARE_KEY = DEMO.sites.shareKeys.partners;
export const SHARE_LINK = DEMO.sites.shareLinks.partners;
export const SPACES = DEMO.spaces;

/** The published URL of the demo site. */
export const DOCS_URL = 'https://acme.docpub.site/docs';

/** A demo world with an admin client, the commonest start of a site test. */
export function siteWorld(): TestWorld & { admin: DocPub } {
  const world = testWorld();
  return { ...world, admin: world.clientFor('admin') };
}

/**
 * Awaits a call that must fail, checks its status and, when given, that the message contains `detail`
 * (a field name such as `title`, or a phrase).
 */
export async function expectError(call: Promise<unknown>, status: number, detail?: string): Promise<APIError> {
  let failure: unknown;
  try {
    await call;
  } catch (error) {
    failure = error;
  }
  expect(failure, 'the call should have failed').toBeInstanceOf(APIError);
  const error = failure as APIError;
  expect(error.status, error.message).toBe(status);
  if (detail !== undefined) expect(error.message).toContain(detail);
  return error;
}

/** Every item of a list, across pages. */
export async function all<T>(list: PagePromise<T, unknown>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of list) items.push(item);
  return items;
}

/** Runs a refused `change` and checks that the whole server state is exactly as before (id counters included). */
export async function expectUnchanged(
  server: DocPubServer<ControlledClock>,
  change: () => Promise<unknown>,
  status?: number,
): Promise<void> {
  const before = server.control.snapshot();
  if (status === undefined) await change();
  else await expectError(change(), status);
  expect(server.control.snapshot()).toEqual(before);
}

/** `n` characters. */
export const chars = (n: number, char = 'a') => char.repeat(n);
