/**
 * The static types of the resource methods: results are the named types generated from the contract, params are required exactly when
 * the operation has a required field. Checked by `tsc` (the assertions are no-ops at run time).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type {
  ChangeRequestLink,
  ChangeRequestLinkList,
  CreatedChangeRequest,
  IntegrationScript,
  MergeResult,
  Page,
  PermissionItem,
  PublishedContentSite,
  Space,
  SpaceIntegrationBlocks,
  TeamMember,
} from '../../src/types/index.js';
import type { APIPromise } from '../../src/core/api-promise.js';
import type { ListPage, PagePromise } from '../../src/core/pagination.js';
import { setup } from '../core/support.js';

// A real client (no request is made): `expectTypeOf` evaluates its argument.
const { client } = setup();

describe('resource method types', () => {
  it('take a change request by id or by number', () => {
    expectTypeOf(client.changeRequests.update).parameter(1).toEqualTypeOf<string | number>();
    expectTypeOf(client.changeRequests.get).parameter(1).toEqualTypeOf<string | number>();
    expectTypeOf(client.changeRequests.content.pages).parameter(1).toEqualTypeOf<string | number>();
    expectTypeOf(client.changeRequests.reviews.create).parameter(1).toEqualTypeOf<string | number>();
    expectTypeOf(client.changeRequests.links.list).parameter(1).toEqualTypeOf<string | number>();
    // The README's example compiles; a space id stays a string.
    expectTypeOf(client.changeRequests.update).toBeCallableWith('space-handbook', 7, { status: 'open' }, { timeout: 5_000 });
    // @ts-expect-error a space id is never a number
    expectTypeOf(client.changeRequests.get).toBeCallableWith(1, 7);
  });

  it('return the named types', () => {
    expectTypeOf(client.spaces.get).returns.toEqualTypeOf<APIPromise<Space>>();
    expectTypeOf(client.spaces.list).returns.toEqualTypeOf<PagePromise<Space>>();
    expectTypeOf(client.spaces.delete).returns.toEqualTypeOf<APIPromise<void>>();
    expectTypeOf(client.spaces.content.pageByPath).returns.toEqualTypeOf<APIPromise<Page>>();
    expectTypeOf(client.spaces.permissions.aggregate).returns.toEqualTypeOf<PagePromise<PermissionItem>>();
    expectTypeOf(client.spaces.integrations.blocks).returns.toEqualTypeOf<APIPromise<SpaceIntegrationBlocks[]>>();
    expectTypeOf(client.spaces.integrations.scripts).returns.toEqualTypeOf<APIPromise<IntegrationScript[]>>();
    expectTypeOf(client.changeRequests.create).returns.toEqualTypeOf<APIPromise<CreatedChangeRequest>>();
    expectTypeOf(client.changeRequests.merge).returns.toEqualTypeOf<APIPromise<MergeResult>>();
    expectTypeOf(client.teams.members.list).returns.toEqualTypeOf<PagePromise<TeamMember>>();
    expectTypeOf(client.sites.getPublished).returns.toEqualTypeOf<APIPromise<PublishedContentSite>>();
  });

  it('give the links list its stats', () => {
    expectTypeOf(client.changeRequests.links.list).returns.toEqualTypeOf<
      PagePromise<ChangeRequestLink, ChangeRequestLinkList>
    >();
    expectTypeOf<Awaited<ReturnType<typeof client.changeRequests.links.list>>>().toEqualTypeOf<
      ListPage<ChangeRequestLink, ChangeRequestLinkList>
    >();
    expectTypeOf<ChangeRequestLinkList['stats']['broken']['changeRequest']>().toEqualTypeOf<number>();
  });

  it('take path params in path order, then params, then request options', () => {
    expectTypeOf(client.revisions.pageByPath).parameters.toExtend<
      [string, string, string, { format?: 'markdown' | 'document' }?, { timeout?: number }?]
    >();
    expectTypeOf(client.sites.sectionGroups.removeSection).parameters.toExtend<
      [string, string, string, string, { timeout?: number }?]
    >();
  });

  it('require params exactly when the operation has a required field', () => {
    const never = false as boolean;
    if (!never) return; // type checks only
    // @ts-expect-error transfer needs the target organization
    void client.spaces.transfer('s1');
    // @ts-expect-error embed needs a url
    void client.spaces.embed('s1');
    // @ts-expect-error apply needs changes
    void client.changeRequests.content.apply('s1', 'cr1');
    // @ts-expect-error lookup needs a source
    void client.sites.redirects.lookup('o1', 'site1');
    // @ts-expect-error a role must be a known role
    void client.spaces.permissions.grant('s1', { role: 'owner' });
    // @ts-expect-error duplicate takes no params
    void client.spaces.duplicate('s1', { title: 'x' });
    void client.spaces.update('s1');
    void client.changeRequests.create('s1');
    void client.sites.create('o1');
    void client.spaces.permissions.updateUser('s1', 'u1', { role: null });
    void client.teams.members.set('o1', 't1', 'u1');
  });
});
