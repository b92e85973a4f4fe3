import type { Role, space } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { GitSyncRecord, SpaceRecord } from '../../store/records.js';
import { atLeast, spaceRole } from '../access/roles.js';
import { spacePublishedAccess, spacePublishedUrls, type ShareAccess } from '../sites/space-urls.js';
import { APP_URL, type PresentContext } from '../present-context.js';

/** The wire shape of a Space. */
export type SpaceWire = z.input<typeof space>;
/** The wire shape of a space's Git sync information. */
export type GitSyncWire = NonNullable<SpaceWire['gitSync']>;

/** What a caller with `role` may do on a space (docs/roles.md, "Permission flags of a space"). */
export function spacePermissions(role: Role | null): SpaceWire['permissions'] {
  return {
    view: atLeast(role, 'read'),
    access: atLeast(role, 'read'),
    viewInviteLinks: atLeast(role, 'admin'),
    triggerGitSync: atLeast(role, 'edit'),
    installIntegration: atLeast(role, 'admin'),
    comment: atLeast(role, 'comment'),
    edit: atLeast(role, 'edit'),
    review: atLeast(role, 'review'),
    merge: atLeast(role, 'review'),
    admin: atLeast(role, 'admin'),
  };
}

/**
 * Git sync as the API shows it: the ordering timestamp is the server's own business. No Git host is reached,
 * so the installation is the repository's owner on its host (`github.com/acme`), always `active`, and its
 * provider is the one recorded, else GitLab for a GitLab host and GitHub otherwise.
 */
export function presentGitSync(record: GitSyncRecord): GitSyncWire {
  return {
    url: record.url,
    updatedAt: record.updatedAt,
    ...(record.repoName === undefined ? {} : { repoName: record.repoName }),
    installationId: installationOf(record.url),
    installationProvider: record.installationProvider ?? (/gitlab/i.test(record.url) ? 'gitlab' : 'github'),
    installationStatus: 'active',
  };
}

/** `https://github.com/acme/handbook.git` → `github.com/acme`; the URL itself when it has no owner segment. */
function installationOf(url: string): string {
  try {
    const parsed = new URL(url);
    const owner = parsed.pathname.split('/').filter(Boolean)[0];
    return owner === undefined ? parsed.host : `${parsed.host}/${owner}`;
  } catch {
    return url;
  }
}

/**
 * A space as the caller sees it. `role` is the caller's role on it when already resolved (lists resolve it
 * once per space); otherwise it is resolved here. `share`: the share link the caller read it through, whose key
 * its published URL carries.
 */
export function presentSpace(ctx: PresentContext, record: SpaceRecord, role?: Role | null, share?: ShareAccess): SpaceWire {
  const callerRole = role === undefined ? spaceRole(ctx.store, ctx.user, record) : role;
  const published = spacePublishedAccess(ctx.store, record);
  return {
    object: 'space',
    id: record.id,
    title: record.title,
    // Always sent, as the published service does: empty when the space has no emoji.
    emoji: record.emoji ?? '',
    // Space visibility moved to sites: a published space reads as the site that publishes it.
    ...(published ?? { visibility: record.visibility }),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    ...(record.deletedAt === undefined ? {} : { deletedAt: record.deletedAt }),
    editMode: record.editMode,
    urls: {
      location: `${ctx.baseUrl}/spaces/${record.id}`,
      app: `${APP_URL}/s/${record.id}`,
      ...spacePublishedUrls(ctx.store, record, share),
      ...(record.iconURL === undefined ? {} : { icon: record.iconURL }),
    },
    organization: record.organizationId,
    ...(record.parentId === undefined ? {} : { parent: record.parentId }),
    ...(record.gitSync === undefined ? {} : { gitSync: presentGitSync(record.gitSync) }),
    revision: record.revisionId,
    defaultLevel: record.defaultLevel,
    ...record.counters,
    // DocPub has no merge rules: a space follows its organization's (none).
    mergeRules: { type: 'inherit' },
    permissions: spacePermissions(callerRole),
  };
}
