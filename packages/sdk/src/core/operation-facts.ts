/**
 * What the client reads of an operation to send a call: its descriptor. An operation of the published
 * client's table is a descriptor already (its schemas stay in the contract until a validation needs them);
 * one with schemas (from `@docpub/sdk/contract`, or defined by the caller) is described once and remembered.
 */
import type { Operation } from '../contract/operation.js';
import { describeOperation, type OperationDescriptor } from '../contract/operation-descriptor.js';

/** What a call needs of an operation, with its query keys as a set for routing params. */
export interface OperationFacts extends OperationDescriptor {
  readonly queryKeySet: ReadonlySet<string>;
}

const facts = new WeakMap<object, OperationFacts>();

export function factsOf(operation: Operation | OperationDescriptor): OperationFacts {
  let known = facts.get(operation);
  if (!known) {
    const descriptor = isDeferred(operation) ? operation : describeOperation(operation);
    known = { ...descriptor, queryKeySet: new Set(descriptor.queryKeys) };
    facts.set(operation, known);
  }
  return known;
}

/** True for a descriptor standing in for an operation of the contract's table (no schemas of its own). */
export function isDeferred(operation: Operation | OperationDescriptor): operation is OperationDescriptor {
  return (operation as OperationDescriptor).deferred === true;
}
