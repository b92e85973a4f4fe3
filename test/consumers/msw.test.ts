/**
 * The packed reference server with the user's own msw: msw is an optional peer dependency, so the project's
 * msw is the one copy installed and the handlers of `@docpub/mock-server/msw` are made by it. Checked with
 * the newest msw 2 on this Node and msw 3 on Node 22 (its minimum; the Node version matrix's binary, from the
 * npm registry: scripts/node-matrix/binaries.ts). And the main entry without msw installed: it loads,
 * serves, and lets the process end by itself.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ensureInstalled, nodeBinary } from '../../scripts/node-matrix/binaries.js';
import { consumerProject, installedCopies } from '../support/consumer.js';
import { CONSUMER_INSTALLS, MSW_2, MSW_3 } from '../support/consumer-installs.js';

const run = promisify(execFile);

// The user's test: their setupServer, our handlers, the SDK on the global fetch, then close() (which msw 3
// fails when handlers come from another msw copy).
const MSW_SCRIPT = `
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { DocPub, NotFoundError } from '@docpub/sdk';
import { createServer, DEMO } from '@docpub/mock-server';
import { mswHandlers } from '@docpub/mock-server/msw';

const server = createServer({ baseUrl: 'https://api.docpub.test/v1' });
const other = http.get('https://elsewhere.test/ping', () => HttpResponse.json({ pong: true }));
const network = setupServer(...mswHandlers(server), other);
network.listen({ onUnhandledRequest: 'error' });
const client = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, maxRetries: 0 });
const me = await client.user.get();
const created = await client.spaces.create(DEMO.organization, { title: 'Through msw' });
let notFound = 'no error';
try { await client.spaces.get('no-such-space'); } catch (error) { notFound = error instanceof NotFoundError ? 'NotFoundError' : String(error); }
const pong = await (await fetch('https://elsewhere.test/ping')).json();
network.close();
console.log(JSON.stringify({ node: process.version, me: me.object, created: created.title, notFound, pong, journal: server.control.journal().length }));
`;

async function runMsw(node: string, dir: string) {
  const { stdout } = await run(node, ['check.mjs'], { cwd: dir, timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
}

const expected = {
  me: 'user',
  created: 'Through msw',
  notFound: 'NotFoundError',
  pong: { pong: true },
  journal: 3,
};

describe.concurrent('the packed reference server with the user’s own msw', () => {
  it(`msw ${MSW_2} on Node ${process.versions.node}: one msw installed, handlers match, close() works`, async () => {
    // The project shared with the Jest tests (CommonJS: check.mjs is an ES module by its extension).
    const { root, dir } = await consumerProject(CONSUMER_INSTALLS.jestAndMsw2, { folder: 'msw-2', files: { 'check.mjs': MSW_SCRIPT } });
    expect(installedCopies(root, 'msw')).toHaveLength(1);
    expect(await runMsw(process.execPath, dir)).toMatchObject(expected);
  }, 400_000);

  it(`msw ${MSW_3} on Node 22: one msw installed, handlers match, close() works`, async () => {
    ensureInstalled();
    const { dir } = await consumerProject(CONSUMER_INSTALLS.msw3, { files: { 'check.mjs': MSW_SCRIPT } });
    expect(installedCopies(dir, 'msw')).toHaveLength(1);
    const findings = await runMsw(nodeBinary('22'), dir);
    expect(findings.node).toMatch(/^v22\./);
    expect(findings).toMatchObject(expected);
  }, 400_000);

  it('without msw: the main entry loads, serves, and the process ends by itself', async () => {
    // The project of the three tarballs without registry packages, shared with the other tests of them: the
    // conformance package brings no msw either (checked below).
    const { root, dir } = await consumerProject(CONSUMER_INSTALLS.packedAll, {
      folder: 'no-msw',
      files: {
        // No process.exit: if anything the import starts kept the event loop busy, the timeout would kill it.
        'check.mjs': `
import { createServer, DEMO } from '@docpub/mock-server';
const server = createServer();
const response = await server.fetch(server.baseUrl + '/user', { headers: { authorization: 'Bearer ' + DEMO.tokens.admin } });
console.log(JSON.stringify({ status: response.status }));
`,
        'check.cjs': `
const { createServer } = require('@docpub/mock-server');
console.log(JSON.stringify({ baseUrl: createServer().baseUrl }));
`,
      },
    });
    expect(installedCopies(root, 'msw')).toEqual([]);
    const esm = await run(process.execPath, ['check.mjs'], { cwd: dir, timeout: 30_000 });
    expect(JSON.parse(esm.stdout)).toEqual({ status: 200 });
    const cjs = await run(process.execPath, ['check.cjs'], { cwd: dir, timeout: 30_000 });
    expect(JSON.parse(cjs.stdout)).toEqual({ baseUrl: 'http://docpub.test/v1' });
    // And the msw entry says what is missing instead of hanging.
    const mswEntry = await run(process.execPath, ['-e', "import('@docpub/mock-server/msw').catch((e) => console.log(e.code))"], {
      cwd: dir,
      timeout: 30_000,
    });
    expect(mswEntry.stdout.trim()).toBe('ERR_MODULE_NOT_FOUND');
  }, 400_000);
});
