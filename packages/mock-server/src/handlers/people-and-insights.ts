/**
 * Handlers of the operations the API reference names outside its tables: invitations, a user's spaces, content
 * insights and content import.
 */
import type { HandlerTable } from '../core/types.js';
import { notFound } from '../core/http-error.js';
import { specSourceOf } from '../domain/content/computed-pages.js';
import { presentRevision } from '../domain/content/present.js';
import { revisionPublishedUrls } from '../domain/sites/space-urls.js';
import { importContent } from '../domain/content-import.js';
import { contentInsights } from '../domain/insights.js';
import { inviteMembers } from '../domain/invites.js';
import { listPage } from '../domain/listing.js';
import { presentSpace } from '../domain/present/space.js';
import type { Role } from '@docpub/sdk/contract';
import type { SpaceRecord } from '../store/records.js';

export const peopleAndInsightHandlers = {
  inviteOrganizationMembers: (ctx) => {
    const { organization } = ctx.granted;
    return inviteMembers(ctx.store, ctx.clock, organization, ctx.body);
  },

  listUserSpaces: (ctx) => {
    const { view } = ctx.granted;
    const userId = ctx.params.userId;
    if (!ctx.store.data.users.has(userId)) throw notFound(`user '${userId}'`);
    const roles = new Map<string, Role>();
    const spaces: SpaceRecord[] = [];
    for (const grant of ctx.store.data.grants.values()) {
      if (grant.targetKind !== 'space' || grant.principalKind !== 'user' || grant.principalId !== userId) continue;
      const space = ctx.store.data.spaces.get(grant.targetId);
      if (!space || space.deletedAt !== undefined) continue;
      // Only what the caller may read too: a user's spaces must not reveal spaces the caller cannot see.
      const role = view.spaceRole(space);
      if (role === null) continue;
      roles.set(space.id, role);
      spaces.push(space);
    }
    spaces.sort((a, b) => a.seq - b.seq);
    return listPage(spaces, ctx.query, `user-spaces:${userId}`, (space) => presentSpace(ctx, space, roles.get(space.id)));
  },

  getSpaceContentInsights: (ctx) => {
    const { space } = ctx.granted;
    return contentInsights(ctx.store, space);
  },

  importContent: (ctx) => {
    const { space } = ctx.granted;
    const revision = importContent(ctx.store, ctx.clock, space, ctx.body);
    return presentRevision(revision, {}, specSourceOf(ctx.store, space.organizationId), revisionPublishedUrls(ctx.store, revision));
  },
} satisfies HandlerTable;
