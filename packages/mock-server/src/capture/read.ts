/**
 * Reading a deployment through the SDK: every list the token can see, as the wire objects the API answers.
 * Reads that the token may not make (403, 404) are skipped and noted, so what the file holds is what the token
 * could read; anything else (a 5xx, a network error) stops the capture.
 */
import type {
  DocPub,
  Integration,
  Collection,
  Member,
  OpenApiSpec,
  OpenApiSpecVersion,
  OpenApiSpecVersionContent,
  Organization,
  PermissionItem,
  PublishingAuth,
  ShareLink,
  Site,
  SiteCustomization,
  SiteRedirect,
  SiteSection,
  SiteSectionGroup,
  SiteSpace,
  Team,
  TeamMember,
  TranslationSettings,
  User,
} from '@docpub/sdk';
import { DEFAULT_READ_BOUNDS, Reader } from './reader.js';
import { readSpace, type CapturedSpace } from './read-space.js';

export type { CapturedChangeRequest, CapturedComment, CapturedSpace, Grants } from './read-space.js';

export interface CapturedSite {
  site: Site;
  publishingAuth?: PublishingAuth;
  /** The site's settings as read (complete: defaults included). */
  customization?: SiteCustomization;
  sections: SiteSection[];
  sectionGroups: SiteSectionGroup[];
  siteSpaces: SiteSpace[];
  /** What each site space shows (its site's settings with its overrides on top), by site space id. */
  siteSpaceCustomizations: Map<string, SiteCustomization>;
  redirects: SiteRedirect[];
  shareLinks: ShareLink[];
}

/** A collection's direct user roles; the API lists no team roles on a collection. */
export interface CollectionGrants {
  users: PermissionItem[];
  teams: never[];
}

export interface CapturedSpecVersion {
  version: OpenApiSpecVersion;
  content?: OpenApiSpecVersionContent;
}

export interface CapturedSpec {
  spec: OpenApiSpec;
  versions: CapturedSpecVersion[];
}

export interface CapturedOrganization {
  organization: Organization;
  members: Member[];
  teams: { team: Team; members: TeamMember[] }[];
  collections: (CollectionGrants & { collection: Collection })[];
  spaces: CapturedSpace[];
  sites: CapturedSite[];
  openapiSpecs: CapturedSpec[];
  translations: TranslationSettings[];
}

/** What a capture read, wire objects as answered. */
export interface Captured {
  me: User;
  organizations: CapturedOrganization[];
  /** The integrations of the marketplace the token can list (installed or not). */
  integrations: Integration[];
  /** Reads the token was refused (403/404), as `GET path` lines. */
  skipped: string[];
  /** Where a bound stopped the reading (the file holds the first items only), as lines; none when nothing was cut. */
  boundsReached: string[];
}

export interface ReadOptions {
  /** At most this many items of each list (default 10,000). */
  maxItems?: number;
  /** At most this many items of all lists together (default 100,000). */
  maxItemsTotal?: number;
  /** Called with a line of progress for each list read. */
  progress?: (line: string) => void;
}

async function readSite(reader: Reader, orgId: string, site: Site): Promise<CapturedSite> {
  const sites = reader.client.sites;
  const at = `organization ${orgId} site ${site.id}`;
  const publishingAuth = await reader.attempt(`${at} publishing auth`, () => sites.publishingAuth.get(orgId, site.id));
  const customization = await reader.attempt(`${at} customization`, () => sites.customization.get(orgId, site.id));
  const siteSpaces = await reader.list(`${at} site spaces`, () => sites.siteSpaces.list(orgId, site.id));
  const siteSpaceCustomizations = new Map<string, SiteCustomization>();
  for (const siteSpace of siteSpaces) {
    const read = await reader.attempt(`${at} site space ${siteSpace.id} customization`, () =>
      sites.siteSpaces.customization.get(orgId, site.id, siteSpace.id),
    );
    if (read !== undefined) siteSpaceCustomizations.set(siteSpace.id, read);
  }
  return {
    site,
    ...(publishingAuth === undefined ? {} : { publishingAuth }),
    ...(customization === undefined ? {} : { customization }),
    sections: await reader.list(`${at} sections`, () => sites.sections.list(orgId, site.id)),
    sectionGroups: await reader.list(`${at} section groups`, () => sites.sectionGroups.list(orgId, site.id)),
    siteSpaces,
    siteSpaceCustomizations,
    redirects: await reader.list(`${at} redirects`, () => sites.redirects.list(orgId, site.id)),
    shareLinks: await reader.list(`${at} share links`, () => sites.shareLinks.list(orgId, site.id)),
  };
}

/** Each spec with its versions and each version's document (the `filesystem` of its content). */
async function readSpecs(reader: Reader, orgId: string): Promise<CapturedSpec[]> {
  const openapi = reader.client.openapi;
  const out: CapturedSpec[] = [];
  for (const spec of await reader.list(`organization ${orgId} OpenAPI specs`, () => openapi.list(orgId))) {
    const at = `organization ${orgId} OpenAPI spec ${spec.slug}`;
    const versions: CapturedSpecVersion[] = [];
    for (const version of await reader.list(`${at} versions`, () => openapi.versions.list(orgId, spec.slug))) {
      const content = await reader.attempt(`${at} version ${version.id} content`, () => openapi.versions.content(orgId, spec.slug, version.id));
      versions.push(content === undefined ? { version } : { version, content });
    }
    out.push({ spec, versions });
  }
  return out;
}

async function readOrganization(reader: Reader, organization: Organization): Promise<CapturedOrganization> {
  const c = reader.client;
  const orgId = organization.id;
  const at = `organization ${orgId}`;
  const teams = [];
  for (const team of await reader.list(`${at} teams`, () => c.teams.list(orgId))) {
    teams.push({ team, members: await reader.list(`${at} team ${team.id} members`, () => c.teams.members.list(orgId, team.id)) });
  }
  const spaces = await reader.each(await reader.list(`${at} spaces`, () => c.spaces.list(orgId)), (space) => readSpace(reader, space));
  const collections = [];
  for (const collection of await reader.list(`${at} collections`, () => c.collections.list(orgId))) {
    const p = c.collections.permissions;
    collections.push({
      collection,
      users: await reader.list(`collection ${collection.id} user permissions`, () => p.listUsers(collection.id)),
      // The API has no read of the teams given a role on a collection: those grants cannot be captured.
      teams: [],
    });
  }
  const sites = [];
  for (const site of await reader.list(`${at} sites`, () => c.sites.list(orgId))) sites.push(await readSite(reader, orgId, site));
  return {
    organization,
    members: await reader.list(`${at} members`, () => c.members.list(orgId)),
    teams,
    collections,
    spaces,
    sites,
    openapiSpecs: await readSpecs(reader, orgId),
    translations: await reader.list(`${at} translations`, () => c.translations.list(orgId)),
  };
}

/** Reads everything the client's token can see, organization by organization. */
export async function readDeployment(client: DocPub, options: ReadOptions = {}): Promise<Captured> {
  const bounds = {
    perList: options.maxItems ?? DEFAULT_READ_BOUNDS.perList,
    total: options.maxItemsTotal ?? DEFAULT_READ_BOUNDS.total,
  };
  const reader = new Reader(client, bounds, options.progress ?? (() => {}));
  const me = await client.user.get();
  const organizations = [];
  for (const organization of await reader.list('organizations', () => client.orgs.list())) {
    organizations.push(await readOrganization(reader, organization));
  }
  const integrations = await reader.list('integrations', () => client.integrations.list());
  return { me, organizations, integrations, skipped: reader.skipped, boundsReached: reader.boundsReached() };
}
