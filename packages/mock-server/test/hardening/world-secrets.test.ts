/**
 * Each world made from the demo has its own site secrets: a visitor token, or the session cookie it earns, of
 * one world's visitor-auth site opens nothing in another demo world (docs/worlds.md, "A world is a whole server
 * state"). Tried as an attacker would: two worlds made over the control API, a token minted with world A's key
 * presented to world B's site.
 */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createServer, DEMO, type DocPubServer } from '../../src/index.js';

const ORG = DEMO.organization;
const SITE = DEMO.sites.docs;

async function request(server: DocPubServer, method: string, path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await server.fetch(path, {
    method,
    headers: {
      ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as any };
}

/** A demo world made over HTTP, its docs site under visitor authentication, and what an admin of it reads. */
async function demoWorld(server: DocPubServer) {
  const made = await request(server, 'POST', '/__control/worlds', { body: { from: 'demo' } });
  expect(made.status).toBe(201);
  const admin = made.body.tokens[DEMO.tokens.admin] as string;
  const site = await request(server, 'PATCH', `/v1/orgs/${ORG}/sites/${SITE}`, { token: admin, body: { visibility: 'visitor-auth' } });
  expect(site.status).toBe(200);
  const auth = await request(server, 'GET', `/v1/orgs/${ORG}/sites/${SITE}/publishing/auth`, { token: admin });
  const share = await request(server, 'GET', `/v1/orgs/${ORG}/sites/${SITE}/share-links`, { token: admin });
  return {
    id: made.body.id as string,
    url: site.body.urls.published as string,
    privateKey: auth.body.privateKey as string,
    shareKeys: (share.body.items as { urls: { published: string } }[]).map((link) => shareKeyOf(link.urls.published)),
  };
}

const shareKeyOf = (url: string) => new URL(url).searchParams.get('share');

function mint(key: string, nowMs: number): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new SignJWT({ name: 'Mallory' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(key));
}

const visit = (server: DocPubServer, url: string, cookie?: string) =>
  server.fetch(url, { redirect: 'manual', headers: cookie === undefined ? {} : { cookie } });

describe('secrets of demo worlds', () => {
  it('each demo world draws its own site private key', async () => {
    const server = createServer();
    const a = await demoWorld(server);
    const b = await demoWorld(server);
    expect(a.privateKey).toMatch(/^[\w-]{43}$/);
    expect(b.privateKey).not.toBe(a.privateKey);
    const own = (await request(server, 'GET', `/v1/orgs/${ORG}/sites/${SITE}/publishing/auth`, { token: DEMO.tokens.admin })).body.privateKey;
    expect([a.privateKey, b.privateKey]).not.toContain(own);
    // Resetting a world keeps its key: it returns to the world's own start, not to another world's.
    await request(server, 'POST', `/__control/worlds/${a.id}/reset`);
    const afterReset = await request(server, 'GET', `/v1/orgs/${ORG}/sites/${SITE}/publishing/auth`, {
      token: `${a.id}.${DEMO.tokens.admin}`,
    });
    expect(afterReset.body.privateKey).toBe(a.privateKey);
  });

  it("a token minted with world A's key, and the cookie it earns there, open nothing in world B", async () => {
    const server = createServer();
    const a = await demoWorld(server);
    const b = await demoWorld(server);
    const token = await mint(a.privateKey, Date.now());

    const admitted = await visit(server, `${a.url}?jwt_token=${token}`);
    expect(admitted.status).toBe(302);
    const cookie = admitted.headers.get('set-cookie')!.split(';')[0]!;
    expect((await visit(server, a.url, cookie)).status).toBe(200);

    const refused = await visit(server, `${b.url}?jwt_token=${token}`);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(refused.status).not.toBe(200);
    const withCookie = await visit(server, b.url, cookie);
    expect(withCookie.status).not.toBe(200);
    expect(await withCookie.text()).not.toContain('Welcome');
  });

  it('the documented share key is the same in every demo world, since it is public; keys made later are not', async () => {
    const server = createServer();
    const a = await demoWorld(server);
    const b = await demoWorld(server);
    expect(a.shareKeys).toEqual([DEMO.sites.shareKeys.partners]);
    expect(b.shareKeys).toEqual([DEMO.sites.shareKeys.partners]);
    const made = await Promise.all(
      [a, b].map((world) =>
        request(server, 'POST', `/v1/orgs/${ORG}/sites/${SITE}/share-links`, { token: `${world.id}.${DEMO.tokens.admin}`, body: { name: 'Later' } }),
      ),
    );
    const [keyA, keyB] = made.map((answer) => shareKeyOf(answer.body.urls.published));
    expect(keyA).toMatch(/^[\w-]{24}$/);
    expect(keyB).not.toBe(keyA);
  });
});
