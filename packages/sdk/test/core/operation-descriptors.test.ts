/**
 * The client's import carries no zod: resource classes call through the operation descriptors generated from
 * the table (`src/generated/operations.ts`), and the response checkers are loaded on the first validation. These
 * tests check the descriptors against the table, that a call through a descriptor sends and validates exactly
 * like one through the full operation, and that a bundle of the client loads zod only in a lazy chunk.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineOperations, inputLocation, operationList, operations, type Operation } from '../../src/contract/index.js';
import { describeOperation, type OperationDescriptor } from '../../src/contract/operation-descriptor.js';
import { operations as generated } from '../../src/generated/operations.js';
import type { PaginatedOperation } from '../../src/core/api-client.js';
import { ResponseValidationError } from '../../src/errors/response-validation-error.js';
import { jsonResponse, type RecordedRequest } from '../helpers/fetch-double.js';
import { setup, spaceFixture } from './support.js';

const descriptors = generated as unknown as Readonly<Record<string, OperationDescriptor>>;
/** A descriptor, typed as the operation it stands for (as the resource classes pass it). */
const deferred = <O extends Operation>(operation: O): O => descriptors[operation.id] as unknown as O;

const shapeKeys = (schema: unknown) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});

describe('the descriptor table', () => {
  it('describes every operation of the table by its wire facts, and holds no schema', () => {
    expect(Object.keys(descriptors)).toEqual(Object.keys(operations));
    for (const operation of operationList) {
      const descriptor = descriptors[operation.id]!;
      expect(descriptor, operation.id).toEqual({
        id: operation.id,
        method: operation.method,
        path: operation.path,
        status: operation.status,
        ...(operation.paginated ? { paginated: true } : {}),
        pathParams: operation.pathParams,
        input: inputLocation(operation),
        queryKeys: shapeKeys(operation.query),
        answers: operation.response !== undefined,
        deferred: true,
      });
    }
  });

  it('is what the resource classes import: a generated module of plain data, which imports no zod', () => {
    const source = readFileSync(fileURLToPath(new URL('../../src/generated/operations.ts', import.meta.url)), 'utf8');
    expect(source.match(/^import .*$/gm)).toEqual([
      "import type { OperationDescriptor } from '../contract/operation-descriptor.js';",
      "import type { Operations } from '../contract/operations/index.js';",
    ]);
    const resources = fileURLToPath(new URL('../../src/resources/', import.meta.url));
    for (const file of readdirSync(resources)) {
      const text = readFileSync(join(resources, file), 'utf8');
      expect(text, file).not.toContain('contract/operations/index');
    }
  });
});

/** Method, URL and body of the request a call sends, with the answer it is given. */
async function requestOf(operation: Operation, answer: () => Response, input = inputLocation(operation)): Promise<Pick<RecordedRequest, 'method' | 'bodyText'> & { url: string }> {
  const { client, double } = setup({ validation: 'off' });
  double.fallback(answer);
  const path = operation.pathParams.map((name) => `${name}-1`);
  // Both a query key and body keys, so that routing shows; an operation without input takes none.
  const params = (input === 'none' ? undefined : { limit: 5, title: 'T', organizationId: 'o2' }) as never;
  await (operation.paginated ? client.list(operation as PaginatedOperation, path, params).toArray() : client.call(operation, path, params)).catch(
    () => undefined,
  );
  const { method, url, bodyText } = double.requests[0]!;
  return { method, url: url.href, bodyText };
}

describe('a call through a descriptor', () => {
  it.each(operationList.map((operation) => [operation.id, operation] as const))('%s sends what the full operation sends', async (_id, operation) => {
    const answer = () =>
      operation.status === 204 ? new Response(null, { status: 204 }) : jsonResponse(operation.status, { items: [], count: 0 });
    const sent = await requestOf(operation, answer);
    expect(await requestOf(deferred(operation), answer, inputLocation(operation))).toEqual(sent);
  });

  it("validates with the contract's schema, loaded on first use: 'strict' rejects, keeps unknown fields", async () => {
    const { client, double } = setup();
    double.json(200, spaceFixture('s1', { futureField: 1 }));
    double.json(200, { ...spaceFixture('s2'), comments: 'many' });
    expect(await client.call(deferred(operations.getSpace), ['s1'])).toEqual(spaceFixture('s1', { futureField: 1 }));
    const error = await client.call(deferred(operations.getSpace), ['s2']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues.map((issue) => issue.path.join('.'))).toEqual(['comments']);
  });

  it("hands the body back untouched with validation 'off', and nothing for a 204", async () => {
    const { client, double } = setup({ validation: 'off' });
    double.json(200, { anything: true });
    double.empty(204);
    expect(await client.call(deferred(operations.getSpace), ['s1'])).toEqual({ anything: true });
    expect(await client.call(deferred(operations.deleteSpace), ['s1'])).toBeUndefined();
  });
});

describe('an operation with both a query and a body', () => {
  const table = defineOperations({
    importThing: {
      method: 'POST',
      path: '/things/{thingId}/import',
      summary: 'a query and a body',
      query: z.object({ dryRun: z.boolean().optional() }),
      body: z.object({ url: z.string() }),
      status: 204,
    },
  });
  const descriptor: OperationDescriptor = { ...describeOperation(table.importThing), deferred: true };

  it('keeps its query keys in the descriptor, and a call through it routes them to the query string', async () => {
    expect(descriptor).toMatchObject({ input: 'body', queryKeys: ['dryRun'], answers: false });
    const { client, double } = setup();
    double.empty(204);
    await client.call(descriptor as unknown as typeof table.importThing, ['t1'], { dryRun: true, url: 'https://x.test' });
    expect(double.requests[0]!.url.search).toBe('?dryRun=true');
    expect(double.requests[0]!.json).toEqual({ url: 'https://x.test' });
  });
});

describe('a bundle of the client', () => {
  it('loads neither zod nor the response checkers at start-up, and zod apart from the checkers', async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'docpub-deferred-'));
    try {
      const { metafile } = await build({
        entryPoints: [fileURLToPath(new URL('../../src/index.ts', import.meta.url))],
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        outdir,
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      const outputs = metafile.outputs;
      const entry = Object.keys(outputs).find((name) => outputs[name]!.entryPoint !== undefined)!;
      const initial = new Set<string>();
      const visit = (name: string) => {
        if (initial.has(name)) return;
        initial.add(name);
        for (const imported of outputs[name]!.imports) if (imported.kind === 'import-statement') visit(imported.path);
      };
      visit(entry);
      const hasZod = (name: string) => Object.keys(outputs[name]!.inputs).some((input) => input.includes('node_modules/zod/'));
      expect([...initial].filter(hasZod)).toEqual([]);
      expect(Object.keys(outputs).filter((name) => !initial.has(name) && name.endsWith('.js')).some(hasZod)).toBe(true);
      expect(outputs[entry]!.imports.some((imported) => imported.kind === 'dynamic-import')).toBe(true);
      const hasChecks = (name: string) => Object.keys(outputs[name]!.inputs).some((input) => input.endsWith('generated/response-checks.ts'));
      const checksChunk = Object.keys(outputs).filter((name) => name.endsWith('.js') && hasChecks(name));
      expect(checksChunk).toHaveLength(1);
      expect(initial.has(checksChunk[0]!)).toBe(false);
      // A conforming answer loads the checkers alone: zod and the schemas stay out of their chunk.
      expect(hasZod(checksChunk[0]!)).toBe(false);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
