/**
 * Processing of specs after the response: pending → progress → complete, the failure codes, versions only
 * when the content changed, and jobs that a newer PUT, a delete or a reset make obsolete.
 */
import { describe, expect, it } from 'vitest';
import { createServer } from '../../src/server.js';
import { ACME, fakeFetch, openapiJson, openapiYaml, orgDataWorld, expectError } from '../support/org-data-world.js';

const URL_A = 'https://specs.test/a.json';

/** A promise whose resolution the test controls. */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

describe('the processing lifecycle', () => {
  it('goes pending → progress → complete, with lastProcessedAt from the clock', async () => {
    const body = gate<string>();
    const world = orgDataWorld({ fake: fakeFetch({ [URL_A]: { text: body.promise } }) });
    const edit = world.clientFor('edit');
    const created = await edit.openapi.create(ACME, { slug: 'lifecycle', source: { url: URL_A } });
    expect(created.processingState).toBe('pending');
    expect(created.lastProcessedAt).toBeUndefined();

    // The fetch is held open: the spec is being processed.
    await expect.poll(async () => (await edit.openapi.get(ACME, 'lifecycle')).processingState).toBe('progress');
    expect(world.fake.calls).toEqual([URL_A]);

    world.server.control.advanceClock(90_000);
    body.open(openapiJson());
    await world.settle();
    const done = await edit.openapi.get(ACME, 'lifecycle');
    expect(done.processingState).toBe('complete');
    expect(done.lastProcessedAt).toBe(new Date(Date.parse(created.createdAt) + 90_000).toISOString());
    expect(done.lastProcessErrorCode).toBeUndefined();
    const latest = await edit.openapi.versions.latest(ACME, 'lifecycle');
    expect(latest.id).toBe(done.lastVersion);
    expect(latest.url).toBe(URL_A);
    expect(latest.createdAt).toBe(done.lastProcessedAt);
  });

  it('processes an inline text after the response too', async () => {
    const world = orgDataWorld();
    const created = await world.clientFor('edit').openapi.create(ACME, { slug: 'inline', source: { text: openapiYaml() } });
    expect(created.processingState).toBe('pending');
    expect(world.server.store.data.openapiSpecs.get(created.id)?.processingState).not.toBe('complete');
    await world.settle();
    expect(world.server.store.data.openapiSpecs.get(created.id)?.processingState).toBe('complete');
    expect(world.fake.calls).toEqual([]);
  });

  it('accepts OpenAPI 3.0 and Swagger 2.0 (JSON or YAML, quoted or not)', async () => {
    const world = orgDataWorld();
    const edit = world.clientFor('edit');
    const sources = {
      'oas-30': JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {} }),
      'oas-31-components': JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, components: {} }),
      'swagger-quoted': 'swagger: "2.0"\ninfo:\n  title: T\n  version: "1"\npaths: {}\n',
      'swagger-number': 'swagger: 2.0\ninfo:\n  title: T\n  version: "1"\npaths: {}\n',
      'yaml-anchors': 'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths:\n  /a: &op {get: {responses: {"200": {description: OK}}}}\n  /b: *op\n',
    };
    for (const [slug, text] of Object.entries(sources)) await edit.openapi.create(ACME, { slug, source: { text } });
    await world.settle();
    for (const slug of Object.keys(sources)) {
      const spec = await edit.openapi.get(ACME, slug);
      expect({ slug, code: spec.lastProcessErrorCode, version: typeof spec.lastVersion }).toEqual({
        slug,
        code: undefined,
        version: 'string',
      });
    }
  });
});

describe('failures end complete with a code', () => {
  const cases: [string, string][] = [
    ['broken JSON', '{"openapi": "3.1.0",'],
    ['broken YAML', 'openapi: 3.1.0\ninfo: [unclosed\n'],
    ['duplicate YAML keys', 'openapi: 3.1.0\nopenapi: 3.0.0\ninfo:\n  title: T\n  version: "1"\npaths: {}\n'],
    ['a YAML alias bomb', `openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths: {}\nl0: &l0 [x, x, x, x, x, x, x, x, x, x]\n${Array.from({ length: 8 }, (_, i) => `l${i + 1}: &l${i + 1} [${Array(10).fill(`*l${i}`).join(', ')}]`).join('\n')}\n`],
    ['a YAML alias inside its own anchor', 'openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths: {}\nx-loop: &loop {again: *loop}\n'],
    ['a YAML map wider than 10,000 members', `openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths: {}\nx-wide:\n${Array.from({ length: 10_001 }, (_, i) => `  k${i}: ${i}`).join('\n')}\n`],
    ['a YAML flow nested 100,000 deep', `openapi: 3.1.0\ninfo: {title: T, version: "1"}\npaths: {}\nx-deep: ${'['.repeat(100_000)}\n`],
    ['a JSON array', '[1, 2]'],
    ['a YAML scalar', 'just some words'],
    ['no version field', JSON.stringify({ info: { title: 'T', version: '1' }, paths: {} })],
    ['OpenAPI 4', JSON.stringify({ openapi: '4.0.0', info: { title: 'T', version: '1' }, paths: {} })],
    ['Swagger 1.2', JSON.stringify({ swagger: '1.2', info: { title: 'T', version: '1' }, paths: {} })],
    ['no info', JSON.stringify({ openapi: '3.1.0', paths: {} })],
    ['no info.title', JSON.stringify({ openapi: '3.1.0', info: { version: '1' }, paths: {} })],
    ['3.0 without paths', JSON.stringify({ openapi: '3.0.0', info: { title: 'T', version: '1' }, components: {} })],
    ['paths not an object', JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: [] })],
  ];

  it.each(cases)('PARSE_ERROR for %s', async (_name, text) => {
    const world = orgDataWorld();
    const edit = world.clientFor('edit');
    await edit.openapi.create(ACME, { slug: 'bad', source: { text } });
    await world.settle();
    const spec = await edit.openapi.get(ACME, 'bad');
    expect(spec).toMatchObject({ processingState: 'complete', lastProcessErrorCode: 'PARSE_ERROR' });
    expect(spec.lastProcessedAt).toEqual(expect.any(String));
    expect(spec.lastVersion).toBeUndefined();
    await expectError(edit.openapi.versions.latest(ACME, 'bad'), 404);
  });

  it('PARSE_ERROR for an empty document fetched from a URL', async () => {
    const world = orgDataWorld({ fake: fakeFetch({ [URL_A]: '   ' }) });
    await world.clientFor('edit').openapi.create(ACME, { slug: 'empty', source: { url: URL_A } });
    await world.settle();
    expect((await world.clientFor('edit').openapi.get(ACME, 'empty')).lastProcessErrorCode).toBe('PARSE_ERROR');
  });

  it.each([
    ['a network failure', 'network-error' as const],
    ['a 404 answer', { status: 404, body: 'not found' }],
    ['a 500 answer', { status: 500 }],
  ])('FETCH_ERROR for %s', async (_name, answer) => {
    const world = orgDataWorld({ fake: fakeFetch({ [URL_A]: answer }) });
    const edit = world.clientFor('edit');
    await edit.openapi.create(ACME, { slug: 'remote', source: { url: URL_A } });
    await world.settle();
    expect(await edit.openapi.get(ACME, 'remote')).toMatchObject({
      processingState: 'complete',
      lastProcessErrorCode: 'FETCH_ERROR',
    });
  });

  it('FETCH_TIMEOUT when the URL does not answer in time (a fake that never answers)', async () => {
    const world = orgDataWorld({ fake: fakeFetch({ [URL_A]: 'hang' }), fetchTimeoutMs: 20 });
    const edit = world.clientFor('edit');
    await edit.openapi.create(ACME, { slug: 'slow', source: { url: URL_A } });
    // The fake never answers: only the timeout lets the job end (else settle() waits past the test's time).
    await world.settle();
    expect(await edit.openapi.get(ACME, 'slow')).toMatchObject({
      processingState: 'complete',
      lastProcessErrorCode: 'FETCH_TIMEOUT',
    });
  });

  it('the timeout option must be a positive number', () => {
    expect(() => createServer({ openapiFetchTimeoutMs: 0 })).toThrow(/openapiFetchTimeoutMs: must be a positive number/);
    expect(() => createServer({ openapiFetchTimeoutMs: Number.NaN })).toThrow(TypeError);
  });

  it('FETCH_TIMEOUT when the answer comes after the timeout, and the late answer is ignored', async () => {
    const late = gate<string>();
    const world = orgDataWorld({ fake: fakeFetch({ [URL_A]: { text: late.promise } }), fetchTimeoutMs: 20 });
    const edit = world.clientFor('edit');
    await edit.openapi.create(ACME, { slug: 'late', source: { url: URL_A } });
    await world.settle();
    late.open(openapiJson());
    await new Promise((resolve) => setTimeout(resolve, 5));
    await world.settle();
    const spec = await edit.openapi.get(ACME, 'late');
    expect(spec.lastProcessErrorCode).toBe('FETCH_TIMEOUT');
    expect(spec.lastVersion).toBeUndefined();
  });

  it('a failure keeps the last version; the next success clears the code', async () => {
    const world = orgDataWorld({ fake: fakeFetch({ [URL_A]: openapiJson('One') }) });
    const edit = world.clientFor('edit');
    await edit.openapi.create(ACME, { slug: 'flaky', source: { url: URL_A } });
    await world.settle();
    const first = await edit.openapi.get(ACME, 'flaky');

    world.fake.set(URL_A, { status: 503 });
    await edit.openapi.put(ACME, 'flaky', { source: { url: URL_A } });
    await world.settle();
    const failed = await edit.openapi.get(ACME, 'flaky');
    expect(failed.lastProcessErrorCode).toBe('FETCH_ERROR');
    expect(failed.lastVersion).toBe(first.lastVersion);
    expect((await edit.openapi.versions.latest(ACME, 'flaky')).id).toBe(first.lastVersion);

    world.fake.set(URL_A, openapiJson('Two'));
    await edit.openapi.put(ACME, 'flaky', { source: { url: URL_A } });
    await world.settle();
    const fixed = await edit.openapi.get(ACME, 'flaky');
    expect(fixed.lastProcessErrorCode).toBeUndefined();
    expect(fixed.lastVersion).not.toBe(first.lastVersion);
  });
});

describe('a new version only when the content changed', () => {
  it('re-processing the same content, or the same document reformatted or as YAML, makes no version', async () => {
    const world = orgDataWorld({ fake: fakeFetch({ [URL_A]: openapiJson() }) });
    const edit = world.clientFor('edit');
    await edit.openapi.create(ACME, { slug: 'stable', source: { url: URL_A } });
    await world.settle();
    const first = (await edit.openapi.get(ACME, 'stable')).lastVersion;

    await edit.openapi.put(ACME, 'stable', { source: { url: URL_A } });
    await world.settle();
    await edit.openapi.put(ACME, 'stable', { source: { text: JSON.stringify(JSON.parse(openapiJson()), null, 4) } });
    await world.settle();
    await edit.openapi.put(ACME, 'stable', { source: { text: openapiYaml() } });
    await world.settle();

    expect(world.fake.calls).toEqual([URL_A, URL_A]);
    expect((await edit.openapi.get(ACME, 'stable')).lastVersion).toBe(first);
    expect((await edit.openapi.versions.list(ACME, 'stable')).count).toBe(1);
  });

  it('a changed document makes a new version, listed after the first', async () => {
    const world = orgDataWorld({ fake: fakeFetch({ [URL_A]: openapiJson('v1') }) });
    const edit = world.clientFor('edit');
    await edit.openapi.create(ACME, { slug: 'moving', source: { url: URL_A } });
    await world.settle();
    const v1 = (await edit.openapi.get(ACME, 'moving')).lastVersion!;

    world.fake.set(URL_A, openapiJson('v2'));
    world.server.control.advanceClock(1_000);
    await edit.openapi.put(ACME, 'moving', { source: { url: URL_A } });
    await world.settle();
    const v2 = (await edit.openapi.get(ACME, 'moving')).lastVersion!;
    expect(v2).not.toBe(v1);
    const versions = await edit.openapi.versions.list(ACME, 'moving');
    expect(versions.items.map((version) => version.id)).toEqual([v1, v2]);
    const content = await edit.openapi.versions.content(ACME, 'moving', v1);
    expect(content.filesystem['a.json']).toMatchObject({ info: { title: 'v1' } });
    expect((await edit.openapi.versions.latestContent(ACME, 'moving')).filesystem['a.json']).toMatchObject({
      info: { title: 'v2' },
    });
  });
});

describe('obsolete jobs change nothing', () => {
  it('a PUT during processing wins over the job it replaces', async () => {
    const slow = gate<string>();
    const URL_B = 'https://specs.test/b.json';
    const world = orgDataWorld({ fake: fakeFetch({ [URL_A]: { text: slow.promise }, [URL_B]: openapiJson('B') }) });
    const edit = world.clientFor('edit');
    await edit.openapi.create(ACME, { slug: 'raced', source: { url: URL_A } });
    await expect.poll(() => world.fake.calls).toContain(URL_A);
    await edit.openapi.put(ACME, 'raced', { source: { url: URL_B } });
    await expect.poll(() => world.fake.calls).toContain(URL_B);
    slow.open(openapiJson('A'));
    await world.settle();
    const content = await edit.openapi.versions.latestContent(ACME, 'raced');
    expect(content.url).toBe(URL_B);
    expect((await edit.openapi.versions.list(ACME, 'raced')).count).toBe(1);
  });

  it('a spec deleted during processing stays deleted', async () => {
    const slow = gate<string>();
    const world = orgDataWorld({ fake: fakeFetch({ [URL_A]: { text: slow.promise } }) });
    const edit = world.clientFor('edit');
    await edit.openapi.create(ACME, { slug: 'gone', source: { url: URL_A } });
    await expect.poll(() => world.fake.calls).toContain(URL_A);
    await edit.openapi.delete(ACME, 'gone');
    const before = world.server.control.snapshot();
    slow.open(openapiJson());
    await world.settle();
    expect(world.server.control.snapshot()).toEqual(before);
  });

  it('a reset during processing is not undone by the job', async () => {
    const world = orgDataWorld();
    const initial = world.server.control.snapshot();
    await world.clientFor('edit').openapi.put(ACME, 'petstore', { source: { text: openapiJson('changed') } });
    world.server.control.reset();
    await world.settle();
    expect(world.server.control.snapshot()).toEqual(initial);
  });
});
