/**
 * Integrations installed on a space: installation through the control API (JS and HTTP), the per-space list
 * with its `search` filter, blocks, scripts, roles, and cleanup when the space is purged.
 */
import { describe, expect, it } from 'vitest';
import { DEMO, orgDataWorld, expectError, expectNoChange } from '../support/org-data-world.js';

const N = DEMO.integrations;
const { handbook, internal, api, globex } = DEMO.spaces;

function controlPost(world: ReturnType<typeof orgDataWorld>, path: string, body: unknown) {
  return world.server.fetch(`http://docpub.test/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the demo installations', () => {
  it('handbook has video-embed then pulse-analytics: their list, blocks and scripts', async () => {
    const world = orgDataWorld();
    const read = world.clientFor('read');
    const list = await read.spaces.integrations.list(handbook);
    expect(list.items.map((item) => item.name)).toEqual([N.video, N.analytics]);
    expect(list.count).toBe(2);
    const blocks = await read.spaces.integrations.blocks(handbook);
    expect(blocks).toEqual([{ name: N.video, blocks: [expect.objectContaining({ id: 'video', title: 'Video' })] }]);
    const scripts = await read.spaces.integrations.scripts(handbook);
    expect(scripts).toEqual([
      {
        script: 'https://integrations.docpub.test/pulse-analytics/v1/script.js',
        contentSecurityPolicy: "script-src 'self' https://pulse.globex.test",
        cookies: true,
      },
    ]);
  });

  it('a space with nothing installed has empty lists', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    expect(await admin.spaces.integrations.list(api)).toMatchObject({ items: [], count: 0 });
    expect(await admin.spaces.integrations.blocks(api)).toEqual([]);
    expect(await admin.spaces.integrations.scripts(api)).toEqual([]);
  });
});

describe('installing through the control API', () => {
  it('in JS: installs once (idempotent), in installation order', async () => {
    const world = orgDataWorld();
    world.server.control.advanceClock(2_000);
    const installed = world.server.control.installIntegration(api, N.design);
    expect(installed).toEqual({ space: api, integration: N.design, installedAt: '2025-01-01T12:00:02.000Z' });
    expect(world.server.control.installIntegration(api, N.design)).toEqual(installed);
    world.server.control.installIntegration(api, N.status);
    const admin = world.clientFor('admin');
    expect((await admin.spaces.integrations.list(api)).items.map((item) => item.name)).toEqual([N.design, N.status]);
    expect((await admin.spaces.integrations.blocks(api)).map((entry) => entry.name)).toEqual([N.design, N.status]);
    // acme-status injects a script without a cookie scope.
    expect(await admin.spaces.integrations.scripts(api)).toEqual([
      { script: 'https://integrations.docpub.test/acme-status/v1/script.js', cookies: false },
    ]);
  });

  it('over HTTP: POST /__control/integrations/install', async () => {
    const world = orgDataWorld();
    const response = await controlPost(world, '/integrations/install', { spaceId: api, integration: N.gitMirror });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ space: api, integration: N.gitMirror });
    const list = await world.clientFor('admin').spaces.integrations.list(api);
    expect(list.items.map((item) => item.name)).toEqual([N.gitMirror]);
  });

  it('refuses bad input (400), unknown spaces and integrations (404), and misplaced ones (409)', async () => {
    const world = orgDataWorld();
    const cases: [unknown, number, RegExp][] = [
      [{ integration: N.video }, 400, /spaceId: is required/],
      [{ spaceId: api }, 400, /integration: is required/],
      [{ spaceId: api, integration: 'bad name' }, 400, /integration: must match/],
      [{ spaceId: 'nope', integration: N.video }, 404, /space 'nope'/],
      [{ spaceId: api, integration: 'nope' }, 404, /integration 'nope'/],
      [{ spaceId: api, integration: N.chat }, 409, /installs on site/],
      [{ spaceId: globex, integration: N.status }, 409, /private to organization 'acme'/],
    ];
    await expectNoChange(world, async () => {
      for (const [body, status, message] of cases) {
        const response = await controlPost(world, '/integrations/install', body);
        expect({ body, status: response.status }).toEqual({ body, status });
        expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message);
      }
      expect(() => world.server.control.installIntegration('nope', N.video)).toThrow(/space 'nope' not found/);
    });
  });

  it('a soft-deleted space takes no installation, and a purge removes its installations', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    await admin.spaces.delete(handbook);
    expect(() => world.server.control.installIntegration(handbook, N.design)).toThrow(/not found/);
    await expectError(admin.spaces.integrations.list(handbook), 404);
    await admin.spaces.restore(handbook);
    expect((await admin.spaces.integrations.list(handbook)).count).toBe(2);

    await admin.spaces.delete(handbook);
    world.server.control.advanceClock(7 * 24 * 3600 * 1000);
    await expectError(admin.spaces.get(handbook), 404);
    expect([...world.server.store.data.integrationInstallations.values()].filter((i) => i.spaceId === handbook)).toEqual([]);
  });
});

describe('seeding the marketplace through the control API', () => {
  const seedBody = {
    kind: 'integration',
    name: 'seeded-widget',
    title: 'Seeded Widget',
    description: 'From a test',
    scopes: ['site:script:inject'],
    script: 'export default {}',
    organization: 'globex',
    visibility: 'public',
    verified: true,
    installOn: [api, handbook],
  };

  it('stores the integration, verified, and installs it where asked (JS and HTTP)', async () => {
    const world = orgDataWorld();
    expect(world.server.control.seed(seedBody)).toEqual({
      name: 'seeded-widget',
      version: 1,
      owner: 'globex',
      installedOn: [api, handbook],
    });
    const guest = world.clientFor('guest');
    expect(await guest.integrations.get('seeded-widget')).toMatchObject({ verified: true, version: 1 });
    const admin = world.clientFor('admin');
    expect((await admin.spaces.integrations.list(api)).items.map((item) => item.name)).toEqual(['seeded-widget']);
    expect((await admin.spaces.integrations.scripts(handbook)).length).toBe(2);

    const response = await controlPost(world, '/seed', { ...seedBody, title: 'Seeded Widget 2', installOn: [] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ version: 2 });
  });

  it('refuses bad input whole, before storing anything', async () => {
    const world = orgDataWorld();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ title: 'x' }, 400, /title: must be 2 to 30 characters/],
      [{ organization: 'nowhere' }, 400, /organization: no organization 'nowhere'/],
      [{ name: 'bad name' }, 400, /name: must match/],
      [{ name: N.status }, 409, /another organization/],
      [{ installOn: [api, 'space-nope'] }, 404, /space 'space-nope' \(installOn\.1\)/],
      [{ visibility: 'private', installOn: [api] }, 409, /private to organization 'globex'/],
      [{ target: 'site', installOn: [api] }, 409, /installs on site/],
    ];
    await expectNoChange(world, async () => {
      for (const [change, status, message] of cases) {
        const response = await controlPost(world, '/seed', { ...seedBody, ...change });
        expect({ change, status: response.status }).toEqual({ change, status });
        expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message);
      }
    });
  });
});

describe('the per-space list', () => {
  it('search filters by name or title, case-insensitively, and pages', async () => {
    const world = orgDataWorld();
    const read = world.clientFor('read');
    expect((await read.spaces.integrations.list(handbook, { search: 'PULSE' })).items.map((i) => i.name)).toEqual([N.analytics]);
    expect((await read.spaces.integrations.list(handbook, { search: 'embed' })).items.map((i) => i.name)).toEqual([N.video]);
    expect((await read.spaces.integrations.list(handbook, { search: 'nothing' })).count).toBe(0);
    const page = await read.spaces.integrations.list(handbook, { limit: 1 });
    expect(page.items.map((i) => i.name)).toEqual([N.video]);
    expect(page.next).toBeDefined();
    const all: string[] = [];
    for await (const item of read.spaces.integrations.list(handbook, { limit: 1 })) all.push(item.name);
    expect(all).toEqual([N.video, N.analytics]);
  });

  it('shows an installed integration even when the caller could not find it in the marketplace', async () => {
    const world = orgDataWorld();
    world.server.control.installIntegration(internal, N.status);
    const guest = world.clientFor('guest');
    await expectError(guest.integrations.get(N.status), 404);
    expect((await guest.spaces.integrations.list(internal)).items.map((i) => i.name)).toEqual([N.status]);
  });
});

describe('who may read a space’s integrations', () => {
  it('anyone with read on the space; others get 404', async () => {
    const world = orgDataWorld();
    world.server.control.installIntegration(internal, N.video);
    for (const role of ['admin', 'create', 'review', 'edit', 'comment', 'read'] as const) {
      expect((await world.clientFor(role).spaces.integrations.list(handbook)).count).toBe(2);
    }
    // internal: no default level; guest, comment and the reviewers team have grants.
    expect((await world.clientFor('guest').spaces.integrations.blocks(internal)).length).toBe(1);
    expect((await world.clientFor('guest').spaces.integrations.scripts(internal))).toEqual([]);
    await expectError(world.clientFor('edit').spaces.integrations.list(internal), 404);
    await expectError(world.clientFor('guest').spaces.integrations.list(handbook), 404);
    await expectError(world.clientFor('outsider').spaces.integrations.blocks(handbook), 404);
    await expectError(world.clientFor('outsider').spaces.integrations.scripts(handbook), 404);
    await expectError(world.clientFor('admin').spaces.integrations.list('space-nope'), 404);
  });
});
