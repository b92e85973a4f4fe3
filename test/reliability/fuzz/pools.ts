/**
 * Where a generated step finds its targets. Steps carry small numbers, not ids (ids do not exist until the
 * sequence runs); a number picks one of the candidates present at that moment, so a shrunk sequence still
 * means something. The candidates are read from the store: they choose targets, they never judge answers.
 */
import { DEMO, type Store } from '@docpub/mock-server';

/** Stands for "nothing to pick": the request then names an id that does not exist, which must be a 404. */
export const MISSING = 'missing-id';

export function pick<T>(candidates: readonly T[], index: number): T | typeof MISSING {
  return candidates.length === 0 ? MISSING : candidates[index % candidates.length]!;
}

const bySeq = <T extends { seq: number }>(records: Iterable<T>) => [...records].sort((a, b) => a.seq - b.seq);

/** Every space of the demo organization, deleted ones included (acting on those is part of the game). */
export function spaceIds(store: Store): string[] {
  return bySeq(store.data.spaces.values())
    .filter((space) => space.organizationId === DEMO.organization)
    .map((space) => space.id);
}

/**
 * Spaces of the demo organization for which `has` holds, or every space when none does: steps on change
 * requests and comments then mostly land where there are some, and still sometimes where there are none.
 */
export function spacesWhere(store: Store, has: (spaceId: string) => boolean): string[] {
  const all = spaceIds(store);
  const some = all.filter(has);
  return some.length > 0 ? some : all;
}

export const hasChangeRequests = (store: Store) => (spaceId: string) => changeRequestIds(store, spaceId).length > 0;
export const hasComments = (store: Store) => (spaceId: string) => commentIds(store, spaceId).length > 0;
export const isDeleted = (store: Store) => (spaceId: string) => store.data.spaces.get(spaceId)?.deletedAt !== undefined;

export function collectionIds(store: Store): string[] {
  return bySeq(store.data.collections.values())
    .filter((collection) => collection.organizationId === DEMO.organization)
    .map((collection) => collection.id);
}

/** Change requests of a space, by number (stable under shrinking). */
export function changeRequestIds(store: Store, spaceId: string): string[] {
  return [...store.data.changeRequests.values()]
    .filter((record) => record.spaceId === spaceId)
    .sort((a, b) => a.number - b.number)
    .map((record) => record.id);
}

export function commentIds(store: Store, spaceId: string): string[] {
  return bySeq(store.data.comments.values())
    .filter((comment) => comment.spaceId === spaceId)
    .map((comment) => comment.id);
}

export function replyIds(store: Store, commentId: string): string[] {
  return store.data.comments.get(commentId)?.replies.map((reply) => reply.id) ?? [];
}

/** Ids of the pages of a change request's revision. */
export function pageIds(store: Store, changeRequestId: string): string[] {
  const record = store.data.changeRequests.get(changeRequestId);
  const revision = record && store.data.revisions.get(record.revisionId);
  return (revision?.content?.pages ?? []).map((page) => page.id);
}

export function siteIds(store: Store): string[] {
  return bySeq(store.data.sites.values())
    .filter((site) => site.organizationId === DEMO.organization)
    .map((site) => site.id);
}

export function translationIds(store: Store): string[] {
  return bySeq(store.data.translations.values())
    .filter((settings) => settings.organizationId === DEMO.organization)
    .map((settings) => settings.id);
}
