/**
 * The SDK reads what the published service sends: for every operation DocPub shares with the published
 * service, bodies generated from the published success schema (required-only, all-optional, every union
 * branch, nulls where allowed) are served through a custom fetch, and the SDK in strict mode must accept them.
 *
 * Each generated body is first checked against the published schema with ajv, so a generator mistake shows
 * as such and not as an SDK failure.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { APIClient } from '@docpub/sdk';
import type { Operation } from '@docpub/sdk/contract';
import { describeAjvErrors, publishedValidator } from './published-ajv.js';
import { describeShared, sharedOperations, type SharedOperation } from './published-spec.js';
import { generateSamples } from './sample-generator.js';
import { SDK_READ_EXCEPTIONS } from './sdk-read-exceptions.js';
import { unknownFields } from '../../packages/conformance/src/check/verdicts.js';

/** A client whose every request is answered with `body` and `status`. */
function clientAnswering(status: number, body: unknown): APIClient {
  return new APIClient({
    token: 'published-test-token',
    baseUrl: 'https://api.docpub.test/v1',
    maxRetries: 0,
    validation: 'strict',
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  });
}

const pathValues = (operation: Operation) => operation.pathParams.map((_name, index) => `id${index + 1}`);

/** The first sentence the SDK threw, or `undefined` when it read the body. */
async function readWithSdk(shared: SharedOperation, body: unknown): Promise<string | undefined> {
  const client = clientAnswering(shared.success.status, body);
  try {
    await client.call(shared.operation, pathValues(shared.operation), undefined);
    return undefined;
  } catch (error) {
    const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> }).issues;
    if (issues) return issues.slice(0, 4).map((issue) => `${issue.path.join('.') || '/'}: ${issue.message}`).join('; ');
    return String(error);
  }
}

const figures = { operations: 0, accepted: 0, bodies: 0, excepted: 0, dropped: 0 };
const rejected: string[] = [];
const unknown = new Set<string>();

describe('the SDK reads bodies the published service sends', () => {
  const withBody = sharedOperations.filter((shared) => shared.success.schema !== undefined && shared.operation.response);

  it('every shared operation is either read-checked here or answers no body on both sides', () => {
    for (const shared of sharedOperations) {
      if (withBody.includes(shared)) continue;
      // No published body: DocPub either has none either, or its body is beyond what the service documents.
      expect(shared.success.schema, describeShared(shared)).toBeUndefined();
    }
  });

  it('every exception names a shared operation', () => {
    const ids = new Set(sharedOperations.map((shared) => shared.operation.id));
    for (const id of Object.keys(SDK_READ_EXCEPTIONS)) expect(ids.has(id), id).toBe(true);
  });

  it.each(withBody.map((shared) => [describeShared(shared), shared] as const))('%s', async (_name, shared) => {
    figures.operations++;
    const validate = publishedValidator(shared.success.schema!);
    // Some combinations the generator makes are not valid published bodies (a oneOf that two branches match,
    // an allOf whose parts forbid each other's properties): those are dropped, counted, and never blamed on
    // the SDK. Every operation keeps at least its required-only body.
    const generated = generateSamples(shared.success.schema!, undefined, (value) => validate(value));
    const samples = generated.filter((sample) => validate(sample.value));
    figures.dropped += generated.length - samples.length;
    expect(samples.length, `no valid generated body: ${describeAjvErrors(validate.errors)}`).toBeGreaterThan(0);
    const failures: string[] = [];
    // What the contract does not declare (conformance warns about it): counted, not failed.
    for (const sample of samples) {
      for (const field of unknownFields(shared.operation.response!, sample.value)) {
        unknown.add(`${shared.operation.id} ${field.replace(/\.\d+(?=\.|$)/g, '.N')}`);
      }
    }
    for (const sample of samples) {
      figures.bodies++;
      const problem = await readWithSdk(shared, sample.value);
      if (problem !== undefined) failures.push(`${sample.label}: ${problem}`);
    }
    const exception = SDK_READ_EXCEPTIONS[shared.operation.id];
    if (exception !== undefined) {
      figures.excepted++;
      // An exception must still be needed: it documents a real difference, not a stale one.
      expect(failures.length, `${describeShared(shared)} is listed as an exception but reads every body`).toBeGreaterThan(0);
      return;
    }
    if (failures.length > 0) rejected.push(`${describeShared(shared)} (${failures.length}/${samples.length})`);
    else figures.accepted++;
    expect(failures, describeShared(shared)).toEqual([]);
  });

  afterAll(() => {
    console.log(
      `published bodies: ${figures.accepted} of ${figures.operations} shared operations with a body accepted ` +
        `(${figures.excepted} documented exceptions), ${figures.bodies} generated bodies ` +
        `(${figures.dropped} generated combinations dropped as invalid for the published schema); ` +
        `${sharedOperations.length - withBody.length} shared operations answer no body; ` +
        `${figures.accepted + sharedOperations.length - withBody.length} of ${sharedOperations.length} shared operations ` +
        `read as published, the others documented exceptions`,
    );
    if (rejected.length > 0) console.log(`rejected: ${rejected.join(', ')}`);
    const operationsWithUnknown = new Set([...unknown].map((entry) => entry.split(' ')[0]));
    console.log(
      `published fields DocPub's contract does not declare: ${unknown.size} (operation, field) pairs in ` +
        `${operationsWithUnknown.size} operations (conformance reports these as warnings)`,
    );
    if (process.env.PUBLISHED_UNKNOWN) for (const entry of [...unknown].sort()) console.log(`UNKNOWN ${entry}`);
  });
});
