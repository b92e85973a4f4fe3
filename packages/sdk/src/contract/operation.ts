/**
 * The shape of one operation of the API: everything a client needs to call it and a server needs to serve it.
 */
import type { z } from 'zod';
import type { Area } from './areas.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names of the `{param}` segments of a path template, e.g. `'spaceId' | 'commentId'`. */
export type PathParamNames<P extends string> = string extends P
  ? string
  : P extends `${string}{${infer Name}}${infer Rest}`
    ? Name | PathParamNames<Rest>
    : never;

/** Where an operation's input lives: its query string (GET, DELETE) or its JSON body (the rest). */
export type InputLocation = 'query' | 'body' | 'none';

export interface OperationSpec<
  P extends string = string,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /**
   * The area of the API the operation belongs to: the one place that decides its OpenAPI tag, its documentation
   * category, its conformance area and the file its row lives in. Every row of the API's table has one (the
   * table's type requires it); tables that are not the API's (the reference server's control API) leave it out.
   */
  area?: Area;
  method: HttpMethod;
  /** Path below `/v1`, with `{name}` for each path parameter. */
  path: P;
  /** One line for reports and generated docs. */
  summary: string;
  /** Query parameters (the text form is accepted as well as the typed form). */
  query?: Q;
  /** The JSON body. */
  body?: B;
  /** The success body; absent for a 204. */
  response?: R;
  /** The success status: 200, 201 (created, with `Location`) or 204 (no body). */
  status: 200 | 201 | 204;
  /** True when the response is a list envelope that pages with `page`/`limit`. */
  paginated?: boolean;
  /** Rules for path parameters beyond "a non-empty segment". */
  params?: { [K in PathParamNames<P>]?: z.ZodType<string, string> };
}

/** An operation of the table: its spec plus the id it is known by and its path parameters in order. */
export type Operation<
  Id extends string = string,
  S extends OperationSpec = OperationSpec,
> = S & {
  // Keys a spec leaves out read as `undefined`, so code can ask any operation of the table for its `query`.
  readonly [K in Exclude<keyof OperationSpec, keyof S>]?: undefined;
} & {
  readonly id: Id;
  readonly pathParams: readonly PathParamNames<S['path']>[];
};

/** Declares one operation; `const` keeps the literal path so its parameters are typed. */
export function defineOperation<
  const P extends string,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(spec: OperationSpec<P, Q, B, R>): OperationSpec<P, Q, B, R> {
  return spec;
}

/** Names each operation of a group by its key and lists its path parameters. */
export function defineOperations<const T extends Record<string, OperationSpec>>(
  specs: T,
): { readonly [K in keyof T & string]: Operation<K, T[K]> } {
  const table: Record<string, Operation> = {};
  for (const [id, spec] of Object.entries(specs)) {
    table[id] = Object.freeze({ ...spec, id, pathParams: pathParamsOf(spec.path) }) as Operation;
  }
  return table as unknown as { readonly [K in keyof T & string]: Operation<K, T[K]> };
}

/** `'/spaces/{spaceId}/comments/{commentId}'` → `['spaceId', 'commentId']`. */
export function pathParamsOf<P extends string>(path: P): PathParamNames<P>[] {
  return [...path.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] as PathParamNames<P>);
}

/** Where the input of an operation goes on the wire. */
export function inputLocation(operation: Pick<OperationSpec, 'method' | 'query' | 'body'>): InputLocation {
  if (operation.body) return 'body';
  if (operation.query) return 'query';
  return 'none';
}

/** The typed result of an operation (`undefined` for a 204). */
export type OperationResult<O extends OperationSpec> = O['response'] extends z.ZodType
  ? z.output<O['response']>
  : void;

/** The query and body fields a caller passes, as one object. */
export type OperationParams<O extends OperationSpec> = (O['query'] extends z.ZodType
  ? z.output<O['query']>
  : unknown) &
  (O['body'] extends z.ZodType ? z.input<O['body']> : unknown);
