// Hostile Git servers whose packs lie about their size: the import fails at the cap the pack passes, counted in
// bytes while the answer streams in, before anything is inflated whole; the journal names why, nothing changes.
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/index.js';
import { DEMO } from '../../src/demo/demo.js';
import { runGitJobHere, type GitJobResult, type ReadJob } from '../../src/domain/git/git-jobs.js';
import { DEFAULT_GIT_LIMITS } from '../../src/domain/git/limits.js';
import { objectHeader, packHeader, pktLine } from './support/pack-bytes.js';

const MB = 1024 * 1024;
const COMMIT = 'c'.repeat(40);

/** 200 MB of zeros deflated: about 200 KB on the wire. */
const BOMB_SIZE = 200 * MB;
let bomb: Buffer;

/**
 * What each hostile repository's upload-pack answers with (after `NAK`), as band-1 pack data: the whole pack is
 * written at once, as an attacker would, however large it claims to be.
 */
const PACKS: Record<string, () => Buffer> = {
  // Claims four billion objects, then sends garbage for ever (the server below keeps writing).
  'many-objects': () => packHeader(0xffffffff),
  // One blob whose header claims 200 MB, followed by a deflate stream that really inflates to 200 MB.
  'claims-200mb': () => Buffer.concat([packHeader(1), objectHeader(3, BOMB_SIZE), bomb]),
  // One blob whose header claims 1,000 bytes, followed by the same 200 MB stream.
  'lies-small': () => Buffer.concat([packHeader(1), objectHeader(3, 1000), bomb]),
};

let server: Server;
let origin: string;
const sockets = new Set<Socket>();
/** Bytes each answer's pack data held, by repository. */
const written = new Map<string, number>();

/** A smart-HTTP server written as an attacker would: any ref exists; its upload-pack answers a hostile pack. */
function serveHostile(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const name = url.pathname.split('/')[1]!.replace(/\.git$/, '');
  request.resume();
  if (url.pathname.endsWith('/info/refs')) {
    response.writeHead(200, { 'content-type': 'application/x-git-upload-pack-advertisement' });
    response.end(
      Buffer.concat([
        pktLine('# service=git-upload-pack\n'),
        Buffer.from('0000'),
        pktLine(`${COMMIT} refs/heads/main\u0000side-band-64k ofs-delta shallow no-progress\n`),
        Buffer.from('0000'),
      ]),
    );
    return;
  }
  response.writeHead(200, { 'content-type': 'application/x-git-upload-pack-result' });
  response.write(pktLine('NAK\n'));
  const pack = PACKS[name]!();
  written.set(name, pack.length);
  for (let at = 0; at < pack.length; at += 65_000) response.write(pktLine(Buffer.concat([Buffer.from([1]), pack.subarray(at, at + 65_000)])));
  if (name === 'many-objects') {
    // Never ends: garbage objects until the client goes away.
    const garbage = pktLine(Buffer.concat([Buffer.from([1]), Buffer.alloc(65_000, 0x30)]));
    const more = () => {
      while (!response.destroyed && response.write(garbage));
      if (!response.destroyed) response.once('drain', more);
    };
    more();
    return;
  }
  response.end(Buffer.from('0000'));
}

beforeAll(async () => {
  bomb = deflateSync(Buffer.alloc(BOMB_SIZE), { level: 9 });
  server = createHttpServer(serveHostile);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

const job = (name: string): ReadJob => ({ kind: 'read', url: `${origin}/${name}.git`, ref: 'refs/heads/main', policy: 'any', limits: DEFAULT_GIT_LIMITS });

function failureOf(result: GitJobResult) {
  if (result.ok) throw new Error('expected a failure');
  return result.failure;
}

describe('a pack that lies about its size', () => {
  it('is deflated by the attacker into a few hundred kilobytes', () => {
    // The point of the attack: far below the bytes an operation may receive.
    expect(bomb.length).toBeLessThan(DEFAULT_GIT_LIMITS.maxReceivedBytes / 100);
  });

  it('fails at its header when it claims more objects than the byte cap can carry', async () => {
    const failure = failureOf(await runGitJobHere(job('many-objects')));
    expect(failure).toEqual({
      kind: 'limit',
      message: `the pack claims 4294967295 objects, more than the ${DEFAULT_GIT_LIMITS.maxReceivedBytes} bytes an operation may receive can hold`,
    });
  });

  it('fails at the object header that claims 200 MB, before inflating it', async () => {
    const failure = failureOf(await runGitJobHere(job('claims-200mb')));
    expect(failure).toEqual({
      kind: 'limit',
      message: `an object of the pack claims ${BOMB_SIZE} bytes, more than the ${DEFAULT_GIT_LIMITS.maxReceivedBytes} bytes an object may inflate to`,
    });
  });

  it('stops inflating an object at the size its header claims', async () => {
    // Inflated a piece at a time and counted: at most the claimed 1,000 bytes and one piece are ever held.
    const failure = failureOf(await runGitJobHere(job('lies-small')));
    expect(failure).toEqual({ kind: 'limit', message: 'an object of the pack inflates past the 1000 bytes its header claims' });
  });

  it('fails the import with the cause in the journal and changes nothing', async () => {
    const docpub = createServer({ gitWorker: false });
    const headers = { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' };
    const space = `http://docpub.test/v1/spaces/${DEMO.spaces.handbook}`;
    const before = await (await docpub.fetch(space, { headers })).json();
    const body = JSON.stringify({ url: `${origin}/claims-200mb.git`, ref: 'refs/heads/main' });
    expect((await docpub.fetch(`${space}/git/import`, { method: 'POST', headers, body })).status).toBe(204);
    await docpub.control.settle();
    const reason = docpub.control.journal().findLast((entry) => entry.operationId === 'importGit')?.reason;
    expect(reason).toBe(
      `git import failed (limit): an object of the pack claims ${BOMB_SIZE} bytes, more than the ${DEFAULT_GIT_LIMITS.maxReceivedBytes} bytes an object may inflate to; nothing was changed`,
    );
    expect(await (await docpub.fetch(space, { headers })).json()).toEqual(before);
  });
});
