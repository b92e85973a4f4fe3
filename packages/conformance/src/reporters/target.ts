/** How reports name the target of a run: its base URL, and the world of a shared reference server it ran in. */
import type { ConformanceResult } from '../result.js';

/** `http://127.0.0.1:4010/v1`, or `http://127.0.0.1:4010/v1 (world w_0123456789abcdef)`. */
export function describeTarget(target: ConformanceResult['target']): string {
  return target.world === undefined ? target.baseUrl : `${target.baseUrl} (world ${target.world})`;
}
