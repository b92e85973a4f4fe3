/**
 * Turns a concrete request (`GET /spaces/sp_1/content/path/guides%2Fintro`) back into the operation of the
 * contract it calls, so coverage is measured from what went over the wire, not from what the SDK meant.
 */
import { operationList, type Operation } from '@docpub/sdk/contract';

interface Template {
  operation: Operation;
  /** Literal segments as text, parameters as `undefined`. */
  segments: (string | undefined)[];
  /** How many segments are literal: the more, the more specific (`versions/latest` beats `versions/{id}`). */
  literals: number;
}

/** Matches method + path (relative to the API base) against a table of operations. */
export class OperationMatcher {
  readonly #templates: Template[];

  constructor(operations: readonly Operation[] = operationList) {
    this.#templates = operations.map((operation) => {
      const segments = operation.path
        .split('/')
        .slice(1)
        .map((part) => (/^\{[^}]+\}$/.test(part) ? undefined : part));
      return { operation, segments, literals: segments.filter((part) => part !== undefined).length };
    });
  }

  /** The operation `method path` calls, or `undefined` when the contract has none such. */
  match(method: string, path: string): Operation | undefined {
    const segments = path.split('/').slice(1);
    let best: Template | undefined;
    for (const template of this.#templates) {
      if (template.operation.method !== method.toUpperCase()) continue;
      if (!fits(template.segments, segments)) continue;
      if (!best || template.literals > best.literals) best = template;
    }
    return best?.operation;
  }
}

function fits(template: readonly (string | undefined)[], segments: readonly string[]): boolean {
  if (template.length !== segments.length) return false;
  return template.every((part, index) => {
    const segment = segments[index]!;
    return part === undefined ? segment !== '' : part === segment;
  });
}
