/**
 * Who may do what with content and change requests (docs/roles.md, "Minimum role per operation"): reads need `read`;
 * creating, changing, editing and updating change requests need `edit`; reviewing and merging need `review`. A caller
 * with no role on the space gets 404 (it may not know the space exists); a role too low gets 403 and changes nothing.
 */
import type { DocPub, Role } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '@docpub/sdk/contract';
import { DEMO } from '../../src/demo/demo.js';
import { FILES, PAGES, SPACE, contentWorld } from './support.js';
import { expectError, expectSuccess, expectNoChange } from '../support/index.js';

const REUSABLE = DEMO.content.reusableContents.support;

/** Every read of the area, by name, given the primary revision's id. */
const READS: Record<string, (client: DocPub, revision: string) => Promise<unknown>> = {
  getSpaceContent: (c) => c.spaces.content.get(SPACE),
  getSpaceContentPages: (c) => c.spaces.content.pages(SPACE),
  getSpaceContentPageById: (c) => c.spaces.content.page(SPACE, PAGES.tokens),
  getSpaceContentPageByPath: (c) => c.spaces.content.pageByPath(SPACE, 'reference/spaces'),
  listSpaceContentFiles: (c) => c.spaces.content.files(SPACE),
  getSpaceContentFile: (c) => c.spaces.content.file(SPACE, FILES.logo),
  getRevision: (c, r) => c.revisions.get(SPACE, r),
  getRevisionChanges: (c, r) => c.revisions.changes(SPACE, r),
  getRevisionPages: (c, r) => c.revisions.pages(SPACE, r),
  listRevisionFiles: (c, r) => c.revisions.files(SPACE, r),
  getRevisionFile: (c, r) => c.revisions.file(SPACE, r, FILES.logo),
  getRevisionPageById: (c, r) => c.revisions.page(SPACE, r, PAGES.tokens),
  getRevisionPageByPath: (c, r) => c.revisions.pageByPath(SPACE, r, 'reference'),
  getRevisionReusableContent: (c, r) => c.revisions.reusableContent(SPACE, r, REUSABLE),
  listChangeRequests: (c) => c.changeRequests.list(SPACE),
  getChangeRequest: (c) => c.changeRequests.get(SPACE, '1'),
  listChangeRequestReviews: (c) => c.changeRequests.reviews.list(SPACE, '1'),
  listChangeRequestLinks: (c) => c.changeRequests.links.list(SPACE, '1'),
  getChangeRequestContent: (c) => c.changeRequests.content.get(SPACE, '1'),
  getChangeRequestContentPages: (c) => c.changeRequests.content.pages(SPACE, '1'),
  getChangeRequestContentPageById: (c) => c.changeRequests.content.page(SPACE, '1', PAGES.tokens),
  getChangeRequestContentPageByPath: (c) => c.changeRequests.content.pageByPath(SPACE, '1', 'reference/pages'),
};

/** Every write of the area, with the least role it needs. */
const WRITES: [string, Role, (client: DocPub) => Promise<unknown>][] = [
  ['createChangeRequest', 'edit', (c) => c.changeRequests.create(SPACE, { subject: 'x' })],
  ['updateChangeRequest', 'edit', (c) => c.changeRequests.update(SPACE, '2', { status: 'open' })],
  ['editChangeRequestContent', 'edit', (c) => c.changeRequests.content.apply(SPACE, '2', { changes: [{ operation: 'delete_page', page: PAGES.oauth }] })],
  ['updateChangeRequestFromPrimary', 'edit', (c) => c.changeRequests.updateFromPrimary(SPACE, '2')],
  ['createChangeRequestReview', 'review', (c) => c.changeRequests.reviews.create(SPACE, '1', { status: 'approved' })],
  ['mergeChangeRequest', 'review', (c) => c.changeRequests.merge(SPACE, '1')],
];

const RANKED: Role[] = ['read', 'comment', 'edit', 'review', 'admin'];
const atLeast = (role: Role, minimum: Role) => RANKED.indexOf(role) >= RANKED.indexOf(minimum);

describe('reads of content and change requests', () => {
  it.each(['read', 'comment', 'edit'] as const)('are open to the %s role', async (role) => {
    const world = contentWorld();
    const client = world.withRole(role);
    const { revision } = await world.clientFor('admin').spaces.get(SPACE);
    for (const [name, read] of Object.entries(READS)) {
      await expectSuccess(world.server, name as OperationId, () => read(client, revision!));
    }
  });

  it('are open to a guest granted read on the space', async () => {
    const world = contentWorld();
    const { revision } = await world.clientFor('admin').spaces.get(SPACE);
    const guest = world.guest();
    for (const [name, read] of Object.entries(READS)) {
      await expectSuccess(world.server, name as OperationId, () => read(guest, revision!));
    }
    await expectError(guest.changeRequests.create(SPACE), 403);
  });

  it('answer 404 to an outsider and to a member without a role on the space', async () => {
    const world = contentWorld();
    const { revision } = await world.clientFor('admin').spaces.get(SPACE);
    for (const who of ['outsider', 'create'] as const) {
      const client = world.clientFor(who);
      for (const [name, read] of Object.entries(READS)) {
        await expectError(read(client, revision!), 404);
      }
    }
  });
});

describe('writes of change requests', () => {
  for (const [name, minimum, write] of WRITES) {
    for (const role of RANKED) {
      const allowed = atLeast(role, minimum);
      it(`${name} ${allowed ? 'is allowed' : 'is refused with 403'} for the ${role} role`, async () => {
        const world = contentWorld();
        const client = world.withRole(role);
        if (allowed) {
          await expectSuccess(world.server, name as OperationId, () => write(client));
          return;
        }
        await expectNoChange(world, async () => {
          const { status, message } = await expectError(write(client), 403);
          expect([status, message]).toEqual([403, `this operation needs the ${minimum} role on space '${SPACE}'; the caller has ${role}`]);
        });
      });
    }

    it(`${name} answers 404 to an outsider, changing nothing`, async () => {
      const world = contentWorld();
      await expectNoChange(world, async () => {
        await expectError(write(world.clientFor('outsider')), 404);
      });
    });
  }
});
