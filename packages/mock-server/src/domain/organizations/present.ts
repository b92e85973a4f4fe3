import type { organization, Role } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { OrganizationRecord } from '../../store/records.js';
import type { SiteRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { atLeast } from '../access/roles.js';
import { APP_URL, type PresentContext } from '../present-context.js';

/** The wire shape of an Organization. */
export type OrganizationWire = z.input<typeof organization>;

/** Organizations created without a type or plan (e.g. through the control API) read as a business on the free plan. */
const DEFAULT_TYPE = 'business';
const DEFAULT_PLAN = 'free';

/** What a caller with `role` in an organization may do there; `ownTeam` is open to every member. */
export function organizationPermissions(role: Role | null): OrganizationWire['permissions'] {
  const member = role !== null;
  const admin = role === 'admin';
  return {
    view: member,
    access: member,
    admin,
    ownTeam: member,
    createContent: atLeast(role, 'create'),
    createOpenAPISpec: admin,
    viewBilling: admin,
    listMembers: member,
    listTeams: member,
    listIntegrations: member,
    listInstallations: admin,
    installIntegration: admin,
  };
}

/**
 * An organization as the caller sees it; `role` is the caller's role in it (its `permissions`).
 *
 * DocPub has no invite links, merge rules, billing trials: those read as "off" (`inviteLinks: false`,
 * `mergeRules: {type: 'none'}`, `trial: {status: 'notapplicable', count: 0}`), the values the published
 * service sends for an organization without them.
 */
export function presentOrganization(
  ctx: Pick<PresentContext, 'baseUrl'> & { store?: Store | undefined },
  record: OrganizationRecord,
  role: Role | null,
): OrganizationWire {
  const site = ctx.store === undefined ? undefined : defaultSiteOf(ctx.store, record.id);
  return {
    object: 'organization',
    id: record.id,
    title: record.title,
    createdAt: record.createdAt,
    emailDomains: [...record.emailDomains],
    defaultRole: record.defaultRole,
    ...(record.hostname === undefined ? {} : { hostname: record.hostname }),
    type: record.type ?? DEFAULT_TYPE,
    ...(record.useCase === undefined ? {} : { useCase: record.useCase }),
    ...(record.communityType === undefined ? {} : { communityType: record.communityType }),
    ...(site === undefined ? {} : { defaultContent: { type: 'site', site: site.id } }),
    // Off unless the organization turned them on: DocPub enforces no single sign-on of its own.
    sso: record.sso === true,
    ai: record.ai === true,
    plan: record.plan ?? DEFAULT_PLAN,
    inviteLinks: false,
    // Billing details are for members only, as the published service shows them.
    ...(record.billing === undefined || role === null ? {} : { billing: { endDate: null, ...record.billing } }),
    mergeRules: { type: 'none' },
    trial: { status: 'notapplicable', count: 0 },
    urls: {
      location: `${ctx.baseUrl}/orgs/${record.id}`,
      app: `${APP_URL}/o/${record.id}`,
      ...(record.logo === undefined ? {} : { logo: record.logo }),
    },
    ...(record.customHostname === undefined ? {} : { customHostname: record.customHostname }),
    ...(record.blocked === undefined ? {} : { blocked: { ...record.blocked } }),
    permissions: organizationPermissions(role),
  };
}

/**
 * The site readers of the organization land on (`defaultContent`): its first published site, else its first
 * site; none while it has no site.
 */
function defaultSiteOf(store: Store, organizationId: string): SiteRecord | undefined {
  const sites = [...store.data.sites.values()].filter((site) => site.organizationId === organizationId).sort((a, b) => a.seq - b.seq);
  return sites.find((site) => site.published) ?? sites[0];
}
