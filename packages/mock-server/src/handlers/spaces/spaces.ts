/** Handlers of spaces: listing and creating them in an organization, reading and changing one. */
import type { Role } from '@docpub/sdk/contract';
import { conflict, HttpError } from '../../core/http-error.js';
import { cachedPresenter } from '../../core/item-cache.js';
import type { HandlerTable } from '../../core/types.js';
import { authorizeSpaceNamed, requireRole } from '../../domain/access/access.js';
import { resolveParentCollection } from '../../domain/collections/collections.js';
import { describeUrl } from '../../domain/spaces/embed.js';
import { listPage } from '../../domain/listing.js';
import { presentSpace } from '../../domain/spaces/present.js';
import { restoreSpace, softDeleteSpace } from '../../domain/purge.js';
import { shareAccessTo } from '../../domain/sites/space-urls.js';
import { duplicateSpace, moveSpace, transferSpace } from '../../domain/spaces/lifecycle.js';
import { insertSpace } from '../../domain/spaces/spaces.js';
import { isoNow } from '../../domain/time.js';
import type { SpaceRecord } from '../../store/records.js';

export const spaceHandlers = {
  listSpaces: (ctx) => {
    const { organization, view } = ctx.granted;
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
    const { organization } = ctx.granted;
    const { title, emoji, parent, editMode } = ctx.body;
    if (parent !== undefined) resolveParentCollection(ctx.store, organization.id, parent, 'parent');
    const space = insertSpace(ctx.store, ctx.clock, {
      organizationId: organization.id,
      title,
      creatorId: ctx.user.id,
      ...(emoji === undefined ? {} : { emoji }),
      ...(parent === undefined ? {} : { parentId: parent }),
      ...(editMode === undefined ? {} : { editMode }),
    });
    return presentSpace(ctx, space);
  },

  getSpace: (ctx) => {
    // A share link's key opens the space to anyone holding it; a key that opens nothing answers as no key does.
    // The POLICY row leaves this one to the handler, which tries the caller's role first.
    const shared = shareAccessTo(ctx.store, ctx.params.spaceId, ctx.query.shareKey);
    let access: ReturnType<typeof authorizeSpaceNamed>;
    try {
      access = authorizeSpaceNamed(ctx, ctx.params.spaceId);
    } catch (error) {
      if (shared && error instanceof HttpError && error.status === 404) return presentSpace(ctx, shared.space, null, shared);
      throw error;
    }
    if (shared) return presentSpace(ctx, access.space, access.role, shared);
    // The most read answer of all: kept between reads until a write (its wire form depends on the caller's role).
    const role = access.role;
    return cachedPresenter(ctx.store, `${ctx.baseUrl} ${role}`, (space: SpaceRecord) => presentSpace(ctx, space, role))(access.space);
  },

  updateSpace: (ctx) => {
    const { space, role } = ctx.granted;
    const { title, emoji, icon, editMode, defaultLevel } = ctx.body;
    if (title !== undefined) space.title = title;
    setLook(space, emoji, icon);
    if (editMode !== undefined) space.editMode = editMode;
    if (defaultLevel !== undefined) space.defaultLevel = defaultLevel;
    if ([title, emoji, icon, editMode, defaultLevel].some((value) => value !== undefined)) space.updatedAt = isoNow(ctx.clock);
    return presentSpace(ctx, space, role);
  },

  deleteSpace: (ctx) => {
    const { space } = ctx.granted;
    softDeleteSpace(ctx.store, ctx.clock, space);
  },

  restoreSpace: (ctx) => {
    const { space, role } = ctx.granted;
    if (space.deletedAt === undefined) throw conflict(`space '${space.id}' is not deleted`);
    restoreSpace(ctx.store, space);
    return presentSpace(ctx, space, role);
  },

  duplicateSpace: (ctx) => {
    const { space } = ctx.granted;
    return presentSpace(ctx, duplicateSpace(ctx.store, ctx.clock, space, ctx.user.id));
  },

  moveSpace: (ctx) => {
    const { space, role } = ctx.granted;
    const { parent, position } = ctx.body;
    if (typeof parent === 'string') resolveParentCollection(ctx.store, space.organizationId, parent, 'parent');
    moveSpace(ctx.store, ctx.clock, space, parent, position);
    return presentSpace(ctx, space, role);
  },

  transferSpace: (ctx) => {
    const { space, role, view } = ctx.granted;
    const targetId = ctx.body.organization;
    const target = ctx.store.data.organizations.get(targetId);
    requireRole(target ? view.orgRole(targetId) : null, 'admin', `organization '${targetId}'`);
    // Transferring to the organization that already holds the space is a no-op, so a retry is harmless.
    if (targetId === space.organizationId) return presentSpace(ctx, space, role);
    transferSpace(ctx.store, ctx.clock, space, targetId);
    return presentSpace(ctx, space);
  },

  getSpaceEmbed: (ctx) => {
    const { space } = ctx.granted;
    return describeUrl(ctx.query.url, ctx.store, space.id);
  },
} satisfies HandlerTable;

/** A space shows an emoji or an icon: setting one removes the other, `null` removes the one named. */
function setLook(space: SpaceRecord, emoji: string | null | undefined, icon: string | null | undefined): void {
  if (emoji === null) delete space.emoji;
  if (icon === null) delete space.iconURL;
  if (typeof emoji === 'string') {
    space.emoji = emoji;
    delete space.iconURL;
  }
  if (typeof icon === 'string') {
    space.iconURL = icon;
    delete space.emoji;
  }
}
