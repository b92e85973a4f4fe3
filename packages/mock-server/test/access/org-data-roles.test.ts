/**
 * Roles (docs/roles.md, "Minimum role per operation") for OpenAPI specs and translation settings, every operation and
 * every demo user: members at or above the minimum succeed, members below get 403, guests and outsiders (not members
 * of acme) get 404; a refusal changes nothing.
 */
import type { DocPub } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import type { DemoUser } from '../../src/demo/demo.js';
import { ACME, DEMO, openapiJson, orgDataWorld, expectError, expectNoChange } from '../support/org-data-world.js';

const ORG_ROLES = ['admin', 'create', 'review', 'edit', 'comment', 'read'] as const;
const NON_MEMBERS = ['guest', 'outsider'] as const;
type OrgRole = (typeof ORG_ROLES)[number];

const text = openapiJson();
const { petstore } = DEMO.openapi.slugs;
const petstoreV1 = DEMO.openapi.versions.petstore;
const DOCS = DEMO.translations.docs;

const OPERATIONS: [string, OrgRole, (client: DocPub) => Promise<unknown>][] = [
  ['listOpenApiSpecs', 'read', (c) => c.openapi.list(ACME)],
  ['getOpenApiSpec', 'read', (c) => c.openapi.get(ACME, petstore)],
  ['listOpenApiSpecVersions', 'read', (c) => c.openapi.versions.list(ACME, petstore)],
  ['getLatestOpenApiSpecVersion', 'read', (c) => c.openapi.versions.latest(ACME, petstore)],
  ['getLatestOpenApiSpecVersionContent', 'read', (c) => c.openapi.versions.latestContent(ACME, petstore)],
  ['getOpenApiSpecVersion', 'read', (c) => c.openapi.versions.get(ACME, petstore, petstoreV1)],
  ['getOpenApiSpecVersionContent', 'read', (c) => c.openapi.versions.content(ACME, petstore, petstoreV1)],
  ['createOpenApiSpec', 'edit', (c) => c.openapi.create(ACME, { slug: 'new-spec', source: { text } })],
  ['upsertOpenApiSpec (create)', 'edit', (c) => c.openapi.put(ACME, 'new-spec', { source: { text } })],
  ['upsertOpenApiSpec (update)', 'edit', (c) => c.openapi.put(ACME, petstore, { source: { text } })],
  ['deleteOpenApiSpec', 'edit', (c) => c.openapi.delete(ACME, petstore)],
  ['listTranslations', 'read', (c) => c.translations.list(ACME)],
  ['getTranslation', 'read', (c) => c.translations.get(ACME, DOCS)],
  ['createTranslation', 'admin', (c) => c.translations.create(ACME, { title: 'New' })],
  ['updateTranslation', 'admin', (c) => c.translations.update(ACME, DOCS, { title: 'Renamed' })],
  ['deleteTranslation', 'admin', (c) => c.translations.delete(ACME, DOCS)],
];

const allowed = (role: OrgRole, minimum: OrgRole) => ORG_ROLES.indexOf(role) <= ORG_ROLES.indexOf(minimum);

describe.each(OPERATIONS)('%s (minimum %s)', (_name, minimum, call) => {
  it.each(ORG_ROLES.filter((role) => allowed(role, minimum)))('%s is allowed', async (role) => {
    const world = orgDataWorld();
    // A refusal rejects, which fails the test.
    await call(world.clientFor(role));
    await world.settle();
  });

  const denied = ORG_ROLES.filter((role) => !allowed(role, minimum));
  if (denied.length > 0) {
    it.each(denied)('%s gets 403 and changes nothing', async (role) => {
      const world = orgDataWorld();
      await expectNoChange(world, () => expectError(call(world.clientFor(role)), 403, new RegExp(`needs the ${minimum} role`)));
    });
  }

  it.each(NON_MEMBERS)('%s (not a member) gets 404 and changes nothing', async (user: DemoUser) => {
    const world = orgDataWorld();
    await expectNoChange(world, () => expectError(call(world.clientFor(user)), 404, /organization 'acme' not found/));
  });
});

describe('permissions flags follow the caller’s role', () => {
  it('spec permissions.edit from edit up; translation permissions.edit for admins only', async () => {
    const world = orgDataWorld();
    const flags: Record<string, [boolean, boolean]> = {};
    for (const role of ORG_ROLES) {
      const client = world.clientFor(role);
      flags[role] = [
        (await client.openapi.get(ACME, petstore)).permissions.edit,
        (await client.translations.get(ACME, DOCS)).permissions.edit,
      ];
    }
    expect(flags).toEqual({
      admin: [true, true],
      create: [true, false],
      review: [true, false],
      edit: [true, false],
      comment: [false, false],
      read: [false, false],
    });
  });
});
