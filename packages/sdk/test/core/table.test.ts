import { describe, expect, it, vi } from 'vitest';
import { inputLocation, operationList, operations, type Operation } from '../../src/contract/index.js';
import type { PaginatedOperation } from '../../src/core/api-client.js';
import { jsonResponse } from '../helpers/fetch-double.js';
import { BASE_URL, setup } from './support.js';

/** The URL path an operation should hit with path params `<name>-1`. */
const expectedPath = (operation: Operation) =>
  `/v1${operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => `${name}-1`)}`;

describe('every operation of the table goes through the generic client', () => {
  it.each(operationList.map((operation) => [operation.id, operation] as const))('%s', async (_id, operation) => {
    const { client, double } = setup({ validation: 'off' });
    double.fallback(() =>
      operation.status === 204 ? new Response(null, { status: 204 }) : jsonResponse(operation.status, { items: [], count: 0 }),
    );
    const path = operation.pathParams.map((name) => `${name}-1`);
    if (operation.paginated) {
      const items = await client.list(operation as PaginatedOperation, path, { limit: 5 } as never).toArray();
      expect(items).toEqual([]);
      expect(double.requests[0]?.url.searchParams.get('limit')).toBe('5');
    } else {
      const result = await client.call(operation, path);
      if (operation.status === 204) expect(result).toBeUndefined();
    }
    const request = double.requests[0]!;
    expect(request.method).toBe(operation.method);
    expect(request.url.pathname).toBe(expectedPath(operation));
    expect(request.url.origin + request.url.pathname).toBe(`${BASE_URL.replace('/v1', '')}${expectedPath(operation)}`);
    expect(request.bodyText === undefined).toBe(inputLocation(operation) !== 'body');
  });
});

describe('types', () => {
  it('infer params, results and items from the table, and refuse mismatches', async () => {
    const { client, double } = setup();
    double.fallback(() => new Response(null, { status: 500 }));
    const never = vi.fn();
    if (never.mock.calls.length === 0) return; // type checks only; nothing runs below
    const space = await client.call(operations.getSpace, ['s1']);
    space.title satisfies string;
    for await (const item of client.list(operations.listSpaces, ['o1'])) item.id satisfies string;
    const deleted = await client.call(operations.deleteSpace, ['s1']);
    deleted satisfies void;
    // @ts-expect-error title must be a string
    await client.call(operations.updateSpace, ['s1'], { title: 5 });
    // @ts-expect-error getSpace is not a paginated operation
    client.list(operations.getSpace, ['s1']);
  });
});
