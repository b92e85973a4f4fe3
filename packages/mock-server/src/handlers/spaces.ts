/** Handlers of spaces: listing and creating them in an organization, reading and changing one. */
import type { Role } from '@docpub/sdk/contract';
import { conflict } from '../core/http-error.js';
import type { HandlerTable } from '../core/types.js';
import { authorizeOrganization, authorizeSpace, requireRole } from '../domain/access.js';
import { resolveParentCollection } from '../domain/collections.js';
import { describeUrl } from '../domain/embed.js';
import { listPage } from '../domain/listing.js';
import { presentSpace } from '../domain/present/space.js';
import { restoreSpace, softDeleteSpace } from '../domain/purge.js';
import { duplicateSpace, moveSpace, transferSpace } from '../domain/space-lifecycle.js';
import { insertSpace } from '../domain/spaces.js';
import { isoNow } from '../domain/time.js';
import type { SpaceRecord } from '../store/records.js';

export const spaceHandlers = {
  listSpaces: (ctx) => {
    const { organization, view } = authorizeOrganization(ctx, ctx.params.organizationId);
    // Resolve each role once: it filters the list and fills the `permissions` of what is shown.
    const roles = new Map<string, Role>();
    const visible: SpaceRecord[] = [];
    for (const space of ctx.store.data.spaces.values()) {
      if (space.organizationId !== organization.id || space.deletedAt !== undefined) continue;
      const role = view.spaceRole(space);
      if (role === null) continue;
      roles.set(space.id, role);
      visible.push(space);
    }
    return listPage(visible, ctx.query, `spaces:${organization.id}`, (space) =>
      presentSpace(ctx, space, roles.get(space.id)),
    );
  },

  createSpace: (ctx) => {
    const { organization } = authorizeOrganization(ctx, ctx.params.organizationId);
    const { title, emoji, parent } = ctx.body;
    if (parent !== undefined) resolveParentCollection(ctx.store, organization.id, parent, 'parent');
    const space = insertSpace(ctx.store, ctx.clock, {
      organizationId: organization.id,
      title,
      creatorId: ctx.user.id,
      ...(emoji === undefined ? {} : { emoji }),
      ...(parent === undefined ? {} : { parentId: parent }),
    });
    return presentSpace(ctx, space);
  },

  getSpace: (ctx) => {
    const { space, role } = authorizeSpace(ctx, ctx.params.spaceId);
    return presentSpace(ctx, space, role);
  },

  updateSpace: (ctx) => {
    const { space, role } = authorizeSpace(ctx, ctx.params.spaceId);
    const { title, emoji, editMode, defaultLevel } = ctx.body;
    if (title !== undefined) space.title = title;
    if (emoji !== undefined) space.emoji = emoji;
    if (editMode !== undefined) space.editMode = editMode;
    if (defaultLevel !== undefined) space.defaultLevel = defaultLevel;
    if ([title, emoji, editMode, defaultLevel].some((value) => value !== undefined)) space.updatedAt = isoNow(ctx.clock);
    return presentSpace(ctx, space, role);
  },

  deleteSpace: (ctx) => {
    const { space } = authorizeSpace(ctx, ctx.params.spaceId);
    softDeleteSpace(ctx.store, ctx.clock, space);
  },

  restoreSpace: (ctx) => {
    const { space, role } = authorizeSpace(ctx, ctx.params.spaceId);
    if (space.deletedAt === undefined) throw conflict(`space '${space.id}' is not deleted`);
    restoreSpace(ctx.store, space);
    return presentSpace(ctx, space, role);
  },

  duplicateSpace: (ctx) => {
    const { space } = authorizeSpace(ctx, ctx.params.spaceId);
    return presentSpace(ctx, duplicateSpace(ctx.store, ctx.clock, space, ctx.user.id));
  },

  moveSpace: (ctx) => {
    const { space, role } = authorizeSpace(ctx, ctx.params.spaceId);
    const { parent, position } = ctx.body;
    if (typeof parent === 'string') resolveParentCollection(ctx.store, space.organizationId, parent, 'parent');
    moveSpace(ctx.store, ctx.clock, space, parent, position);
    return presentSpace(ctx, space, role);
  },

  transferSpace: (ctx) => {
    const { space, role, view } = authorizeSpace(ctx, ctx.params.spaceId);
    const targetId = ctx.body.organization;
    const target = ctx.store.data.organizations.get(targetId);
    requireRole(target ? view.orgRole(targetId) : null, 'admin', `organization '${targetId}'`);
    // Transferring to the organization that already holds the space is a no-op, so a retry is harmless.
    if (targetId === space.organizationId) return presentSpace(ctx, space, role);
    transferSpace(ctx.store, ctx.clock, space, targetId);
    return presentSpace(ctx, space);
  },

  getSpaceEmbed: (ctx) => {
    const { space } = authorizeSpace(ctx, ctx.params.spaceId);
    return describeUrl(ctx.query.url, ctx.store, space.id);
  },
} satisfies HandlerTable;
