/** Handlers of organizations and their members. */
import type { HandlerTable } from '../../core/types.js';
import { listPage } from '../../domain/listing.js';
import { memberStats, presentMember } from '../../domain/organizations/present-member.js';
import { presentOrganization } from '../../domain/organizations/present.js';
import type { MembershipRecord, OrganizationRecord } from '../../store/records.js';

export const orgHandlers = {
  listOrganizations: (ctx) => {
    const view = ctx.granted.view;
    const mine: OrganizationRecord[] = [];
    for (const membership of ctx.store.data.memberships.values()) {
      const organization = membership.userId === ctx.user.id && ctx.store.data.organizations.get(membership.organizationId);
      if (organization) mine.push(organization);
    }
    return listPage(mine, ctx.query, 'organizations', (organization) =>
      presentOrganization(ctx, organization, view.orgRole(organization.id)),
    );
  },

  getOrganization: (ctx) => {
    const { organization, role } = ctx.granted;
    return presentOrganization(ctx, organization, role);
  },

  listMembers: (ctx) => {
    const { organization } = ctx.granted;
    const members: MembershipRecord[] = [];
    for (const membership of ctx.store.data.memberships.values()) {
      if (membership.organizationId === organization.id) members.push(membership);
    }
    const stats = memberStats(ctx.store, organization.id);
    return listPage(members, ctx.query, `members:${organization.id}`, (membership) =>
      presentMember(ctx, membership, stats.get(membership.userId)),
    );
  },
} satisfies HandlerTable;
