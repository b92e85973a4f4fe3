/**
 * The SDK's machinery: the client, its options, calls, pagination.
 *
 * @module core
 */
export { APIClient, USER_AGENT, type ItemOf, type PaginatedOperation } from './api-client.js';
export { APIResource } from './api-resource.js';
export { APIPromise } from './api-promise.js';
export { LIST_IS_NOT_AN_ARRAY, type ArrayMisuseHints, type ListIsNotAnArray } from './array-misuse.js';
export { ListPage, MAX_EMPTY_PAGES_IN_A_ROW, PagePromise, type ListBody, type PageFetcher } from './pagination.js';
export {
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  type AfterResponseHook,
  type BeforeRequestHook,
  type ClientHooks,
  type ClientOptions,
  type Logger,
  type LogLevel,
  type RequestOptions,
  type ValidationIssuesHandler,
  type ValidationMode,
} from './options.js';
export type { Sleep } from './sleep.js';
export { BACKOFF_BASE_MS, BACKOFF_CAP_MS, SERVER_DELAY_CAP_MS } from './retry.js';
