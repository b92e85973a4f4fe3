/**
 * Fair verdicts: an answer that breaks the API reference fails a scenario in both modes; an answer DocPub's
 * contract does not know (an extra field, an unknown enumeration member, 200 for a creation) is a warning by
 * default and a failure with `strict`.
 */
import { createServer } from '@docpub/mock-server';
import { operations, space } from '@docpub/sdk/contract';
import { describe, expect, it } from 'vitest';
import { EXHAUSTIVE, statusWarning, unknownFields, verdictOf } from '../src/check/verdicts.js';
import { parseCli } from '../src/cli/args.js';
import { exitCodeOf, runConformance, type ConformanceResult, type FetchFunction } from '../src/index.js';
import { embedded, rewriteJson } from './support.js';

const isGetSpace = (request: Request) => request.method === 'GET' && /\/v1\/spaces\/[^/]+$/.test(new URL(request.url).pathname);
const isCreateSpace = (request: Request) => request.method === 'POST' && /\/v1\/orgs\/[^/]+\/spaces$/.test(new URL(request.url).pathname);

/** Answers `pick`ed requests with `status` instead, body and headers kept. */
function answerStatus(pick: (request: Request) => boolean, status: number) {
  return (fetch: FetchFunction): FetchFunction =>
    async (input, init) => {
      const request = new Request(input, init);
      const response = await fetch(request.clone());
      if (!pick(request)) return response;
      return new Response(await response.text(), { status, headers: response.headers });
    };
}

function lifecycle(result: ConformanceResult) {
  const found = result.scenarios.find((scenario) => scenario.name.includes('soft-deleted space leaves the lists'));
  if (!found) throw new Error('no lifecycle scenario');
  return found;
}

describe('verdicts on single issues', () => {
  it('a missing or mistyped field is a failure; an unknown member or union shape is a warning', () => {
    expect(verdictOf({ code: 'invalid_type', path: ['id'], message: 'is required', input: undefined })).toBe('failure');
    expect(verdictOf({ code: 'invalid_type', path: ['comments'], message: 'expected number', input: 'many' })).toBe('failure');
    expect(verdictOf({ code: 'invalid_value', path: ['object'], message: 'expected "space"' })).toBe('failure');
    expect(verdictOf({ code: 'invalid_value', path: ['items', 0, 'permission'], message: 'expected one of …' })).toBe('warning');
    expect(verdictOf({ code: 'invalid_union', path: ['destination'], message: 'no member matched' })).toBe('warning');
  });

  it('finds fields the contract does not declare, with their paths, and none in a known body', () => {
    const known = space.parse({
      object: 'space', id: 's', title: 'T', visibility: 'public', createdAt: 'x', updatedAt: 'x',
      urls: { location: 'l', app: 'a' }, organization: 'o', revision: 'r', comments: 0, changeRequests: 0,
      changeRequestsOpen: 0, changeRequestsDraft: 0, permissions: { access: true, admin: true, edit: true, comment: true, merge: true, review: true },
    });
    expect(unknownFields(space, known)).toEqual([]);
    expect(unknownFields(space, { ...known, futureRules: { type: 'inherit' }, urls: { ...known.urls, next: 'p' } })).toEqual([
      'urls.next',
      'futureRules',
    ]);
    const list = operations.listSpaces.response;
    expect(unknownFields(list, { items: [{ ...known, extra: 1 }], count: 1 })).toEqual(['items.0.extra']);
  });

  it('lists at most 10 fields through the first 3 items by default; exhaustively, every field of every item', () => {
    const known = space.parse({
      object: 'space', id: 's', title: 'T', visibility: 'public', createdAt: 'x', updatedAt: 'x',
      urls: { location: 'l', app: 'a' }, organization: 'o', revision: 'r', comments: 0, changeRequests: 0,
      changeRequestsOpen: 0, changeRequestsDraft: 0, permissions: { access: true, admin: true, edit: true, comment: true, merge: true, review: true },
    });
    const list = operations.listSpaces.response;
    const items = [known, known, known, known, { ...known, permissions: { ...known.permissions, owner: true } }];
    expect(unknownFields(list, { items, count: items.length })).toEqual([]);
    expect(unknownFields(list, { items, count: items.length }, EXHAUSTIVE)).toEqual(['items.4.permissions.owner']);
    const crowded = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`extra${index}`, index]));
    expect(unknownFields(space, { ...known, ...crowded })).toHaveLength(10);
    expect(unknownFields(space, { ...known, ...crowded }, EXHAUSTIVE)).toHaveLength(12);
  });

  it('200 for a creation is a warning; 201 is not', () => {
    expect(statusWarning(operations.createSpace, new Response('{}', { status: 200 }))).toMatch(/answered 200 where DocPub's contract expects 201/);
    expect(statusWarning(operations.createSpace, new Response('{}', { status: 201 }))).toBeUndefined();
    expect(statusWarning(operations.getSpace, new Response('{}', { status: 200 }))).toBeUndefined();
  });
});

describe('a run against a deployment that answers more than DocPub knows', () => {
  const extraField = rewriteJson((request) => isGetSpace(request), (body) => ({ ...body, futureRules: { type: 'inherit' } }));

  it('an unknown field: a warning by default, nothing with --strict; the scenario passes either way', async () => {
    const lenient = await runConformance({ target: embedded(createServer(), extraField), only: 'spaces' });
    expect(lifecycle(lenient).status).toBe('passed');
    expect(lifecycle(lenient).warnings).toContainEqual(expect.stringMatching(/^getSpace \(GET \/spaces\/[^)]+\): answers fields DocPub's contract does not know: futureRules$/));
    expect(lenient.warnings).toBeGreaterThan(0);
    const strict = await runConformance({ target: embedded(createServer(), extraField), only: 'spaces', strict: true });
    expect(lifecycle(strict).status).toBe('passed');
    expect(lifecycle(strict).warnings).toBeUndefined();
  });

  it('200 for a creation: a warning by default, a failure with --strict', async () => {
    const lenient = await runConformance({ target: embedded(createServer(), answerStatus(isCreateSpace, 200)), only: 'spaces' });
    expect(lenient.failed).toBe(0);
    expect(lifecycle(lenient).warnings).toContainEqual(expect.stringMatching(/^createSpace \(POST \/orgs\/[^)]+\): answered 200 where DocPub's contract expects 201/));
    const strict = await runConformance({ target: embedded(createServer(), answerStatus(isCreateSpace, 200)), only: 'spaces', strict: true });
    expect(lifecycle(strict).status).toBe('failed');
    expect(lifecycle(strict).error).toMatchObject({ expected: '201 Created (the operation creates a resource)', received: '200' });
    expect(exitCodeOf(strict)).toBe(1);
  });

  it('an unknown enumeration member where the contract is closed: a warning by default, a failure with --strict', async () => {
    const newRole = rewriteJson(
      (request) => request.method === 'GET' && /\/permissions\/users$/.test(new URL(request.url).pathname),
      (body) => ({ ...body, items: (body.items as Array<Record<string, unknown>>).map((item) => ({ ...item, permission: 'owner' })) }),
    );
    const lenient = await runConformance({ target: embedded(createServer(), newRole), only: 'permissions' });
    const warned = lenient.scenarios.filter((scenario) => scenario.warnings?.some((warning) => /permission: /.test(warning)));
    expect(warned.length).toBeGreaterThan(0);
    const strict = await runConformance({ target: embedded(createServer(), newRole), only: 'permissions', strict: true });
    const failedOnIt = strict.scenarios.filter((scenario) => scenario.status === 'failed' && /permission/.test(scenario.error?.received ?? ''));
    expect(failedOnIt.length).toBeGreaterThan(0);
  });
});

describe('a run against a deployment that breaks the API reference', () => {
  it('a space without its id fails in both modes', async () => {
    const noId = rewriteJson((request) => isGetSpace(request), ({ id: _id, ...rest }) => rest);
    for (const strict of [false, true]) {
      const result = await runConformance({ target: embedded(createServer(), noId), only: 'spaces', strict });
      expect(lifecycle(result).status, `strict: ${strict}`).toBe('failed');
      expect(lifecycle(result).error).toMatchObject({ expected: 'a body matching the contract', received: 'id: is required' });
    }
  });

  it('a space with the wrong object kind fails in both modes', async () => {
    const wrongKind = rewriteJson((request) => isGetSpace(request), (body) => ({ ...body, object: 'collection' }));
    for (const strict of [false, true]) {
      const result = await runConformance({ target: embedded(createServer(), wrongKind), only: 'spaces', strict });
      expect(lifecycle(result).status, `strict: ${strict}`).toBe('failed');
      expect(lifecycle(result).error?.received).toMatch(/^object: /);
    }
  });
});

describe('the --strict flag', () => {
  it('is off unless given', () => {
    expect(parseCli([], {})).toMatchObject({ strict: false });
    expect(parseCli(['--strict'], {})).toMatchObject({ strict: true });
  });
});
