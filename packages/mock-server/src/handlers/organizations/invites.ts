/** Handler of inviting people into an organization by e-mail address. */
import type { HandlerTable } from '../../core/types.js';
import { inviteMembers } from '../../domain/organizations/invites.js';

export const organizationInviteHandlers = {
  inviteOrganizationMembers: (ctx) => {
    const { organization } = ctx.granted;
    return inviteMembers(ctx.store, ctx.clock, organization, ctx.body);
  },
} satisfies HandlerTable;
