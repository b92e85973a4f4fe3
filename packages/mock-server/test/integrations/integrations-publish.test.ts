/** Publishing integrations: every body limit at its edges, create then bump (both 200), owners and roles. */
import type { PublishIntegrationBody } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { DEMO, orgDataWorld, expectError, expectNoChange } from '../support/org-data-world.js';

const ACME = DEMO.organization;
const PNG = 'iVBORw0KGgo=';

const minimal = (extra: Partial<PublishIntegrationBody> = {}): PublishIntegrationBody => ({
  title: 'Acme Docs Bot',
  description: 'Answers questions.',
  scopes: ['space:content:read'],
  script: 'export default {}',
  organization: ACME,
  ...extra,
});

describe('publishing a new integration', () => {
  it('creates version 1 (200, as the published service answers, no Location), private by default, owned by the organization', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    world.server.control.advanceClock(1_000);
    const { data, response } = await admin.integrations.publish('docs-bot', minimal()).withResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(data.urls.location).toBe(`${world.server.baseUrl}/integrations/docs-bot`);
    expect(data).toMatchObject({
      object: 'integration',
      name: 'docs-bot',
      version: 1,
      title: 'Acme Docs Bot',
      visibility: 'private',
      target: 'all',
      verified: false,
      owner: { id: ACME },
      permissions: { admin: true, install: true },
    });
    expect(await admin.integrations.get('docs-bot')).toEqual(data);
    // Private: the marketplace shows it to acme only.
    await expectError(world.clientFor('guest').integrations.get('docs-bot'), 404);
  });

  it('names the organization by id or by its subdomain (any case)', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    expect((await admin.integrations.publish('by-host', minimal({ organization: 'ACME' }))).owner.id).toBe(ACME);
    expect((await admin.integrations.publish('by-id', minimal({ organization: ACME }))).owner.id).toBe(ACME);
  });

  it('keeps every manifest field it was given', async () => {
    const world = orgDataWorld();
    const published = await world.clientFor('admin').integrations.publish(
      'full',
      minimal({
        icon: PNG,
        summary: '# Full',
        previewImages: [PNG],
        visibility: 'public',
        target: 'space',
        categories: ['content', 'content'],
        blocks: [{ id: 'b', title: 'Block', urlUnfurl: ['https://full.test/*'] }],
        contentSources: [{ id: 'c', title: 'Source', configuration: { componentId: 'cfg' } }],
        externalLinks: [{ url: 'https://full.test', label: 'Site' }],
        configurations: { space: { properties: { key: { type: 'string' } }, required: ['key'] } },
        secrets: { token: 'shh' },
        contentSecurityPolicy: "script-src 'self'",
      }),
    );
    expect(published).toMatchObject({
      summary: '# Full',
      previewImages: [PNG],
      visibility: 'public',
      target: 'space',
      categories: ['content'],
      blocks: [{ id: 'b', title: 'Block', urlUnfurl: ['https://full.test/*'] }],
      contentSources: [{ id: 'c', title: 'Source', configuration: { componentId: 'cfg' } }],
      externalLinks: [{ url: 'https://full.test', label: 'Site' }],
      configurations: { space: { properties: { key: { type: 'string' } }, required: ['key'] } },
      contentSecurityPolicy: "script-src 'self'",
      urls: { icon: 'https://integrations.docpub.test/full/v1/icon.png' },
    });
    expect(JSON.stringify(published)).not.toContain('shh');
    expect(await world.clientFor('guest').integrations.list({ blockDomain: 'full.test' })).toMatchObject({ count: 1 });
  });
});

describe('publishing again', () => {
  it('bumps the version (200), replaces the manifest, keeps visibility, verified and the list position', async () => {
    const world = orgDataWorld();
    const outsider = world.clientFor('outsider');
    const before = await outsider.integrations.get(DEMO.integrations.video);
    world.server.control.advanceClock(1_000);
    const { data, response } = await outsider.integrations
      .publish(DEMO.integrations.video, minimal({ organization: DEMO.otherOrganization, title: 'Video Embed 2' }))
      .withResponse();
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ version: 2, title: 'Video Embed 2', visibility: 'public', verified: true, blocks: [] });
    expect(data.urls.assets).toContain('/v2/');
    const unlisted = minimal({ organization: 'globex', visibility: 'unlisted' });
    const again = await outsider.integrations.publish(DEMO.integrations.video, unlisted);
    expect(again).toMatchObject({ version: 3, visibility: 'unlisted' });
    expect(before.version).toBe(1);
    const names = (await outsider.integrations.list()).items.map((item) => item.name);
    expect(names.indexOf(DEMO.integrations.video)).toBe(1);
  });

  it('refuses a name another organization owns (409), changing nothing', async () => {
    const world = orgDataWorld();
    await expectNoChange(world, () =>
      expectError(world.clientFor('admin').integrations.publish(DEMO.integrations.video, minimal()), 409, /another organization/),
    );
  });
});

describe('who may publish', () => {
  it('only an admin of the organization the body names', async () => {
    const world = orgDataWorld();
    await expectNoChange(world, async () => {
      for (const role of ['create', 'review', 'edit', 'comment', 'read'] as const) {
        await expectError(world.clientFor(role).integrations.publish('x-bot', minimal()), 403, /admin role/);
      }
      // Not a member: the organization does not exist for the caller.
      await expectError(world.clientFor('guest').integrations.publish('x-bot', minimal()), 404, /organization 'acme'/);
      await expectError(world.clientFor('outsider').integrations.publish('x-bot', minimal()), 404);
      await expectError(world.clientFor('admin').integrations.publish('x-bot', minimal({ organization: 'nowhere' })), 404);
    });
  });
});

describe('the publish body limits', () => {
  const cases: [string, Partial<PublishIntegrationBody>, Partial<PublishIntegrationBody>, string | RegExp][] = [
    ['title min 2', { title: 'ab' }, { title: 'a' }, 'title: must be 2 to 30 characters'],
    ['title max 30', { title: 't'.repeat(30) }, { title: 't'.repeat(31) }, 'title: must be 2 to 30 characters'],
    [
      'description max 100',
      { description: 'd'.repeat(100) },
      { description: 'd'.repeat(101) },
      'description: must be at most 100 characters',
    ],
    ['summary max 2048', { summary: 's'.repeat(2048) }, { summary: 's'.repeat(2049) }, 'summary: must be at most 2048 characters'],
    [
      'previewImages max 3',
      { previewImages: [PNG, PNG, PNG] },
      { previewImages: [PNG, PNG, PNG, PNG] },
      'previewImages: must have at most 3 items',
    ],
    [
      'externalLinks max 5',
      { externalLinks: Array.from({ length: 5 }, (_, i) => ({ url: `https://l${i}.test`, label: `L${i}` })) },
      { externalLinks: Array.from({ length: 6 }, (_, i) => ({ url: `https://l${i}.test`, label: `L${i}` })) },
      'externalLinks: must have at most 5 items',
    ],
  ];

  it.each(cases)('%s: just inside passes, just outside is a 400 naming the field', async (_name, inside, outside, message) => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    await admin.integrations.publish('edge', minimal(inside));
    await expectNoChange(world, () => expectError(admin.integrations.publish('edge-out', minimal(outside)), 400, message));
  });

  it('requires title, description, scopes, script and organization', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    await expectNoChange(world, async () => {
      for (const field of ['title', 'description', 'scopes', 'script', 'organization'] as const) {
        const body: Record<string, unknown> = { ...minimal() };
        delete body[field];
        await expectError(admin.integrations.publish('needs', body as unknown as PublishIntegrationBody), 400, `${field}: is required`);
      }
      await expectError(admin.integrations.publish('needs', minimal({ script: '' })), 400, 'script: must not be empty');
      await expectError(admin.integrations.publish('needs', minimal({ organization: '' })), 400, 'organization: must not be empty');
    });
  });

  it('checks members: scopes, categories, base64 images, link URLs, unique ids, declared required settings', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    await expectNoChange(world, async () => {
      const publish = (extra: Partial<PublishIntegrationBody>) => admin.integrations.publish('m', minimal(extra));
      await expectError(publish({ scopes: ['space:everything' as never] }), 400, /^scopes\.0: must be one of/);
      await expectError(publish({ categories: ['games' as never] }), 400, /^categories\.0: /);
      await expectError(publish({ previewImages: ['not base64!'] }), 400, 'previewImages.0: must be base64');
      await expectError(publish({ icon: '%%%' }), 400, 'icon: must be base64');
      await expectError(publish({ externalLinks: [{ url: 'nope', label: 'x' }] }), 400, /^externalLinks\.0\.url: /);
      await expectError(
        admin.integrations.publish('m', minimal({ blocks: [{ id: 'a', title: 'A' }, { id: 'a', title: 'B' }] })),
        400,
        "blocks.1.id: 'a' is used twice",
      );
      await expectError(
        admin.integrations.publish('m', minimal({ contentSources: [{ id: 'c', title: 'C' }, { id: 'c', title: 'D' }] })),
        400,
        /^contentSources\.1\.id: /,
      );
      await expectError(
        admin.integrations.publish('m', minimal({ configurations: { account: { properties: {}, required: ['missing'] } } })),
        400,
        "configurations.account.required.0: 'missing' is not one of the properties",
      );
      await expectError(admin.integrations.publish('bad name', minimal()), 400, /^integrationName: /);
      await expectError(admin.integrations.publish('n'.repeat(101), minimal()), 400, /^integrationName: must be at most 100/);
    });
    expect((await admin.integrations.publish('n'.repeat(100), minimal())).name).toHaveLength(100);
  });
});
