/** The integrations marketplace through the SDK: the demo catalogue, each list filter, get by name, visibility. */
import { describe, expect, it } from 'vitest';
import { DEMO, orgDataWorld, expectError } from '../support/org-data-world.js';

const N = DEMO.integrations;
const PUBLIC = [N.analytics, N.video, N.design, N.apiCatalog, N.gitMirror];

async function names(world: ReturnType<typeof orgDataWorld>, role: string, query: Record<string, unknown> = {}) {
  const found: string[] = [];
  for await (const integration of world.clientFor(role).integrations.list(query as never)) found.push(integration.name);
  return found;
}

describe('the marketplace list', () => {
  it('shows public integrations to any token, and unlisted/private ones to members of their owner', async () => {
    const world = orgDataWorld();
    expect(await names(world, 'guest')).toEqual(PUBLIC);
    expect(await names(world, 'read')).toEqual([...PUBLIC, N.status]);
    expect(await names(world, 'outsider')).toEqual([...PUBLIC.slice(0, 5), N.chat]);
  });

  it('pages with limit and counts every match', async () => {
    const world = orgDataWorld();
    const page = await world.clientFor('guest').integrations.list({ limit: 2 });
    expect(page.items.map((item) => item.name)).toEqual([N.analytics, N.video]);
    expect(page.count).toBe(5);
    expect(page.next).toBeDefined();
  });

  it('search: case-insensitive, in the name or the title', async () => {
    const world = orgDataWorld();
    expect(await names(world, 'guest', { search: 'VIDEO' })).toEqual([N.video]);
    expect(await names(world, 'guest', { search: 'Pulse' })).toEqual([N.analytics]);
    expect(await names(world, 'guest', { search: 'mirror' })).toEqual([N.gitMirror]);
    expect(await names(world, 'guest', { search: 'zzz' })).toEqual([]);
  });

  it('category: integrations in that category; an unknown category is a 400', async () => {
    const world = orgDataWorld();
    expect(await names(world, 'guest', { category: 'content' })).toEqual([N.video, N.design, N.apiCatalog]);
    // The demo marketplace holds no integration of this (known) category.
    expect(await names(world, 'guest', { category: 'visitor-auth' })).toEqual([]);
    expect(await names(world, 'read', { category: 'other' })).toEqual([N.gitMirror, N.status]);
    await expectError(world.clientFor('guest').integrations.list({ category: 'games' as never }), 400, /^category: must be one of/);
  });

  it('blockDomain: blocks that unfurl URLs of the domain, subdomains and wildcards included', async () => {
    const world = orgDataWorld();
    expect(await names(world, 'guest', { blockDomain: 'youtube.com' })).toEqual([N.video]);
    expect(await names(world, 'guest', { blockDomain: 'YouTu.be' })).toEqual([N.video]);
    expect(await names(world, 'guest', { blockDomain: 'vimeo.com' })).toEqual([N.video]);
    expect(await names(world, 'guest', { blockDomain: 'player.vimeo.com' })).toEqual([N.video]);
    expect(await names(world, 'guest', { blockDomain: 'figma.com' })).toEqual([N.design]);
    expect(await names(world, 'guest', { blockDomain: 'miro.com' })).toEqual([N.design]);
    expect(await names(world, 'guest', { blockDomain: 'tube.com' })).toEqual([]);
  });

  it('blockDomain: at most 100 characters of a-z A-Z 0-9 - _ .', async () => {
    const world = orgDataWorld();
    const guest = world.clientFor('guest');
    const domain = (length: number) => `${'a'.repeat(length - 4)}.com`;
    expect((await guest.integrations.list({ blockDomain: domain(100) })).items).toEqual([]);
    await expectError(guest.integrations.list({ blockDomain: domain(101) }), 400, 'blockDomain: must be at most 100 characters');
    await expectError(guest.integrations.list({ blockDomain: 'you tube.com' }), 400, /^blockDomain: must match/);
    await expectError(guest.integrations.list({ blockDomain: 'https://youtube.com' }), 400, /^blockDomain: must match/);
  });

  it('blocks and contentSources: with (true) or without (false)', async () => {
    const world = orgDataWorld();
    expect(await names(world, 'guest', { blocks: true })).toEqual([N.video, N.design]);
    expect(await names(world, 'guest', { blocks: false })).toEqual([N.analytics, N.apiCatalog, N.gitMirror]);
    expect(await names(world, 'guest', { contentSources: true })).toEqual([N.apiCatalog]);
    expect(await names(world, 'guest', { contentSources: false })).toEqual([N.analytics, N.video, N.design, N.gitMirror]);
    await expectError(world.clientFor('guest').integrations.list({ blocks: 'yes' as never }), 400, /^blocks: must be true or false/);
  });

  it('owner: integrations of that organization; filters combine', async () => {
    const world = orgDataWorld();
    expect(await names(world, 'read', { owner: DEMO.organization })).toEqual([N.status]);
    expect(await names(world, 'guest', { owner: DEMO.organization })).toEqual([]);
    expect(await names(world, 'guest', { owner: DEMO.otherOrganization, blocks: true, category: 'collaboration' })).toEqual([
      N.design,
    ]);
    expect(await names(world, 'guest', { owner: 'nobody' })).toEqual([]);
  });

  it('refuses an unknown query parameter and a bad limit', async () => {
    const world = orgDataWorld();
    const guest = world.clientFor('guest');
    await expectError(guest.integrations.list({ color: 'red' } as never), 400, /^color: unknown query parameter/);
    await expectError(guest.integrations.list({ limit: 1001 }), 400, /^limit: /);
  });

  it('answers 401 without a valid token', async () => {
    const world = orgDataWorld();
    await expectError(world.clientFor('not-a-token').integrations.list(), 401);
  });
});

describe('getting an integration by name', () => {
  it('shows the whole integration: blocks, owner, urls, permissions; never the secrets or the script', async () => {
    const world = orgDataWorld();
    const video = await world.clientFor('guest').integrations.get(N.video);
    expect(video).toMatchObject({
      object: 'integration',
      name: N.video,
      version: 1,
      verified: true,
      visibility: 'public',
      target: 'all',
      categories: ['content'],
      owner: { object: 'organization', id: DEMO.otherOrganization },
      urls: { location: `${world.server.baseUrl}/integrations/${N.video}` },
      permissions: { admin: false, install: false },
    });
    expect(video.blocks?.[0]?.urlUnfurl).toContain('https://youtu.be/*');

    const status = await world.clientFor('admin').integrations.get(N.status);
    expect(status.permissions).toEqual({ admin: true, install: true });
    expect(JSON.stringify(status)).not.toContain('demo-status-secret');
    expect(status).not.toHaveProperty('secrets');
    expect(status).not.toHaveProperty('script');
  });

  it('permissions: admin for admins of the owner; install for organization admins', async () => {
    const world = orgDataWorld();
    expect((await world.clientFor('outsider').integrations.get(N.video)).permissions).toEqual({ admin: true, install: true });
    expect((await world.clientFor('admin').integrations.get(N.video)).permissions).toEqual({ admin: false, install: true });
    expect((await world.clientFor('edit').integrations.get(N.video)).permissions).toEqual({ admin: false, install: false });
    expect((await world.clientFor('read').integrations.get(N.status)).permissions).toEqual({ admin: false, install: false });
  });

  it('an unlisted integration is readable by anyone; a private one only by members of its owner', async () => {
    const world = orgDataWorld();
    expect((await world.clientFor('guest').integrations.get(N.chat)).visibility).toBe('unlisted');
    expect((await world.clientFor('read').integrations.get(N.status)).visibility).toBe('private');
    await expectError(world.clientFor('guest').integrations.get(N.status), 404, `integration '${N.status}' not found`);
    await expectError(world.clientFor('outsider').integrations.get(N.status), 404);
  });

  it('the name: at most 100 characters of a-z A-Z 0-9 - _ .; unknown names are 404', async () => {
    const world = orgDataWorld();
    const guest = world.clientFor('guest');
    await expectError(guest.integrations.get('a'.repeat(100)), 404);
    await expectError(guest.integrations.get('a'.repeat(101)), 400, 'integrationName: must be at most 100 characters');
    await expectError(guest.integrations.get('no spaces'), 400, /^integrationName: must match/);
    await expectError(guest.integrations.get('what?'), 400, /^integrationName: must match/);
  });
});
