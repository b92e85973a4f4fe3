import type { organization, Role } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { OrganizationRecord } from '../../store/records.js';
import { atLeast } from '../roles.js';
import { APP_URL, type PresentContext } from './context.js';

/** The wire shape of an Organization. */
export type OrganizationWire = z.input<typeof organization>;

/** An organization as the caller sees it; `role` is the caller's role in it (its `permissions`). */
export function presentOrganization(
  ctx: Pick<PresentContext, 'baseUrl'>,
  record: OrganizationRecord,
  role: Role | null,
): OrganizationWire {
  return {
    object: 'organization',
    id: record.id,
    title: record.title,
    createdAt: record.createdAt,
    emailDomains: [...record.emailDomains],
    defaultRole: record.defaultRole,
    ...(record.hostname === undefined ? {} : { hostname: record.hostname }),
    ...(record.type === undefined ? {} : { type: record.type }),
    ...(record.plan === undefined ? {} : { plan: record.plan }),
    urls: { location: `${ctx.baseUrl}/orgs/${record.id}`, app: `${APP_URL}/o/${record.id}` },
    permissions: { admin: role === 'admin', createContent: atLeast(role, 'create') },
  };
}
