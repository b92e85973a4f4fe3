/**
 * Fields filled from the server's state: a sponsored site's ads, the integration behind a site's visitor
 * authentication, an organization's descriptive settings and default content, Git blobs of synced content.
 */
import { DocPub } from '@docpub/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server.js';
import { DEMO } from '../../src/demo/demo.js';
import { expectError, expectNoChange } from '../support/index.js';
import { testWorld } from '../support/world.js';
import { serveRepositories, type GitHttpServer } from '../git/support/git-http-server.js';
import { RepositoryRoot } from '../git/support/git-repositories.js';

/** Repositories served on loopback: Git export writes real repositories. */
const repositories = new RepositoryRoot();
let gitHost: GitHttpServer | undefined;
afterAll(async () => {
  await gitHost?.close();
  repositories.remove();
});

const ORG = DEMO.organization;
const SITE = DEMO.sites.docs;

async function settle(world: ReturnType<typeof testWorld>): Promise<void> {
  const response = await world.server.fetch(new URL('/__control/settle', world.server.baseUrl), { method: 'POST' });
  expect(response.status).toBe(204);
}

describe('site ads', () => {
  it('are pending on a sponsored site, submittable once it is published publicly; other sites have none', async () => {
    const world = testWorld();
    const admin = world.clientFor('admin');
    expect((await admin.sites.get(ORG, SITE)).ads).toBeUndefined();
    const sponsored = await admin.sites.create(ORG, { title: 'Community docs', type: 'sponsored', spaces: [DEMO.spaces.roadmap] });
    expect(sponsored.ads).toEqual({ status: 'pending', submittable: false });
    await admin.sites.publish(ORG, sponsored.id);
    expect((await admin.sites.get(ORG, sponsored.id)).ads).toEqual({ status: 'pending', submittable: true });
    await admin.sites.update(ORG, sponsored.id, { visibility: 'unlisted' });
    expect((await admin.sites.get(ORG, sponsored.id)).ads).toEqual({ status: 'pending', submittable: false });
  });
});

describe('publishing auth through an integration', () => {
  it('stores and returns the integration a PATCH names, and drops it with backend custom', async () => {
    const world = testWorld();
    const admin = world.clientFor('admin');
    const set = await admin.sites.publishingAuth.update(ORG, SITE, { backend: 'integration', integration: DEMO.integrations.status });
    expect(set).toMatchObject({ backend: 'integration', integration: DEMO.integrations.status });
    expect(await world.clientFor('read').sites.publishingAuth.get(ORG, SITE)).toMatchObject({ backend: 'integration', integration: DEMO.integrations.status });
    // Backend integration again without naming one keeps it.
    expect(await admin.sites.publishingAuth.update(ORG, SITE, { backend: 'integration' })).toMatchObject({ integration: DEMO.integrations.status });
    const custom = await admin.sites.publishingAuth.update(ORG, SITE, { backend: 'custom' });
    expect(custom.backend).toBe('custom');
    expect(custom.integration).toBeUndefined();
  });

  it('refuses a missing, unknown or foreign private integration, and one with backend custom, changing nothing', async () => {
    const world = testWorld();
    const admin = world.clientFor('admin');
    world.server.control.seed({
      kind: 'integration',
      name: 'globex-login',
      organization: DEMO.otherOrganization,
      title: 'Globex login',
      description: 'Visitor login of Globex',
      scopes: ['site:visitor:auth'],
      visibility: 'private',
      script: 'export default {};',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ backend: 'integration' }, 'integration: is required for backend integration'],
      [{ backend: 'integration', integration: 'no-such-integration' }, "integration: no integration 'no-such-integration'"],
      [{ backend: 'integration', integration: 'globex-login' }, "integration: no integration 'globex-login'"],
      [{ backend: 'custom', integration: DEMO.integrations.status }, 'integration: is only for backend integration'],
    ];
    for (const [body, message] of cases) {
      await expectNoChange(world.server, () => expectError(admin.sites.publishingAuth.update(ORG, SITE, body as never), 400, message));
    }
  });
});

describe('organization fields', () => {
  it('shows its seeded settings, and its first published site as default content', async () => {
    const world = testWorld();
    const acme = await world.clientFor('read').orgs.get(ORG);
    expect(acme).toMatchObject({
      useCase: 'docsSite',
      ai: true,
      sso: false,
      customHostname: 'docs.acme.test',
      urls: { logo: 'https://files.docpub.test/acme/logo.png' },
      defaultContent: { type: 'site', site: SITE },
    });
    const globex = await world.clientFor('outsider').orgs.get(DEMO.otherOrganization);
    expect(globex.defaultContent).toBeUndefined();
    expect(globex.useCase).toBeUndefined();
    expect(globex.sso).toBe(false);
  });

  it('shows a seeded billing record to members only', async () => {
    const server = createServer({
      world: {
        format: 'docpub-world/1',
        users: [{ id: 'u1', displayName: 'Una', tokens: ['t1'] }, { id: 'u2', displayName: 'Otto', tokens: ['t2'] }],
        organizations: [{ id: 'o1', title: 'Org', billing: { interval: 'monthly', hasPaymentFailed: true } }],
        memberships: [{ organizationId: 'o1', userId: 'u1', role: 'read' }],
      },
    });
    const clientOf = (token: string) => new DocPub({ token, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0, logLevel: 'off' });
    expect((await clientOf('t1').orgs.get('o1')).billing).toEqual({ interval: 'monthly', endDate: null, hasPaymentFailed: true });
    await expect(clientOf('t2').orgs.get('o1')).rejects.toMatchObject({ status: 404 });
  });

  it('follows its sites: none published, the first one; none at all, no default content', async () => {
    const world = testWorld();
    const admin = world.clientFor('admin');
    await admin.sites.unpublish(ORG, SITE);
    const later = await admin.sites.create(ORG, { title: 'Later site', spaces: [DEMO.spaces.roadmap] });
    expect((await admin.orgs.get(ORG)).defaultContent).toEqual({ type: 'site', site: SITE });
    await admin.sites.publish(ORG, later.id);
    expect((await admin.orgs.get(ORG)).defaultContent).toEqual({ type: 'site', site: later.id });
    for (const site of await admin.sites.list(ORG).toArray()) await admin.sites.delete(ORG, site.id);
    expect((await admin.orgs.get(ORG)).defaultContent).toBeUndefined();
  });
});

describe('Git blobs of synced content', () => {
  it('are shown on pages, files and reusable contents of a synced revision, and left out with metadata=false', async () => {
    const world = testWorld();
    const admin = world.clientFor('admin');
    const space = DEMO.content.space;
    const before = await admin.spaces.content.get(space);
    expect(before.files?.[0]?.git).toBeUndefined();
    repositories.create('api');
    gitHost ??= await serveRepositories({ root: repositories.path });
    await admin.spaces.git.export(space, { url: gitHost.url('api'), ref: 'refs/heads/main', commitMessage: 'Export' });
    await settle(world);
    expect(world.server.control.journal().findLast((entry) => entry.path.endsWith('/git/export'))?.reason).toMatch(/^exported commit [0-9a-f]{40} on refs\/heads\/main/);
    const synced = await admin.spaces.content.get(space);
    const [first] = synced.pages ?? [];
    // The format (docs/git-sync.md, "What export writes"): the space's first page goes to the readme.
    expect(first?.git).toEqual({ oid: repositories.git('api', ['rev-parse', 'main:README.md']), path: 'README.md' });
    expect(synced.files?.[0]?.git).toEqual({ oid: expect.stringMatching(/^[0-9a-f]{40}$/), path: `.gitbook/assets/${synced.files?.[0]?.name}` });
    expect(synced.reusableContents?.[0]?.git?.path).toMatch(/^\.gitbook\/includes\/.+\.md$/);
    const file = await admin.spaces.content.file(space, DEMO.content.files.logo);
    expect(file.git?.path).toBe(`.gitbook/assets/${file.name}`);
    const bare = await admin.spaces.content.get(space, { metadata: false });
    expect(bare.pages?.[0]?.git).toBeUndefined();
    expect(bare.files?.[0]?.git).toBeUndefined();
  });
});
