/** Adaptive content: conditions of sections and site spaces over visitor.claims, parsed and evaluated safely. */
import { describe, expect, it } from 'vitest';
import { conditionHolds, conditionProblem, MAX_BRACKET_DEPTH } from '../../src/visitor/conditions.js';
import { expectError } from '../support/assertions.js';
import { KEY, ORG, SITE, SITE_URL, signToken, siteServer } from './support.js';

describe('the condition grammar', () => {
  const claims = { isBetaUser: true, plan: 'pro', seats: 12, tags: ['a', 'b'], nested: { region: 'eu' }, unsigned: { flag: 'on' } };
  it('evaluates comparisons, logic, member access, literals and arrays', () => {
    for (const [condition, expected] of [
      ['visitor.claims.isBetaUser == true', true],
      ['visitor.claims.isBetaUser != true', false],
      ["visitor.claims.plan == 'pro' && visitor.claims.seats >= 10", true],
      ["visitor.claims.plan === 'free' || visitor.claims.seats < 5", false],
      ['!(visitor.claims.seats > 100)', true],
      ["visitor.claims['nested'].region == \"eu\"", true],
      ["visitor.claims.tags == ['a', 'b']", true],
      ['visitor.claims.tags[1] == "b"', true],
      ['visitor.claims.missing == true', false],
      ['visitor.claims.unsigned.flag == "on"', true],
      ['visitor.claims.seats > -1', true],
      ['visitor.claims.isBetaUser', true],
    ] as const) expect(conditionHolds(condition, claims), condition).toBe(expected);
  });

  it('refuses what does not parse or leaves the grammar, saying why', () => {
    for (const condition of [
      'visitor.claims.a ==',
      'visitor.claims.a = 1',
      'process.exit(1)',
      'visitor.claims.constructor.constructor("return 1")()',
      'this.x',
      'a ? b : c',
      'visitor.claims.a + 1',
      'typeof visitor',
      'x; y',
      'window.location',
      `${'('.repeat(MAX_BRACKET_DEPTH + 1)}1${')'.repeat(MAX_BRACKET_DEPTH + 1)}`,
      Array.from({ length: 80 }, () => 'visitor.claims.a').join(' && '),
      'x'.repeat(1025),
    ]) expect(conditionProblem(condition), condition.slice(0, 60)).toEqual(expect.any(String));
    expect(conditionProblem('visitor.claims.a == 1')).toBeUndefined();
  });

  it("refuses optional chaining ('?.'), which the grammar does not list, saying so", async () => {
    for (const condition of ['visitor?.claims.plan == "pro"', 'visitor.claims?.plan == "pro"', 'visitor.claims.tags?.[0] == "a"', '!visitor.claims.org?.id']) {
      expect(conditionProblem(condition), condition).toMatch(/optional chaining \('\?\.'\) is not in the grammar/);
    }
    // Through the API: a 400 naming condition, and the section keeps what it had.
    const { admin } = siteServer();
    await expectError(admin.sites.sections.update(ORG, SITE, 'sec-beta', { condition: 'visitor.claims?.isBetaUser == true' }), 400, /^condition: .*optional chaining/);
    expect((await admin.sites.sections.list(ORG, SITE)).items.find((section) => section.id === 'sec-beta')?.condition).toBe('visitor.claims.isBetaUser == true');
  });

  it('reads own members only and hides what cannot be evaluated instead of failing', () => {
    expect(conditionHolds('visitor.claims.__proto__ == null', claims)).toBe(false);
    expect(conditionHolds("visitor.claims['constructor'] == null", claims)).toBe(false);
    // A member of a missing claim, or an ordering of a string and a number, cannot be evaluated: false.
    expect(conditionHolds('visitor.claims.missing.deeper == 1', claims)).toBe(false);
    expect(conditionHolds('visitor.claims.plan > 3', claims)).toBe(false);
    expect(conditionHolds('not ( parseable', claims)).toBe(false);
  });
});

describe('conditions on a published site', () => {
  it('hide a section from visitors whose claims are false, in the navigation, .md, llms.txt and at its URL', async () => {
    const { visit } = siteServer();
    const anonymous = await (await visit(SITE_URL)).text();
    expect(anonymous).not.toContain('>Beta</a>');
    expect((await visit(`${SITE_URL}/beta`)).status).toBe(404);
    expect((await visit(`${SITE_URL}/beta/beta-guide/beta-features.md`)).status).toBe(404);
    expect(await (await visit(`${SITE_URL}/llms.txt`)).text()).not.toContain('Beta features');

    // Signed claims cookie: verified with the site's key.
    const signed = `gitbook-visitor-token=${await signToken(KEY, { isBetaUser: true })}`;
    const beta = await visit(SITE_URL, { cookie: signed });
    expect(beta.headers.get('cache-control')).toBe('private');
    expect(beta.headers.get('vary')).toBe('Cookie');
    expect(await beta.text()).toContain('>Beta</a>');
    expect((await visit(`${SITE_URL}/beta/beta-guide/beta-features`, { cookie: signed })).status).toBe(200);
    expect(await (await visit(`${SITE_URL}/llms.txt`, { cookie: signed })).text()).toContain('Beta features');
    // A claims cookie that does not verify gives no claims.
    const forged = `gitbook-visitor-token=${await signToken('not-the-key', { isBetaUser: true })}`;
    expect((await visit(`${SITE_URL}/beta`, { cookie: forged })).status).toBe(404);
    // The false case with claims present.
    const notBeta = `gitbook-visitor-token=${await signToken(KEY, { isBetaUser: false })}`;
    expect((await visit(`${SITE_URL}/beta`, { cookie: notBeta })).status).toBe(404);
  });

  it('read the public cookie as visitor.claims.unsigned', async () => {
    const { visit, admin } = siteServer();
    await admin.sites.sections.update(ORG, SITE, 'sec-beta', { condition: 'visitor.claims.unsigned.beta == "yes"' });
    expect((await visit(`${SITE_URL}/beta`)).status).toBe(404);
    const cookie = `gitbook-visitor-public=${encodeURIComponent(JSON.stringify({ beta: 'yes' }))}`;
    expect((await visit(`${SITE_URL}/beta`, { cookie })).status).toBe(200);
    // Not JSON, or not an object: no unsigned claims.
    expect((await visit(`${SITE_URL}/beta`, { cookie: 'gitbook-visitor-public=%7Bnope' })).status).toBe(404);
  });

  it('count only while adaptive content is on: off, everything is shown', async () => {
    const { visit, admin } = siteServer();
    await admin.sites.update(ORG, SITE, { adaptiveContent: { enabled: false } });
    expect((await visit(`${SITE_URL}/beta`)).status).toBe(200);
    expect(await (await visit(SITE_URL)).text()).toContain('>Beta</a>');
  });

  it('refuses to set a condition that does not parse (400 naming condition), changing nothing', async () => {
    const { admin, visit } = siteServer();
    await expectError(admin.sites.sections.update(ORG, SITE, 'sec-beta', { condition: 'visitor.claims.isBetaUser ==' }), 400, /^condition: /);
    await expectError(admin.sites.siteSpaces.update(ORG, SITE, 'ss-beta', { condition: 'fetch("/__control/reset")' }), 400, /^condition: /);
    expect((await admin.sites.sections.list(ORG, SITE)).items.find((section) => section.id === 'sec-beta')?.condition).toBe('visitor.claims.isBetaUser == true');
    // A site-space condition that parses takes effect on the next request.
    await admin.sites.sections.update(ORG, SITE, 'sec-beta', { condition: null });
    expect((await visit(`${SITE_URL}/beta/beta-guide`)).status).toBe(200);
    await admin.sites.siteSpaces.update(ORG, SITE, 'ss-beta', { condition: 'visitor.claims.plan == "pro"' });
    expect((await visit(`${SITE_URL}/beta/beta-guide`)).status).toBe(404);
  });

  it('hide a section whose stored condition cannot be evaluated, and serve the rest of the site', async () => {
    const { visit } = siteServer((file) => {
      file.siteSections[1].condition = 'visitor.claims.a.b.c == 1 && ((';
      file.siteSections[0].condition = 'visitor.claims.missing.deeper == 1 || true';
    });
    // The unparseable one is hidden; the unevaluable one (a member of a missing claim) too.
    expect((await visit(`${SITE_URL}/beta`)).status).toBe(404);
    expect((await visit(`${SITE_URL}/guides`)).status).toBe(404);
    expect((await visit(SITE_URL)).status).toBe(404);
  });
});
