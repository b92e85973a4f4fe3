/**
 * The response schema of an operation, from the validation kit loaded on first use and kept: the first
 * validated call waits for it (zod and the contract's schemas, tens of milliseconds), every later one finds
 * it loaded. A call starts the load when it is sent, so it overlaps the request's time on the network.
 */
import type { z } from 'zod';
import type { Operation } from '../contract/operation.js';
import type { OperationDescriptor } from '../contract/operation-descriptor.js';
import { isDeferred } from './operation-facts.js';

type ValidationKit = typeof import('./validation-kit.js');

let kit: ValidationKit | undefined;
let loading: Promise<ValidationKit> | undefined;

/** The kit when loaded, else the promise of it; a failed load is tried again by the next call. */
export function validationKit(): ValidationKit | Promise<ValidationKit> {
  if (kit) return kit;
  loading ??= import('./validation-kit.js').then(
    (loaded) => (kit = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the kit if it is not loaded; a failure is reported by the call that needs the kit. */
export function preloadValidationKit(): void {
  const pending = validationKit();
  if (pending instanceof Promise) pending.catch(() => undefined);
}

/** The schema of the operation's success body, from the loaded kit, or `undefined` if it has none. */
export function responseSchema(loaded: ValidationKit, operation: Operation | OperationDescriptor): z.ZodType | undefined {
  return isDeferred(operation)
    ? (loaded.operations as Readonly<Record<string, Operation>>)[operation.id]?.response
    : operation.response;
}
