/**
 * The operations the API reference names outside its tables: invitations, a user's spaces, content insights
 * (scored by the published formulas from seeded ratings) and content import; through the SDK.
 */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { all, expectError, expectNoChange } from '../support/index.js';
import { testWorld } from '../support/world.js';
import { serveDocument } from '../support/document-source.js';

const { pages } = DEMO.content;

describe('inviting people into an organization', () => {
  it('adds known and unknown addresses as members, each with its role, and counts only newcomers', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    const result = await admin.members.invite(DEMO.organization, {
      emails: ['new.person@example.com', { email: 'NEW.EDITOR@example.com', role: 'edit' }, 'Gus@Guest.test'],
      role: 'read',
    });
    expect(result.users).toHaveLength(3);
    expect(result.invited).toBe(3);
    expect(result.failedSSOEmails).toBeUndefined();
    const members = await all(admin.members.list(DEMO.organization));
    const roleOf = (userId: string | undefined) => members.find((member) => member.user.id === userId)?.role;
    expect(roleOf(result.users[0])).toBe('read');
    expect(roleOf(result.users[1])).toBe('edit');
    // An existing user (the demo guest, by address) joins with the role of the invitation.
    expect(result.users[2]).toBe(DEMO.users.guest);
    expect(roleOf(DEMO.users.guest)).toBe('read');
    expect(members.find((member) => member.user.id === result.users[0])?.user.displayName).toBe('new.person');

    const again = await admin.members.invite(DEMO.organization, { emails: ['new.person@example.com', 'New.Person@example.com'], role: 'admin' });
    expect(again).toEqual({ users: [result.users[0]], invited: 0 });
    expect(roleOf(result.users[0])).toBe('read');
  });

  it('uses the organization default role when none is named, invites a null role as a guest, and reports sso', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    const result = await admin.members.invite(DEMO.organization, { emails: ['plain@example.com', { email: 'visitor@example.com', role: null }], sso: true });
    expect(result.invited).toBe(1);
    expect(result.failedSSOEmails).toEqual(['plain@example.com']);
    const members = await all(admin.members.list(DEMO.organization));
    const organization = await admin.orgs.get(DEMO.organization);
    expect(members.find((member) => member.user.id === result.users[0])?.role).toBe(organization.defaultRole);
    expect(members.some((member) => member.user.id === result.users[1])).toBe(false);
  });

  it('is for organization admins, refuses bad addresses naming them, and changes nothing then', async () => {
    const { server, clientFor } = testWorld();
    await expectNoChange(server, () => expectError(clientFor('edit').members.invite(DEMO.organization, { emails: ['a@example.com'] }), 403));
    await expectNoChange(server, () => expectError(clientFor('outsider').members.invite(DEMO.organization, { emails: ['a@example.com'] }), 404));
    const admin = clientFor('admin');
    await expectNoChange(server, () => expectError(admin.members.invite(DEMO.organization, { emails: ['ok@example.com', 'not an address'] }), 400, 'emails.1'));
    await expectNoChange(server, () => expectError(admin.members.invite(DEMO.organization, { emails: [] }), 400, 'emails: must name at least one address'));
    await expectNoChange(server, () => expectError(admin.members.invite(DEMO.organization, { emails: ['a@example.com'], role: 'owner' as never }), 400, 'role'));
  });
});

describe("a user's spaces", () => {
  it('lists the spaces granted to the user directly, as far as the caller may read them', async () => {
    const { clientFor } = testWorld();
    const ids = async (as: Parameters<typeof clientFor>[0], userId: string) => (await all(clientFor(as).spaces.listByUser(userId))).map((space) => space.id);
    expect(await ids('admin', DEMO.users.guest)).toEqual([DEMO.spaces.internal]);
    expect(await ids('guest', DEMO.users.guest)).toEqual([DEMO.spaces.internal]);
    // The outsider may not read space `internal`: a user's spaces do not reveal it.
    expect(await ids('outsider', DEMO.users.guest)).toEqual([]);
    const created = await clientFor('create').spaces.create(DEMO.organization, { title: 'Mine' });
    expect(await ids('create', DEMO.users.create)).toContain(created.id);
    await clientFor('admin').spaces.delete(created.id);
    expect(await ids('create', DEMO.users.create)).not.toContain(created.id);
  });

  it('is 404 for an unknown user', async () => {
    const { clientFor } = testWorld();
    await expectError(all(clientFor('admin').spaces.listByUser('user-nobody')), 404, "user 'user-nobody'");
  });
});

describe('content insights', () => {
  it('scores the demo ratings: score, rating by sign and pondered score', async () => {
    const { clientFor } = testWorld();
    const insights = await clientFor('read').spaces.contentInsights(DEMO.content.space);
    expect(insights.pages.map(({ page, score, rating, ponderedScore, total }) => ({ page, score, rating, ponderedScore, total }))).toEqual([
      { page: pages.gettingStarted, score: 8.5, rating: 'good', ponderedScore: 136, total: 16 },
      { page: pages.authentication, score: -3, rating: 'bad', ponderedScore: -18, total: 6 },
      { page: pages.pagination, score: 0, rating: 'ok', ponderedScore: 0, total: 3 },
    ]);
    expect(insights.pages[1]).toMatchObject({ title: 'Authentication', path: 'getting-started/authentication', ratings: { good: 2, ok: 2, bad: 2 } });
  });

  it('follows ratings seeded through the control API, and drops pages no longer in the content', async () => {
    const { server, clientFor } = testWorld();
    server.control.seed({ kind: 'page-ratings', spaceId: DEMO.content.space, pages: [{ pageId: pages.tokens, bad: 1 }, { pageId: pages.gettingStarted }] });
    const insights = await clientFor('admin').spaces.contentInsights(DEMO.content.space);
    expect(insights.pages.find((page) => page.page === pages.tokens)).toMatchObject({ score: -2, rating: 'bad', ponderedScore: -2, total: 1 });
    // Counts of zero: the page is no longer rated.
    expect(insights.pages.some((page) => page.page === pages.gettingStarted)).toBe(false);
    server.control.seed({ kind: 'content', spaceId: DEMO.content.space, deletePages: [pages.tokens] });
    const after = await clientFor('admin').spaces.contentInsights(DEMO.content.space);
    expect(after.pages.some((page) => page.page === pages.tokens)).toBe(false);
  });

  it('refuses a seed naming a missing page or a negative count, changing nothing', () => {
    const { server } = testWorld();
    const before = server.control.snapshot();
    expect(() => server.control.seed({ kind: 'page-ratings', spaceId: DEMO.content.space, pages: [{ pageId: pages.tokens, good: 1 }, { pageId: 'nope' }] })).toThrow('pages.1.pageId');
    expect(() => server.control.seed({ kind: 'page-ratings', spaceId: DEMO.content.space, pages: [{ pageId: pages.tokens, good: -1 }] })).toThrow('pages.0.good');
    expect(server.control.snapshot()).toEqual(before);
  });

  it('is empty for a space nobody rated, and 404 for a caller who may not read the space', async () => {
    const { clientFor } = testWorld();
    expect(await clientFor('admin').spaces.contentInsights(DEMO.spaces.handbook)).toEqual({ pages: [] });
    await expectError(clientFor('outsider').spaces.contentInsights(DEMO.content.space), 404);
  });
});

describe('importing content', () => {
  it('adds the document at the URL as a page of a new primary revision, without the URL credentials', async () => {
    const { clientFor } = testWorld();
    const edit = clientFor('edit');
    const before = await edit.spaces.get(DEMO.content.space);
    const source = await serveDocument('# Getting started guide\n\nStart here.\n');
    try {
      const url = source.url('/docs/getting_started-guide.md').replace('http://', 'http://user:secret@');
      const revision = await edit.spaces.content.import(DEMO.content.space, { url, source: 'website' });
      expect(revision.parents).toEqual([before.revision]);
      expect((await edit.spaces.get(DEMO.content.space)).revision).toBe(revision.id);
      const imported = revision.pages.at(-1)!;
      expect(imported.title).toBe('Getting started guide');
      expect((await edit.spaces.content.page(DEMO.content.space, imported.id)).markdown).toBe('# Getting started guide\n\nStart here.\n');
      expect(JSON.stringify(revision)).not.toContain('secret');
    } finally {
      await source.close();
    }
  });

  it('needs the edit role and an absolute URL, and changes nothing otherwise', async () => {
    const { server, clientFor } = testWorld();
    await expectNoChange(server, () => expectError(clientFor('comment').spaces.content.import(DEMO.spaces.roadmap, { url: 'https://example.com' }), 403));
    await expectNoChange(server, () => expectError(clientFor('admin').spaces.content.import(DEMO.spaces.roadmap, { url: 'not a url' }), 400, 'url'));
    await expectNoChange(server, () => expectError(clientFor('admin').spaces.content.import(DEMO.spaces.roadmap, {} as never), 400, 'url: is required'));
  });
});

describe("members' lastSeenAt", () => {
  it("moves on with the member's requests, without changing the state a snapshot holds", async () => {
    const { server, clientFor } = testWorld();
    const seenOf = async (userId: string) => (await all(clientFor('admin').members.list(DEMO.organization))).find((member) => member.user.id === userId)?.lastSeenAt;
    server.clock.advance(60_000);
    const before = server.control.snapshot();
    await clientFor('read').spaces.get(DEMO.spaces.handbook);
    expect(server.control.snapshot()).toEqual(before);
    expect(await seenOf(DEMO.users.read)).toBe(new Date(server.clock.now()).toISOString());
    server.control.reset();
    expect(await seenOf(DEMO.users.read)).toBeUndefined();
  });
});

describe('fields populated from state', () => {
  it("a review was requested by the change request's author, unless the author reviews it", async () => {
    const { clientFor } = testWorld();
    const change = await clientFor('edit').changeRequests.create(DEMO.spaces.api, { subject: 'Proposal' });
    const review = await clientFor('review').changeRequests.reviews.create(DEMO.spaces.api, change.id, { status: 'approved' });
    expect(review.requestedBy?.id).toBe(DEMO.users.edit);
    const own = await clientFor('admin').changeRequests.create(DEMO.spaces.api, { subject: 'Mine' });
    const selfReview = await clientFor('admin').changeRequests.reviews.create(DEMO.spaces.api, own.id, { status: 'approved' });
    expect(selfReview.requestedBy).toBeUndefined();
  });

  it("a user's photoURL is seeded through the control API, and refused when it is not a URL", async () => {
    const { server, clientFor } = testWorld();
    const { token, user } = server.control.createUser({ displayName: 'Pia Picture', photoURL: 'https://cdn.acme.test/pia.png' });
    expect(user.photoURL).toBe('https://cdn.acme.test/pia.png');
    expect((await clientFor(token).user.get()).photoURL).toBe('https://cdn.acme.test/pia.png');
    expect(() => server.control.createUser({ displayName: 'X', photoURL: 'pia.png' })).toThrow('photoURL');
  });
});

describe('links into other spaces', () => {
  it("resolve to the other space's page for a caller who may read it, broken when it has no such page, and stay in-app otherwise", async () => {
    const { server, clientFor } = testWorld();
    server.control.seed({ kind: 'content', spaceId: DEMO.spaces.handbook, pages: [{ title: 'Onboarding', markdown: 'Welcome.' }] });
    const app = 'https://app.docpub.test/s';
    const markdown =
      `See [onboarding](${app}/${DEMO.spaces.handbook}/onboarding), [gone](${app}/${DEMO.spaces.handbook}/gone) ` +
      `and [internal](${app}/${DEMO.spaces.internal}/anything).`;
    const linksAs = async (role: 'edit' | 'admin') => {
      const client = clientFor(role);
      const change = await client.changeRequests.create(DEMO.spaces.api, { subject: 'Cross links' });
      await client.changeRequests.content.apply(DEMO.spaces.api, change.id, { changes: [{ operation: 'insert_page', title: 'Links', document: { markdown } }] });
      return (await client.changeRequests.links.list(DEMO.spaces.api, change.id).toArray()).filter((link) => link.targetReference.url?.includes('/s/') || link.targetReference.space);
    };
    const asEditor = await linksAs('edit');
    const onboarding = asEditor.find((link) => link.targetReference.page?.title === 'Onboarding');
    expect(onboarding).toMatchObject({
      status: 'ok',
      // The other space, and its organization, as the caller sees them.
      targetReference: { kind: 'page', organization: { object: 'organization', id: DEMO.organization }, space: { id: DEMO.spaces.handbook }, page: { path: 'onboarding' } },
    });
    expect(asEditor.find((link) => link.targetReference.url?.endsWith('/gone'))).toMatchObject({ status: 'broken', targetReference: { space: { id: DEMO.spaces.handbook } } });
    // The editor may not read space `internal`: the link is an in-app URL, revealing nothing of it.
    const hidden = asEditor.find((link) => link.targetReference.url?.includes(DEMO.spaces.internal));
    expect(hidden).toMatchObject({ status: 'in-app', targetReference: { kind: 'url' } });
    expect(hidden!.targetReference.space ?? hidden!.targetReference.organization).toBeUndefined();
    const asAdmin = await linksAs('admin');
    expect(asAdmin.find((link) => link.targetReference.url?.includes(DEMO.spaces.internal))).toMatchObject({ status: 'broken', targetReference: { space: { id: DEMO.spaces.internal } } });
  });
});
