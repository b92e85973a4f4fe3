/** Assertions shared by the reference server's behaviour tests: refusals, whole lists, untouched state. */
import { APIError, type PagePromise } from '@docpub/sdk';
import { expect } from 'vitest';
import type { DocPubServer } from '../../src/core/assemble.js';
import type { ControlledClock } from '../../src/core/clock.js';

/**
 * Awaits a call that must fail, checks its status and, when given, that the message contains `detail`
 * (a field name such as `title` or `teams.1`, or a phrase).
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

/**
 * Runs a refused `change` (failing with `status`, when given) and checks that the whole server state is exactly
 * as before: any stray write, even an id counter, fails it.
 */
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
