/**
 * The site of a site operation's path. Every site operation is authorized on the organization of the path by
 * its POLICY row before the handler runs (docs/roles.md, "Minimum role per operation": members read, admins
 * write; outsiders get 404); the site must then belong to that organization.
 */
import type { Role } from '@docpub/sdk/contract';
import type { Authorized } from '../access/access.js';
import type { OrganizationRecord } from '../../store/records.js';
import type { SiteRecord } from '../../store/site-records.js';
import { siteOfOrganization } from './sites.js';

/** A request on one site: `/orgs/{organizationId}/sites/{siteId}…`, authorized on its organization. */
export type SiteRequest = Authorized<'organization'> & { params: { organizationId: string; siteId: string } };

/** The site of the path in the organization the POLICY row authorized (404 when it is not there). */
export function siteOfRequest(ctx: SiteRequest): { organization: OrganizationRecord; site: SiteRecord; role: Role } {
  const { organization, role } = ctx.granted;
  return { organization, site: siteOfOrganization(ctx.store, organization.id, ctx.params.siteId), role };
}
