/**
 * The operation of each request the SDK sends, as the SDK knows it: its `beforeRequest` hook is given the
 * request and the operation it calls, and the very same `Request` then reaches the recording fetch. So the
 * traffic log names the operation the SDK meant, and matching the URL back (OperationMatcher) is left for the
 * requests a scenario sends without the SDK.
 */
import type { BeforeRequestHook } from '@docpub/sdk';
import type { Operation } from '@docpub/sdk/contract';

const tagged = new WeakMap<Request, Operation>();

/** The SDK hook that tags each request with its operation. */
export const tagOperation: BeforeRequestHook = (request, operation) => {
  tagged.set(request, operation);
};

/** The operation the SDK tagged `input` with, if it came from the SDK. */
export function taggedOperation(input: RequestInfo | URL): Operation | undefined {
  return input instanceof Request ? tagged.get(input) : undefined;
}
