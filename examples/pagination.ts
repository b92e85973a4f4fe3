/**
 * Pagination: every list call returns a `PagePromise`. Await it for the first page; iterate it with
 * `for await` for every item (pages are fetched lazily, one at a time); walk `.pages()` page by page; or
 * resume later from a saved `next.page` token.
 *
 *   npx tsx examples/pagination.ts
 */
import { DocPub } from '@docpub/sdk';
import { createServer, DEMO } from '@docpub/mock-server';

const server = createServer();
const client = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch });
const org = DEMO.organization;

// Enough spaces to need several pages.
for (let index = 1; index <= 30; index++) await client.spaces.create(org, { title: `Team space ${index}` });

// 1. The first page only.
const first = await client.spaces.list(org, { limit: 10 });
console.log(`first page: ${first.items.length} of ${first.count} spaces, more: ${first.hasNextPage()}`);

// 2. Every item, across pages.
let all = 0;
for await (const _space of client.spaces.list(org, { limit: 10 })) all++;
console.log(`for await: ${all} spaces`);

// 3. Page by page.
const sizes: number[] = [];
for await (const page of client.spaces.list(org, { limit: 10 }).pages()) sizes.push(page.items.length);
console.log(`pages(): ${sizes.length} pages of ${sizes.join(', ')}`);

// 4. Stop early, then resume from the token of the page after the one reached.
const token = first.next?.page;
if (token) {
  const rest = await client.spaces.list(org, { limit: 10, page: token }).toArray();
  console.log(`resumed from a saved token: ${rest.length} more spaces`);
}

// 5. Collect, with a ceiling so a huge list cannot exhaust memory.
const some = await client.spaces.list(org, { limit: 10 }).toArray({ max: 15 });
console.log(`toArray({ max: 15 }): ${some.length} spaces`);
