/**
 * Helpers the scenarios share: resources they create (tracked for cleanup), the extra users some need, and
 * small readers over lists and page trees.
 */
import type { ContentChange, Page, PublishSiteResult, Role, Site, Space } from '@docpub/sdk';
import { NotFoundError, type DocPub } from '@docpub/sdk';
import type { ScenarioContext } from '../context.js';

/** Creates a space in the organization under test; it is soft-deleted when the scenario ends. */
export async function newSpace(t: ScenarioContext, client: DocPub = t.client): Promise<Space> {
  const space = await client.spaces.create(t.org, { title: t.title() });
  return t.created('space', space, spaceAccess(t, space.id));
}

/** How cleanup reads and deletes the space `id` (as the run's token: the creator may be another user). */
export function spaceAccess(t: ScenarioContext, id: string) {
  return { read: () => t.client.spaces.get(id), remove: () => t.client.spaces.delete(id) };
}

/**
 * Creates a space only its creator (and organization admins) can see: no `defaultLevel`, so every other
 * role on it comes from a grant the scenario makes.
 */
export async function newPrivateSpace(t: ScenarioContext): Promise<Space> {
  const space = await newSpace(t);
  return t.client.spaces.update(space.id, { defaultLevel: null });
}

/** Creates an unpublished site (publishing `spaces` when given); it is deleted when the scenario ends. */
export async function newSite(
  t: ScenarioContext,
  body: { spaces?: string[]; visibility?: 'public' | 'unlisted' | 'share-link' | 'visitor-auth' } = {},
): Promise<Site> {
  const site = await t.client.sites.create(t.org, { title: t.title('Conformance site'), ...body });
  return t.created('site', site, { read: () => t.client.sites.get(t.org, site.id), remove: () => t.client.sites.delete(t.org, site.id) });
}

/**
 * Applies `changes` to the primary content through a change request that is merged at once (the API's only
 * way to write pages); returns the merge revision.
 */
export async function editPrimaryContent(t: ScenarioContext, spaceId: string, changes: ContentChange[]): Promise<string> {
  const changeRequest = await t.client.changeRequests.create(spaceId, { subject: 'conformance edit' });
  await t.client.changeRequests.content.apply(spaceId, changeRequest.id, { changes });
  const merged = await t.client.changeRequests.merge(spaceId, changeRequest.id);
  return merged.revision;
}

/** A user of the organization other than the caller, with a token when it was made through control. */
export interface OtherUser {
  id: string;
  displayName: string;
  token?: string | undefined;
}

/**
 * `count` users other than the caller: made through test control when the target has it (guests of no
 * organization unless `orgRole` is given), else existing members of the organization who are not admins.
 * Skips the scenario when there are not enough.
 */
export async function otherUsers(t: ScenarioContext, count: number, orgRole: Role | null = null): Promise<OtherUser[]> {
  if (t.hasControl) {
    const made: OtherUser[] = [];
    for (let index = 0; index < count; index++) {
      const { user, token } = await t.control.createUser({
        displayName: t.title('Conformance user'),
        orgRole,
        ...(orgRole === null ? {} : { organizationId: t.org }),
      });
      made.push({ id: user.id, displayName: user.displayName, token });
    }
    return made;
  }
  const members = await t.client.members.list(t.org).toArray({ max: 1000 });
  // Admins hold every role already, so a grant to one of them shows nothing.
  const others = members.filter((member) => member.user.id !== t.fixtures.user.id && !member.disabled && member.role !== 'admin');
  if (others.length < count) t.skip(`needs ${count} other member(s) of the organization or control to create users`);
  return others.slice(0, count).map((member) => ({ id: member.user.id, displayName: member.user.displayName }));
}

/** Every page of a tree, depth first. */
export function flattenPages(pages: readonly Page[]): Page[] {
  return pages.flatMap((page) => [page, ...flattenPages(page.pages ?? [])]);
}

/** The ids of `items`. */
export function idsOf(items: readonly { id: string }[]): string[] {
  return items.map((item) => item.id);
}

/** A minimal OpenAPI 3 document titled `title`, as JSON text. */
export function openApiText(title: string, version = '1.0.0'): string {
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title, version },
    paths: { '/pets': { get: { responses: { '200': { description: 'The pets' } } } } },
  });
}

/**
 * Runs `read` on a space listed a moment ago, giving `undefined` when the space has since been deleted (by a
 * scenario running alongside); a 404 of a space that still exists stays a failure.
 */
export async function unlessDeleted<T>(t: ScenarioContext, spaceId: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    const gone = await t.client.spaces.get(spaceId).then(
      (space) => space.deletedAt !== undefined,
      (lookup: unknown) => lookup instanceof NotFoundError,
    );
    if (gone) return undefined;
    throw error;
  }
}

/**
 * Publishes a site and answers it. A deployment may answer a checkout session instead (the organization must
 * pay for the site's plan first): a scenario cannot go on then, and says why.
 */
export async function publishSite(t: ScenarioContext, siteId: string): Promise<Site> {
  const result: PublishSiteResult = await t.client.sites.publish(t.org, siteId);
  if (result.type === 'checkout' && !('object' in result && result.object === 'site')) {
    throw new Error('publishing answered a checkout session: the organization must pay for the site plan first');
  }
  return result as Site;
}
