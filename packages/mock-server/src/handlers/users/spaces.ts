/** Handler of a user's spaces: those granted to the user directly, as far as the caller may read them. */
import type { Role } from '@docpub/sdk/contract';
import type { HandlerTable } from '../../core/types.js';
import { notFound } from '../../core/http-error.js';
import { listPage } from '../../domain/listing.js';
import { presentSpace } from '../../domain/spaces/present.js';
import type { SpaceRecord } from '../../store/records.js';

export const userSpaceHandlers = {
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
} satisfies HandlerTable;
