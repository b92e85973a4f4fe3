/**
 * Reading and writing the content held by revisions. Revisions never change once made: every edit builds
 * new content and commits it as a new revision whose `parents` say where it came from.
 */
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import type { RevisionContent } from '../../store/content-records.js';
import type { RevisionRecord, SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { insertRevision } from './revisions.js';

/** Content with nothing in it: what a revision made before any content holds. */
export const emptyContent = (): RevisionContent => ({ pages: [], files: [], reusableContents: [] });

const EMPTY: RevisionContent = Object.freeze({ pages: [], files: [], reusableContents: [] }) as RevisionContent;

/** The content of a revision, for reading only (shared with the store: never mutate it). */
export function contentOf(revision: RevisionRecord): RevisionContent {
  return revision.content ?? EMPTY;
}

/** The content of a revision's first parent; a first revision is compared with nothing (empty content). */
export function firstParentContent(store: Store, revision: RevisionRecord): RevisionContent {
  const parentId = revision.parents[0];
  if (parentId === undefined) return EMPTY;
  const parent = store.data.revisions.get(parentId);
  if (!parent) throw new Error(`revision ${revision.id} names a missing parent ${parentId}`);
  return contentOf(parent);
}

/** A deep copy of a revision's content, to build the next revision from. */
export function workingCopy(revision: RevisionRecord): RevisionContent {
  return structuredClone(contentOf(revision));
}

/**
 * A revision of `space` by id. A revision of another space is as unknown as a missing one: its id must not
 * reveal content the caller may not see.
 */
export function revisionOfSpace(store: Store, space: SpaceRecord, revisionId: string): RevisionRecord {
  const revision = store.data.revisions.get(revisionId);
  if (!revision || revision.spaceId !== space.id) throw notFound(`revision '${revisionId}'`);
  return revision;
}

export interface NewContentRevision {
  spaceId: string;
  parents: string[];
  type: RevisionRecord['type'];
  content: RevisionContent;
}

/** Stores a new revision holding `content` (which the store then owns: do not change it afterwards). */
export function commitRevision(store: Store, clock: Clock, input: NewContentRevision): RevisionRecord {
  const revision = insertRevision(store, clock, { spaceId: input.spaceId, parents: input.parents, type: input.type });
  revision.content = input.content;
  return revision;
}
