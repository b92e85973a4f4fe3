/**
 * `@docpub/mock-server`: the in-memory reference server of the DocPub API.
 *
 * @example
 * const server = createServer();
 * const response = await server.fetch('http://docpub.test/v1/user', { headers: { authorization: 'Bearer …' } });
 *
 * msw: `setupServer(...mswHandlers(server))`, with `mswHandlers` from `@docpub/mock-server/msw`. This entry
 * never loads msw (an optional peer dependency): only the `/msw` entry does, with the user's own msw.
 *
 * @module @docpub/mock-server
 */
export { createServer, type ServerOptions } from './server.js';
export {
  assembleServer,
  DEFAULT_BASE_URL,
  type DocPubServer,
  type World,
  type AssembleOptions,
  type WorldOptions,
  type ServeLayers,
} from './compose/assemble.js';
export { withCors } from './serve/cors.js';
export { withRequestLog, requestLine } from './serve/request-log.js';
export { createCore, noPolicy, type Core, type CoreOptions } from './core/core.js';
export { ControlledClock, MAX_CLOCK_TIME_MS, type Clock } from './core/clock.js';
export { DEMO } from './demo/demo.js';
export { HttpError, badRequest, conflict, forbidden, notFound } from './core/http-error.js';
export { Faults, faultRuleInput, type FaultRule, type FaultRuleInput } from './core/faults.js';
export {
  Journal,
  JOURNAL_CAPACITY,
  JOURNAL_MAX_BYTES,
  JOURNAL_MAX_BODY_BYTES,
  type JournalEntry,
  type JournalLimits,
} from './core/journal.js';
export { MAX_JSON_DEPTH, MAX_JSON_WIDTH } from './core/json-limits.js';
export { MAX_FAULT_RULES } from './core/faults.js';
export { MAX_KEPT_SNAPSHOTS } from './control/control.js';
export { MAX_PAGE_DEPTH } from './domain/content/page-edits.js';
export type { SpecFetchPolicy } from './domain/openapi/fetch-source.js';
export { paginate, sortByKey, compareKeys, type Page, type PageQuery, type PaginateOptions } from './core/pagination.js';
export { redactUrlCredentials, redactDeep, isSecretName } from './core/redact.js';
export { MAX_BODY_BYTES } from './core/validate.js';
export { API_PREFIX, CONTROL_PREFIX } from './core/paths.js';
export type { Control, UserFactory, Seeder } from './control/control.js';
export type { ServerSnapshot } from './control/server-snapshot.js';
export type { WorldsControl, WorldHandle } from './worlds/control.js';
export {
  DEFAULT_WORLD_LIMITS,
  WORLD_TOKEN_SEPARATOR,
  type WorldLimits,
  type NewWorldInput,
  type WorldInfo,
} from './worlds/registry.js';
export { WORLD_HEADER } from './worlds/http.js';
export { WORLD_FILE_FORMAT, worldFile, type WorldFile, type ValidWorldFile } from './worlds/world-file-schema.js';
export { WorldFileError, checkWorldFile, readWorldFile } from './worlds/world-file-check.js';
export { exportWorldFile } from './worlds/world-file-export.js';
export type { NewUserInput, SeedInput } from './control/schemas.js';
export {
  controlOperations,
  type ControlOperations,
  type ControlOperationId,
  type ControlInput,
  type ControlResult,
} from './control/operations.js';
export {
  createControlClient,
  ControlError,
  type ControlClient,
  type ControlClientOptions,
  type ControlRequest,
  type ControlAnswer,
} from './control/client.js';
export { startMock, writeReadyFile, type StartMockOptions, type StartedMock } from './runner/start.js';
export { connectMock, type MockConnection, type MockHandle, type RemoteWorld } from './runner/remote-world.js';
export {
  searchCalls,
  MAX_SEARCH_WORK,
  type Call,
  type CallFilter,
  type CallSearch,
  type NearestCall,
  type DeepPartial,
  type JournalView,
} from './verify/calls.js';
export { docpubMatchers, type CallSource, type ReceivedExpectation } from './verify/matchers.js';
export type { FetchFunction } from './adapters/fetch.js';
export type { ListenOptions, Listening } from './adapters/node.js';
export type { Dispatch } from './adapters/plain.js';
export type {
  PlainRequest,
  PlainResponse,
  Handler,
  HandlerContext,
  HandlerResult,
  HandlerTable,
  PreparedHandler,
  ExplicitResult,
  RequestPolicy,
} from './core/types.js';
export type { Grant, Grants, RequestToAuthorize } from './domain/access/grants.js';
export { Store, type StoreSnapshot } from './store/store.js';
