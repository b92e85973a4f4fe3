/**
 * Test helpers of the domain tests: a demo world on a controlled clock, and `call`, which serves one operation
 * through the real core (routing, authentication, validation, the policy stage, the handler, the response
 * checked against the contract) and answers its body, or throws the refusal as an {@link HttpError}.
 */
import { operations, type OperationId } from '@docpub/sdk/contract';
import { ControlledClock } from '../../src/core/clock.js';
import { createCore, type Core } from '../../src/core/core.js';
import { Faults } from '../../src/core/faults.js';
import { HttpError } from '../../src/core/http-error.js';
import { Journal } from '../../src/core/journal.js';
import type { PlainResponse } from '../../src/core/types.js';
import { handlerTable, requestPolicy } from '../../src/handlers/index.js';
import type { UserRecord } from '../../src/store/records.js';
import type { Store } from '../../src/store/store.js';
import { createDemoWorld, DEMO, type DemoUser } from '../../src/demo/demo.js';
import { DAY, START } from '../support/clock.js';

export { DAY, START };
export const BASE_URL = 'http://docpub.test/v1';

export interface World {
  store: Store;
  clock: ControlledClock;
}

/** The demo world at a fixed start time. */
export function demoWorld(seed?: string): World {
  const clock = new ControlledClock(() => START);
  const store = createDemoWorld({ clock, ...(seed === undefined ? {} : { seed }) });
  return { store, clock };
}

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function userOf(world: World, as: DemoUser | UserRecord): UserRecord {
  if (typeof as !== 'string') return as;
  const user = world.store.data.users.get(DEMO.users[as]);
  if (!user) throw new Error(`no demo user ${as}`);
  return user;
}

/** A token of `user`, from the store's tokens. */
function tokenOf(world: World, user: UserRecord): string {
  for (const [token, userId] of world.store.data.tokens) if (userId === user.id) return token;
  throw new Error(`user ${user.id} has no token in this world`);
}

const cores = new WeakMap<World, Core>();

/** The world's core, made once: the server's handlers, response validation on, server bugs thrown. */
function coreOf(world: World): Core {
  let core = cores.get(world);
  if (!core) {
    core = createCore({
      store: world.store,
      clock: world.clock,
      handlers: handlerTable,
      policy: requestPolicy,
      baseUrl: BASE_URL,
      faults: new Faults(),
      journal: new Journal(world.clock),
      validateResponses: true,
      onBug: () => undefined,
    });
    cores.set(world, core);
  }
  return core;
}

/** The query as the wire carries it: each value as text, a list as repeated keys. */
function queryText(query: Record<string, unknown> = {}): Record<string, string | string[]> {
  const text: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    text[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return text;
}

/** Serves operation `id` as `as` through the core and answers the response as it is. */
export function serve(world: World, id: OperationId, as: DemoUser | UserRecord, input: CallInput = {}): PlainResponse {
  const operation = operations[id];
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(input.params?.[name] ?? ''),
  );
  const body = operation.body ? JSON.stringify(input.body ?? {}) : undefined;
  return coreOf(world).handle({
    method: operation.method,
    path: `/v1${path}`,
    query: queryText(input.query),
    headers: {
      authorization: `Bearer ${tokenOf(world, userOf(world, as))}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
}

/** Serves operation `id` as `as` and returns its answer's body; a refusal throws an {@link HttpError}. */
export function call(world: World, id: OperationId, as: DemoUser | UserRecord, input: CallInput = {}): any {
  const response = serve(world, id, as, input);
  const message = (response.body as { error?: { message?: string } } | undefined)?.error?.message ?? '';
  if (response.status >= 500) throw new Error(`${id} answered ${response.status}: ${message}`);
  if (response.status >= 400) throw new HttpError(response.status, message);
  return response.body;
}

/** The status of the HttpError `run` throws (fails the test when it throws something else or nothing). */
export function statusOf(run: () => unknown): number {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
  throw new Error('expected an HttpError, but the call succeeded');
}

/** The HttpError `run` throws. */
export function errorOf(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError, but the call succeeded');
}
