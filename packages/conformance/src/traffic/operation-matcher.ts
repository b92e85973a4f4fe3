/**
 * Turns a concrete request (`GET /spaces/sp_1/content/path/guides%2Fintro`) back into the operation of the
 * contract it calls, with the contract's matcher. The SDK tags the requests it makes with their operation
 * (see client-factory.ts); this names the ones it cannot tag.
 */
import { compileOperationMatcher, operationList, type Operation } from '@docpub/sdk/contract';

/** Matches method + path (relative to the API base) against a table of operations. */
export class OperationMatcher {
  readonly #matcher: ReturnType<typeof compileOperationMatcher>;

  constructor(operations: readonly Operation[] = operationList) {
    this.#matcher = compileOperationMatcher(operations);
  }

  /** The operation `method path` calls, or `undefined` when the contract has none such. */
  match(method: string, path: string): Operation | undefined {
    const found = this.#matcher.match(method, path);
    return found.found ? found.operation : undefined;
  }
}
