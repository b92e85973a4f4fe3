/**
 * What an id or a list gives away: another organization's ids answer exactly like unknown ids, and a list of
 * site spaces, or a site's sections and groups, never shows a space the caller cannot read.
 */
import { describe, expect, it } from 'vitest';
import { DEMO, demoServer, send } from './support.js';

const ORG = DEMO.organization;
const SITE = DEMO.sites.docs;

describe('ids of another organization', () => {
  it.each([
    ['a site space', `/orgs/${ORG}/sites/${SITE}/site-spaces`, (id: string) => ({ spaceId: id }), DEMO.spaces.globex],
    ['a collection parent', `/orgs/${ORG}/collections`, (id: string) => ({ title: 'Mine', parent: id }), undefined],
  ])('%s: a real foreign id answers like an unknown one', (_label, path, body, foreignId) => {
    const server = demoServer();
    const foreign =
      foreignId ??
      (send(server, 'POST', `/orgs/${DEMO.otherOrganization}/collections`, { token: DEMO.tokens.outsider, body: { title: 'Theirs' } })
        .body as { id: string }).id;
    const unknown = 'zz-no-such-id';
    const real = send(server, 'POST', path, { token: DEMO.tokens.admin, body: body(foreign) });
    const missing = send(server, 'POST', path, { token: DEMO.tokens.admin, body: body(unknown) });
    expect(real.status).toBe(404);
    expect(real.status).toBe(missing.status);
    expect(JSON.stringify(real.body).replace(foreign, '<id>')).toBe(JSON.stringify(missing.body).replace(unknown, '<id>'));
  });
});

describe('the list of site spaces', () => {
  it('leaves out site spaces whose space the caller cannot read', () => {
    const server = demoServer();
    const published = send(server, 'POST', `/orgs/${ORG}/sites/${SITE}/site-spaces`, {
      token: DEMO.tokens.admin,
      body: { spaceId: DEMO.spaces.internal },
    });
    expect(published.status).toBe(201);
    const readers = Object.entries(DEMO.tokens).filter(
      ([, token]) => send(server, 'GET', `/orgs/${ORG}/sites/${SITE}/site-spaces`, { token }).status === 200,
    );
    let hidden = 0;
    for (const [name, token] of readers) {
      const list = send(server, 'GET', `/orgs/${ORG}/sites/${SITE}/site-spaces`, { token, query: { limit: '100' } });
      const shown = (list.body as { items: { space: { id: string } }[] }).items.some((item) => item.space.id === DEMO.spaces.internal);
      const mayRead = send(server, 'GET', `/spaces/${DEMO.spaces.internal}`, { token }).status === 200;
      expect(shown, name).toBe(mayRead);
      if (!mayRead) hidden += 1;
    }
    // The check means something only if some caller of the list may not read the space.
    expect(hidden).toBeGreaterThan(0);
  });
});

describe('the structure of a site', () => {
  it.each([
    ['its sections', `/orgs/${ORG}/sites/${SITE}/sections`],
    ['its section groups', `/orgs/${ORG}/sites/${SITE}/section-groups`],
    ['the site itself', `/orgs/${ORG}/sites/${SITE}`],
    ['its published profile', `/orgs/${ORG}/sites/${SITE}/published`],
  ])('%s show a site space only to callers who may read its space', (_label, path) => {
    const server = demoServer();
    const published = send(server, 'POST', `/orgs/${ORG}/sites/${SITE}/site-spaces`, {
      token: DEMO.tokens.admin,
      body: { spaceId: DEMO.spaces.internal },
    });
    expect(published.status).toBe(201);
    if (path.endsWith('/section-groups')) {
      // A group holding every section of the site, so the group list embeds the site space.
      const sections = send(server, 'GET', `/orgs/${ORG}/sites/${SITE}/sections`, { token: DEMO.tokens.admin }).body as {
        items: { id: string }[];
      };
      const group = send(server, 'POST', path, {
        token: DEMO.tokens.admin,
        body: { title: 'Everything', sections: sections.items.map((section) => section.id) },
      });
      expect(group.status).toBe(201);
    }
    const embeds = (body: unknown) => JSON.stringify(body).includes(`"id":"${DEMO.spaces.internal}"`);
    let hidden = 0;
    let shown = 0;
    for (const [name, token] of Object.entries(DEMO.tokens)) {
      const answer = send(server, 'GET', path, { token, query: path.endsWith(SITE) || path.endsWith('/published') ? {} : { limit: '100' } });
      if (answer.status !== 200) continue;
      const mayRead = send(server, 'GET', `/spaces/${DEMO.spaces.internal}`, { token }).status === 200;
      if (path.endsWith(SITE)) {
        expect(embeds(answer.body), name).toBe(false); // a site embeds no space, whoever asks
        continue;
      }
      expect(embeds(answer.body), name).toBe(mayRead);
      if (mayRead) shown += 1;
      else hidden += 1;
    }
    if (!path.endsWith(SITE)) {
      // Meaningful only if the structure shows the space to some callers and hides it from others.
      expect(shown).toBeGreaterThan(0);
      expect(hidden).toBeGreaterThan(0);
    }
  });
});
