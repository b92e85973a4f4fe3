/**
 * Roles on every site operation (docs/roles.md, "Minimum role per operation"): organization members read sites and
 * their structure, organization admins write; outsiders and guests see nothing (404). A refused write changes
 * nothing.
 */
import { operations, type OperationId } from '@docpub/sdk/contract';
import type { DocPub } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { POLICY } from '../../src/domain/access/policy.js';
import { expectSuccess } from '../support/index.js';
import type { DemoUser } from '../../src/demo/demo.js';
import { expectError, GROUPS, ORG, REDIRECTS, SECTIONS, SHARE_LINK, SITE, SITE_SPACES, siteWorld, SPACES } from './support.js';

type Call = (client: DocPub) => Promise<unknown>;

const READS: Partial<Record<OperationId, Call>> = {
  listSites: (c) => c.sites.list(ORG),
  getSite: (c) => c.sites.get(ORG, SITE),
  getPublishedSite: (c) => c.sites.getPublished(ORG, SITE),
  listSiteSections: (c) => c.sites.sections.list(ORG, SITE),
  listSiteSectionGroups: (c) => c.sites.sectionGroups.list(ORG, SITE),
  listSiteSpaces: (c) => c.sites.siteSpaces.list(ORG, SITE),
  listSiteRedirects: (c) => c.sites.redirects.list(ORG, SITE),
  lookupSiteRedirect: (c) => c.sites.redirects.lookup(ORG, SITE, { source: '/old-api' }),
  listShareLinks: (c) => c.sites.shareLinks.list(ORG, SITE),
  getPublishingAuth: (c) => c.sites.publishingAuth.get(ORG, SITE),
  getSiteCustomization: (c) => c.sites.customization.get(ORG, SITE),
  getSiteSpaceCustomization: (c) => c.sites.siteSpaces.customization.get(ORG, SITE, SITE_SPACES.api),
};

const WRITES: Partial<Record<OperationId, Call>> = {
  createSite: (c) => c.sites.create(ORG, { title: 'New site', spaces: [SPACES.handbook] }),
  updateSite: (c) => c.sites.update(ORG, SITE, { title: 'Renamed' }),
  deleteSite: (c) => c.sites.delete(ORG, SITE),
  publishSite: (c) => c.sites.publish(ORG, SITE),
  unpublishSite: (c) => c.sites.unpublish(ORG, SITE),
  createSiteSection: (c) => c.sites.sections.create(ORG, SITE, { spaceId: SPACES.internal }),
  updateSiteSection: (c) => c.sites.sections.update(ORG, SITE, SECTIONS.api, { title: 'Renamed' }),
  deleteSiteSection: (c) => c.sites.sections.delete(ORG, SITE, SECTIONS.api),
  moveSiteSection: (c) => c.sites.sections.move(ORG, SITE, SECTIONS.guides),
  createSiteSectionGroup: (c) => c.sites.sectionGroups.create(ORG, SITE, { title: 'Group' }),
  updateSiteSectionGroup: (c) => c.sites.sectionGroups.update(ORG, SITE, GROUPS.reference, { title: 'Renamed' }),
  deleteSiteSectionGroup: (c) => c.sites.sectionGroups.delete(ORG, SITE, GROUPS.reference),
  addSiteSectionToGroup: (c) => c.sites.sectionGroups.addSection(ORG, SITE, GROUPS.reference, { sectionId: SECTIONS.guides }),
  removeSiteSectionFromGroup: (c) => c.sites.sectionGroups.removeSection(ORG, SITE, GROUPS.reference, SECTIONS.api),
  moveSiteSectionGroup: (c) =>
    c.sites.sectionGroups.move(ORG, SITE, GROUPS.reference, { position: { before: { type: 'site-section', id: SECTIONS.guides } } }),
  createSiteSpace: (c) => c.sites.siteSpaces.create(ORG, SITE, { spaceId: SPACES.internal }),
  updateSiteSpace: (c) => c.sites.siteSpaces.update(ORG, SITE, SITE_SPACES.roadmap, { path: 'plans' }),
  deleteSiteSpace: (c) => c.sites.siteSpaces.delete(ORG, SITE, SITE_SPACES.roadmap),
  moveSiteSpace: (c) => c.sites.siteSpaces.move(ORG, SITE, SITE_SPACES.handbook),
  createSiteRedirect: (c) =>
    c.sites.redirects.create(ORG, SITE, { source: '/new', destination: { kind: 'site-section', siteSectionId: SECTIONS.guides } }),
  updateSiteRedirect: (c) => c.sites.redirects.update(ORG, SITE, REDIRECTS.oldApi, { source: '/new' }),
  deleteSiteRedirect: (c) => c.sites.redirects.delete(ORG, SITE, REDIRECTS.oldApi),
  createShareLink: (c) => c.sites.shareLinks.create(ORG, SITE, { name: 'Link' }),
  updateShareLink: (c) => c.sites.shareLinks.update(ORG, SITE, SHARE_LINK, { active: false }),
  deleteShareLink: (c) => c.sites.shareLinks.delete(ORG, SITE, SHARE_LINK),
  updatePublishingAuth: (c) => c.sites.publishingAuth.update(ORG, SITE, { backend: 'custom' }),
  regeneratePublishingAuth: (c) => c.sites.publishingAuth.regenerate(ORG, SITE),
  updateSiteCustomization: (c) => c.sites.customization.update(ORG, SITE, { styling: { theme: 'bold' } }),
  overrideSiteSpaceCustomization: (c) => c.sites.siteSpaces.customization.override(ORG, SITE, SITE_SPACES.api, { title: 'API (beta)' }),
  deleteSiteSpaceCustomization: (c) => c.sites.siteSpaces.customization.delete(ORG, SITE, SITE_SPACES.api),
};

/** Organization members below admin, and the two kinds of caller outside acme. */
const MEMBERS: DemoUser[] = ['create', 'review', 'edit', 'comment', 'read'];
const STRANGERS: DemoUser[] = ['guest', 'outsider'];

const siteOperationIds = Object.values(operations)
  .filter((operation) => operation.path.startsWith('/orgs/{organizationId}/sites'))
  .map((operation) => operation.id)
  .sort();

/** Calls as `role` and checks that the request reached `operationId` (so the table cannot name the wrong call). */
async function callAs(world: ReturnType<typeof siteWorld>, role: DemoUser, operationId: string, call: Call) {
  world.server.control.clearJournal();
  const outcome = call(world.clientFor(role));
  await outcome.catch(() => undefined);
  expect(world.server.control.journal().map((entry) => entry.operationId)).toEqual([operationId]);
  return outcome;
}

describe('site roles', () => {
  it('cover every site operation, reads needing organization read and writes organization admin', () => {
    expect([...Object.keys(READS), ...Object.keys(WRITES)].sort()).toEqual(siteOperationIds);
    for (const id of Object.keys(READS) as OperationId[]) expect(POLICY[id], id).toEqual({ on: 'organization', role: 'read' });
    for (const id of Object.keys(WRITES) as OperationId[]) expect(POLICY[id], id).toEqual({ on: 'organization', role: 'admin' });
  });

  for (const [id, call] of Object.entries(READS) as [string, Call][]) {
    it(`${id}: every organization member may read it; guests and outsiders get 404`, async () => {
      const world = siteWorld();
      for (const role of ['admin', ...MEMBERS] as DemoUser[]) {
        await expectSuccess(world.server, id as OperationId, () => call(world.clientFor(role)));
      }
      for (const role of STRANGERS) await expectError(callAs(world, role, id, call), 404, `organization '${ORG}'`);
    });
  }

  for (const [id, call] of Object.entries(WRITES) as [string, Call][]) {
    it(`${id}: members below admin get 403 and strangers 404, changing nothing; the admin succeeds`, async () => {
      const world = siteWorld();
      const before = world.server.control.snapshot();
      for (const role of MEMBERS) await expectError(callAs(world, role, id, call), 403, 'needs the admin role');
      for (const role of STRANGERS) await expectError(callAs(world, role, id, call), 404, `organization '${ORG}'`);
      expect(world.server.control.snapshot()).toEqual(before);
      await callAs(world, 'admin', id, call);
      expect(world.server.control.journal()[0]!.status).toBeLessThan(300);
    });
  }

  it('an unknown organization is 404 even for an admin elsewhere', async () => {
    const world = siteWorld();
    await expectError(world.admin.sites.list('nope'), 404, "organization 'nope'");
    await expectError(world.admin.sites.get('globex', SITE), 404);
  });
});
