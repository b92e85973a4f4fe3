/** Handlers of the caller's own account. */
import type { HandlerTable } from '../../core/types.js';
import { presentUser } from '../../domain/users/present.js';

export const userHandlers = {
  getCurrentUser: (ctx) => {
    return presentUser(ctx.user, ctx.baseUrl);
  },
} satisfies HandlerTable;
