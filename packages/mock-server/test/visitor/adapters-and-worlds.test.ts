/** Published sites through every adapter and in every world: the origin, worlds apart, msw, a real port. */
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { mswHandlers } from '../../src/adapters/msw.js';
import { createServer } from '../../src/server.js';
import { ORG, SITE, SITE_URL, TOKEN, siteServer, worldFile } from './support.js';

const api = (server: { fetch: typeof fetch }, token: string, path: string) =>
  server.fetch(`/v1${path}`, { headers: { authorization: `Bearer ${token}` } }).then((answer) => answer.json() as Promise<any>);

describe('the published origin', () => {
  it('is the in-process origin by default, the listening address once listening, or the publicUrl given', async () => {
    const { server } = siteServer();
    expect(server.publicUrl).toBe('http://docpub.test');
    const listening = await server.listen({ host: '0.0.0.0' });
    try {
      const origin = `http://127.0.0.1:${listening.port}`;
      expect(server.publicUrl).toBe(origin);
      const site = await api(server, TOKEN, `/orgs/${ORG}/sites/${SITE}`);
      expect(site.urls.published).toBe(`${origin}/sites/acme.docpub.site/docs`);
      const page = await fetch(site.urls.published);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'none'/);
      expect(await page.text()).toContain('<h1>Introduction</h1>');
    } finally {
      await listening.close();
    }

    const named = createServer({ world: worldFile(), publicUrl: 'http://docs-ci:4010/' });
    expect(named.publicUrl).toBe('http://docs-ci:4010');
    expect((await api(named, TOKEN, `/orgs/${ORG}/sites/${SITE}`)).urls.published).toBe('http://docs-ci:4010/sites/acme.docpub.site/docs');
    // server.fetch reads only the path, so the URL the API gave is followed as is.
    expect((await named.fetch('http://docs-ci:4010/sites/acme.docpub.site/docs')).status).toBe(200);
    expect(() => createServer({ publicUrl: 'http://docs-ci:4010/prefix' })).toThrow(/publicUrl/);
    expect(() => createServer({ publicUrl: 'ftp://docs-ci' })).toThrow(/publicUrl/);
  });

  it('is answered by the msw handlers, the API beside it', async () => {
    const { server } = siteServer();
    const msw = setupServer(...mswHandlers(server));
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      const page = await fetch(SITE_URL);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1>Introduction</h1>');
      expect((await fetch(`${SITE_URL}/llms.txt`)).status).toBe(200);
    } finally {
      msw.close();
    }
  });
});

describe('worlds', () => {
  it('serve the same basename apart, each under its world, and forget it when the world is deleted', async () => {
    const server = createServer({ world: worldFile() });
    const a = server.control.createWorld({ world: worldFile((file) => (file.spaces[0].pages[0].title = 'World A')) });
    const b = server.control.createWorld({ world: worldFile((file) => (file.spaces[0].pages[0].title = 'World B')) });
    const urlA = (await api(server, a.tokens[TOKEN]!, `/orgs/${ORG}/sites/${SITE}`)).urls.published;
    const urlB = (await api(server, b.tokens[TOKEN]!, `/orgs/${ORG}/sites/${SITE}`)).urls.published;
    expect(urlA).toBe(`http://docpub.test/worlds/${a.id}/sites/acme.docpub.site/docs`);
    expect(urlB).toBe(`http://docpub.test/worlds/${b.id}/sites/acme.docpub.site/docs`);
    expect(await (await server.fetch(urlA)).text()).toContain('<h1>World A</h1>');
    expect(await (await server.fetch(urlB)).text()).toContain('<h1>World B</h1>');
    expect(await (await server.fetch(SITE_URL)).text()).toContain('<h1>Introduction</h1>');
    // A change in one world shows in that world only.
    await server.fetch(`/v1/orgs/${ORG}/sites/${SITE}/unpublish`, { method: 'POST', headers: { authorization: `Bearer ${a.tokens[TOKEN]}` } });
    expect((await server.fetch(urlA)).status).toBe(404);
    expect((await server.fetch(urlB)).status).toBe(200);
    server.control.deleteWorld(b.id);
    expect((await server.fetch(urlB)).status).toBe(404);
    // A world's path never serves the server's own sites.
    expect((await server.fetch(`http://docpub.test/worlds/${b.id}/sites/acme.docpub.site/docs`)).status).toBe(404);
  });
});
