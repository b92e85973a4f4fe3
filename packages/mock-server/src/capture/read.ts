/**
 * Reading a deployment through the SDK: every list the token can see, as the wire objects the API answers.
 * Reads that the token may not make (403, 404) are skipped and noted, so what the file holds is what the token
 * could read; anything else (a 5xx, a network error) stops the capture.
 */
import {
  APIError,
  type DocPub,
  type Integration,
  type Collection,
  type Member,
  type Organization,
  type PermissionItem,
  type PublishingAuth,
  type Revision,
  type ShareLink,
  type Site,
  type SiteRedirect,
  type SiteSection,
  type SiteSectionGroup,
  type SiteSpace,
  type Space,
  type Team,
  type TeamMember,
  type TeamPermission,
  type User,
} from '@docpub/sdk';

export interface CapturedSite {
  site: Site;
  publishingAuth?: PublishingAuth;
  sections: SiteSection[];
  sectionGroups: SiteSectionGroup[];
  siteSpaces: SiteSpace[];
  redirects: SiteRedirect[];
  shareLinks: ShareLink[];
}

/** The roles given on a space or a collection directly (not those inherited). */
export interface Grants {
  users: PermissionItem[];
  teams: TeamPermission[];
}

/** A collection's direct user roles; the API lists no team roles on a collection. */
export interface CollectionGrants {
  users: PermissionItem[];
  teams: never[];
}

export interface CapturedOrganization {
  organization: Organization;
  members: Member[];
  teams: { team: Team; members: TeamMember[] }[];
  collections: (CollectionGrants & { collection: Collection })[];
  spaces: (Grants & { space: Space; content?: Revision; integrations: Integration[] })[];
  sites: CapturedSite[];
}

/** What a capture read, wire objects as answered. */
export interface Captured {
  me: User;
  organizations: CapturedOrganization[];
  /** Reads the token was refused (403/404), as `GET path` lines. */
  skipped: string[];
}

export interface ReadOptions {
  /** At most this many items of each list. */
  maxItems?: number;
  /** Called with a line of progress for each list read. */
  progress?: (line: string) => void;
}

async function take<T>(items: AsyncIterable<T>, max: number): Promise<T[]> {
  const out: T[] = [];
  if (max <= 0) return out;
  for await (const item of items) {
    out.push(item);
    if (out.length >= max) break;
  }
  return out;
}

function isRefusal(error: unknown): boolean {
  return error instanceof APIError && (error.status === 403 || error.status === 404);
}

class Reader {
  readonly skipped: string[] = [];
  constructor(
    readonly client: DocPub,
    readonly max: number,
    readonly progress: (line: string) => void,
  ) {}

  /** A read that the token may be refused: undefined then, and noted. */
  async attempt<T>(what: string, read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (error) {
      if (!isRefusal(error)) throw error;
      this.skipped.push(what);
      return undefined;
    }
  }

  async list<T>(what: string, items: () => AsyncIterable<T>): Promise<T[]> {
    const read = (await this.attempt(what, () => take(items(), this.max))) ?? [];
    this.progress(`${what}: ${read.length}`);
    return read;
  }

  async site(orgId: string, site: Site): Promise<CapturedSite> {
    const sites = this.client.sites;
    const at = `organization ${orgId} site ${site.id}`;
    const publishingAuth = await this.attempt(`${at} publishing auth`, () => sites.publishingAuth.get(orgId, site.id));
    return {
      site,
      ...(publishingAuth === undefined ? {} : { publishingAuth }),
      sections: await this.list(`${at} sections`, () => sites.sections.list(orgId, site.id)),
      sectionGroups: await this.list(`${at} section groups`, () => sites.sectionGroups.list(orgId, site.id)),
      siteSpaces: await this.list(`${at} site spaces`, () => sites.siteSpaces.list(orgId, site.id)),
      redirects: await this.list(`${at} redirects`, () => sites.redirects.list(orgId, site.id)),
      shareLinks: await this.list(`${at} share links`, () => sites.shareLinks.list(orgId, site.id)),
    };
  }

  async organization(organization: Organization): Promise<CapturedOrganization> {
    const c = this.client;
    const orgId = organization.id;
    const at = `organization ${orgId}`;
    const teams = [];
    for (const team of await this.list(`${at} teams`, () => c.teams.list(orgId))) {
      teams.push({ team, members: await this.list(`${at} team ${team.id} members`, () => c.teams.members.list(orgId, team.id)) });
    }
    const spaces = [];
    for (const space of await this.list(`${at} spaces`, () => c.spaces.list(orgId))) {
      const content = await this.attempt(`space ${space.id} content`, () => c.spaces.content.get(space.id));
      const grants = {
        users: await this.list(`space ${space.id} user permissions`, () => c.spaces.permissions.listUsers(space.id)),
        teams: await this.list(`space ${space.id} team permissions`, () => c.spaces.permissions.listTeams(space.id)),
      };
      const integrations = await this.list(`space ${space.id} integrations`, () => c.spaces.integrations.list(space.id));
      spaces.push(content === undefined ? { space, integrations, ...grants } : { space, content, integrations, ...grants });
    }
    const collections = [];
    for (const collection of await this.list(`${at} collections`, () => c.collections.list(orgId))) {
      const p = c.collections.permissions;
      collections.push({
        collection,
        users: await this.list(`collection ${collection.id} user permissions`, () => p.listUsers(collection.id)),
        // The API has no read of the teams given a role on a collection: those grants cannot be captured.
        teams: [],
      });
    }
    const sites = [];
    for (const site of await this.list(`${at} sites`, () => c.sites.list(orgId))) sites.push(await this.site(orgId, site));
    return {
      organization,
      members: await this.list(`${at} members`, () => c.members.list(orgId)),
      teams,
      collections,
      spaces,
      sites,
    };
  }
}

/** Reads everything the client's token can see, organization by organization. */
export async function readDeployment(client: DocPub, options: ReadOptions = {}): Promise<Captured> {
  const reader = new Reader(client, options.maxItems ?? Number.POSITIVE_INFINITY, options.progress ?? (() => {}));
  const me = await client.user.get();
  const organizations = [];
  for (const organization of await reader.list('organizations', () => client.orgs.list())) {
    organizations.push(await reader.organization(organization));
  }
  return { me, organizations, skipped: reader.skipped };
}
