/**
 * The part of autocannon 9's API the benchmark uses (the package ships no types). Written from its README:
 * `autocannon(opts)` returns an event emitter that is also a promise of the result.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    /** Concurrent connections. */
    connections?: number;
    /** Seconds to run. */
    duration?: number;
    /** Stop after this many requests. */
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    pipelining?: number;
    /** Milliseconds between samples; a run that reached `amount` ends at the next sample. */
    sampleInt?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p99: number;
  }

  interface Result {
    url: string;
    /** Seconds the run lasted. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Absent when autocannon runs off the main thread: it leaves the result raw there (see `aggregateResult`). */
    latency?: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  namespace autocannon {
    /** Turns raw results (histograms encoded) into one result, as autocannon does on the main thread. */
    function aggregateResult(results: Result[], options: Options): Result;
  }
  export default autocannon;
}
