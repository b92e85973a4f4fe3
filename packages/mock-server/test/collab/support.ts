/** Helpers of the collaboration tests (comments, permissions, team members), on top of test/helpers/world.ts. */
import { APIError, type PagePromise } from '@docpub/sdk';
import { expect } from 'vitest';
import type { DocPubServer } from '../../src/core/assemble.js';
import type { ControlledClock } from '../../src/core/clock.js';
import { commitRevision, contentOf } from '../../src/domain/content/revision-content.js';
import { primaryRevision } from '../../src/domain/spaces.js';
import { isoNow } from '../../src/domain/time.js';
import type { PageRecord } from '../../src/store/content-records.js';

/**
 * Awaits a call that must fail, and checks its status and, when given, that the error message contains
 * `detail` (a field name such as `teams.1`, or a phrase).
 */
export async function expectError(call: Promise<unknown>, status: number, detail?: string): Promise<APIError> {
  let failure: unknown;
  try {
    await call;
  } catch (error) {
    failure = error;
  }
  expect(failure, 'the call should have failed').toBeInstanceOf(APIError);
  const error = failure as APIError;
  expect({ status: error.status, message: error.message }).toMatchObject({ status });
  if (detail !== undefined) expect(error.message).toContain(detail);
  return error;
}

/** Every item of a list, across pages. */
export async function all<T>(list: PagePromise<T, unknown>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of list) items.push(item);
  return items;
}

/**
 * Runs `change` and checks that it left the server's state exactly as it was (for refused requests).
 * Compares whole snapshots: any stray write, even an id counter, fails it.
 */
export async function expectUnchanged(server: DocPubServer<ControlledClock>, change: () => Promise<unknown>): Promise<void> {
  const before = server.control.snapshot();
  await change();
  expect(server.control.snapshot()).toEqual(before);
}

/**
 * Gives a space's primary content one more page at the root (a new revision, as an edit would), so comments
 * have something to point at without going through change requests.
 */
export function addPage(server: DocPubServer<ControlledClock>, spaceId: string, id: string, title: string): PageRecord {
  const store = server.store;
  const space = store.data.spaces.get(spaceId)!;
  const current = primaryRevision(store, space);
  const content = structuredClone(contentOf(current));
  const now = isoNow(server.clock);
  const page: PageRecord = { id, parentId: null, type: 'document', title, slug: id, markdown: `# ${title}`, createdAt: now, updatedAt: now };
  content.pages.push(page);
  const revision = commitRevision(store, server.clock, { spaceId, parents: [current.id], type: 'edits', content });
  space.revisionId = revision.id;
  return page;
}

/** Replaces a page of a space's primary content with an edited copy (a new revision), as a merge would. */
export function editPage(server: DocPubServer<ControlledClock>, spaceId: string, pageId: string, title: string): void {
  const store = server.store;
  const space = store.data.spaces.get(spaceId)!;
  const current = primaryRevision(store, space);
  const content = structuredClone(contentOf(current));
  const page = content.pages.find((candidate) => candidate.id === pageId)!;
  page.title = title;
  page.updatedAt = isoNow(server.clock);
  space.revisionId = commitRevision(store, server.clock, { spaceId, parents: [current.id], type: 'edits', content }).id;
}
