/**
 * What installed integrations add to published content: the scripts of the published profile, and URLs
 * unfurled by an integration's block in a space's embeds.
 */
import { describe, expect, it } from 'vitest';
import { matchesPattern } from '../../src/domain/integrations/unfurl.js';
import { DEMO } from '../../src/demo/demo.js';
import { ORG, SITE, siteWorld, SPACES } from './support.js';

const { integrations } = DEMO;

describe('scripts of the published profile', () => {
  it('come from the integrations with a script installed on the published spaces, each once', async () => {
    const { admin, server } = siteWorld();
    const scriptsOf = async () => (await admin.sites.getPublished(ORG, SITE)).scripts;
    const before = await scriptsOf();
    expect(before).toEqual([{ script: expect.stringContaining(`/${integrations.analytics}/`), contentSecurityPolicy: expect.any(String), cookies: true }]);
    // The status integration injects a script without cookies; installed on two published spaces, it is listed once.
    server.control.installIntegration(SPACES.roadmap, integrations.status);
    server.control.installIntegration(SPACES.api, integrations.status);
    // The video integration has blocks but no script: it adds none.
    server.control.installIntegration(SPACES.api, integrations.video);
    const after = await scriptsOf();
    expect(after.map((script) => [script.script.includes(integrations.analytics) ? 'analytics' : script.script.includes(integrations.status) ? 'status' : script.script, script.cookies])).toEqual([
      ['analytics', true],
      ['status', false],
    ]);
  });

  it('leave out integrations installed only on spaces the site does not publish', async () => {
    const { admin, server } = siteWorld();
    server.control.installIntegration(SPACES.internal, integrations.status);
    const { scripts } = await admin.sites.getPublished(ORG, SITE);
    expect(scripts.some((script) => script.script.includes(integrations.status))).toBe(false);
  });
});

describe('embeds unfurled by installed integrations', () => {
  it("renders a URL matching an installed integration's block through it, and any other URL as a link", async () => {
    const { admin, server } = siteWorld();
    const video = await admin.spaces.embed(SPACES.handbook, { url: 'https://www.youtube.com/watch?v=abc' });
    expect(video).toMatchObject({ type: 'integration', integration: integrations.video, block: { id: 'video' }, site: 'youtube.com' });
    expect((await admin.spaces.embed(SPACES.handbook, { url: 'https://example.com/a' })).type).toBe('link');
    // The same URL on a space without the integration is a plain link, until it is installed there.
    expect((await admin.spaces.embed(SPACES.api, { url: 'https://www.youtube.com/watch?v=abc' })).type).toBe('link');
    server.control.installIntegration(SPACES.api, integrations.design);
    expect(await admin.spaces.embed(SPACES.api, { url: 'https://miro.com/app/board/xyz' })).toMatchObject({
      type: 'integration',
      integration: integrations.design,
      block: { id: 'board' },
    });
  });

  it('matches unfurl patterns whole, `*` standing for any run of characters', () => {
    expect(matchesPattern('https://*.vimeo.com/*', 'https://player.vimeo.com/video/1')).toBe(true);
    expect(matchesPattern('https://*.vimeo.com/*', 'https://vimeo.com.evil.test/x')).toBe(false);
    expect(matchesPattern('https://youtu.be/*', 'https://youtu.be/')).toBe(true);
    expect(matchesPattern('https://youtu.be/*', 'http://youtu.be/x')).toBe(false);
    expect(matchesPattern('https://a.test/x', 'https://a.test/x')).toBe(true);
    expect(matchesPattern('https://a.test/x', 'https://a.test/xy')).toBe(false);
    expect(matchesPattern('https://*/*/*', 'https://a.test/b')).toBe(false);
    // A long adversarial URL is matched in linear time (no backtracking).
    expect(matchesPattern('https://*a*a*a*a*b', `https://${'a'.repeat(100_000)}`)).toBe(false);
  });
});
