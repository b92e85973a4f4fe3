/**
 * The files of a site space, served by the site at `<site space>/~files/<id>/<name>`, behind the same gate as its
 * pages: visibility, share key, visitor session, conditions. What a URL names is read in the journal's reason.
 */
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { mswHandlers } from '../../src/adapters/msw.js';
import { fileBytesOf } from '../../src/store/file-bytes.js';
import { cookiePair, KEY, SITE_URL, signToken, siteServer } from './support.js';

const GUIDE = `${SITE_URL}/guides/guide`;
const LOGO = { id: 'f-logo', name: 'logo.png', contentType: 'image/png', size: 4 };

/** The journal's reason for the last request. */
function lastReason(server: ReturnType<typeof siteServer>['server']): string | undefined {
  return server.control.journal().at(-1)?.reason;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const PNG_OID = 'a'.repeat(40);
const SVG_OID = 'b'.repeat(40);

/** A server whose guide space holds a PNG and an SVG synced from Git, their bytes held by the world. */
function withBytes(change: (file: Record<string, any>) => void = () => {}) {
  const served = siteServer((file) => {
    file.spaces[0].files = [
      { ...LOGO, git: { oid: PNG_OID, path: '.gitbook/assets/logo.png' } },
      { id: 'f-icon', name: 'icon.svg', contentType: 'image/svg+xml', size: SVG.byteLength, git: { oid: SVG_OID, path: '.gitbook/assets/icon.svg' } },
    ];
    change(file);
  });
  fileBytesOf(served.server.store).addAll([
    [PNG_OID, PNG],
    [SVG_OID, SVG],
  ]);
  return served;
}

describe('files served by the site', () => {
  it('serves the bytes the world holds for a file, inline for images that run nothing, as a download otherwise', async () => {
    const { server, visit } = withBytes();
    const png = await visit(`${GUIDE}/~files/f-logo/logo.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''logo.png");
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
    expect(png.headers.get('content-security-policy')).toMatch(/script-src 'none'/);
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(PNG);
    const svg = await visit(`${GUIDE}/~files/f-icon/icon.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-disposition')).toMatch(/^attachment;/);
    const head = await visit(`${GUIDE}/~files/f-logo/logo.png`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    // The page's image loads from the site itself: the file's URL, under a CSP that allows it.
    server.control.seed({ kind: 'content', spaceId: 'sp-guide', pages: [{ title: 'Logo', markdown: '![Logo](file:f-logo)' }] });
    const page = await visit(`${GUIDE}/logo`);
    expect(await page.text()).toContain(`<img src="${GUIDE}/~files/f-logo/logo.png" alt="Logo" />`);
    expect(page.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
  });

  it('serves the same bytes over HTTP and through the msw handlers', async () => {
    const { server } = withBytes();
    const listening = await server.listen();
    try {
      const answer = await fetch(`http://127.0.0.1:${listening.port}/sites/acme.docpub.site/docs/guides/guide/~files/f-logo/logo.png`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-length')).toBe(String(PNG.byteLength));
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(PNG);
    } finally {
      await listening.close();
    }
    // msw answers the published origin: a server that never listened, so the in-process one.
    const msw = setupServer(...mswHandlers(withBytes().server));
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      expect(new Uint8Array(await (await fetch(`${GUIDE}/~files/f-logo/logo.png`)).arrayBuffer())).toEqual(PNG);
    } finally {
      msw.close();
    }
  });

  it('serves a share-link site file with the key only, the key carried by the page', async () => {
    const { visit } = withBytes((file) => {
      file.sites[0].visibility = 'share-link';
      file.spaces[0].pages[0].markdown = '![Logo](file:f-logo)';
    });
    const share = '?share=share-key-partners';
    expect((await visit(`${GUIDE}/~files/f-logo/logo.png`)).status).toBe(404);
    const page = await (await visit(`${SITE_URL}${share}`)).text();
    const src = /<img src="([^"]+)"/.exec(page)![1]!.replace(/&amp;/g, '&');
    expect(src).toBe(`${GUIDE}/~files/f-logo/logo.png${share}`);
    const file = await visit(src);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('names a file by the id and exact name of the site space primary revision; anything else is the 404 page', async () => {
    const { server, visit } = siteServer((file) => {
      file.spaces[0].files = [LOGO];
    });
    for (const url of [`${GUIDE}/~files/f-logo/other.png`, `${GUIDE}/~files/f-nope/logo.png`, `${GUIDE}/~files`, `${SITE_URL}/beta/beta-guide/~files/f-logo/logo.png`]) {
      const answer = await visit(url);
      expect(answer.status, url).toBe(404);
      expect(await answer.text()).toContain('Page not found');
      expect(lastReason(server), url).toMatch(/no file at this path|no section or site space/);
    }
    // A file of the space, at its site space's URL and at the site's default URL alike, reaches the byte lookup.
    for (const url of [`${GUIDE}/~files/f-logo/logo.png`, `${SITE_URL}/~files/f-logo/logo.png`]) {
      expect((await visit(url)).status, url).toBe(404);
      expect(lastReason(server), url).toMatch(/no bytes for file f-logo/);
    }
  });

  it('keeps a share-link site file behind its key and a visitor-auth site file behind its session', async () => {
    const shared = siteServer((file) => {
      file.sites[0].visibility = 'share-link';
      file.spaces[0].files = [LOGO];
    });
    expect((await shared.visit(`${GUIDE}/~files/f-logo/logo.png`)).status).toBe(404);
    expect(lastReason(shared.server)).toMatch(/share-link/);
    await shared.visit(`${GUIDE}/~files/f-logo/logo.png?share=share-key-partners`);
    expect(lastReason(shared.server)).toMatch(/no bytes for file f-logo/);

    const gated = siteServer((file) => {
      file.sites[0].visibility = 'visitor-auth';
      file.spaces[0].files = [LOGO];
    });
    const refused = await gated.visit(`${GUIDE}/~files/f-logo/logo.png`);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toContain('location=guides%2Fguide%2F%7Efiles%2Ff-logo%2Flogo.png');
    const token = await signToken(KEY, {}, { now: gated.server.clock.now() });
    const admitted = await gated.visit(`${SITE_URL}?jwt_token=${token}`);
    const cookie = cookiePair(admitted.headers.get('set-cookie'));
    await gated.visit(`${GUIDE}/~files/f-logo/logo.png`, { cookie });
    expect(lastReason(gated.server)).toMatch(/no bytes for file f-logo/);
  });

  it('keeps the files of a site space the visitor claims exclude out of reach', async () => {
    const { server, visit } = siteServer((file) => {
      file.spaces[1].files = [LOGO];
    });
    expect((await visit(`${SITE_URL}/beta/beta-guide/~files/f-logo/logo.png`)).status).toBe(404);
    expect(lastReason(server)).toMatch(/no section or site space/);
  });
});
