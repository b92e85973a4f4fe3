/**
 * `@docpub/mock-server`: the in-memory reference server of the DocPub API.
 *
 * @example
 * const server = createServer();
 * const response = await server.fetch('http://docpub.test/v1/user', { headers: { authorization: 'Bearer …' } });
 *
 * msw: `setupServer(...server.handlers)`; `mswHandlers` (also at `@docpub/mock-server/msw`) serves any server-like object.
 *
 * @module @docpub/mock-server
 */
export { createServer, type ServerOptions } from './server.js';
export { assembleServer, DEFAULT_BASE_URL, type DocPubServer, type World, type AssembleOptions } from './core/assemble.js';
export { createCore, type Core, type CoreOptions } from './core/core.js';
export { ControlledClock, MAX_CLOCK_TIME_MS, type Clock } from './core/clock.js';
export { DEMO } from './world/demo.js';
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
export type { NewUserInput, SeedInput } from './control/schemas.js';
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
  ExplicitResult,
} from './core/types.js';
export { Store, type StoreSnapshot } from './store/store.js';
