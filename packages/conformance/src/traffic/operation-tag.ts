/**
 * The operation of each request the SDK sends, as the SDK knows it: its `beforeRequest` hook is given the
 * request and the operation it calls, and the very same `Request` then reaches the recording fetch. So the
 * traffic log names the operation the SDK meant, and matching the URL back (OperationMatcher) is left for the
 * requests a scenario sends without the SDK.
 */
import type { BeforeRequestHook } from '@docpub/sdk';
import { operations, type Operation, type OperationId } from '@docpub/sdk/contract';

const tagged = new WeakMap<Request, Operation>();

/**
 * The SDK hook that tags each request with its operation. The hook's operation is the client's view of it (the
 * built client carries only its route until the schemas load), so the tag is the contract's operation of that
 * id, whose schemas and status the checks read.
 */
export const tagOperation: BeforeRequestHook = (request, operation) => {
  const full: Operation | undefined = operations[operation.id as OperationId];
  if (full) tagged.set(request, full);
};

/** The operation the SDK tagged `input` with, if it came from the SDK. */
export function taggedOperation(input: RequestInfo | URL): Operation | undefined {
  return input instanceof Request ? tagged.get(input) : undefined;
}
