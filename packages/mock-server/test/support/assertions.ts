/**
 * The assertions of the server's behaviour tests: one for a refused call ({@link expectError}), one for
 * "changed nothing" ({@link expectNoChange}), one for a call that must succeed ({@link expectSuccess}).
 */
import { APIError, type PagePromise } from '@docpub/sdk';
import { operations, type OperationId } from '@docpub/sdk/contract';
import { expect } from 'vitest';
import type { DocPubServer } from '../../src/compose/assemble.js';
import type { ControlledClock } from '../../src/core/clock.js';

/** What a refused call answered. */
export interface Refusal {
  status: number;
  /** The error body's message (`field: rule`, `space 'x' not found`…). */
  message: string;
  error: APIError;
}

/**
 * Awaits a call that must fail with `status`. `detail`, when given, must be in the error body's message: a
 * text it contains (a field name such as `title` or `teams.1`, or a phrase) or a pattern it matches.
 */
export async function expectError(call: Promise<unknown>, status: number, detail?: string | RegExp): Promise<Refusal> {
  let failure: unknown;
  try {
    await call;
  } catch (error) {
    failure = error;
  }
  expect(failure, `expected a ${status} answer, but the call succeeded`).toBeInstanceOf(APIError);
  const error = failure as APIError;
  expect(error.status, error.message).toBe(status);
  const bodyMessage = (error.body as { error?: { message?: unknown } } | undefined)?.error?.message;
  const message = typeof bodyMessage === 'string' ? bodyMessage : error.message;
  if (typeof detail === 'string') expect(message).toContain(detail);
  if (detail instanceof RegExp) expect(message).toMatch(detail);
  return { status: error.status, message, error };
}

/** Asserts a 400 whose message names `field` first (`field: rule`); returns the message. */
export async function expectBadRequest(call: Promise<unknown>, field: string): Promise<string> {
  const { message } = await expectError(call, 400);
  expect(message.startsWith(`${field}: `), message).toBe(true);
  return message;
}

/** Every item of a list, across pages. */
export async function all<T>(list: PagePromise<T, unknown>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of list) items.push(item);
  return items;
}

/** The server a check reads, and how to wait for its background work (spec processing) first. */
interface Observed {
  server: DocPubServer<ControlledClock>;
  settle?: () => Promise<void>;
}

/**
 * Runs `change` and checks that the whole server state is exactly as before: any stray write, even an id
 * counter, fails it. With `status`, the change must also be refused with it.
 */
export async function expectNoChange(
  world: Observed | DocPubServer<ControlledClock>,
  change: () => Promise<unknown>,
  status?: number,
): Promise<void> {
  const { server, settle } = 'server' in world ? world : { server: world, settle: undefined };
  await settle?.();
  const before = server.control.snapshot();
  if (status === undefined) await change();
  else await expectError(change(), status);
  await settle?.();
  expect(server.control.snapshot()).toEqual(before);
}

/**
 * Awaits a call that must succeed as operation `id`: the server's journal shows exactly that operation,
 * answered with its success status. Returns what the call resolved to.
 */
export async function expectSuccess<T>(server: DocPubServer<ControlledClock>, id: OperationId, call: () => Promise<T>): Promise<T> {
  server.control.clearJournal();
  const result = await call();
  const served = server.control.journal().map((entry) => [entry.operationId, entry.status]);
  expect(served, id).toEqual([[id, operations[id].status]]);
  return result;
}
