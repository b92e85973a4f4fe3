/**
 * The files of a site space, served by the site at `<site space>/~files/<id>/<name>`, behind the same gate as its
 * pages: visibility, share key, visitor session, conditions. What a URL names is read in the journal's reason.
 */
import { describe, expect, it } from 'vitest';
import { cookiePair, KEY, SITE_URL, signToken, siteServer } from './support.js';

const GUIDE = `${SITE_URL}/guides/guide`;
const LOGO = { id: 'f-logo', name: 'logo.png', contentType: 'image/png', size: 4 };

/** The journal's reason for the last request. */
function lastReason(server: ReturnType<typeof siteServer>['server']): string | undefined {
  return server.control.journal().at(-1)?.reason;
}

describe('files served by the site', () => {
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
