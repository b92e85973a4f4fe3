import type { Role, space } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { GitSyncRecord, SpaceRecord } from '../../store/records.js';
import { atLeast, spaceRole } from '../roles.js';
import { APP_URL, type PresentContext } from './context.js';

/** The wire shape of a Space. */
export type SpaceWire = z.input<typeof space>;
/** The wire shape of a space's Git sync information. */
export type GitSyncWire = NonNullable<SpaceWire['gitSync']>;

/** What a caller with `role` may do on a space (design.md §5). */
export function spacePermissions(role: Role | null): SpaceWire['permissions'] {
  return {
    access: atLeast(role, 'read'),
    comment: atLeast(role, 'comment'),
    edit: atLeast(role, 'edit'),
    review: atLeast(role, 'review'),
    merge: atLeast(role, 'review'),
    admin: atLeast(role, 'admin'),
  };
}

/** Git sync as the API shows it: the ordering timestamp is the server's own business. */
export function presentGitSync(record: GitSyncRecord): GitSyncWire {
  return {
    url: record.url,
    updatedAt: record.updatedAt,
    ...(record.repoName === undefined ? {} : { repoName: record.repoName }),
    ...(record.installationProvider === undefined ? {} : { installationProvider: record.installationProvider }),
  };
}

/**
 * A space as the caller sees it. `role` is the caller's role on it when already resolved (lists resolve it
 * once per space); otherwise it is resolved here.
 */
export function presentSpace(ctx: PresentContext, record: SpaceRecord, role?: Role | null): SpaceWire {
  const callerRole = role === undefined ? spaceRole(ctx.store, ctx.user, record) : role;
  return {
    object: 'space',
    id: record.id,
    title: record.title,
    ...(record.emoji === undefined ? {} : { emoji: record.emoji }),
    visibility: record.visibility,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    ...(record.deletedAt === undefined ? {} : { deletedAt: record.deletedAt }),
    editMode: record.editMode,
    urls: { location: `${ctx.baseUrl}/spaces/${record.id}`, app: `${APP_URL}/s/${record.id}` },
    organization: record.organizationId,
    ...(record.parentId === undefined ? {} : { parent: record.parentId }),
    ...(record.gitSync === undefined ? {} : { gitSync: presentGitSync(record.gitSync) }),
    revision: record.revisionId,
    defaultLevel: record.defaultLevel,
    ...record.counters,
    permissions: spacePermissions(callerRole),
  };
}
