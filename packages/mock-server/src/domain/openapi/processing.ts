/**
 * Processing of OpenAPI specs after the response (docs/behaviour.md, "OpenAPI specs"): `pending` → `progress` →
 * `complete`.
 *
 * The core answers synchronously, so a handler only marks the spec `pending` and schedules a job. The job
 * runs on later turns of the event loop: it moves the spec to `progress`, gets the text (inline, or fetched
 * through an injectable fetch with a timeout), parses and checks it, and ends `complete`, with a new version
 * when the content changed or with `lastProcessErrorCode` when it failed. Every timestamp is the clock's.
 *
 * A large text is parsed and checked off the server's thread (compose/server-tasks.ts: a worker where the
 * platform has one), so no slice of the job holds the thread for long; a worker that crashes or runs out of
 * time under a spec ends that spec with `PARSE_ERROR`, and the next spec gets a new worker.
 *
 * A job is dropped, without touching anything, when it is no longer the spec's latest (a newer PUT
 * rescheduled it), when the spec was deleted, or when the state was reset or restored (the store's data is
 * then another object). `whenSpecProcessingIdle` lets tests and the control API wait for every job to end.
 */
import { advanceGeneration } from '../../store/generation.js';
import type { Clock } from '../../core/clock.js';
import type { OpenApiSpecRecord } from '../../store/org-data-records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';
import { OFF_THREAD_MIN_CHARS, type ServerTaskRunner } from '../../compose/server-tasks.js';
import { messageOf } from '../../core/off-thread/tasks.js';
import { readSpecText, specOfJson, type SpecDocumentResult, type SpecTextRead } from './document.js';
import {
  DEFAULT_SPEC_FETCH_TIMEOUT_MS,
  fetchSpecText,
  type FetchedSpec,
  type SpecFetch,
  type SpecFetchPolicy,
  SPEC_FETCH_POLICIES,
} from './fetch-source.js';
import { defaultFetch } from '../../fetching/node-fetch.js';
import { recordVersionIfChanged } from './versions.js';

/** How a server fetches spec URLs (`createServer({ openapiFetch, openapiFetchTimeoutMs })`). */
export interface SpecProcessingOptions {
  /**
   * The fetch used for URL sources. By default the platform's `fetch` under `any`, and under `public` or
   * `loopback` a node:http fetch that checks every resolved address. Inject a fake in tests.
   */
  fetch?: SpecFetch | undefined;
  /** How long a fetch may take before the spec ends with `FETCH_TIMEOUT`; default 10 000 ms. */
  fetchTimeoutMs?: number | undefined;
  /** Which URLs may be fetched; `any` by default (see {@link SpecFetchPolicy}). */
  fetchPolicy?: SpecFetchPolicy | undefined;
  /**
   * What reads large spec texts (the process's shared worker, compose/server-runner.ts); without one, every
   * text is read on the server's thread.
   */
  runner?: ServerTaskRunner | undefined;
}

/** How a processing ended: the fetch's failure, or what reading the text gave. */
export type SpecOutcome = Extract<FetchedSpec, { error: string }> | SpecDocumentResult;

/** One turn of the event loop: lets the response go out before the job goes on. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The processing jobs of one store. */
class SpecProcessor {
  private readonly fetch: SpecFetch;
  private readonly timeoutMs: number;
  private readonly policy: SpecFetchPolicy;
  private readonly runner: ServerTaskRunner | undefined;
  /** Spec id → the token of its latest job; an older job of the spec stops at its next step. */
  private readonly latest = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();
  private tokens = 0;

  constructor(options: SpecProcessingOptions) {
    this.policy = options.fetchPolicy ?? 'any';
    this.fetch = options.fetch ?? defaultFetch(this.policy);
    this.timeoutMs = options.fetchTimeoutMs ?? DEFAULT_SPEC_FETCH_TIMEOUT_MS;
    this.runner = options.runner;
  }

  schedule(store: Store, clock: Clock, spec: OpenApiSpecRecord): void {
    const token = ++this.tokens;
    this.latest.set(spec.id, token);
    const data = store.data;
    const current = () =>
      store.data === data && this.latest.get(spec.id) === token && data.openapiSpecs.get(spec.id) === spec;
    const job = this.run(store, clock, spec, current)
      // Nobody awaits a job but `idle()`: a failure here is a server bug, reported rather than left unhandled.
      .catch((error: unknown) => console.error('[docpub-mock] server bug in OpenAPI processing:', error))
      .finally(() => {
        this.running.delete(job);
        if (this.latest.get(spec.id) === token) this.latest.delete(spec.id);
      });
    this.running.add(job);
  }

  async idle(): Promise<void> {
    // A job may be scheduled while others run, so wait until a pass finds none left.
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async run(store: Store, clock: Clock, spec: OpenApiSpecRecord, current: () => boolean): Promise<void> {
    await nextTurn();
    if (!current()) return;
    spec.processingState = 'progress';
    const fetched = await this.acquire(spec);
    if (!current()) return;
    const outcome = 'error' in fetched ? fetched : await this.read(fetched.text);
    if (!current()) return;
    completeProcessing(store, clock, spec, outcome);
  }

  /**
   * Reads a text: a large one through the runner, which hands the document back as JSON text, then a turn of the
   * event loop, so that receiving the answer and parsing and recording the document are two slices of the thread
   * rather than one. A worker's failure is the spec's `PARSE_ERROR`.
   */
  private async read(text: string): Promise<SpecDocumentResult> {
    if (this.runner === undefined || text.length < OFF_THREAD_MIN_CHARS) return readSpecText(text);
    let read: SpecTextRead;
    try {
      read = await this.runner.run('openapi.read-spec', text);
    } catch (error) {
      read = { ok: false, reason: messageOf(error) };
    }
    await nextTurn();
    return specOfJson(read);
  }

  /** The spec's text. An inline text also takes a turn, so `progress` is observable whatever the source. */
  private async acquire(spec: OpenApiSpecRecord): Promise<FetchedSpec> {
    const source = spec.source;
    if (source.kind === 'url') {
      return fetchSpecText(this.fetch, source.url, this.timeoutMs, this.policy);
    }
    await nextTurn();
    return { text: source.text };
  }
}

/**
 * Ends a processing: `complete` at the clock's time, with a new version when the text parsed as a spec whose
 * content changed, or with the failure's code.
 */
function completeProcessing(store: Store, clock: Clock, spec: OpenApiSpecRecord, outcome: SpecOutcome): void {
  // Processing ends after its request was answered: what is kept from the state must be made anew.
  advanceGeneration(store);
  spec.processingState = 'complete';
  spec.lastProcessedAt = isoNow(clock);
  if ('error' in outcome) {
    spec.lastProcessErrorCode = outcome.error;
    return;
  }
  if (!outcome.ok) {
    spec.lastProcessErrorCode = 'PARSE_ERROR';
    return;
  }
  delete spec.lastProcessErrorCode;
  recordVersionIfChanged(store, clock, spec, outcome.spec);
}

// Processors live beside the store, not in it: jobs and fetchers are not data, and snapshots must stay clonable.
const processors = new WeakMap<Store, SpecProcessor>();

function processorOf(store: Store): SpecProcessor {
  let processor = processors.get(store);
  if (!processor) processors.set(store, (processor = new SpecProcessor({})));
  return processor;
}

/** Sets how the server of `store` fetches spec URLs. Call it once, before serving. */
export function configureSpecProcessing(store: Store, options: SpecProcessingOptions): void {
  const timeout = options.fetchTimeoutMs;
  if (timeout !== undefined && !(Number.isFinite(timeout) && timeout > 0)) {
    throw new TypeError(`openapiFetchTimeoutMs: must be a positive number of milliseconds, got ${timeout}`);
  }
  if (options.fetchPolicy !== undefined && !SPEC_FETCH_POLICIES.includes(options.fetchPolicy)) {
    throw new TypeError(`openapiFetchPolicy: must be one of ${SPEC_FETCH_POLICIES.join(', ')}, got ${options.fetchPolicy}`);
  }
  processors.set(store, new SpecProcessor(options));
}

/** Processes `spec` after the current response; it must be `pending` already (see specs.ts). */
export function scheduleSpecProcessing(store: Store, clock: Clock, spec: OpenApiSpecRecord): void {
  processorOf(store).schedule(store, clock, spec);
}

/** Resolves once no processing of `store` is running (including jobs scheduled while waiting). */
export function whenSpecProcessingIdle(store: Store): Promise<void> {
  return processorOf(store).idle();
}
