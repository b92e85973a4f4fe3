/**
 * Large spec texts are read off the server's thread, with the same outcome as on it: the same versions, the
 * same refusals at the limits (`PARSE_ERROR`). A worker that crashes or hangs under a spec ends that spec with
 * `PARSE_ERROR` and the next spec is processed; where workers are off, everything is read on the thread.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { OFF_THREAD_MIN_CHARS, serverTasks, type ServerTaskRunner } from '../../src/compose/server-tasks.js';
import { sharedServerRunner } from '../../src/compose/server-runner.js';
import { OffThreadRunner } from '../../src/core/off-thread/runner.js';
import type { OffThreadRunner as Runner } from '../../src/core/off-thread/runner.js';
import { configureSpecProcessing } from '../../src/domain/openapi/processing.js';
import { DEMO } from '../../src/demo/demo.js';
import { createServer } from '../../src/server.js';
import { MISBEHAVING_SERVER_WORKER, misbehavingServerTasks } from '../support/misbehaving-server-tasks.js';

type Server = ReturnType<typeof createServer>;

/** A YAML spec of ordinary shape, `paths` of them, padded past the off-thread threshold. */
function ordinaryYaml(paths: number, extra = ''): string {
  const lines = ["openapi: 3.1.0\ninfo: {title: Ordinary, version: '1'}\n", extra, 'paths:\n'];
  for (let index = 0; index < paths; index++) {
    lines.push(`  /things/${index}:\n    get:\n      summary: Thing ${index}\n      operationId: getThing${index}\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema: {type: object, properties: {id: {type: string}, n: {type: integer}}}\n`);
  }
  return lines.join('');
}

const padding = (label: string) => `x-padding: ${label} ${'p'.repeat(OFF_THREAD_MIN_CHARS)}\n`;

/** Texts at the limits: each read off the thread and on it must end the same way. */
const TEXTS: Record<string, string> = {
  ordinary: ordinaryYaml(400),
  json: JSON.stringify({ openapi: '3.0.3', info: { title: 'J', version: '2' }, paths: Object.fromEntries(Array.from({ length: 1200 }, (_, i) => [`/j/${i}`, { get: { summary: `J ${i}`, responses: { 200: { description: 'OK' } } } }])) }),
  wide: `${ordinaryYaml(1)}x-wide:\n${Array.from({ length: 10_001 }, (_, i) => `  k${i}: ${i}\n`).join('')}`,
  deep: `${padding('deep')}openapi: 3.1.0\ninfo: {title: D, version: '1'}\npaths: {}\nx-deep: ${'['.repeat(140)}${']'.repeat(140)}\n`,
  duplicate: `${padding('duplicate')}openapi: 3.1.0\ninfo: {title: D, version: '1'}\npaths: {}\npaths: {}\n`,
  bomb: `${padding('bomb')}openapi: 3.1.0\ninfo: {title: B, version: '1'}\npaths: {}\na: &a [${'x,'.repeat(2000)}x]\nb: &b [${'*a,'.repeat(200)}*a]\nc: [${'*b,'.repeat(200)}*b]\n`,
  // Kept: a spec's `__proto__` key is data.
  proto: JSON.stringify({ openapi: '3.1.0', info: { title: 'P', version: '1' }, paths: {}, 'x-pad': 'p'.repeat(OFF_THREAD_MIN_CHARS) }).replace('"paths":{}', '"paths":{"__proto__":{}}'),
  notOpenApi: `${padding('not')}title: nothing of OpenAPI\n`,
};

function post(server: Server, slug: string, text: string) {
  const response = server.core.handle({
    method: 'POST',
    path: `/v1/orgs/${DEMO.organization}/openapi`,
    query: {},
    headers: { authorization: `Bearer ${DEMO.tokens.edit}`, 'content-type': 'application/json' },
    body: JSON.stringify({ slug, source: { text } }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { id: string }).id;
}

/** What processing left on a spec: its state, its error code, and its latest version's content and format. */
function outcome(server: Server, id: string) {
  const spec = server.store.data.openapiSpecs.get(id)!;
  const version = spec.lastVersionId === undefined ? undefined : server.store.data.openapiVersions.get(spec.lastVersionId);
  return { state: spec.processingState, error: spec.lastProcessErrorCode, document: version?.document, format: version?.format };
}

/** A runner that counts the jobs it passes on. */
function counting(runner: ServerTaskRunner) {
  const counted = { jobs: 0 };
  const wrapped: ServerTaskRunner = {
    run: (name, input) => {
      counted.jobs += 1;
      return runner.run(name, input);
    },
  };
  return { counted, wrapped };
}

describe('a large spec read off the thread', { timeout: 180_000 }, () => {
  it('ends as it ends on the thread: the same versions and the same refusals', async () => {
    for (const text of Object.values(TEXTS)) expect(text.length).toBeGreaterThanOrEqual(OFF_THREAD_MIN_CHARS);
    const off = createServer();
    const { counted, wrapped } = counting(sharedServerRunner());
    configureSpecProcessing(off.store, { runner: wrapped });
    const on = createServer({ offThread: false });
    const ids = Object.entries(TEXTS).map(([name, text]) => ({ name, off: post(off, name.toLowerCase(), text), on: post(on, name.toLowerCase(), text) }));
    await Promise.all([off.control.settle(), on.control.settle()]);

    expect(counted.jobs).toBe(ids.length);
    expect((sharedServerRunner() as Runner<typeof serverTasks>).offThread).toBe(true);
    for (const { name, off: offId, on: onId } of ids) expect(outcome(off, offId), name).toEqual(outcome(on, onId));
    const errors = Object.fromEntries(ids.map(({ name, off: id }) => [name, outcome(off, id).error]));
    expect(errors).toEqual({
      ordinary: undefined,
      json: undefined,
      wide: 'PARSE_ERROR',
      deep: 'PARSE_ERROR',
      duplicate: 'PARSE_ERROR',
      bomb: 'PARSE_ERROR',
      proto: undefined,
      notOpenApi: 'PARSE_ERROR',
    });
    // A `__proto__` key of a spec is kept as data (docs/reference-server-limits.md), across the thread too.
    const proto = ids.find(({ name }) => name === 'proto')!;
    for (const [server, id] of [[off, proto.off], [on, proto.on]] as const) {
      const paths = (outcome(server, id).document as { paths: object }).paths;
      expect(Object.hasOwn(paths, '__proto__')).toBe(true);
      expect(Object.getPrototypeOf(paths)).toBe(Object.prototype);
    }
    const ordinary = outcome(off, ids[0]!.off);
    expect(ordinary.format).toBe('yaml');
    expect(Object.keys((ordinary.document as { paths: object }).paths)).toHaveLength(400);
  });

  it('reads large texts on the thread when the server is made with offThread: false', async () => {
    const server = createServer({ offThread: false });
    const id = post(server, 'on-thread', TEXTS.ordinary!);
    await server.control.settle();
    expect(outcome(server, id)).toMatchObject({ state: 'complete', error: undefined, format: 'yaml' });
  });
});

describe('a worker that fails under a spec', { timeout: 180_000 }, () => {
  const runner = new OffThreadRunner(misbehavingServerTasks, { entry: MISBEHAVING_SERVER_WORKER, timeoutMs: 3_000 });
  afterAll(() => runner.close());

  it.each([
    ['crashes', 'x-test-crash'],
    ['hangs', 'x-test-hang'],
  ])('%s: that spec ends with PARSE_ERROR, and the next spec is processed', async (_, marker) => {
    const server = createServer();
    configureSpecProcessing(server.store, { runner });
    // A first spec, so the worker is up before the failing one's time is counted.
    const first = post(server, 'first', TEXTS.ordinary!);
    await server.control.settle();
    const failing = post(server, 'failing', ordinaryYaml(400, `x-marker: ${marker}\n`));
    const next = post(server, 'next', TEXTS.json!);
    await server.control.settle();
    expect(outcome(server, first)).toMatchObject({ state: 'complete', error: undefined });
    expect(outcome(server, failing)).toMatchObject({ state: 'complete', error: 'PARSE_ERROR', document: undefined });
    expect(outcome(server, next)).toMatchObject({ state: 'complete', error: undefined, format: 'json' });
    expect(runner.offThread).toBe(true);
  });
});
