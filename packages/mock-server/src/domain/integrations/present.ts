/** Integrations, their blocks and their scripts as the API shows them. */
import type { integration, integrationScript, spaceIntegrationBlocks } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { IntegrationRecord } from '../../store/org-data-records.js';
import { presentOrganization } from '../organizations/present.js';
import { APP_URL, type PresentContext } from '../present-context.js';
import { AccessView } from '../access/roles.js';

/** The wire shape of an Integration. */
export type IntegrationWire = z.input<typeof integration>;
/** The wire shape of one integration's blocks on a space. */
export type SpaceIntegrationBlocksWire = z.input<typeof spaceIntegrationBlocks>;
/** The wire shape of a script an integration injects. */
export type IntegrationScriptWire = z.input<typeof integrationScript>;

/** Where integrations' runtimes and assets are served (fictional, like the app's URL). */
export const INTEGRATIONS_URL = 'https://integrations.docpub.test';

/** What presenting integrations needs to know about the caller, worked out once per request. */
export interface IntegrationViewer {
  view: AccessView;
  /** Admin of at least one organization: the role that installs integrations. */
  adminSomewhere: boolean;
}

/** The viewer of the request's caller. */
export function integrationViewer(ctx: Pick<PresentContext, 'store' | 'user'>): IntegrationViewer {
  let adminSomewhere = false;
  for (const membership of ctx.store.data.memberships.values()) {
    if (membership.userId === ctx.user.id && membership.role === 'admin') adminSomewhere = true;
  }
  return { view: new AccessView(ctx.store, ctx.user), adminSomewhere };
}

/** Where a published version of an integration is served from. */
const versionBase = (record: IntegrationRecord) => `${INTEGRATIONS_URL}/${record.name}/v${record.version}`;

/** The URL of the script an integration injects into published content. */
export const integrationScriptUrl = (record: IntegrationRecord) => `${versionBase(record)}/script.js`;

/**
 * An integration as the caller sees it. `permissions.admin`: the caller administers the owning organization
 * (and may publish); `permissions.install`: the caller is an organization admin, and for a private
 * integration an admin of its owner.
 */
export function presentIntegration(
  ctx: Pick<PresentContext, 'store' | 'baseUrl'>,
  viewer: IntegrationViewer,
  record: IntegrationRecord,
): IntegrationWire {
  const owner = ctx.store.data.organizations.get(record.ownerId);
  if (!owner) throw new Error(`integration ${record.name} belongs to unknown organization ${record.ownerId}`);
  const ownerRole = viewer.view.orgRole(owner.id);
  const admin = ownerRole === 'admin';
  return {
    object: 'integration',
    name: record.name,
    version: record.version,
    title: record.title,
    description: record.description,
    ...(record.summary === undefined ? {} : { summary: record.summary }),
    previewImages: [...record.previewImages],
    target: record.target,
    verified: record.verified,
    visibility: record.visibility,
    scopes: [...record.scopes],
    categories: [...record.categories],
    blocks: structuredClone(record.blocks),
    contentSources: structuredClone(record.contentSources),
    ...(record.configurations === undefined ? {} : { configurations: structuredClone(record.configurations) }),
    externalLinks: structuredClone(record.externalLinks),
    owner: presentOrganization(ctx, owner, ownerRole),
    urls: {
      location: `${ctx.baseUrl}/integrations/${record.name}`,
      app: `${APP_URL}/integrations/${record.name}`,
      ...(record.icon === undefined ? {} : { icon: `${versionBase(record)}/icon.png` }),
      assets: `${versionBase(record)}/assets`,
      publicEndpoint: `${INTEGRATIONS_URL}/${record.name}`,
      // Where the integration's content sources are served from, beside its public endpoint.
      publicContentEndpoint: `${INTEGRATIONS_URL}/${record.name}/content`,
    },
    permissions: { admin, install: record.visibility === 'private' ? admin : viewer.adminSomewhere },
    ...(record.contentSecurityPolicy === undefined ? {} : { contentSecurityPolicy: record.contentSecurityPolicy }),
  };
}

/** One installed integration's blocks. */
export function presentSpaceBlocks(record: IntegrationRecord): SpaceIntegrationBlocksWire {
  return { name: record.name, blocks: structuredClone(record.blocks) };
}

/** The script an installed integration injects; `cookies` when it asked for a cookie scope. */
export function presentIntegrationScript(record: IntegrationRecord): IntegrationScriptWire {
  const cookies = record.scopes.includes('space:script:cookies') || record.scopes.includes('site:script:cookies');
  return {
    script: integrationScriptUrl(record),
    ...(record.contentSecurityPolicy === undefined ? {} : { contentSecurityPolicy: record.contentSecurityPolicy }),
    cookies,
  };
}

/** True when an integration injects a script into published content (it asked for a script scope). */
export function injectsScript(record: IntegrationRecord): boolean {
  return record.scopes.includes('space:script:inject') || record.scopes.includes('site:script:inject');
}
