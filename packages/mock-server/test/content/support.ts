/**
 * Helpers of the content and change-request tests: the demo world through the SDK, users holding exactly
 * one role on a space, and seeding (the assertions are test/support/'s).
 */
import type { DocPub, Role } from '@docpub/sdk';
import { expect } from 'vitest';
import { setGrant } from '../../src/domain/permissions/grants.js';
import type { SeedContentInput, SeededContent } from '../../src/domain/content/content-seed.js';
import { DEMO } from '../../src/demo/demo.js';
import { testWorld, type TestWorld } from '../support/world.js';

/** The demo space that holds content and change requests. */
export const SPACE = DEMO.content.space;
export const PAGES = DEMO.content.pages;
export const FILES = DEMO.content.files;

export interface ContentWorld extends TestWorld {
  /** A client for a new organization member (org role `read`) granted exactly `role` on `spaceId`. */
  withRole(role: Role, spaceId?: string): DocPub;
  /** A client for a new user outside every organization, granted `read` on `spaceId` (a guest). */
  guest(spaceId?: string): DocPub;
  /** Seeds the primary content of `spaceId` (default: the demo content space). */
  seed(input: Omit<SeedContentInput, 'kind' | 'spaceId'> & { spaceId?: string }): SeededContent;
}

export function contentWorld(): ContentWorld {
  const world = testWorld();
  const { server } = world;
  let made = 0;
  const grantedClient = (role: Role, spaceId: string, orgRole: 'read' | null) => {
    made += 1;
    const { user, token } = server.control.createUser({ displayName: `Tester ${made}`, orgRole });
    setGrant(server.store, { kind: 'space', id: spaceId }, { kind: 'user', id: user.id }, role);
    return world.clientFor(token);
  };
  return {
    ...world,
    withRole: (role, spaceId = SPACE) => grantedClient(role, spaceId, 'read'),
    guest: (spaceId = SPACE) => grantedClient('read', spaceId, null),
    seed: (input) => server.control.seed({ kind: 'content', spaceId: SPACE, ...input }) as SeededContent,
  };
}

export { expectBadRequest } from '../support/index.js';

/**
 * Matches the signed download URL the API gives for file `fileId` named `name` of `spaceId` (of revision
 * `revisionId`, or any) on the in-process server's published origin.
 */
export function downloadUrlOf(fileId: string, name: string, spaceId = SPACE, revisionId?: string): unknown {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const revision = revisionId === undefined ? '[^/?]+' : escape(encodeURIComponent(revisionId));
  const path = `${escape(encodeURIComponent(spaceId))}/${revision}/${escape(encodeURIComponent(fileId))}/${escape(encodeURIComponent(name))}`;
  return expect.stringMatching(new RegExp(`^http://docpub\\.test/~files/${path}\\?user=[^&]+&expires=\\d+&signature=[0-9a-f]{64}$`));
}
