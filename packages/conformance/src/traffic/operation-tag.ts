/**
 * The operation of each request the SDK sends, as the SDK knows it: its `beforeRequest` hook is given the
 * request and the operation it calls, and the very same `Request` then reaches the recording fetch. So the
 * traffic log names the operation the SDK meant, and matching the URL back (OperationMatcher) is left for the
 * requests a scenario sends without the SDK.
 */
import type { BeforeRequestHook } from '@docpub/sdk';
import { operations, type Operation } from '@docpub/sdk/contract';

const tagged = new WeakMap<Request, Operation>();

/** The SDK hook that tags each request with its operation. */
export const tagOperation: BeforeRequestHook = (request, operation) => {
  tagged.set(request, contractOperation(operation));
};

/**
 * The built client hands its hook a descriptor (wire facts only, no schemas: its import loads no zod), so the
 * tag is the contract's own row of that id, which the checks read for the promised response.
 */
function contractOperation(operation: Operation): Operation {
  return (operations as Readonly<Record<string, Operation>>)[operation.id] ?? operation;
}

/** The operation the SDK tagged `input` with, if it came from the SDK. */
export function taggedOperation(input: RequestInfo | URL): Operation | undefined {
  return input instanceof Request ? tagged.get(input) : undefined;
}
