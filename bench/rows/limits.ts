/**
 * Row 9 — requests at the limits: the requests an attacker would size to the body limit against work that used
 * to rescan its input (a wide YAML spec, a YAML spec of ordinary shape kept whole, a page of `[`, a path of
 * slashes, a body full of secrets for the journal, a spec of one operation under 2,000 tags read as content),
 * each sent through the server's request path (`server.core.handle`) interleaved with a plain GET of a space.
 * What is measured is how long each holds the server's thread at a stretch (`lib/thread-hold.ts`): the request
 * itself and, for a spec, every slice of its processing after the answer, until the spec is processed. A spec
 * read in a worker holds the thread only to send the text and take the document back; its wall time until
 * processed is printed beside. Target: the slowest hold ≤ 75 ms; the ratio to the plain request is printed.
 */
import { createServer, DEMO, MAX_BODY_BYTES } from '../lib/mock-server.js';
import { check, figure } from '../lib/result.js';
import { emptyResult, medianOf, pick, round, timingFigure, type Row } from '../lib/row.js';
import { sampleGroups, type Contender } from '../lib/sampler.js';
import { threadHold } from '../lib/thread-hold.js';

const SIZES = {
  full: { bytes: MAX_BODY_BYTES - 4096, plan: { warmupRounds: 1, rounds: 9, budgetMs: 120_000 } },
  quick: { bytes: 64 * 1024, plan: { warmupRounds: 1, rounds: 3, budgetMs: 10_000 } },
  smoke: { bytes: 8 * 1024, plan: { warmupRounds: 0, rounds: 1, budgetMs: 1_000 } },
};
const TARGET_MS = 75;

type Server = ReturnType<typeof createServer>;

function call(server: Server, method: string, path: string, token: string | undefined, body?: unknown) {
  const response = server.core.handle({
    method,
    path: `/v1${path}`,
    query: {},
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  if (response.status >= 500) throw new Error(`${method} ${path} answered ${response.status}`);
  return response;
}

function expectStatus(response: { status: number }, ...statuses: number[]): Promise<void> {
  if (!statuses.includes(response.status)) throw new Error(`answered ${response.status}, expected ${statuses.join(' or ')}`);
  return Promise.resolve();
}

/** Wall times (ms) of the heavy requests until done, by name, beside the holds the sampler records. */
type WallTimes = Record<string, number[]>;

/** A heavy request measured by how long it holds the thread; its wall time goes to `walls`. */
function held(name: string, work: () => Promise<unknown> | unknown, walls: WallTimes): Contender {
  return {
    name,
    selfTimed: true,
    call: async () => {
      const { longestMs, wallMs } = await threadHold(work);
      (walls[name] ??= []).push(wallMs);
      return longestMs;
    },
  };
}

/** The requests at the limits, each a contender, prepared on `server`. */
function contenders(server: Server, bytes: number, walls: WallTimes): Contender[] {
  const org = DEMO.organization;
  const edit = DEMO.tokens.edit;
  const admin = DEMO.tokens.admin;
  let made = 0;

  const yaml = ["openapi: 3.1.0\ninfo: {title: Wide, version: '1'}\npaths: {}\nx-wide:\n"];
  for (let length = 0, index = 0; length < bytes * 0.85; index++) {
    const line = `  k${index}: ${index}\n`;
    yaml.push(line);
    length += line.length + 1;
  }
  const wideSpec = yaml.join('');

  // A spec of ordinary shape (paths of small maps, flow and block) at the same size: parsed and kept whole.
  const paths = ["openapi: 3.1.0\ninfo: {title: Ordinary, version: '1'}\npaths:\n"];
  for (let length = 0, index = 0; length < bytes * 0.8; index++) {
    const path = `  /things/${index}:\n    get:\n      summary: Thing ${index}\n      operationId: getThing${index}\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema: {type: object, properties: {id: {type: string}, n: {type: integer}}}\n`;
    paths.push(path);
    length += path.length + 12; // the newlines, escaped in JSON
  }
  const ordinarySpec = paths.join('');

  // A change request whose new page is nothing but `[`, its links read again and again.
  const space = DEMO.content.space;
  const cr = call(server, 'POST', `/spaces/${space}/change-requests`, edit, {}).body as { id: string };
  expectStatus(
    call(server, 'POST', `/spaces/${space}/change-requests/${cr.id}/content`, edit, {
      changes: [{ operation: 'insert_page', title: 'Brackets', document: { markdown: '['.repeat(bytes * 0.9) } }],
    }),
    200,
    201,
  );

  // One operation under 2,000 tags, bound to a computed page, read as the space's content.
  const tags = Array.from({ length: 2000 }, (_, index) => `tag-${index}`);
  const fanSpec = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Fan', version: '1' },
    paths: { '/one': { get: { tags, summary: 'One', description: 'd'.repeat(16 * 1024) } } },
  });
  expectStatus(call(server, 'PUT', `/orgs/${org}/openapi/fan`, edit, { source: { text: fanSpec } }), 200, 201);

  const secrets = JSON.stringify({ title: 'T', note: `?access_token=x&a=%253Ftoken%253Dy ${'https:u:p@h/ '.repeat(bytes / 16)}` });

  return [
    { name: 'plain', call: () => expectStatus(call(server, 'GET', `/spaces/${space}`, edit), 200) },
    held(
      'wide YAML spec',
      async () => {
        expectStatus(call(server, 'POST', `/orgs/${org}/openapi`, edit, { slug: `wide-${made++}`, source: { text: wideSpec } }), 201);
        await server.control.settle();
      },
      walls,
    ),
    held(
      'ordinary YAML spec',
      async () => {
        expectStatus(call(server, 'POST', `/orgs/${org}/openapi`, edit, { slug: `ordinary-${made++}`, source: { text: ordinarySpec } }), 201);
        await server.control.settle();
      },
      walls,
    ),
    held('links of a page of [', () => expectStatus(call(server, 'GET', `/spaces/${space}/change-requests/${cr.id}/links`, edit), 200), walls),
    held(
      'redirect to a path of slashes',
      () =>
        expectStatus(
          call(server, 'POST', `/orgs/${org}/sites/${DEMO.sites.docs}/redirects`, admin, {
            source: `/slashes-${made++}`,
            destination: { kind: 'path', spaceId: DEMO.spaces.handbook, path: `a${'/'.repeat(bytes * 0.9)}b` },
          }),
          404,
        ),
      walls,
    ),
    held('journal of a body of secrets', () => expectStatus(call(server, 'POST', `/orgs/${org}/collections`, undefined, secrets), 401), walls),
    held('content with 2,000 computed tag pages', () => expectStatus(call(server, 'GET', `/spaces/${space}/content`, edit), 200), walls),
  ];
}

export const limits: Row = {
  id: 9,
  title: 'Requests at the limits',
  async measure(context) {
    const { bytes, plan } = pick(context, SIZES);
    const result = emptyResult(this);
    const server = createServer({ validateResponses: false });
    context.log(`preparing requests of ${bytes} bytes`);
    const walls: WallTimes = {};
    const all = contenders(server, bytes, walls);
    // The same ordinary spec on a server that reads it on its own thread, as every server did before the worker:
    // a comparison under the same load, printed beside and left out of the target.
    const onThread = createServer({ validateResponses: false, offThread: false });
    const ordinaryOnThread = contenders(onThread, bytes, {}).find((contender) => contender.name === 'ordinary YAML spec')!;
    const onThreadName = 'ordinary YAML spec read on the thread (offThread: false)';
    await server.control.settle();
    server.control.seed({ kind: 'content', spaceId: DEMO.content.space, pages: [{ title: 'API', type: 'computed', computed: { spec: 'fan', models: false } }] });
    const plain = all[0]!;
    // Each heavy request is timed beside the plain one, in its own group, so one's garbage does not land on another.
    const samples = await sampleGroups(
      [...all.slice(1).map((heavy) => [{ ...plain, name: `plain beside ${heavy.name}` }, heavy]), [{ ...ordinaryOnThread, name: onThreadName }]],
      plan,
    );
    const heavy = all.slice(1).map((contender) => ({ name: contender.name, ms: medianOf(samples, contender.name) }));
    const slowest = heavy.reduce((worst, entry) => (entry.ms > worst.ms ? entry : worst));
    const plainMs = medianOf(samples, `plain beside ${slowest.name}`);
    result.checks.push(check(`slowest request at the limits (${slowest.name}): longest hold of the thread`, round(slowest.ms), 'ms', '<=', TARGET_MS));
    result.figures.push(figure(`slowest at the limits / plain GET space`, round(slowest.ms / plainMs), 'x'));
    for (const entry of heavy) result.figures.push(timingFigure(`${entry.name}: longest hold`, samples, entry.name));
    // Warm-up calls are in the wall times too; the median hardly moves for one of ten.
    result.figures.push(timingFigure(`${onThreadName}: longest hold`, samples, onThreadName));
    for (const name of ['wide YAML spec', 'ordinary YAML spec']) result.figures.push(timingFigure(`${name}: wall time until processed`, walls, name));
    result.figures.push(timingFigure('plain GET space', samples, `plain beside ${slowest.name}`));
    return result;
  },
};
