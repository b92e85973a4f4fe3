/**
 * Reproduction lines that still reproduce after the run: a faulty deployment (a proxy this test writes in front of
 * a real reference server, corrupting one answer) fails a scenario; the scenario's cleanup deletes what it made;
 * the lines the JSON report carries, run afterwards with bash and curl, recreate what the request met and show the
 * fault again — where the failed request alone now meets a 404.
 */
import { execFile } from 'node:child_process';
import { createServer as createHttpServer, type Server } from 'node:http';
import { promisify } from 'node:util';
import { createServer, DEMO } from '@docpub/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curlCommand, defineScenario, jsonReporter, runConformance, type ConformanceResult } from '../src/index.js';
import { MAX_REPLAYED_WRITES, MAX_REPRODUCTION_CHARS, reproductionLines } from '../src/reporters/reproduce.js';

const sh = promisify(execFile);
const STALE = ' (stale)';

let upstreamClose: () => Promise<void>;
let proxy: Server;
let baseUrl: string;

/** A deployment with one bug: a renamed space's answer carries a stale title. Everything else passes through. */
async function startFaultyProxy(upstream: string): Promise<string> {
  proxy = createHttpServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await fetch(new URL(request.url!, upstream), {
      method: request.method!,
      headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'content-length')) as Record<string, string>,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    let body = Buffer.from(await answer.arrayBuffer());
    if (request.method === 'PATCH' && /^\/v1\/spaces\/[^/]+$/.test(request.url!) && answer.ok) {
      const space = JSON.parse(body.toString('utf8')) as { title: string };
      body = Buffer.from(JSON.stringify({ ...space, title: space.title + STALE }));
    }
    const headers = Object.fromEntries([...answer.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name)));
    response.writeHead(answer.status, headers).end(body);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(proxy.address() as { port: number }).port}/v1`;
}

beforeAll(async () => {
  const upstream = await createServer().listen();
  upstreamClose = upstream.close;
  baseUrl = await startFaultyProxy(new URL(upstream.url).origin);
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await upstreamClose();
});

const renames = defineScenario({
  area: 'spaces',
  name: 'a renamed space answers its new title',
  operations: ['createSpace', 'updateSpace'],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', async () => {
      const created = await t.client.spaces.create(t.org, { title: t.title() });
      await t.created('space', created, { read: () => t.client.spaces.get(created.id), remove: () => t.client.spaces.delete(created.id) });
      return created;
    });
    const title = `${t.title()} renamed`;
    const renamed = await t.step('rename it', () => t.client.spaces.update(space.id, { title }));
    t.expect(renamed.title, 'space.title').toBe(title);
  },
});

async function bash(script: string) {
  return sh('bash', ['-c', script], { env: { ...process.env, DOCPUB_TOKEN: DEMO.tokens.admin } });
}

describe('a reproduction', () => {
  it('run after the scenario cleaned up, recreates the space and shows the fault again (the request alone: 404)', async () => {
    const result = await runConformance({ target: { kind: 'http', baseUrl, token: DEMO.tokens.admin }, scenarios: [renames], reporter: 'json' });
    expect(result.failed).toBe(1);
    const fromReport = (JSON.parse(result.report!) as ConformanceResult).scenarios[0]!.error!;
    expect(fromReport.request).toMatchObject({ method: 'PATCH', status: 200 });
    const lines = fromReport.reproduce!;
    expect(lines[0]).toMatch(/^# Recreates what the failed request found \(1 earlier write/);
    expect(lines[1]).toMatch(/^ID1=\$\(curl -sS -X POST '.*\/orgs\/[^/]+\/spaces' /);
    expect(lines.at(-1)).toMatch(/^curl -sS -i -X PATCH '.*\/v1\/spaces\/'"\$ID1" -H "Authorization: Bearer \$DOCPUB_TOKEN" /);
    expect(lines.join('\n')).not.toContain(DEMO.tokens.admin);

    // The space the scenario made is gone: the failed request alone no longer shows the fault.
    const alone = await bash(curlCommand(baseUrl, fromReport.request!));
    expect(alone.stdout).toMatch(/^HTTP\/1\.1 404/);

    const replay = await bash(lines.join('\n'));
    expect(replay.stdout).toMatch(/^HTTP\/1\.1 200/);
    const body = JSON.parse(replay.stdout.slice(replay.stdout.indexOf('\r\n\r\n') + 4)) as { title: string };
    expect(body.title.endsWith(`renamed${STALE}`)).toBe(true);
  }, 60_000);

  it('is in the JSON report as it is in the console recap and the JUnit report', async () => {
    const result = await runConformance({ target: { kind: 'http', baseUrl, token: DEMO.tokens.admin }, scenarios: [renames], reporter: 'junit' });
    const lines = result.scenarios[0]!.error!.reproduce!;
    expect(JSON.parse(jsonReporter.render(result)).scenarios[0].error.reproduce).toEqual(lines);
    const unescaped = result.report!.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    expect(unescaped).toContain(['reproduce (with DOCPUB_TOKEN set):', ...lines].join('\n'));
  }, 60_000);
});

/** Fails on its first read of a missing space, raised only after a write and the same read sent again. */
const failsOnTheFirstOfTwoReads = defineScenario({
  area: 'spaces',
  name: 'a missing space read before and after a create fails on the first read',
  needs: ['write'],
  async run(t) {
    const missing = `missing-${t.title().replace(/\W/g, '')}`;
    const first = await t.client.spaces.get(missing).catch((error: unknown) => error);
    await t.step('create a space', async () => {
      const created = await t.client.spaces.create(t.org, { title: t.title() });
      await t.created('space', created, { read: () => t.client.spaces.get(created.id), remove: () => t.client.spaces.delete(created.id) });
    });
    await t.client.spaces.get(missing).catch(() => undefined);
    await t.step('read the missing space', () => Promise.reject(first));
  },
});

describe('a reproduction of a request sent twice', () => {
  it('replays up to the request the failure concerns, not up to the later one that looks the same', async () => {
    const result = await runConformance({ target: { kind: 'http', baseUrl, token: DEMO.tokens.admin }, scenarios: [failsOnTheFirstOfTwoReads] });
    const error = result.scenarios[0]!.error!;
    expect(error.request).toMatchObject({ method: 'GET', status: 404 });
    expect(error.reproduce).toEqual([curlCommand(baseUrl, error.request!)]);
  }, 60_000);
});

describe('reproductionLines', () => {
  const base = 'http://h/v1';
  const ok = (method: string, path: string, extra: object = {}) => ({ method, path, status: 200, ...extra });

  it('binds ids a write made, in paths, query values and JSON bodies; ids that existed before stay as they are', () => {
    const lines = reproductionLines(
      base,
      [
        ok('POST', '/orgs/o1/spaces', { body: '{"title":"t"}', answeredId: 'sp_9' }),
        ok('GET', '/spaces/sp_9'),
        ok('POST', '/spaces/sp_9/restore', { answeredId: 'sp_9' }),
        ok('POST', '/orgs/o1/sites', { body: '{"spaceId":"sp_9","note":"sp_9x"}', answeredId: 'site_1' }),
        { method: 'GET', path: '/sites/site_1/spaces', search: '?spaceId=sp_9&limit=2', status: 500 },
      ],
      4,
    );
    expect(lines.slice(1)).toEqual([
      `ID1=$(curl -sS -X POST 'http://h/v1/orgs/o1/spaces' -H "Authorization: Bearer $DOCPUB_TOKEN" -H 'Content-Type: application/json' --data-raw '{"title":"t"}' | node -p 'JSON.parse(require("fs").readFileSync(0, "utf8")).id')`,
      `curl -sS -o /dev/null -X POST 'http://h/v1/spaces/'"$ID1"'/restore' -H "Authorization: Bearer $DOCPUB_TOKEN"`,
      `ID2=$(curl -sS -X POST 'http://h/v1/orgs/o1/sites' -H "Authorization: Bearer $DOCPUB_TOKEN" -H 'Content-Type: application/json' --data-raw '{"spaceId":"'"$ID1"'","note":"sp_9x"}' | node -p 'JSON.parse(require("fs").readFileSync(0, "utf8")).id')`,
      `curl -sS -i 'http://h/v1/sites/'"$ID2"'/spaces?spaceId='"$ID1"'&limit=2' -H "Authorization: Bearer $DOCPUB_TOKEN"`,
    ]);
  });

  it('skips failed writes and reads, names the other users’ tokens and the test control calls it does not replay', () => {
    const lines = reproductionLines(
      base,
      [
        { method: 'POST', path: '/orgs/o1/spaces', status: 400, body: '{}' },
        ok('POST', '/spaces/sp_1/comments', { tokenVariable: 'DOCPUB_TOKEN_2', body: '{"body":"x"}' }),
        ok('DELETE', '/spaces/sp_1', { status: 204 }),
      ],
      2,
      [{ after: 1, call: 'advanceClock {"ms":1000}' }],
    );
    expect(lines).toEqual([
      '# Recreates what the failed request found (1 earlier write of the scenario, replayed in order; what they make stays), then sends it again.',
      '# DOCPUB_TOKEN_2: a token of another user the scenario acted as (made through test control).',
      '# test control here (not replayed): advanceClock {"ms":1000}',
      `curl -sS -o /dev/null -X POST 'http://h/v1/spaces/sp_1/comments' -H "Authorization: Bearer $DOCPUB_TOKEN_2" -H 'Content-Type: application/json' --data-raw '{"body":"x"}'`,
      `curl -sS -i -X DELETE 'http://h/v1/spaces/sp_1' -H "Authorization: Bearer $DOCPUB_TOKEN"`,
    ]);
  });

  it('is the request alone when nothing is to be recreated, and says when there is too much to replay', () => {
    const writes = Array.from({ length: MAX_REPLAYED_WRITES + 1 }, (_, index) => ok('POST', `/spaces/sp_${index}/x`));
    const lines = reproductionLines(base, [...writes, ok('GET', '/spaces/sp_1')], writes.length);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(`wrote ${MAX_REPLAYED_WRITES + 1} times`);
    const huge = reproductionLines(base, [ok('POST', '/a', { body: JSON.stringify({ x: 'y'.repeat(MAX_REPRODUCTION_CHARS) }) }), ok('GET', '/b')], 1);
    expect(reproductionLines(base, [ok('GET', '/a'), ok('GET', '/b')], 1)).toEqual([`curl -sS -i 'http://h/v1/b' -H "Authorization: Bearer $DOCPUB_TOKEN"`]);
    expect(huge).toEqual([expect.stringContaining('exceed'), expect.stringContaining('404'), `curl -sS -i 'http://h/v1/b' -H "Authorization: Bearer $DOCPUB_TOKEN"`]);
  });
});
