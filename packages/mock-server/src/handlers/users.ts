/** Handlers of the caller's own account. */
import type { HandlerTable } from '../core/types.js';
import { authorizeToken } from '../domain/access.js';
import { presentUser } from '../domain/present/user.js';

export const userHandlers = {
  getCurrentUser: (ctx) => {
    authorizeToken(ctx);
    return presentUser(ctx.user, ctx.baseUrl);
  },
} satisfies HandlerTable;
