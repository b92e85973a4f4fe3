/**
 * The options of a client and of a single call, and their resolution: defaults, environment fallbacks and
 * checks that turn a bad option into a {@link ConfigurationError} naming it.
 */
import type { z } from 'zod';
import type { Operation } from '../contract/operation.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import { InvalidArgumentError } from '../errors/invalid-argument-error.js';
import type { ValidationContext } from '../errors/response-validation-error.js';
import { defaultSleep, type Sleep } from './sleep.js';

/** How success responses are checked against the contract: throw, report and go on, or skip. */
export type ValidationMode = 'strict' | 'warn' | 'off';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/** Any console-like sink; each method is optional. */
export interface Logger {
  debug?: (message: string, ...details: unknown[]) => void;
  info?: (message: string, ...details: unknown[]) => void;
  warn?: (message: string, ...details: unknown[]) => void;
  error?: (message: string, ...details: unknown[]) => void;
}

/** Runs before each attempt; may return a replacement `Request`. */
export type BeforeRequestHook = (
  request: Request,
  operation: Operation,
) => Request | void | Promise<Request | void>;

/** Runs after each attempt's answer, before error mapping and parsing; may return a replacement `Response`. */
export type AfterResponseHook = (
  request: Request,
  response: Response,
  operation: Operation,
) => Response | void | Promise<Response | void>;

export interface ClientHooks {
  beforeRequest?: BeforeRequestHook[];
  afterResponse?: AfterResponseHook[];
}

/** Receives the complaints about a response that broke the contract, in validation mode `'warn'`. */
export type ValidationIssuesHandler = (
  issues: readonly z.core.$ZodIssue[],
  context: ValidationContext & { body: unknown },
) => void;

/** Options of a client. Only `token` and `baseUrl` are needed, and both may come from the environment. */
export interface ClientOptions {
  /** API token, sent as `Authorization: Bearer <token>`. Default: `process.env.DOCPUB_TOKEN`. */
  token?: string;
  /** Base URL including `/v1`, e.g. `http://127.0.0.1:4010/v1`. Default: `process.env.DOCPUB_BASE_URL`. */
  baseUrl?: string;
  /** A fetch implementation (e.g. a reference server's `server.fetch`). Default: `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  /**
   * Milliseconds each attempt may take, from sending the request to the last byte of the answer's body.
   * Default 60 000; `Infinity` waits forever.
   */
  timeout?: number;
  /**
   * Largest answer body read, in bytes; a larger one ends the call with `ResponseTooLargeError` instead of
   * being held in memory. Default 64 MiB ({@link DEFAULT_MAX_RESPONSE_BYTES}).
   */
  maxResponseBytes?: number;
  /** Retries after the first attempt, for retryable failures. Default 2. */
  maxRetries?: number;
  /** Retry POST and PATCH too (they may not be safe to repeat). Default false; a call can opt in with `retry`. */
  retryNonIdempotent?: boolean;
  /** Default `'strict'`. */
  validation?: ValidationMode;
  /** Called in `'warn'` mode; without it the issues go to `logger.warn`. */
  onValidationIssues?: ValidationIssuesHandler;
  hooks?: ClientHooks;
  /** Default `console`. The token never reaches it. */
  logger?: Logger;
  /** Default `'warn'`. */
  logLevel?: LogLevel;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
  /** Waits between retries; injectable so tests need not wait. Must settle early when `signal` aborts. */
  sleep?: Sleep;
  /** Source of backoff jitter in [0, 1); injectable for tests. Default `Math.random`. */
  random?: () => number;
}

/** Options of one call; each overrides the client's. */
export interface RequestOptions {
  /** Abandons the call, including a wait before a retry. */
  signal?: AbortSignal;
  /** Milliseconds each attempt may take, body included. */
  timeout?: number;
  /** Largest answer body read, in bytes. */
  maxResponseBytes?: number;
  maxRetries?: number;
  /** `true` opts a POST/PATCH into retries; `false` disables retries for this call. */
  retry?: boolean;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  validation?: ValidationMode;
}

/** Client options with every default applied and every value checked. */
export interface ResolvedClientOptions {
  token: string;
  /** Without a trailing slash. */
  baseUrl: string;
  fetch: typeof globalThis.fetch | undefined;
  timeout: number;
  maxResponseBytes: number;
  maxRetries: number;
  retryNonIdempotent: boolean;
  validation: ValidationMode;
  onValidationIssues: ValidationIssuesHandler | undefined;
  hooks: { beforeRequest: BeforeRequestHook[]; afterResponse: AfterResponseHook[] };
  logger: Logger;
  logLevel: LogLevel;
  headers: Record<string, string>;
  sleep: Sleep;
  random: () => number;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;
/** The default `maxResponseBytes`: 64 MiB, far above any answer of the API, far below what hurts a process. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
const VALIDATION_MODES: readonly ValidationMode[] = ['strict', 'warn', 'off'];
const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'off'];
// Timers overflow past a signed 32-bit count of milliseconds and would fire at once.
const MAX_TIMER_MS = 2_147_483_647;

/** Applies defaults and environment fallbacks; throws {@link ConfigurationError} naming a bad option. */
export function resolveClientOptions(options: ClientOptions = {}): ResolvedClientOptions {
  const fail = (message: string) => new ConfigurationError(message);
  return {
    token: resolveToken(options.token),
    baseUrl: resolveBaseUrl(options.baseUrl),
    fetch: checkFunction(options.fetch, 'fetch', fail),
    timeout: checkTimeout(options.timeout, fail) ?? DEFAULT_TIMEOUT_MS,
    maxResponseBytes: checkMaxResponseBytes(options.maxResponseBytes, fail) ?? DEFAULT_MAX_RESPONSE_BYTES,
    maxRetries: checkMaxRetries(options.maxRetries, fail) ?? DEFAULT_MAX_RETRIES,
    retryNonIdempotent: options.retryNonIdempotent ?? false,
    validation: checkValidationMode(options.validation, fail) ?? 'strict',
    onValidationIssues: checkFunction(options.onValidationIssues, 'onValidationIssues', fail),
    hooks: {
      beforeRequest: [...(options.hooks?.beforeRequest ?? [])],
      afterResponse: [...(options.hooks?.afterResponse ?? [])],
    },
    logger: options.logger ?? console,
    logLevel: checkOneOf(options.logLevel, 'logLevel', LOG_LEVELS, fail) ?? 'warn',
    headers: { ...options.headers },
    sleep: checkFunction(options.sleep, 'sleep', fail) ?? defaultSleep,
    random: checkFunction(options.random, 'random', fail) ?? Math.random,
  };
}

/** Checks the numeric and enumerated options of one call; throws {@link InvalidArgumentError} naming a bad one. */
export function checkRequestOptions(options: RequestOptions): void {
  const fail = (message: string) => new InvalidArgumentError(message);
  // A misplaced argument (a string where the options go) must not pass silently as "no options".
  if (typeof options !== 'object' || options === null) throw fail('options: must be an object');
  checkTimeout(options.timeout, fail);
  checkMaxResponseBytes(options.maxResponseBytes, fail);
  checkMaxRetries(options.maxRetries, fail);
  checkValidationMode(options.validation, fail);
  if (options.signal !== undefined && !(options.signal instanceof AbortSignal)) {
    throw fail('signal: must be an AbortSignal');
  }
}

function resolveToken(given: string | undefined): string {
  const token = given ?? readEnv('DOCPUB_TOKEN');
  if (token === undefined || token === '') {
    throw new ConfigurationError(
      'token: missing. Pass it as new DocPub({ token }) or set the DOCPUB_TOKEN environment variable.',
    );
  }
  if (typeof token !== 'string') throw new ConfigurationError('token: must be a string');
  // Never echo the value: it is a secret.
  if (/[\s\u0000-\u001f\u007f]/.test(token)) {
    throw new ConfigurationError('token: must not contain whitespace or control characters');
  }
  return token;
}

function resolveBaseUrl(given: string | undefined): string {
  const baseUrl = given ?? readEnv('DOCPUB_BASE_URL');
  if (baseUrl === undefined || baseUrl === '') {
    throw new ConfigurationError(
      'baseUrl: missing. Pass it as new DocPub({ baseUrl }) (e.g. http://127.0.0.1:4010/v1) or set the DOCPUB_BASE_URL environment variable.',
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new ConfigurationError(`baseUrl: must be an absolute http(s) URL such as http://127.0.0.1:4010/v1 (got "${baseUrl}")`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigurationError(`baseUrl: must use http or https (got "${parsed.protocol}")`);
  }
  if (parsed.search !== '' || parsed.hash !== '') {
    throw new ConfigurationError('baseUrl: must not have a query string or fragment');
  }
  // A loop, not `/\/+$/`: a regex tries that from every slash of a run that does not end the text (quadratic).
  let end = baseUrl.length;
  while (end > 0 && baseUrl.charCodeAt(end - 1) === 0x2f) end--;
  return baseUrl.slice(0, end);
}

/** Reads an environment variable where there is an environment (not in a browser). */
function readEnv(name: string): string | undefined {
  if (typeof process === 'undefined' || typeof process.env !== 'object') return undefined;
  const value = process.env[name]?.trim();
  return value === '' ? undefined : value;
}

type Fail = (message: string) => Error;

function checkTimeout(value: number | undefined, fail: Fail): number | undefined {
  if (value === undefined) return undefined;
  if (value === Number.POSITIVE_INFINITY) return value;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_TIMER_MS) {
    throw fail(`timeout: must be a number of milliseconds from 1 to ${MAX_TIMER_MS}, or Infinity`);
  }
  return value;
}

function checkMaxResponseBytes(value: number | undefined, fail: Fail): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw fail('maxResponseBytes: must be a whole number of bytes, 1 or more');
  }
  return value;
}

function checkMaxRetries(value: number | undefined, fail: Fail): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw fail('maxRetries: must be an integer of 0 or more');
  }
  return value;
}

function checkValidationMode(value: ValidationMode | undefined, fail: Fail): ValidationMode | undefined {
  return checkOneOf(value, 'validation', VALIDATION_MODES, fail);
}

function checkOneOf<T extends string>(value: T | undefined, name: string, allowed: readonly T[], fail: Fail) {
  if (value !== undefined && !allowed.includes(value)) {
    throw fail(`${name}: must be one of ${allowed.join(', ')}`);
  }
  return value;
}

function checkFunction<T>(value: T | undefined, name: string, fail: Fail): T | undefined {
  if (value !== undefined && typeof value !== 'function') throw fail(`${name}: must be a function`);
  return value;
}
