/**
 * The page token of a page deep inside a space's comment list.
 *
 * Walking a million comments page by page only to reach the 900,000th would measure the walk, not the deep
 * page, so the token is made with the server's own encoder, exactly as the server would have handed it out
 * (the list's scope and the sort key of the last item before the page). The benchmark then checks that the
 * page it gets back starts with the expected comment, so a change of the token format fails loudly here.
 */
import type { DocPubServer } from './mock-server.js';
import { encodePageToken } from '../../packages/mock-server/src/core/pagination.js';
import { commentsOfSpace } from '../../packages/mock-server/src/domain/comments/threads.js';
import { seqKey } from '../../packages/mock-server/src/store/ids.js';

/** A token, and the id of the comment its page must start with. */
export interface DeepPage {
  token: string;
  firstId: string;
  /** Position of the page's first item in the list (0-based). */
  start: number;
}

/** The page of the default list (newest first) that starts at `fraction` (0..1) of the way down. */
export function deepPage(server: DocPubServer, spaceId: string, fraction: number): DeepPage {
  const oldestFirst = commentsOfSpace(server.store, spaceId);
  const newestFirst = [...oldestFirst].reverse();
  const start = Math.min(newestFirst.length - 1, Math.max(1, Math.floor(newestFirst.length * fraction)));
  const before = newestFirst[start - 1]!;
  return {
    token: encodePageToken(`comments:${spaceId}:desc`, seqKey(before.seq)),
    firstId: newestFirst[start]!.id,
    start,
  };
}
