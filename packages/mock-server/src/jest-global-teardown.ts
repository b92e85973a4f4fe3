/**
 * `@docpub/mock-server/jest/global-teardown`: stops the server the global set-up started (both run in Jest's
 * main process, so the set-up leaves it on `globalThis` under a symbol of its own).
 *
 * @module @docpub/mock-server/jest/global-teardown
 */
/** Where the global set-up keeps the running server for the teardown. */
export const RUNNING_MOCK = Symbol.for('@docpub/mock-server/jest:running');

export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as Record<symbol, unknown>;
  const mock = holder[RUNNING_MOCK] as { close(): Promise<void> } | undefined;
  delete holder[RUNNING_MOCK];
  await mock?.close();
}
