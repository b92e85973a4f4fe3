/**
 * Every operation of the service has an SDK method: the lead's independent list of operations
 * (`fixtures/api-operations.json`, from the API reference and docs/operations-beyond-the-reference.md) must equal the
 * contract's table, and calling every method of every namespace of `DocPub` must reach every operation of the table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DocPub } from '../src/client.js';
import { compileOperationMatcher, operationList, type Operation } from '../src/contract/index.js';
import { APIResource } from '../src/core/api-resource.js';
import { jsonResponse, type RecordedRequest } from './helpers/fetch-double.js';
import { setup } from './core/support.js';

interface ListedOperation {
  method: string;
  path: string;
}

const listed: ListedOperation[] = JSON.parse(
  readFileSync(new URL('./fixtures/api-operations.json', import.meta.url), 'utf8'),
).operations;

const keyOf = (operation: ListedOperation) => `${operation.method} ${operation.path}`;
const tableKeys = operationList.map(keyOf).sort();

/** A method of a namespace, e.g. `spaces.git.import`. */
interface SdkMethod {
  name: string;
  invoke: (...args: unknown[]) => unknown;
  arity: number;
}

/** Every method of every namespace reachable from the client, found by walking its resource objects. */
function methodsOf(root: object, prefix = ''): SdkMethod[] {
  const found: SdkMethod[] = [];
  for (const [key, value] of Object.entries(root)) {
    if (!(value instanceof APIResource)) continue;
    const name = `${prefix}${key}`;
    for (const method of prototypeMethods(value)) {
      const fn = (value as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!;
      found.push({ name: `${name}.${method}`, invoke: fn.bind(value), arity: fn.length });
    }
    found.push(...methodsOf(value, `${name}.`));
  }
  return found;
}

function prototypeMethods(resource: APIResource): string[] {
  const names = new Set<string>();
  let proto = Object.getPrototypeOf(resource);
  while (proto && proto !== APIResource.prototype) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name !== 'constructor' && typeof proto[name] === 'function') names.add(name);
    }
    proto = Object.getPrototypeOf(proto);
  }
  return [...names];
}

/** The table operation a request went to, by the contract's matcher (`versions/latest` over `versions/{id}`). */
function templateOf(request: RecordedRequest): Operation | undefined {
  const found = compileOperationMatcher(operationList).match(request.method, request.url.pathname.replace(/^\/v1/, ''));
  return found.found ? found.operation : undefined;
}

/**
 * Calls a method with `count` dummy path strings then `{}` for the remaining parameters. Too few strings put
 * `{}` in a path parameter, too many put a string where the params object goes; both fail before sending, so
 * the smallest count that sends a request is the method's number of path parameters.
 */
async function callWithPathCount(client: DocPub, method: SdkMethod, count: number, requests: RecordedRequest[]) {
  const before = requests.length;
  const args: unknown[] = Array.from({ length: count }, (_unused, index) => `p${index}`);
  while (args.length < Math.max(method.arity, count + 1)) args.push({});
  try {
    await method.invoke(...args);
  } catch {
    // A wrong guess at the number of path parameters; the next count is tried.
  }
  return requests.slice(before);
}

describe('coverage of the API by the SDK', () => {
  it('the contract table holds exactly the operations of the API reference and of the extra ones in docs', () => {
    const listedKeys = listed.map(keyOf).sort();
    expect(new Set(listedKeys).size).toBe(listedKeys.length);
    const missingFromTable = listedKeys.filter((key) => !tableKeys.includes(key));
    const notInReference = tableKeys.filter((key) => !listedKeys.includes(key));
    expect(missingFromTable).toEqual([]);
    expect(notInReference).toEqual([]);
  });

  it('every operation of the table is reached by exactly one SDK method', async () => {
    const { client, double } = setup({ validation: 'off', maxRetries: 0 });
    double.fallback((request) => {
      const operation = templateOf(request);
      if (operation?.status === 204) return new Response(null, { status: 204 });
      return jsonResponse(operation?.status ?? 200, operation?.paginated ? { items: [], count: 0 } : {});
    });

    const methods = methodsOf(client);
    const reachedBy = new Map<string, string[]>();
    const unreachable: string[] = [];
    for (const method of methods) {
      let sent: RecordedRequest[] = [];
      for (let count = 0; count <= method.arity && sent.length === 0; count++) {
        sent = await callWithPathCount(client, method, count, double.requests);
      }
      if (sent.length !== 1) {
        unreachable.push(`${method.name} (sent ${sent.length} requests)`);
        continue;
      }
      const operation = templateOf(sent[0]!);
      const key = operation ? keyOf(operation) : `${sent[0]!.method} ${sent[0]!.url.pathname} (not in the table)`;
      reachedBy.set(key, [...(reachedBy.get(key) ?? []), method.name]);
    }

    const missing = tableKeys.filter((key) => !reachedBy.has(key));
    const shared = [...reachedBy]
      .filter(([, names]) => names.length > 1)
      .map(([key, names]) => `${key}: ${names.join(', ')}`);
    const outside = [...reachedBy.keys()].filter((key) => !tableKeys.includes(key));
    expect(missing).toEqual([]);
    expect(unreachable).toEqual([]);
    expect(shared).toEqual([]);
    expect(outside).toEqual([]);
    expect(methods).toHaveLength(operationList.length);
  });
});
