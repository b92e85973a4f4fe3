/**
 * A file's `downloadURL`: a signed, expiring URL on the world's own published origin that answers the file's
 * bytes, while the caller it was given to may read the space (docs/behaviour.md, "File downloads"). Through the
 * reference server: `server.fetch`, `listen()`, msw, and a world made by control.
 */
import { DocPub } from '@docpub/sdk';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { mswHandlers } from '../../src/adapters/msw.js';
import { ControlledClock } from '../../src/core/clock.js';
import type { DocPubServer } from '../../src/compose/assemble.js';
import { createServer } from '../../src/server.js';
import type { WorldFile } from '../../src/worlds/world-file-source.js';
import { fileBytesOf } from '../../src/store/file-bytes.js';

const ORG = 'org-acme';
const SPACE = 'sp-guide';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
const PNG_OID = 'c'.repeat(40);
const TOKENS = { admin: 't-admin', reader: 't-reader', guest: 't-guest', outsider: 't-outsider' };

/** A world with one space holding a PNG synced from Git and a PDF seeded without bytes, and four users. */
function worldFile(): WorldFile {
  const file: Record<string, unknown> = {
    format: 'docpub-world/1',
    clock: '2026-01-01T00:00:00.000Z',
    users: [
      { id: 'u-admin', displayName: 'Ada', tokens: [TOKENS.admin] },
      { id: 'u-reader', displayName: 'Rea', tokens: [TOKENS.reader] },
      { id: 'u-guest', displayName: 'Gus', tokens: [TOKENS.guest] },
      { id: 'u-outsider', displayName: 'Otto', tokens: [TOKENS.outsider] },
    ],
    organizations: [{ id: ORG, title: 'Acme' }],
    memberships: [
      { organizationId: ORG, userId: 'u-admin', role: 'admin' },
      { organizationId: ORG, userId: 'u-reader', role: 'read' },
    ],
    grants: [{ targetKind: 'space', targetId: SPACE, principalKind: 'user', principalId: 'u-guest', role: 'read' }],
    spaces: [
      {
        id: SPACE,
        organizationId: ORG,
        title: 'Guide',
        // Members of the organization read it.
        defaultLevel: 'read',
        pages: [{ id: 'pg-intro', title: 'Introduction', markdown: 'Hello.' }],
        files: [
          { id: 'f-logo', name: 'logo (1).png', contentType: 'image/png', size: PNG.byteLength, git: { oid: PNG_OID, path: '.gitbook/assets/logo (1).png' } },
          { id: 'f-guide', name: 'guide.pdf', contentType: 'application/pdf', size: 10 },
        ],
      },
    ],
  };
  return file as WorldFile;
}

function serverWithBytes(): DocPubServer<ControlledClock> {
  const server = createServer({ validateResponses: true, world: worldFile(), clock: new ControlledClock(() => Date.parse('2026-01-01T00:00:00.000Z')) });
  fileBytesOf(server.store).addAll([[PNG_OID, PNG]]);
  return server;
}

const clientOf = (server: DocPubServer, token: string) =>
  new DocPub({ token, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0, logLevel: 'off' });

async function downloadUrl(server: DocPubServer, token: string, fileId = 'f-logo'): Promise<string> {
  return (await clientOf(server, token).spaces.content.file(SPACE, fileId)).downloadURL;
}

/** The answer's bytes, status, type and text (for refusals). */
async function download(fetcher: typeof fetch, url: string) {
  const response = await fetcher(url);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes, text: new TextDecoder().decode(bytes), headers: response.headers };
}

describe('file downloads', () => {
  it('names the server and answers the bytes the world holds, to anyone given the URL', async () => {
    const server = serverWithBytes();
    const url = await downloadUrl(server, TOKENS.reader);
    expect(url).toMatch(/^http:\/\/docpub\.test\/~files\/sp-guide\/[^/]+\/f-logo\/logo%20\(1\)\.png\?user=u-reader&expires=\d+&signature=[0-9a-f]{64}$/);
    const answer = await download(server.fetch, url);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('image/png');
    expect(answer.bytes).toEqual(PNG);
    expect(answer.headers.get('cache-control')).toBe('private');
    expect(answer.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''logo%20(1).png");
    // The same URL in every answer that shows the file for this caller, within the hour.
    const { files } = await clientOf(server, TOKENS.reader).spaces.content.get(SPACE);
    expect(files.find((file) => file.id === 'f-logo')!.downloadURL).toBe(url);
    // The journal keeps the request without its signature.
    const entry = server.control.journal().at(-1)!;
    expect(JSON.stringify(entry)).not.toContain(new URL(url).searchParams.get('signature'));
  });

  it('answers 404 naming why for a file the world holds no bytes for, never a 5xx', async () => {
    const server = serverWithBytes();
    const answer = await download(server.fetch, await downloadUrl(server, TOKENS.reader, 'f-guide'));
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("holds no bytes for file 'f-guide'");
    expect(server.control.journal().at(-1)!.reason).toContain('holds no bytes');
  });

  it('gives no URL to a token without access, and refuses a URL changed in any part', async () => {
    const server = serverWithBytes();
    const outsider = await server.fetch(`${server.baseUrl}/spaces/${SPACE}/content/files/f-logo`, { headers: { authorization: `Bearer ${TOKENS.outsider}` } });
    expect(outsider.status).toBe(404);
    const url = new URL(await downloadUrl(server, TOKENS.reader));
    const changed = (edit: (copy: URL) => void) => {
      const copy = new URL(url);
      edit(copy);
      return copy.toString();
    };
    const forged = [
      changed((copy) => copy.searchParams.set('user', 'u-outsider')),
      changed((copy) => copy.searchParams.set('expires', String(Number(copy.searchParams.get('expires')) + 3600))),
      changed((copy) => copy.searchParams.set('signature', '0'.repeat(64))),
      changed((copy) => (copy.pathname = copy.pathname.replace('f-logo', 'f-guide'))),
    ];
    for (const attempt of forged) {
      const answer = await download(server.fetch, attempt);
      expect(answer.status, attempt).toBe(403);
      expect(answer.text).toContain('signature does not match');
    }
    const bare = changed((copy) => (copy.search = ''));
    expect((await download(server.fetch, bare)).status).toBe(403);
  });

  it('stops answering once the caller it was given to may no longer read the space, and once it expires', async () => {
    const server = serverWithBytes();
    const url = await downloadUrl(server, TOKENS.guest);
    expect((await download(server.fetch, url)).status).toBe(200);
    const revoke = await server.fetch(`${server.baseUrl}/spaces/${SPACE}/permissions/users/u-guest`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${TOKENS.admin}` },
    });
    expect(revoke.status).toBe(204);
    const refused = await download(server.fetch, url);
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("may no longer read space 'sp-guide'");

    const fresh = await downloadUrl(server, TOKENS.reader);
    const expires = Number(new URL(fresh).searchParams.get('expires')) * 1000;
    // It holds at least an hour, and not past its expiry.
    expect(expires - server.clock.now()).toBeGreaterThanOrEqual(60 * 60 * 1000);
    server.clock.advance(expires - server.clock.now() - 1);
    expect((await download(server.fetch, fresh)).status).toBe(200);
    server.clock.advance(1);
    const expired = await download(server.fetch, fresh);
    expect(expired.status).toBe(403);
    expect(expired.text).toContain('expired');
    expect(await downloadUrl(server, TOKENS.reader)).not.toBe(fresh);
  });

  it("names a made world's path, answers only there, and is refused by another world", async () => {
    const server = serverWithBytes();
    const world = server.control.createWorld({ world: worldFile() });
    const worldUrl = await downloadUrl(server, world.tokens[TOKENS.reader]!);
    expect(worldUrl.startsWith(`http://docpub.test/worlds/${world.id}/~files/sp-guide/`)).toBe(true);
    // The made world holds no bytes (its own store): it verified the URL and says so.
    const inWorld = await download(server.fetch, worldUrl);
    expect(inWorld.status).toBe(404);
    expect(inWorld.text).toContain('holds no bytes');
    // The same URL without the world's prefix reaches the server's own world, whose key did not sign it.
    const elsewhere = await download(server.fetch, worldUrl.replace(`/worlds/${world.id}`, ''));
    expect(elsewhere.status).toBe(403);
    const ownUrl = await downloadUrl(server, TOKENS.reader);
    const intoWorld = await download(server.fetch, ownUrl.replace('http://docpub.test/', `http://docpub.test/worlds/${world.id}/`));
    expect(intoWorld.status).toBe(403);
    const unknownWorld = await download(server.fetch, ownUrl.replace('http://docpub.test/', 'http://docpub.test/worlds/w_0000000000000000/'));
    expect(unknownWorld.status).toBe(404);
  });

  it('names the listening address once listening, and answers over HTTP and through msw', async () => {
    const server = serverWithBytes();
    const listening = await server.listen();
    try {
      const url = await downloadUrl(server, TOKENS.reader);
      expect(url.startsWith(`http://127.0.0.1:${listening.port}/~files/`)).toBe(true);
      const answer = await download(fetch, url);
      expect(answer.status).toBe(200);
      expect(answer.bytes).toEqual(PNG);
    } finally {
      await listening.close();
    }
    const inProcess = serverWithBytes();
    const url = await downloadUrl(inProcess, TOKENS.reader);
    const msw = setupServer(...mswHandlers(inProcess));
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      const answer = await download(fetch, url);
      expect(answer.status).toBe(200);
      expect(answer.bytes).toEqual(PNG);
    } finally {
      msw.close();
    }
  });
});
