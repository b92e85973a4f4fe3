/**
 * Load with autocannon: a fixed number of connections for a bounded time (or, in a smoke run, a bounded number
 * of requests), successful answers per second.
 */
import autocannon from 'autocannon';

/** One load run's outcome. */
export interface LoadOutcome {
  /** 2xx answers per second over the run. */
  rps: number;
  /** Median latency, ms. */
  latencyP50: number;
  latencyP99: number;
  errors: number;
  timeouts: number;
}

/** One load run. */
export interface LoadPlan {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** Stop after this many requests instead of after `durationSeconds` (a smoke run: a handful). */
  requests?: number;
}

/**
 * Loads `plan.url` and returns the 2xx rate. Any non-2xx answer is an error: a server that answers 401 or 404
 * quickly must never look fast. A watchdog stops autocannon if it outlives its duration.
 */
export async function load(plan: LoadPlan): Promise<LoadOutcome> {
  const options = {
    url: plan.url,
    headers: plan.headers,
    connections: plan.connections,
    duration: plan.durationSeconds,
    // A run bounded by requests ends at the first sample after the last answer: sample often.
    ...(plan.requests === undefined ? {} : { amount: plan.requests, sampleInt: 10 }),
    timeout: 10,
  };
  const instance = autocannon(options);
  const watchdog = setTimeout(() => instance.stop(), (plan.durationSeconds + 15) * 1000);
  try {
    const raw = await instance;
    // Off the main thread (the test runner's workers) autocannon hands back the raw result; aggregate it as it
    // would on the main thread.
    const result = raw.latency ? raw : autocannon.aggregateResult([raw], options);
    if (result.non2xx > 0) throw new Error(`${plan.url}: ${result.non2xx} non-2xx answers under load`);
    if (result['2xx'] === 0) throw new Error(`${plan.url}: no successful answer under load`);
    // autocannon reports the duration in hundredths of a second: a handful of requests can take less.
    return {
      rps: result['2xx'] / Math.max(result.duration, 0.01),
      latencyP50: result.latency!.p50,
      latencyP99: result.latency!.p99,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  } finally {
    clearTimeout(watchdog);
  }
}
