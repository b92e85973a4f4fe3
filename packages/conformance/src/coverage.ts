/** Coverage, measured: which operations of the contract the scenarios' requests actually reached. */
import { operationList, type Operation } from '@docpub/sdk/contract';
import type { Coverage } from './result.js';
import type { TrafficLog } from './traffic/traffic-log.js';

/**
 * Operations `log` reached. A request counts when it got an answer below 500: a 5xx (a 501 for an operation
 * the target lacks included) means the operation did not work, so it was not exercised.
 */
export function reachedOperations(log: TrafficLog): Set<string> {
  const reached = new Set<string>();
  for (const request of log.requests) {
    if (request.operation && request.status !== undefined && request.status < 500) reached.add(request.operation);
  }
  return reached;
}

/** `covered N of M` over every operation of the contract, and the ones missed. */
export function measureCoverage(reached: ReadonlySet<string>, all: readonly Operation[] = operationList): Coverage {
  const uncovered = all
    .filter((operation) => !reached.has(operation.id))
    .map((operation) => ({ id: operation.id, method: operation.method, path: operation.path }));
  return { covered: all.length - uncovered.length, total: all.length, uncovered };
}
