/**
 * Type tests of the mistakes the SDK's types catch, compiled by `tsc` in `npm run typecheck` (never run):
 * each `@ts-expect-error` fails the build if the line below it compiles, and each `expectTypeOf` fails it
 * if the type differs. The messages these mistakes print are checked against the packed package in
 * test/consumers/packed-types.test.ts.
 */
import {
  DocPub,
  withUnknownFields,
  type CreateSpaceParams,
  type ListIsNotAnArray,
  type ListPage,
  type Page,
  type PageTree,
  type Space,
  type UpdateSpaceParams,
} from '@docpub/sdk';
import { expectTypeOf } from 'vitest';

declare const client: DocPub;
declare const space: Space;
declare const tree: PageTree;

export async function misspeltFields() {
  // @ts-expect-error a misspelt field of a response does not compile
  void space.titel;
  // @ts-expect-error nor a misspelt nested one
  void space.urls.publised;
  // @ts-expect-error nor a misspelt field of a body
  await client.spaces.create('org-1', { titel: 'Handbook' });
  // @ts-expect-error nor a misspelt query parameter
  await client.spaces.get('space-1', { sharekey: 'x' });
  const update: UpdateSpaceParams = { title: 'Handbook' };
  // @ts-expect-error a known field with a value of the wrong type
  update.editMode = 'read-only';
  // Fields the types do not name stay readable, as unknown, through the escape hatch.
  expectTypeOf(withUnknownFields(space).addedLater).toEqualTypeOf<unknown>();
  expectTypeOf(withUnknownFields(space).title).toEqualTypeOf<string>();
}

export function openEnumerations() {
  // Known members are offered (and narrowed on), any other string is accepted from the service.
  expectTypeOf<Space['visibility']>().toEqualTypeOf<
    'public' | 'unlisted' | 'share-link' | 'visitor-auth' | 'in-collection' | 'private' | (string & {})
  >();
  const visibility: Space['visibility'] = 'added-later';
  void visibility;
  // A request takes known members only.
  expectTypeOf<NonNullable<UpdateSpaceParams['editMode']>>().toEqualTypeOf<'live' | 'locked'>();
}

export function structureMisuse() {
  // @ts-expect-error `pages` is an array of pages, not a page
  void tree.pages.title;
  // @ts-expect-error `permissions` is an object of booleans
  void space.permissions.edit.length;
  // @ts-expect-error `urls` holds strings
  void space.urls.app.location;
  // @ts-expect-error a body without its required field
  const body: CreateSpaceParams = { emoji: '📘' };
  void body;
}

export function deepPageWalk() {
  // Sub-pages keep their type at every depth.
  const deep = tree.pages[0]?.pages?.[0]?.pages?.[0]?.pages?.[0];
  expectTypeOf(deep).toEqualTypeOf<Page | undefined>();
  expectTypeOf(tree.pages[0]!.pages![0]!.pages![0]!.title).toEqualTypeOf<string>();
  // @ts-expect-error a misspelt field three levels down
  void tree.pages[0]!.pages![0]!.pages![0]!.titel;
}

export async function changeRequestIds() {
  // A change request is named by its id or its number.
  await client.changeRequests.get('space-1', 'cr-1');
  await client.changeRequests.get('space-1', 7);
  await client.changeRequests.content.apply('space-1', 7, { changes: [{ operation: 'delete_page', page: 'p' }] });
  // @ts-expect-error a space id is never a number
  await client.changeRequests.get(1, 7);
  // @ts-expect-error nor is a change request an object
  await client.changeRequests.get('space-1', { number: 7 });
}

export async function listsUsedAsArrays() {
  const list = client.spaces.list('org-1');
  const page = await list;
  // @ts-expect-error a page is not an array: the message names page.items, for await and toArray()
  page.map((item: Space) => item.title);
  // @ts-expect-error nor is the list itself
  list.forEach((item: Space) => item.title);
  // @ts-expect-error a page has no numeric index
  void page[0].title;
  // @ts-expect-error not even read alone (it would be undefined at run time)
  console.log(page[0]);
  // @ts-expect-error nor a length to compare
  if (page.length > 0) return;
  // @ts-expect-error nor to read alone
  console.log(page.length);
  // @ts-expect-error nor does the list itself have an index or a length
  console.log(list[0], list.length);
  // @ts-expect-error nor does it fit where an array is expected
  const spaces: Space[] = await list;
  void spaces;
  // The array methods name what to use instead, in the compiler's message.
  expectTypeOf<Parameters<typeof page.map>[0]>().toEqualTypeOf<ListIsNotAnArray>();
  // What to use instead:
  expectTypeOf(page.items).toEqualTypeOf<Space[]>();
  expectTypeOf(await list.toArray()).toEqualTypeOf<Space[]>();
  for await (const item of list) expectTypeOf(item).toEqualTypeOf<Space>();
  expectTypeOf(page).toEqualTypeOf<ListPage<Space>>();
}
