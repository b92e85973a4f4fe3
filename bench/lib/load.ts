/** Load with autocannon: a fixed number of connections for a bounded time, successful answers per second. */
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
}

/**
 * Loads `plan.url` and returns the 2xx rate. Any non-2xx answer is an error: a server that answers 401 or 404
 * quickly must never look fast. A watchdog stops autocannon if it outlives its duration.
 */
export async function load(plan: LoadPlan): Promise<LoadOutcome> {
  const instance = autocannon({
    url: plan.url,
    headers: plan.headers,
    connections: plan.connections,
    duration: plan.durationSeconds,
    timeout: 10,
  });
  const watchdog = setTimeout(() => instance.stop(), (plan.durationSeconds + 15) * 1000);
  try {
    const result = await instance;
    if (result.non2xx > 0) throw new Error(`${plan.url}: ${result.non2xx} non-2xx answers under load`);
    if (result.duration <= 0 || result['2xx'] === 0) throw new Error(`${plan.url}: no successful answer under load`);
    return {
      rps: result['2xx'] / result.duration,
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  } finally {
    clearTimeout(watchdog);
  }
}
