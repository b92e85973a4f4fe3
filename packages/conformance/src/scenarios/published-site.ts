/**
 * Published sites as their visitors meet them: the suite publishes its own generated content and visits the
 * `urls.published` the API answers as an anonymous client (no token, no redirect followed), under each
 * visibility, through share links, through visitor authentication with tokens it signs from the site's
 * private key, with a condition hiding a site space, and through a redirect; a customization change shows on a
 * later visit; and DocPub's own site search (`<site>/~search`) finds what a condition hides only for visitors
 * whose claims open it (skipped against a deployment: its site search is its own page, outside the API).
 */
import type { ShareLink, Site, SiteSpace } from '@docpub/sdk';
import { signVisitorToken, visitorReturnURL } from '@docpub/sdk/visitor';
import type { ScenarioContext } from '../context.js';
import type { Visit, Visitor } from '../published/visitor.js';
import { defineScenario } from '../scenario.js';
import { editPrimaryContent, flattenPages, newSite, newSpace, publishSite } from './support.js';

type Visibility = 'public' | 'unlisted' | 'share-link' | 'visitor-auth';

/** A page the suite wrote: its title, a word only it contains, and its URL on the site. */
interface GeneratedPage {
  title: string;
  marker: string;
  url: string;
}

/** A space holding one generated page; the space is deleted when the scenario ends. */
async function spaceWithPage(t: ScenarioContext) {
  const space = await newSpace(t);
  const title = t.title('Visitor page');
  const marker = t.slug('marker');
  await editPrimaryContent(t, space.id, [
    { operation: 'insert_page', title, slug: t.slug('page'), document: { markdown: `Conformance content: ${marker}.` } },
  ]);
  const pages = flattenPages((await t.client.spaces.content.pages(space.id)).pages);
  const page = t.defined(pages.find((candidate) => candidate.title === title), `the generated page "${title}" in the space's page tree`);
  return { space, title, marker, path: t.defined(page.path, 'path of the generated page') };
}

/**
 * Creates a site of `visibility` publishing one space with a generated page, publishes it, and takes its
 * published URLs. When the scenario ends it is unpublished, then deleted (also after a failure or an
 * interruption: cleanup runs then too).
 */
async function publishedSite(t: ScenarioContext, visibility: Visibility) {
  const content = await spaceWithPage(t);
  const created = await newSite(t, { spaces: [content.space.id], visibility });
  if (visibility === 'visitor-auth') await t.client.sites.publishingAuth.update(t.org, created.id, { backend: 'custom', fallbackURL: fallbackOf(t) });
  await publishSite(t, created.id);
  t.track(() => t.client.sites.unpublish(t.org, created.id), `unpublish site ${created.id}`);
  const site = await t.client.sites.get(t.org, created.id);
  const siteUrl = t.publishedUrl(site.urls.published, 'urls.published of the published site');
  const siteSpace = await onlySiteSpace(t, site);
  const siteSpaceUrl = t.publishedUrl(siteSpace.urls.published, 'urls.published of its site space');
  const page: GeneratedPage = { title: content.title, marker: content.marker, url: `${siteSpaceUrl.replace(/(?<!\/)\/+$/, '')}/${content.path}` };
  return { site, siteUrl, siteSpace, page, space: content.space };
}

async function onlySiteSpace(t: ScenarioContext, site: Site): Promise<SiteSpace> {
  const siteSpaces = await t.client.sites.siteSpaces.list(t.org, site.id).toArray();
  return t.defined(siteSpaces[0], 'the site space of the published site');
}

/**
 * The fallback URL the suite sets on its visitor-auth sites: a local address (the discard port) it never
 * visits, only finds in a redirect's `Location`.
 */
function fallbackOf(t: ScenarioContext): string {
  return `http://127.0.0.1:9/conformance-login/${t.slug('fallback')}`;
}

/** Checks that `visit` served `page` to the visitor. */
function expectServed(t: ScenarioContext, visit: Visit, page: GeneratedPage, what: string): void {
  t.expect(visit.status, `status of ${what}`).toBe(200);
  t.check(visit.text.includes(page.marker), `${what}`, `the generated page's content (${page.marker})`, `${visit.text.length} characters without it`);
}

/** Checks that `visit` is the not-found answer and shows nothing of `page`. */
function expectNotFound(t: ScenarioContext, visit: Visit, page: GeneratedPage, what: string): void {
  t.expect(visit.status, `status of ${what}`).toBe(404);
  t.check(!visit.text.includes(page.marker) && !visit.text.includes(page.title), `${what}`, 'nothing of the page', 'its title or content');
}

/** Checks that `visit` sends the visitor to `fallback` with a `location`; returns that `location`. */
function expectSentToFallback(t: ScenarioContext, visit: Visit, fallback: string, what: string): string {
  t.expect(visit.status, `status of ${what}`).toBe(302);
  const location = new URL(t.defined(visit.location, `Location of ${what}`), fallback);
  t.expect(`${location.origin}${location.pathname}`, `Location of ${what}`).toBe(fallback);
  return t.defined(location.searchParams.get('location'), `the location parameter of ${what}`);
}

/** `url` with `jwt_token` set to `token`, for visits the suite makes up from a URL the API gave. */
function withToken(url: string, token: string): string {
  const next = new URL(url);
  next.searchParams.set('jwt_token', token);
  return next.href;
}

/**
 * The target's time, as its own answers tell it: when it created `site`, moments ago. Visitor tokens are issued
 * at that time, not at this machine's: the target's clock may be far from it (a docpub-mock whose clock an
 * earlier run or test moved days on, a deployment on a skewed machine), and a token that is expired there,
 * or not yet valid, would be refused for its time rather than admitted (or refused for what a scenario forged).
 */
function targetNow(t: ScenarioContext, site: Site): number {
  const time = Date.parse(site.createdAt);
  return t.defined(Number.isFinite(time) ? time : undefined, `the time in the site's createdAt (${JSON.stringify(site.createdAt)})`);
}

/** An unsigned token (`alg: none`) carrying `claims`, issued at `nowMs`: what a forger without the key writes. */
function unsignedToken(claims: Record<string, unknown>, nowMs: number): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(nowMs / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, iat: now, exp: now + 3600 })}.`;
}

/**
 * Signs a token with the site's private key, issued at the target's time, and brings `visitor` in through the
 * URL a visitor-auth backend builds from the fallback's `location`; checks the admission answer and returns
 * where it sends the visitor.
 */
async function signIn(t: ScenarioContext, visitor: Visitor, site: { siteUrl: string; site: Site }, location: string, privateKey: string, claims: Record<string, unknown>) {
  const token = t.secret(await signVisitorToken({ privateKey, claims, expiresIn: '10 min', now: targetNow(t, site.site) }));
  const back = visitorReturnURL({ siteURL: site.siteUrl, location, token });
  const admission = await visitor.get(back);
  t.expect(admission.status, 'status of the visit with a valid jwt_token').toBe(302);
  const next = new URL(t.defined(admission.location, 'Location of the admission'), back);
  t.expect(next.origin, 'origin of the admission’s Location').toBe(new URL(site.siteUrl).origin);
  t.expect(next.searchParams.has('jwt_token'), 'jwt_token left in the admission’s Location').toBe(false);
  t.check(visitor.hasCookies(next.origin), 'cookies after the admission', 'a session cookie', 'none');
  return next.href;
}

/** Creates a share link of the site and takes its URL, whose key is a secret. */
async function shareLinkUrl(t: ScenarioContext, siteId: string): Promise<URL> {
  const link = await t.client.sites.shareLinks.create(t.org, siteId, { name: t.title('Readers') });
  const url = new URL(t.publishedUrl(link.urls.published, 'urls.published of the share link'));
  for (const value of url.searchParams.values()) t.secret(value);
  return url;
}

const visibilities = defineScenario({
  area: 'published-site',
  name: 'a public site is served to anyone and indexable; unlisted is served with noindex; unpublished is gone',
  operations: ['createSite', 'publishSite', 'getSite', 'updateSite', 'unpublishSite', 'listSiteSpaces'],
  needs: ['write', 'public-publish'],
  async run(t) {
    const published = await t.step('publish a public site of generated content', () => publishedSite(t, 'public'));
    const visitor = t.visitor();
    await t.step('a visitor reads the page, indexable', async () => {
      const visit = await visitor.get(published.page.url);
      expectServed(t, visit, published.page, 'the page of a public site');
      t.expect(visit.headers.get('x-robots-tag') ?? '', 'X-Robots-Tag of a public page').notToContain('noindex');
    });
    await t.step('make it unlisted: still served, not indexed', async () => {
      await t.client.sites.update(t.org, published.site.id, { visibility: 'unlisted' });
      const visit = await visitor.get(published.page.url);
      expectServed(t, visit, published.page, 'the page of an unlisted site');
      t.expect(visit.headers.get('x-robots-tag') ?? '', 'X-Robots-Tag of an unlisted page').toContain('noindex');
    });
    await t.step('unpublish it: no published URL, and the former one is not found', async () => {
      const site = await t.client.sites.unpublish(t.org, published.site.id);
      t.expect(site.urls.published, 'urls.published of an unpublished site').toBe(undefined);
      expectNotFound(t, await visitor.get(published.page.url), published.page, 'the page of an unpublished site');
    });
  },
});

const shareLinks = defineScenario({
  area: 'published-site',
  name: 'a share-link site is served only through an active share link’s URL',
  operations: ['createSite', 'publishSite', 'createShareLink', 'updateShareLink', 'deleteShareLink'],
  needs: ['write'],
  async run(t) {
    const published = await t.step('publish a share-link site of generated content', () => publishedSite(t, 'share-link'));
    const visitor = t.visitor();
    await t.step('without a key, its page is not found', async () => {
      expectNotFound(t, await visitor.get(published.page.url), published.page, 'the page without a share key');
      expectNotFound(t, await visitor.get(published.siteUrl), published.page, 'the site without a share key');
    });
    const link: ShareLink = await t.step('create a share link', () => t.client.sites.shareLinks.create(t.org, published.site.id, { name: t.title('Readers') }));
    const linkUrl = await t.step('read its URL', async () => {
      const url = t.publishedUrl(link.urls.published, 'urls.published of the share link');
      for (const value of new URL(url).searchParams.values()) t.secret(value);
      for (const segment of new URL(url).pathname.split('/')) if (!published.siteUrl.includes(segment)) t.secret(segment);
      return url;
    });
    const open = async (what: string) => {
      const visit = await visitor.get(linkUrl);
      // The share link's URL opens the site; its first page is the generated one, or lists it.
      t.check(visit.status === 200 && visit.text.includes(published.page.title), what, 'status 200 showing the generated page', `status ${visit.status}`);
      return visit;
    };
    await t.step('its URL opens the site, privately', async () => {
      const visit = await open('the share link’s URL');
      t.expect(visit.headers.get('cache-control') ?? '', 'Cache-Control of a share-link page').toContain('private');
      t.expect(visit.headers.get('referrer-policy') ?? '', 'Referrer-Policy of a share-link page').toBe('no-referrer');
    });
    await t.step('deactivate the link: its URL is not found', async () => {
      await t.client.sites.shareLinks.update(t.org, published.site.id, link.id, { active: false });
      expectNotFound(t, await visitor.get(linkUrl), published.page, 'the URL of a deactivated share link');
    });
    await t.step('reactivate it: its URL opens the site again', async () => {
      await t.client.sites.shareLinks.update(t.org, published.site.id, link.id, { active: true });
      await open('the URL of a reactivated share link');
    });
    await t.step('delete it: its URL is not found', async () => {
      await t.client.sites.shareLinks.delete(t.org, published.site.id, link.id);
      expectNotFound(t, await visitor.get(linkUrl), published.page, 'the URL of a deleted share link');
    });
  },
});

const visitorAuth = defineScenario({
  area: 'published-site',
  name: 'a visitor-auth site sends strangers to its fallback URL, admits a token signed with its key, refuses forged ones',
  operations: ['createSite', 'publishSite', 'updatePublishingAuth', 'getPublishingAuth', 'regeneratePublishingAuth'],
  needs: ['write'],
  async run(t) {
    const published = await t.step('publish a visitor-auth site of generated content, its fallback a local address', () => publishedSite(t, 'visitor-auth'));
    const { fallbackURL, privateKey } = await t.step('read its publishing auth', async () => {
      const auth = await t.client.sites.publishingAuth.get(t.org, published.site.id);
      return { fallbackURL: t.defined(auth.fallbackURL, 'fallbackURL'), privateKey: t.secret(t.defined(auth.privateKey, 'privateKey of the publishing auth')) };
    });
    const stranger = t.visitor();
    const location = await t.step('a visitor without a token is sent to the fallback URL, with where they were going', async () => {
      const visit = await stranger.get(published.page.url);
      t.check(!visit.text.includes(published.page.marker), 'the answer to a visitor without a token', 'nothing of the page', 'its content');
      return expectSentToFallback(t, visit, fallbackURL, 'the page without a token');
    });
    await t.step('forged tokens are refused the same way: another key, alg none, expired', async () => {
      // Issued at the target's time, so that each is refused for what is forged, not for being expired there.
      const now = targetNow(t, published.site);
      const forgedKey = t.secret(`forged-${crypto.randomUUID()}`);
      const forged = t.secret(await signVisitorToken({ privateKey: forgedKey, claims: { forged: true }, now }));
      const unsigned = t.secret(unsignedToken({ forged: true }, now));
      const expired = t.secret(await signVisitorToken({ privateKey, claims: {}, expiresIn: 60, now: Date.UTC(2001, 0, 1) }));
      for (const [what, token] of [['another key', forged], ['alg none', unsigned], ['an expired token', expired]] as const) {
        const visit = await stranger.get(withToken(published.page.url, token));
        expectSentToFallback(t, visit, fallbackURL, `the page with ${what}`);
        t.check(!visit.text.includes(published.page.marker), `the answer with ${what}`, 'nothing of the page', 'its content');
      }
      t.check(!stranger.hasCookies(new URL(published.siteUrl).origin), 'cookies after forged tokens', 'none', 'a cookie');
    });
    const visitor = t.visitor();
    const next = await t.step('a token signed with the site’s key, sent back to `location`, is admitted', async () => {
      await visitor.get(published.page.url);
      return signIn(t, visitor, published, location, privateKey, { conformance: true });
    });
    await t.step('the admitted visitor reads the page they were going to, privately', async () => {
      t.expect(next.split('?')[0], 'where the admission sends the visitor').toBe(published.page.url);
      const visit = await visitor.get(next);
      expectServed(t, visit, published.page, 'the page after admission');
      t.expect(visit.headers.get('cache-control') ?? '', 'Cache-Control of a visitor-auth page').toContain('private');
    });
    await t.step('regenerating the key voids the session', async () => {
      const auth = await t.client.sites.publishingAuth.regenerate(t.org, published.site.id);
      t.secret(auth.privateKey);
      expectSentToFallback(t, await visitor.get(published.page.url), fallbackURL, 'the page with a session of the former key');
    });
  },
});

/**
 * The steps of a visitor-auth site with adaptive content on, publishing the generated page and, in a second site
 * space shown only if `visitor.claims.isBetaUser == true`, another: the site, that page, and the site's private key.
 */
async function conditionalSite(t: ScenarioContext) {
  const published = await t.step('publish a visitor-auth site of generated content, adaptive content on', async () => {
    const site = await publishedSite(t, 'visitor-auth');
    await t.client.sites.update(t.org, site.site.id, { adaptiveContent: { enabled: true } });
    return site;
  });
  const beta = await t.step('publish a second space, shown only if visitor.claims.isBetaUser == true', async () => {
    const content = await spaceWithPage(t);
    const created = await t.client.sites.siteSpaces.create(t.org, published.site.id, { spaceId: content.space.id });
    const siteSpace = await t.client.sites.siteSpaces.update(t.org, published.site.id, created.id, {
      path: t.slug('beta'),
      condition: 'visitor.claims.isBetaUser == true',
    });
    const url = t.publishedUrl(siteSpace.urls.published, 'urls.published of the conditional site space');
    return { title: content.title, marker: content.marker, url: `${url.replace(/(?<!\/)\/+$/, '')}/${content.path}` } satisfies GeneratedPage;
  });
  const privateKey = await t.step('read the private key', async () =>
    t.secret(t.defined((await t.client.sites.publishingAuth.get(t.org, published.site.id)).privateKey, 'privateKey')),
  );
  return { published, beta, privateKey };
}

const condition = defineScenario({
  area: 'published-site',
  name: 'a condition on visitor.claims hides a site space from visitors whose claims exclude it',
  operations: ['createSite', 'publishSite', 'updateSite', 'createSiteSpace', 'updateSiteSpace', 'getPublishingAuth'],
  needs: ['write'],
  async run(t) {
    const { published, beta, privateKey } = await conditionalSite(t);
    const admitted = async (claims: Record<string, unknown>) => {
      const visitor = t.visitor();
      await signIn(t, visitor, published, '', privateKey, claims);
      return visitor;
    };
    await t.step('a visitor whose claims exclude it: absent from the navigation, not found', async () => {
      const visitor = await admitted({ isBetaUser: false });
      const home = await visitor.get(published.page.url);
      expectServed(t, home, published.page, 'the first space’s page');
      t.check(!home.text.includes(beta.title), 'the navigation of an excluded visitor', `no "${beta.title}"`, 'it listed');
      expectNotFound(t, await visitor.get(beta.url), beta, 'the hidden page for an excluded visitor');
    });
    await t.step('a visitor whose claims satisfy it reads it', async () => {
      const visitor = await admitted({ isBetaUser: true });
      expectServed(t, await visitor.get(beta.url), beta, 'the conditional page for a beta user');
    });
  },
});

const redirects = defineScenario({
  area: 'published-site',
  name: 'a redirect’s source answers 308 or 307 with its destination as Location, which the suite does not follow',
  operations: ['createSite', 'publishSite', 'createShareLink', 'createSiteRedirect'],
  needs: ['write'],
  async run(t) {
    const published = await t.step('publish a share-link site of generated content', () => publishedSite(t, 'share-link'));
    const key = await t.step('create a share link and read its URL', async () => (await shareLinkUrl(t, published.site.id)).search);
    const external = `https://conformance.invalid/${t.slug('moved')}`;
    const permanentSource = `/${t.slug('old')}`;
    const temporarySource = `/${t.slug('old')}`;
    await t.step('create a permanent redirect to an external URL and a temporary one to the site space', async () => {
      await t.client.sites.redirects.create(t.org, published.site.id, { source: permanentSource, destination: { kind: 'external', url: external }, permanent: true });
      await t.client.sites.redirects.create(t.org, published.site.id, {
        source: temporarySource,
        destination: { kind: 'site-space', siteSpaceId: published.siteSpace.id },
      });
    });
    const visitor = t.visitor();
    const sourceUrl = (source: string) => `${published.siteUrl.replace(/(?<!\/)\/+$/, '')}${source}${key}`;
    await t.step('the permanent source answers 308 to the external URL', async () => {
      const visit = await visitor.get(sourceUrl(permanentSource));
      t.expect(visit.status, 'status of a permanent redirect').toBe(308);
      t.expect(visit.location, 'Location of the redirect to an external URL').toBe(external);
    });
    await t.step('the temporary source answers 307 to the site space, on the site', async () => {
      const visit = await visitor.get(sourceUrl(temporarySource));
      t.expect(visit.status, 'status of a temporary redirect').toBe(307);
      const location = new URL(t.defined(visit.location, 'Location of the redirect to a site space'), published.siteUrl);
      t.expect(`${location.origin}${location.pathname}`.replace(/(?<!\/)\/+$/, ''), 'Location of the redirect to a site space').toBe(
        t.defined(published.siteSpace.urls.published, 'urls.published of the site space').replace(/(?<!\/)\/+$/, ''),
      );
    });
  },
});

/** How long a customization may take to show on the site: a deployment publishes it asynchronously. */
const CUSTOMIZATION_SHOWS_WITHIN_MS = 60_000;

const customizationShows = defineScenario({
  area: 'published-site',
  name: 'a change of the site’s customized title and announcement shows on a later visit',
  operations: ['createSite', 'publishSite', 'createShareLink', 'updateSiteCustomization'],
  needs: ['write'],
  async run(t) {
    const published = await t.step('publish a share-link site of generated content', () => publishedSite(t, 'share-link'));
    const linkUrl = await t.step('create a share link and read its URL', async () => (await shareLinkUrl(t, published.site.id)).href);
    const title = t.title('Customized title');
    const message = t.title('Announcement');
    const visitor = t.visitor();
    await t.step('before the change, the page shows neither', async () => {
      const visit = await visitor.get(linkUrl);
      t.expect(visit.status, 'status of the site through its share link').toBe(200);
      t.check(!visit.text.includes(title), 'the page before the change', `no "${title}"`, 'the title already');
      t.check(!visit.text.includes(message), 'the page before the change', `no "${message}"`, 'the announcement already');
    });
    await t.step('set the customization’s title and announcement', () =>
      t.client.sites.customization.update(t.org, published.site.id, { title, announcement: { enabled: true, message, style: 'info' } }),
    );
    await t.step(`a later visit shows both (within ${CUSTOMIZATION_SHOWS_WITHIN_MS / 1000} s)`, () =>
      t.poll(
        `the customized title "${title}" and the announcement "${message}" on the published page`,
        () => visitor.get(linkUrl),
        (visit) => visit.status === 200 && visit.text.includes(title) && visit.text.includes(message),
        { timeoutMs: CUSTOMIZATION_SHOWS_WITHIN_MS, intervalMs: 500 },
      ),
    );
  },
});

/** The URL of a site's search page for `query`: DocPub's `<site>/~search?q=…`. */
function searchUrl(siteUrl: string, query: string): string {
  return `${siteUrl.replace(/(?<!\/)\/+$/, '')}/~search?q=${encodeURIComponent(query)}`;
}

const search = defineScenario({
  area: 'published-site',
  name: 'site search finds a page behind a condition only for a visitor whose claims open it',
  operations: ['createSite', 'publishSite', 'updateSite', 'createSiteSpace', 'updateSiteSpace', 'getPublishingAuth'],
  needs: ['write', 'docpub'],
  async run(t) {
    const { published, beta, privateKey } = await conditionalSite(t);
    const searchAs = async (claims: Record<string, unknown>, query: string) => {
      const visitor = t.visitor();
      await signIn(t, visitor, published, '', privateKey, claims);
      const visit = await visitor.get(searchUrl(published.siteUrl, query));
      t.expect(visit.status, 'status of the search page').toBe(200);
      // Results mark the words searched for (`<mark>`), in titles too: read without the marks.
      return { ...visit, text: visit.text.replace(/<\/?mark>/g, '') };
    };
    const betaPath = new URL(beta.url).pathname;
    await t.step('a visitor whose claims exclude the page searches a word only it holds: nothing of it is shown', async () => {
      const visit = await searchAs({ isBetaUser: false }, beta.marker);
      t.check(!visit.text.includes(beta.title) && !visit.text.includes(betaPath), 'the search page of an excluded visitor', 'nothing of the hidden page', 'its title or link');
      const own = await searchAs({ isBetaUser: false }, published.page.marker);
      t.check(own.text.includes(published.page.title), 'the same visitor searching a word of a page they may open', `"${published.page.title}" found`, 'not found');
    });
    await t.step('a visitor whose claims open it finds it, linked', async () => {
      const visit = await searchAs({ isBetaUser: true }, beta.marker);
      t.check(visit.text.includes(beta.title) && visit.text.includes(betaPath), 'the search page of a beta user', `"${beta.title}" and a link to it`, 'not found');
    });
  },
});

export const publishedSiteScenarios = [visibilities, shareLinks, visitorAuth, condition, redirects, customizationShows, search];
