/**
 * Worlds keep parallel tests apart: WORKERS threads share one HTTP server, each makes its own world and, at the
 * same time as the others, writes to it, moves its clock, arms a fault, snapshots and restores, and asserts
 * that it sees exactly its own writes, its own fault, its own journal and its own clock. The server's own
 * world must come out untouched.
 *
 * The workers are real threads speaking HTTP (plain JS, so any client in any language could do the same).
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, DEMO, type Listening } from '../../src/index.js';

const WORKERS = 8;
/** Spaces each worker creates, one request at a time, interleaved with the other workers' requests. */
const ROUNDS = 20;

/** What a worker does, as plain JS: it cannot import the test's TypeScript. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { origin, index, rounds, adminToken, organization } = workerData;
const check = (condition, message) => { if (!condition) throw new Error('worker ' + index + ': ' + message); };
let apiRequests = 0;
async function call(method, path, token, body, headers = {}) {
  if (path.startsWith('/v1/')) apiRequests += 1;
  const response = await fetch(origin + path, {
    method,
    headers: { ...(token ? { authorization: 'Bearer ' + token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}
const titlesOf = (list) => list.body.items.map((space) => space.title).filter((title) => title.startsWith('w-'));
(async () => {
  const created = await call('POST', '/__control/worlds', undefined, {});
  check(created.status === 201, 'create world: ' + created.status);
  const world = created.body;
  const token = world.tokens[adminToken];
  check(token === world.id + '.' + adminToken, 'token carries the world id');
  const control = '/__control/worlds/' + world.id;
  const spaces = '/v1/orgs/' + organization + '/spaces';
  const mine = [];
  for (let round = 0; round < rounds; round += 1) {
    const title = 'w-' + index + '-' + round;
    const made = await call('POST', spaces, token, { title });
    check(made.status === 201, 'create space: ' + made.status + ' ' + JSON.stringify(made.body));
    mine.push(title);
    const list = await call('GET', spaces + '?limit=100', token);
    check(list.status === 200, 'list: ' + list.status);
    check(JSON.stringify(titlesOf(list)) === JSON.stringify(mine), 'sees only its own spaces: ' + titlesOf(list));
  }
  // Its clock, moved by an amount no other worker uses, read back through the header form.
  const ahead = (index + 1) * 86400000;
  const before = await call('GET', '/__control/clock', undefined, undefined, { 'x-docpub-world': world.id });
  await call('POST', control + '/clock/advance', undefined, { ms: ahead });
  const after = await call('GET', '/__control/clock', undefined, undefined, { 'x-docpub-world': world.id });
  const moved = Date.parse(after.body.now) - Date.parse(before.body.now);
  check(moved >= ahead && moved < ahead + 60000, 'clock moved by its own advance only: ' + moved);
  // A fault armed in this world answers this world's next list, and only it.
  await call('POST', control + '/faults', undefined, { method: 'GET', path: spaces, status: 503, times: 1 });
  check((await call('GET', spaces, token)).status === 503, 'its fault applies');
  check((await call('GET', spaces, token)).status === 200, 'its fault was used once');
  // Snapshot, write, restore: the write is gone, in this world only.
  const snapshot = await call('POST', control + '/snapshot');
  await call('POST', spaces, token, { title: 'w-' + index + '-dropped' });
  await call('POST', control + '/restore', undefined, { id: snapshot.body.id });
  const restored = await call('GET', spaces + '?limit=100', token);
  check(JSON.stringify(titlesOf(restored)) === JSON.stringify(mine), 'restore dropped the write: ' + titlesOf(restored));
  // Its journal holds its own API requests, every one of them.
  const journal = await call('GET', control + '/journal');
  check(journal.body.count === apiRequests, 'journal has its ' + apiRequests + ' requests, got ' + journal.body.count);
  // Its exported state holds its spaces and no one else's.
  const state = await call('GET', control + '/state');
  const exported = state.body.spaces.map((space) => space.title).filter((title) => title.startsWith('w-'));
  check(JSON.stringify(exported) === JSON.stringify(mine), 'export holds its own spaces');
  parentPort.postMessage({ id: world.id, token, spaces: mine.length, apiRequests });
})().catch((error) => { throw error; });
`;

interface WorkerReport {
  id: string;
  token: string;
  spaces: number;
  apiRequests: number;
}

function runWorker(origin: string, index: number): Promise<WorkerReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { origin, index, rounds: ROUNDS, adminToken: DEMO.tokens.admin, organization: DEMO.organization },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`worker ${index} exited with ${code} before reporting`)));
  });
}

describe('worlds over one HTTP server', () => {
  const server = createServer();
  let listening: Listening;
  let origin: string;

  beforeAll(async () => {
    listening = await server.listen();
    origin = new URL(listening.url).origin;
  });
  afterAll(async () => {
    await listening.close();
  });

  it(`keeps ${WORKERS} workers writing at the same time apart`, async () => {
    const ownBefore = server.control.exportState();
    const reports = await Promise.all(Array.from({ length: WORKERS }, (_, index) => runWorker(origin, index)));

    expect(new Set(reports.map((report) => report.id)).size).toBe(WORKERS);
    for (const report of reports) expect(report.spaces).toBe(ROUNDS);
    // Each world holds exactly its worker's spaces, seen in process too.
    reports.forEach((report, index) => {
      const titles = [...server.control.world(report.id).snapshot().data.spaces.values()]
        .map((space) => space.title)
        .filter((title) => title.startsWith('w-'));
      expect(titles).toEqual(Array.from({ length: ROUNDS }, (_, round) => `w-${index}-${round}`));
    });
    // The server's own world saw none of it: same state, empty journal.
    const ownAfter = server.control.exportState();
    expect({ ...ownAfter, clock: undefined }).toEqual({ ...ownBefore, clock: undefined });
    expect(server.control.journal()).toEqual([]);

    // A world's token is served by that world alone; once the world is deleted it answers 401.
    const [first] = reports;
    const me = await fetch(`${listening.url}/user`, { headers: { authorization: `Bearer ${first!.token}` } });
    expect(me.status).toBe(200);
    for (const report of reports) {
      expect((await fetch(`${origin}/__control/worlds/${report.id}`, { method: 'DELETE' })).status).toBe(204);
    }
    const gone = await fetch(`${listening.url}/user`, { headers: { authorization: `Bearer ${first!.token}` } });
    expect(gone.status).toBe(401);
    expect(server.control.worlds()).toEqual([]);
  }, 120_000);
});
