/**
 * Wire objects to world-file entries. The API answers views (nested page trees, a member with its user, a
 * site space with its whole space); a world file lists records flat, one section per kind, each naming the
 * records it belongs to by id. Fields a view does not carry are left out and filled in at load time.
 *
 * What refers to a record the capture did not read (a collection the token cannot see, a revision past
 * `--max-items`, a site space of an unreadable space) is pruned and named in `pruned`.
 */
import type { Integration, Member, Organization, Site, SiteRedirect, SiteSpace, User } from '@docpub/sdk';
import type { Captured, CapturedOrganization, CapturedSite, CapturedSpace, Grants } from './read.js';
import { WORLD_FILE_FORMAT, type WorldFile } from '../worlds/world-file-schema.js';
import {
  changeRequestEntry,
  commentEntry,
  pageRatingsEntries,
  pick,
  reviewEntry,
  revisionEntry,
  type Entries,
  type Entry,
  type MapContext,
} from './map-content.js';
import { gitSyncEntry } from './map-git-sync.js';
import { siteCustomization, siteSpaceOverride, specEntries, translationEntry } from './map-org-data.js';

/** A world file as mapped, and what was left out because it refers to what was not captured. */
export interface Mapped {
  file: WorldFile;
  pruned: string[];
}

class Mapper implements MapContext {
  readonly pruned: string[] = [];
  readonly users = new Map<string, Entry<'users'>>();
  readonly file = {
    format: WORLD_FILE_FORMAT,
    users: [] as Entries<'users'>,
    organizations: [] as Entries<'organizations'>,
    memberships: [] as Entries<'memberships'>,
    teams: [] as Entries<'teams'>,
    teamMembers: [] as Entries<'teamMembers'>,
    collections: [] as Entries<'collections'>,
    grants: [] as Entries<'grants'>,
    spaces: [] as Entries<'spaces'>,
    revisions: [] as Entries<'revisions'>,
    changeRequests: [] as Entries<'changeRequests'>,
    reviews: [] as Entries<'reviews'>,
    comments: [] as Entries<'comments'>,
    sites: [] as Entries<'sites'>,
    siteSections: [] as Entries<'siteSections'>,
    siteSectionGroups: [] as Entries<'siteSectionGroups'>,
    siteSpaces: [] as Entries<'siteSpaces'>,
    siteRedirects: [] as Entries<'siteRedirects'>,
    shareLinks: [] as Entries<'shareLinks'>,
    openapiSpecs: [] as Entries<'openapiSpecs'>,
    openapiVersions: [] as Entries<'openapiVersions'>,
    translations: [] as Entries<'translations'>,
    integrations: [] as Entries<'integrations'>,
    installations: [] as Entries<'installations'>,
    pageRatings: [] as Entries<'pageRatings'>,
  } satisfies WorldFile;
  readonly integrationNames = new Set<string>();
  readonly organizationIds = new Set<string>();

  user(user: User): void {
    if (this.users.has(user.id)) return;
    const entry: Entry<'users'> = {
      id: user.id,
      displayName: user.displayName,
      ...(user.email === undefined ? {} : { email: user.email }),
      ...(user.photoURL === undefined ? {} : { photoURL: user.photoURL }),
    };
    this.users.set(user.id, entry);
    this.file.users.push(entry);
  }

  member(organizationId: string, member: Member): void {
    this.user(member.user);
    if (member.role === null) return;
    this.file.memberships.push({
      organizationId,
      userId: member.user.id,
      role: member.role,
      joinedAt: member.joinedAt,
      ...(member.lastSeenAt === undefined ? {} : { lastSeenAt: member.lastSeenAt }),
    });
  }

  organization(capturedOrg: CapturedOrganization): void {
    const org = capturedOrg.organization;
    const id = org.id;
    this.organizationIds.add(id);
    this.file.organizations.push(organizationEntry(org));
    for (const member of capturedOrg.members) this.member(id, member);
    for (const { team, members } of capturedOrg.teams) {
      this.file.teams.push({ id: team.id, organizationId: id, title: team.title, createdAt: team.createdAt });
      for (const member of members) {
        this.user(member.organization.user);
        this.file.teamMembers.push({ teamId: team.id, userId: member.organization.user.id, role: member.team.role });
      }
    }
    const collections = new Set(capturedOrg.collections.map(({ collection }) => collection.id));
    const teams = new Set(capturedOrg.teams.map(({ team }) => team.id));
    for (const { collection, ...grants } of capturedOrg.collections) {
      this.grants('collection', collection.id, grants, teams);
      const parent = this.reference(collection.parent, collections, `collection ${collection.id} parent`);
      this.file.collections.push({
        id: collection.id,
        organizationId: id,
        title: collection.title,
        ...(parent === undefined ? {} : { parentId: parent }),
      } as Entry<'collections'>);
    }
    const specs = new Set<string>();
    for (const captured of capturedOrg.openapiSpecs) {
      const entries = specEntries(this, id, captured);
      if (entries === undefined) continue;
      specs.add(captured.spec.slug);
      this.file.openapiSpecs.push(entries.spec);
      this.file.openapiVersions.push(...entries.versions);
    }
    for (const settings of capturedOrg.translations) this.file.translations.push(translationEntry(id, settings));
    const spaces = new Set<string>();
    for (const space of capturedOrg.spaces) {
      if (!this.space(space, collections, specs)) continue;
      spaces.add(space.space.id);
      this.grants('space', space.space.id, space, teams);
      for (const integration of space.integrations) {
        this.integration(integration);
        this.file.installations.push({ spaceId: space.space.id, integrationName: integration.name } as Entry<'installations'>);
      }
    }
    for (const site of capturedOrg.sites) this.site(id, site, spaces);
  }

  grants(targetKind: 'space' | 'collection', targetId: string, grants: Grants, teams: ReadonlySet<string>): void {
    for (const { user, permission } of grants.users) {
      this.user(user);
      this.file.grants.push({ targetKind, targetId, principalKind: 'user', principalId: user.id, role: permission });
    }
    for (const { team, permission } of grants.teams) {
      if (this.reference(team.id, teams, `${targetKind} ${targetId} team permission`) === undefined) continue;
      this.file.grants.push({ targetKind, targetId, principalKind: 'team', principalId: team.id, role: permission });
    }
  }

  /**
   * An installed integration, once. Its secrets are never answered by the API; its configuration schema is
   * free-form data, scrubbed like the rest. Its owner, when not an organization the token lists, is added
   * with the title the integration shows, so the entry's reference holds. Its icon is an image served outside
   * the API (`urls.icon`), not data a JSON read answers: not captured.
   */
  integration(integration: Integration): void {
    if (this.integrationNames.has(integration.name)) return;
    this.integrationNames.add(integration.name);
    const owner = integration.owner;
    if (owner !== undefined && !this.organizationIds.has(owner.id)) {
      this.organizationIds.add(owner.id);
      this.deferredOwners.push(organizationEntry(owner));
    }
    this.file.integrations.push({
      name: integration.name,
      ownerId: owner?.id,
      title: integration.title,
      description: integration.description ?? '',
      ...pick(integration, [
        'version', 'summary', 'previewImages', 'target', 'visibility', 'verified', 'scopes', 'categories',
        'blocks', 'contentSources', 'configurations', 'externalLinks', 'contentSecurityPolicy',
      ]),
    } as Entry<'integrations'>);
  }

  /** Owners of integrations that are not organizations the token lists; added after all organizations. */
  readonly deferredOwners: Entry<'organizations'>[] = [];

  prune(what: string): void {
    this.pruned.push(what);
  }

  /** `id` when it names a captured record, else undefined and noted. */
  reference(id: string | undefined, captured: ReadonlySet<string>, what: string): string | undefined {
    if (id === undefined) return undefined;
    if (captured.has(id)) return id;
    this.pruned.push(`${what}: ${id}`);
    return undefined;
  }

  /** A space with its revisions, change requests, reviews, comments and ratings; false when left out. */
  space(captured: CapturedSpace, collections: ReadonlySet<string>, specs: ReadonlySet<string>): boolean {
    const { space, content } = captured;
    if (content === undefined) {
      this.pruned.push(`space ${space.id}: its content could not be read`);
      return false;
    }
    const parent = this.reference(space.parent, collections, `space ${space.id} parent`);
    const gitSync = gitSyncEntry(space, content);
    const revisions = new Set([content.id, ...captured.revisions.map((revision) => revision.id)]);
    for (const revision of [...captured.revisions].reverse()) this.file.revisions.push(revisionEntry(this, space.id, revision, revisions, specs));
    const primary = revisionEntry(this, space.id, content, revisions, specs);
    this.file.revisions.push(primary);
    this.file.spaces.push({
      id: space.id,
      organizationId: space.organization,
      title: space.title,
      ...pick(space, ['emoji', 'visibility', 'editMode', 'createdAt', 'updatedAt']),
      ...(space.urls.icon === undefined ? {} : { iconURL: space.urls.icon }),
      ...(parent === undefined ? {} : { parentId: parent }),
      revisionId: content.id,
      defaultLevel: space.defaultLevel ?? null,
      ...(gitSync === undefined ? {} : { gitSync }),
    } as Entry<'spaces'>);
    for (const changeRequest of captured.changeRequests) {
      const entry = changeRequestEntry(this, space.id, changeRequest, revisions);
      if (entry === undefined) continue;
      this.file.changeRequests.push(entry);
      for (const review of changeRequest.reviews) {
        const reviewed = reviewEntry(this, space.id, entry.id, review, revisions);
        if (reviewed !== undefined) this.file.reviews.push(reviewed);
      }
    }
    for (const comment of captured.comments) {
      const entry = commentEntry(this, space.id, comment, revisions);
      if (entry !== undefined) this.file.comments.push(entry);
    }
    const pageIds = new Set((primary.content?.pages ?? []).map((page) => page.id));
    this.file.pageRatings.push(...pageRatingsEntries(captured, pageIds));
    return true;
  }

  site(organizationId: string, captured: CapturedSite, spaces: ReadonlySet<string>): void {
    const { site } = captured;
    const siteSpaces = captured.siteSpaces.filter((siteSpace) =>
      this.reference(siteSpace.space.id, spaces, `site ${site.id} site space ${siteSpace.id} space`) !== undefined,
    );
    const sections = captured.sections;
    const defaultSection = sections.find((section) => section.default === true);
    this.file.sites.push(siteEntry(organizationId, site, captured, defaultSection?.id));
    // The API shows order, not positions: positions are counted among siblings in the order read, ungrouped
    // sections before groups at the site's top level.
    const groups = new Set(captured.sectionGroups.map((group) => group.id));
    const positions = new Map<string, number>();
    const next = (parent: string) => {
      const position = positions.get(parent) ?? 0;
      positions.set(parent, position + 1);
      return position;
    };
    for (const section of sections) {
      const groupId = this.reference(section.sectionGroup, groups, `site section ${section.id} group`);
      this.file.siteSections.push({
        id: section.id,
        siteId: site.id,
        title: section.title,
        path: section.path,
        position: next(groupId ?? ''),
        ...(groupId === undefined ? {} : { groupId }),
        ...pick(section, ['description', 'condition', 'icon']),
      } as Entry<'siteSections'>);
    }
    for (const group of captured.sectionGroups) {
      this.file.siteSectionGroups.push({
        id: group.id,
        siteId: site.id,
        title: group.title,
        position: next(''),
        ...pick(group, ['icon']),
      } as Entry<'siteSectionGroups'>);
    }
    siteSpaces.forEach((siteSpace, position) => this.file.siteSpaces.push(siteSpaceEntry(site, siteSpace, position, captured)));
    const siteSpaceIds = new Set(siteSpaces.map((siteSpace) => siteSpace.id));
    const sectionIds = new Set(sections.map((section) => section.id));
    for (const redirect of captured.redirects) {
      if (!this.destinationKnown(redirect, sectionIds, siteSpaceIds)) continue;
      this.file.siteRedirects.push({
        id: redirect.id,
        siteId: site.id,
        source: redirect.source,
        destination: redirect.destination,
        ...pick(redirect, ['draft', 'captureWildcard', 'permanent', 'createdAt', 'updatedAt']),
      } as Entry<'siteRedirects'>);
    }
    for (const link of captured.shareLinks) {
      this.file.shareLinks.push({ id: link.id, siteId: site.id, name: link.name, active: link.active, createdAt: link.createdAt } as Entry<'shareLinks'>);
    }
  }

  destinationKnown(redirect: SiteRedirect, sections: ReadonlySet<string>, siteSpaces: ReadonlySet<string>): boolean {
    const destination = redirect.destination as { siteSectionId?: string; siteSpaceId?: string };
    const what = `site redirect ${redirect.id} destination`;
    if (destination.siteSectionId !== undefined && this.reference(destination.siteSectionId, sections, what) === undefined) return false;
    if (destination.siteSpaceId !== undefined && this.reference(destination.siteSpaceId, siteSpaces, what) === undefined) return false;
    return true;
  }
}

function organizationEntry(org: Organization): Entry<'organizations'> {
  return {
    id: org.id,
    title: org.title,
    createdAt: org.createdAt,
    emailDomains: org.emailDomains ?? [],
    ...pick(org, ['hostname', 'type', 'plan', 'defaultRole', 'useCase', 'communityType', 'sso', 'ai', 'customHostname']),
    ...(org.urls.logo === undefined ? {} : { logo: org.urls.logo }),
  } as Entry<'organizations'>;
}

function siteEntry(organizationId: string, site: Site, captured: CapturedSite, defaultSectionId: string | undefined): Entry<'sites'> {
  const auth = captured.publishingAuth;
  return {
    id: site.id,
    organizationId,
    title: site.title,
    ...pick(site, ['type', 'visibility', 'published', 'basename', 'createdAt']),
    ...(site.proxy === undefined ? {} : { proxy: site.proxy.origin }),
    ...(site.adaptiveContent === undefined ? {} : { adaptiveContent: site.adaptiveContent.enabled }),
    ...(defaultSectionId === undefined ? {} : { defaultSectionId }),
    // The private key itself is replaced when the file is scrubbed.
    ...(auth === undefined ? {} : { publishingAuth: { ...pick(auth, ['backend', 'fallbackURL', 'integration']), privateKey: auth.privateKey } }),
    ...(captured.customization === undefined ? {} : siteCustomization(captured.customization, site.title)),
  } as Entry<'sites'>;
}

function siteSpaceEntry(site: Site, siteSpace: SiteSpace, position: number, captured: CapturedSite): Entry<'siteSpaces'> {
  const shown = captured.siteSpaceCustomizations.get(siteSpace.id);
  const override = shown === undefined || captured.customization === undefined
    ? undefined
    : siteSpaceOverride(shown, captured.customization, siteSpace.space.title);
  return {
    id: siteSpace.id,
    siteId: site.id,
    spaceId: siteSpace.space.id,
    path: siteSpace.path,
    position,
    ...(siteSpace.section === undefined ? {} : { sectionId: siteSpace.section }),
    ...pick(siteSpace as { condition?: string }, ['condition']),
    ...override,
  } as Entry<'siteSpaces'>;
}

/** The world file of what was captured: the token's own user first, then each organization's records. */
export function mapCaptured(captured: Captured): Mapped {
  const mapper = new Mapper();
  mapper.user(captured.me);
  // The marketplace's order first: installed integrations it did not list follow.
  for (const integration of captured.integrations) mapper.integration(integration);
  for (const organization of captured.organizations) mapper.organization(organization);
  // An owner met before its own organization was mapped is already listed.
  const listed = new Set(mapper.file.organizations.map((organization) => organization.id));
  mapper.file.organizations.push(...mapper.deferredOwners.filter((owner) => !listed.has(owner.id)));
  return { file: mapper.file, pruned: mapper.pruned };
}
