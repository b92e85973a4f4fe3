/** The two ways row 4 walks a whole list: the SDK's `for await`, and a raw fetch loop following `next.page`. */
import { DocPub } from './sdk.js';
import { rawGet } from './raw.js';
import { authHeaders } from './world.js';

/** Which list to walk, and where. */
export interface ListWalk {
  url: string;
  token: string;
  spaceId: string;
  pageSize: number;
  /** Called after every item, e.g. to sample memory. */
  onItem?: (count: number) => void;
}

/** Walks the list with `for await` over `client.comments.list`; returns how many items came. */
export async function walkWithSdk(walk: ListWalk, client = new DocPub({ token: walk.token, baseUrl: walk.url, validation: 'strict' })): Promise<number> {
  let count = 0;
  for await (const comment of client.comments.list(walk.spaceId, { limit: walk.pageSize })) {
    if (comment.object !== 'comment') throw new Error(`not a comment: ${JSON.stringify(comment).slice(0, 200)}`);
    count += 1;
    walk.onItem?.(count);
  }
  return count;
}

interface RawPage {
  items: { object: string }[];
  next?: { page: string };
}

/** Walks the list with `fetch` + `JSON.parse`, following `next.page`; returns how many items came. */
export async function walkRaw(walk: ListWalk): Promise<number> {
  const headers = authHeaders(walk.token);
  const first = `${walk.url}/spaces/${walk.spaceId}/comments?limit=${walk.pageSize}`;
  let count = 0;
  let token: string | undefined;
  do {
    const page = (await rawGet(token === undefined ? first : `${first}&page=${encodeURIComponent(token)}`, headers)) as RawPage;
    for (const comment of page.items) {
      if (comment.object !== 'comment') throw new Error(`not a comment: ${JSON.stringify(comment).slice(0, 200)}`);
      count += 1;
      walk.onItem?.(count);
    }
    token = page.next?.page;
  } while (token !== undefined);
  return count;
}
