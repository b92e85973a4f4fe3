/**
 * `POST /spaces/{spaceId}/content/import` reads its URL (docs/operations-beyond-the-reference.md, "Importing
 * content"): markdown and HTML become a page, a failing or unreadable source is a 422 that changes nothing, and the
 * URL's credentials and query reach no answer, journal entry or state. Sources are served by a node:http server on
 * loopback; requests go through the reference server (`server.fetch`, and `listen()` for one).
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DocPub } from '@docpub/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { createServer, type ServerOptions } from '../../src/server.js';
import { expectError, expectNoChange } from '../support/index.js';

const SPACE = DEMO.content.space;
const PASSWORD = 'pa55-word-never-kept';
const QUERY_SECRET = 'query-value-never-kept';

/** What the loopback source saw: each request's path and its Authorization header. */
const seen: { path: string; authorization: string | undefined }[] = [];
/** Bytes the endless source wrote before its reader let go. */
let endlessWritten = 0;
let endlessClosed: Promise<void> = Promise.resolve();

const GUIDE_MD = '# Install the CLI\n\nRun `npm i -g acme`.\n\n## Next\n\n- [Configure](configure.md)\n';
const ARTICLE_HTML = `<!doctype html><html><head><title>Acme | Configure</title><style>body{color:red}</style>
<script>window.secret = 1</script></head><body>
<header><a href="/">Acme home</a></header><nav><ul><li><a href="/a">Menu item</a></li></ul></nav>
<main><h1>Configure Acme</h1><p>Set <strong>two</strong> values:</p>
<ol><li>the <em>region</em></li><li>the token</li></ol>
<pre><code class="language-sh">acme config set region eu
</code></pre>
<p><img src="img/diagram.png" alt="Diagram"> See <a href="../reference">the reference</a>.</p></main>
<footer>© Acme</footer><aside>Ad</aside></body></html>`;

function route(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://source');
  seen.push({ path: url.pathname + url.search, authorization: request.headers.authorization });
  const send = (status: number, type: string | undefined, body: string) => {
    response.writeHead(status, type === undefined ? {} : { 'content-type': type });
    response.end(body);
  };
  switch (url.pathname) {
    case '/docs/guide.md':
      return send(200, 'text/markdown; charset=utf-8', GUIDE_MD);
    case '/raw/notes.txt':
      return send(200, 'text/plain', 'Just notes, no heading.\n');
    case '/site/configure.html':
      return send(200, 'text/html; charset=utf-8', ARTICLE_HTML);
    case '/title-only.html':
      return send(200, 'text/html', '<html><head><title>Only &amp; title</title></head><body><p>Body</p></body></html>');
    case '/private.md':
      if (request.headers.authorization !== `Basic ${Buffer.from(`reader:${PASSWORD}`).toString('base64')}`) return send(401, 'text/plain', 'no');
      return send(200, 'text/markdown', '# Private\n\nFor readers.\n');
    case '/missing.md':
      return send(404, 'text/plain', 'not here');
    case '/broken.md':
      return send(500, 'text/plain', 'oops');
    case '/image.png':
      return send(200, 'image/png', '\u0089PNG');
    case '/untyped':
      return send(200, undefined, '# untyped');
    case '/hop':
      response.writeHead(302, { location: `/docs/guide.md` });
      return void response.end();
    case '/loop':
      response.writeHead(302, { location: '/loop' });
      return void response.end();
    case '/deep.html':
      return send(200, 'text/html', `<html><body><h1>Deep</h1>${'<div>'.repeat(50_000)}bottom${'</div>'.repeat(50_000)}</body></html>`);
    case '/endless.md': {
      response.writeHead(200, { 'content-type': 'text/markdown' });
      const chunk = `${'x'.repeat(1023)}\n`;
      endlessWritten = 0;
      endlessClosed = new Promise((resolve) => response.on('close', () => resolve()));
      const write = () => {
        while (!response.destroyed && response.write(chunk)) endlessWritten += chunk.length;
        if (!response.destroyed) response.once('drain', write);
      };
      return write();
    }
    case '/slow.md':
      // Headers, then nothing: the import's timeout ends the wait.
      response.writeHead(200, { 'content-type': 'text/markdown' });
      return void response.write('# Slow\n');
    default:
      return send(404, 'text/plain', 'unknown');
  }
}

let source: Server;
let origin = '';
beforeAll(async () => {
  source = createHttpServer(route);
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
});
afterAll(async () => {
  source.closeAllConnections();
  await new Promise((resolve) => source.close(resolve));
});

/** A fresh demo world (`options` on top), and a client for one of its demo users. */
function world(options: ServerOptions = {}) {
  const server = createServer({ validateResponses: true, ...options });
  const clientFor = (user: keyof typeof DEMO.tokens) =>
    new DocPub({ token: DEMO.tokens[user], baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0, logLevel: 'off' });
  return { server, clientFor };
}

describe('content import', () => {
  it('makes a markdown document a page with its text, titled by its first heading', async () => {
    const { clientFor } = world();
    const admin = clientFor('admin');
    const before = await admin.spaces.get(SPACE);
    const revision = await admin.spaces.content.import(SPACE, { url: `${origin}/docs/guide.md`, source: 'website' });
    expect(revision.parents).toEqual([before.revision]);
    const page = revision.pages.at(-1)!;
    expect(page.title).toBe('Install the CLI');
    expect((await admin.spaces.content.page(SPACE, page.id)).markdown).toBe(GUIDE_MD);
    // text/plain without a heading: titled by the URL's last segment.
    const notes = (await admin.spaces.content.import(SPACE, { url: `${origin}/raw/notes.txt` })).pages.at(-1)!;
    expect(notes.title).toBe('Notes');
  });

  it('converts an HTML page to markdown: headings, lists, code kept, chrome and scripts dropped, images linked', async () => {
    const { clientFor } = world();
    const admin = clientFor('admin');
    const page = (await admin.spaces.content.import(SPACE, { url: `${origin}/site/configure.html` })).pages.at(-1)!;
    expect(page.title).toBe('Configure Acme');
    const { markdown } = await admin.spaces.content.page(SPACE, page.id);
    expect(markdown).toContain('# Configure Acme');
    expect(markdown).toContain('Set **two** values:');
    expect(markdown).toMatch(/1\.\s+the _region_\n2\.\s+the token/);
    expect(markdown).toContain('```sh\nacme config set region eu\n```');
    expect(markdown).toContain(`![Diagram](<${origin}/site/img/diagram.png>)`);
    expect(markdown).toContain(`[the reference](<${origin}/reference>)`);
    for (const chrome of ['window.secret', 'color:red', 'Acme home', 'Menu item', '© Acme', 'Ad\n']) expect(markdown).not.toContain(chrome);
    // The image was linked, not fetched.
    expect(seen.some((request) => request.path.includes('diagram.png'))).toBe(false);
    const titled = (await admin.spaces.content.import(SPACE, { url: `${origin}/title-only.html` })).pages.at(-1)!;
    expect(titled.title).toBe('Only & title');
  });

  it('follows a redirect, and reads a deeply nested page within its nesting bound', async () => {
    const { clientFor } = world();
    const admin = clientFor('admin');
    expect((await admin.spaces.content.import(SPACE, { url: `${origin}/hop` })).pages.at(-1)!.title).toBe('Install the CLI');
    const deep = (await admin.spaces.content.import(SPACE, { url: `${origin}/deep.html` })).pages.at(-1)!;
    expect(deep.title).toBe('Deep');
    expect((await admin.spaces.content.page(SPACE, deep.id)).markdown).toContain('bottom');
  });

  it('uses the URL credentials once: neither they nor the query reach an answer or the state, nor the credentials the journal', async () => {
    const { server, clientFor } = world();
    const admin = clientFor('admin');
    seen.length = 0;
    const url = `http://reader:${PASSWORD}@${origin.slice('http://'.length)}/private.md?token=${QUERY_SECRET}&plain=${QUERY_SECRET}`;
    const revision = await admin.spaces.content.import(SPACE, { url });
    expect(revision.pages.at(-1)!.title).toBe('Private');
    expect(seen).toEqual([{ path: `/private.md?token=${QUERY_SECRET}&plain=${QUERY_SECRET}`, authorization: expect.stringMatching(/^Basic /) }]);
    // Neither the credentials nor the query reach the answer or the state.
    const kept = JSON.stringify([revision, server.control.snapshot()]);
    expect(kept).not.toContain(PASSWORD);
    expect(kept).not.toContain(QUERY_SECRET);
    // The journal keeps the request as sent, its credentials and secret-named parameters (`token`) blanked.
    const journal = JSON.stringify(server.control.journal());
    expect(journal).not.toContain(PASSWORD);
    expect(journal).not.toContain(`token=${QUERY_SECRET}`);
    // Refused credentials: a 422 that names why, quoting neither the URL's password nor its query.
    const refused = await expectError(admin.spaces.content.import(SPACE, { url: url.replace(PASSWORD, 'wr0ng-pass') }), 422, 'credentials in the URL were not accepted');
    expect(JSON.stringify(refused)).not.toContain('wr0ng-pass');
    expect(JSON.stringify(refused)).not.toContain(QUERY_SECRET);
    expect(JSON.stringify(server.control.journal())).not.toContain('wr0ng-pass');
  });

  it('answers 422 naming why for a source that fails or that DocPub cannot read, and leaves the space as it was', async () => {
    const { server, clientFor } = world();
    const admin = clientFor('admin');
    const cases: [string, string][] = [
      ['/missing.md', 'the source answered HTTP 404'],
      ['/broken.md', 'the source answered HTTP 500'],
      ['/image.png', 'cannot read a document of type image/png'],
      ['/untyped', 'cannot read a document of type (none given)'],
      ['/loop', 'redirected more than 5 times'],
    ];
    for (const [path, why] of cases) {
      await expectNoChange(server, () => expectError(admin.spaces.content.import(SPACE, { url: `${origin}${path}` }), 422, why));
    }
    const closed = `http://127.0.0.1:1/nothing.md`;
    await expectNoChange(server, () => expectError(admin.spaces.content.import(SPACE, { url: closed }), 422, 'could not reach'));
  });

  it('stops reading a source past its byte cap, and one that never finishes at its timeout', async () => {
    const { server, clientFor } = world({ contentImportLimits: { maxBytes: 64 * 1024, timeoutMs: 1_000 } });
    const admin = clientFor('admin');
    await expectNoChange(server, () => expectError(admin.spaces.content.import(SPACE, { url: `${origin}/endless.md` }), 422, `more than ${64 * 1024} bytes`));
    await endlessClosed;
    // The source wrote into socket buffers at most a few MiB: the reader let go soon after the cap.
    expect(endlessWritten).toBeLessThan(16 * 1024 * 1024);
    await expectNoChange(server, () => expectError(admin.spaces.content.import(SPACE, { url: `${origin}/slow.md` }), 422, 'did not answer whole within 1000 ms'));
  });

  it('refuses before fetching: a scheme other than http(s) and a host the fetch policy refuses are a 400 naming url; a caller without edit fetches nothing', async () => {
    const { server, clientFor: publicOnly } = world({ gitFetchPolicy: 'public' });
    const admin = publicOnly('admin');
    seen.length = 0;
    await expectNoChange(server, () => expectError(admin.spaces.content.import(SPACE, { url: `${origin}/docs/guide.md` }), 400, 'url'));
    await expectNoChange(server, () => expectError(admin.spaces.content.import(SPACE, { url: 'ftp://example.com/a.md' }), 400, 'url: must be an http(s) URL'));
    const { clientFor } = world();
    await expectError(clientFor('comment').spaces.content.import(DEMO.spaces.roadmap, { url: `${origin}/docs/guide.md` }), 403);
    expect(seen).toEqual([]);
  });

  it('reads through a listening server too', async () => {
    const server = createServer();
    const listening = await server.listen();
    try {
      const response = await fetch(`${server.baseUrl}/spaces/${SPACE}/content/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: `${origin}/docs/guide.md` }),
      });
      expect(response.status).toBe(200);
      expect((await response.json()).pages.at(-1).title).toBe('Install the CLI');
    } finally {
      await listening.close();
    }
  });
});
