/**
 * Authorization of site operations: every one is authorized on the organization of the path (docs/roles.md, "Minimum
 * role per operation": members read, admins write; outsiders get 404), then the site must belong to that
 * organization.
 */
import type { Role } from '@docpub/sdk/contract';
import { authorizeOrganization, type AccessContext } from '../access.js';
import type { OrganizationRecord } from '../../store/records.js';
import type { SiteRecord } from '../../store/site-records.js';
import { siteOfOrganization } from './sites.js';

/** A request on one site: `/orgs/{organizationId}/sites/{siteId}…`. */
export type SiteRequest = AccessContext & { params: { organizationId: string; siteId: string } };

/** Authorizes the request on its organization (POLICY row) and finds its site (404 when not there). */
export function authorizeSite(ctx: SiteRequest): { organization: OrganizationRecord; site: SiteRecord; role: Role } {
  const { organization, role } = authorizeOrganization(ctx, ctx.params.organizationId);
  return { organization, site: siteOfOrganization(ctx.store, organization.id, ctx.params.siteId), role };
}
