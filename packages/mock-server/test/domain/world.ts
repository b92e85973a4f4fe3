/**
 * Test helpers: a demo world on a controlled clock, and `call`, which runs one handler the way the core
 * would (query and body parsed by the operation's schemas, the response checked against the contract).
 */
import { operations, type OperationId, type Operations } from '@docpub/sdk/contract';
import { ControlledClock } from '../../src/core/clock.js';
import { HttpError } from '../../src/core/http-error.js';
import type { Handler, HandlerContext } from '../../src/core/types.js';
import { handlerTable } from '../../src/handlers/index.js';
import type { UserRecord } from '../../src/store/records.js';
import type { Store } from '../../src/store/store.js';
import { createDemoWorld, DEMO, type DemoUser } from '../../src/world/demo.js';

export const BASE_URL = 'http://docpub.test/v1';
export const START = Date.UTC(2025, 0, 1, 12, 0, 0);
export const DAY = 24 * 60 * 60 * 1000;

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

/** Runs the handler of `id` as `as` and returns its result (an explicit result's body). */
export function call<K extends OperationId>(
  world: World,
  id: K,
  as: DemoUser | UserRecord,
  input: CallInput = {},
): any {
  const operation = operations[id];
  const handler = handlerTable[id] as Handler | undefined;
  if (!handler) throw new Error(`no handler for ${id}`);
  const query = operation.query ? (operation.query as any).parse(input.query ?? {}) : {};
  const body = operation.body ? (operation.body as any).parse(input.body ?? {}) : undefined;
  const context = {
    operation,
    params: input.params ?? {},
    query,
    body,
    user: userOf(world, as),
    store: world.store,
    clock: world.clock,
    baseUrl: BASE_URL,
  } as unknown as HandlerContext<Operations[K]>;
  const result: any = handler(context as unknown as HandlerContext);
  const answer = result?.explicit ? result.body : result;
  if (operation.response) (operation.response as any).parse(answer);
  return answer;
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
