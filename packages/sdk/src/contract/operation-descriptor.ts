/**
 * An operation's wire facts without its schemas: what a client needs to send a call and to know whether an
 * answer carries data. Derived from the operation table, never written by hand.
 *
 * The SDK's client calls through a table of these instead of the zod schemas, so that importing it loads no
 * zod and builds no schema: `npm run generate` writes it (`src/generated/operations.ts`) with this module's
 * {@link describeOperation} for every operation.
 */
import { inputLocation, type HttpMethod, type InputLocation, type Operation } from './operation.js';

export interface OperationDescriptor {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly status: 200 | 201 | 204;
  readonly paginated?: boolean;
  readonly pathParams: readonly string[];
  /** Where the call's params go: the query string, the JSON body, or nowhere. */
  readonly input: InputLocation;
  /** The keys of the query schema: for an operation with a body, the params that go in the query string. */
  readonly queryKeys: readonly string[];
  /** True when a success answer carries a body to parse (and to validate). */
  readonly answers: boolean;
  /** Marks a descriptor standing in for its operation: its schemas are in the contract's table, by `id`. */
  readonly deferred?: true;
}

/** The descriptor of an operation of the table (or of one defined like them). */
export function describeOperation(operation: Operation): OperationDescriptor {
  const { id, method, path, status, paginated, pathParams } = operation;
  return {
    id,
    method,
    path,
    status,
    ...(paginated ? { paginated } : {}),
    pathParams,
    input: inputLocation(operation),
    queryKeys: Object.keys(shapeOf(operation.query)),
    answers: operation.response !== undefined,
  };
}

function shapeOf(schema: unknown): Record<string, unknown> {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return typeof shape === 'object' && shape !== null ? (shape as Record<string, unknown>) : {};
}
