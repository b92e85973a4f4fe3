/** Helpers of the collaboration tests (comments, permissions, team members), on top of test/support/world.ts. */
import type { DocPubServer } from '../../src/compose/assemble.js';
import type { ControlledClock } from '../../src/core/clock.js';
import { commitRevision, contentOf } from '../../src/domain/content/revision-content.js';
import { primaryRevision } from '../../src/domain/spaces/spaces.js';
import { isoNow } from '../../src/domain/time.js';
import type { PageRecord } from '../../src/store/content-records.js';

export { all, expectError, expectNoChange } from './assertions.js';

/**
 * Gives a space's primary content one more page at the root (a new revision, as an edit would), so comments
 * have something to point at without going through change requests.
 */
export function addPage(server: DocPubServer<ControlledClock>, spaceId: string, id: string, title: string, markdown = `# ${title}`): PageRecord {
  const store = server.store;
  const space = store.data.spaces.get(spaceId)!;
  const current = primaryRevision(store, space);
  const content = structuredClone(contentOf(current));
  const now = isoNow(server.clock);
  const page: PageRecord = { id, parentId: null, type: 'document', title, slug: id, markdown, createdAt: now, updatedAt: now };
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
