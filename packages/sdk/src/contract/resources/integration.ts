/** Integrations: apps that add blocks, content sources and scripts to spaces and sites. */
import * as z from 'zod';
import { pageQuery } from '../envelope.js';
import { closedEnum, href, openEnum, patterned, queryBool, resource, str } from '../rules.js';
import { organization } from './organization.js';

// Known members follow the published service's integration manifests; the reference names one example of each.
/** What an integration installs on. */
export const INTEGRATION_TARGETS = ['all', 'organization', 'space', 'site'] as const;
/** Who sees an integration in the marketplace. */
export const INTEGRATION_VISIBILITIES = ['public', 'private', 'unlisted'] as const;
/** Marketplace categories. */
export const INTEGRATION_CATEGORIES = ['analytics', 'collaboration', 'content', 'marketing', 'visitor-auth', 'other'] as const;
/** Permissions an integration asks for. */
// The published service's scopes, plus `space:views:read`, the example the API reference names.
export const INTEGRATION_SCOPES = [
  'space:views:read',
  'space:content:read',
  'space:content:write',
  'space:metadata:read',
  'space:metadata:write',
  'space:git:sync',
  'page:feedback:read',
  'site:views:read',
  'site:metadata:read',
  'site:script:inject',
  'site:script:cookies',
  'site:visitor:auth',
  'site:visitor:claims',
  'site:adaptive:read',
  'site:adaptive:write',
  'conversations:ingest',
  'openapi:read',
  'openapi:write',
] as const;
/** Kinds of configuration setting. */
export const CONFIGURATION_PROPERTY_TYPES = ['string', 'number', 'boolean', 'button'] as const;

/** An integration name, as in `/integrations/{integrationName}`: at most 100 of `a-z A-Z 0-9 - _ .`. */
export const INTEGRATION_NAME_PATTERN = /^[a-zA-Z0-9\-_.]+$/;
/** Rule of an integration name (path parameter). */
export const integrationName = () => patterned(INTEGRATION_NAME_PATTERN, 100);

/** A block an integration adds to the editor. */
export const integrationBlock = resource({
  id: str(),
  title: str(),
  description: z.string().optional(),
  icon: z.string().optional(),
  /** URL patterns the block unfurls. */
  urlUnfurl: z.array(z.string()).optional(),
  markdown: resource({ codeblock: z.string(), body: z.string() }).optional(),
});
export type IntegrationBlock = z.infer<typeof integrationBlock>;

/** A source of computed content an integration offers. */
export const integrationContentSource = resource({
  id: str(),
  title: str(),
  description: z.string().optional(),
  icon: z.string().optional(),
  configuration: resource({ componentId: z.string() }).optional(),
});

/** One setting of an integration's configuration form. */
export const integrationConfigurationProperty = resource({
  title: z.string().optional(),
  description: z.string().optional(),
  type: openEnum(CONFIGURATION_PROPERTY_TYPES).optional(),
  default: z.unknown().optional(),
  completion_url: z.string().optional(),
  enum: z.array(z.string()).optional(),
});

/** The settings an integration asks for at one level of installation. */
export const integrationConfiguration = resource({
  properties: z.record(z.string(), integrationConfigurationProperty).optional(),
  required: z.array(z.string()).optional(),
});

/** A link shown on an integration's listing. */
export const integrationExternalLink = resource({ url: href(), label: z.string() });

/** An integration, as listed in the marketplace. */
export const integration = resource({
  object: z.literal('integration'),
  name: str(),
  version: z.number().int(),
  title: str(),
  description: z.string().optional(),
  /** Markdown. */
  summary: z.string().optional(),
  previewImages: z.array(z.string()).optional(),
  target: openEnum(INTEGRATION_TARGETS).optional(),
  verified: z.boolean().optional(),
  visibility: openEnum(INTEGRATION_VISIBILITIES),
  scopes: z.array(openEnum(INTEGRATION_SCOPES)),
  categories: z.array(openEnum(INTEGRATION_CATEGORIES)).optional(),
  blocks: z.array(integrationBlock).optional(),
  contentSources: z.array(integrationContentSource).optional(),
  configurations: resource({
    account: integrationConfiguration.optional(),
    space: integrationConfiguration.optional(),
    site: integrationConfiguration.optional(),
  }).optional(),
  externalLinks: z.array(integrationExternalLink).optional(),
  owner: organization,
  urls: resource({
    location: href(),
    icon: href().optional(),
    app: href(),
    assets: href().optional(),
    publicEndpoint: href().optional(),
  }),
  permissions: resource({ admin: z.boolean().optional(), install: z.boolean().optional() }),
  /** A policy string, or (as the published service sends it) an object of directives. */
  contentSecurityPolicy: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
});
export type Integration = z.infer<typeof integration>;

/** The blocks one integration installed on a space offers. */
export const spaceIntegrationBlocks = resource({ name: str(), blocks: z.array(integrationBlock) });
export type SpaceIntegrationBlocks = z.infer<typeof spaceIntegrationBlocks>;

/** A script an installed integration injects into published content. */
export const integrationScript = resource({
  script: href(),
  /** Sent as headers with the script-fetch event. */
  contentSecurityPolicy: z.string().optional(),
  /** Whether the script may set cookies (which may call for visitor consent). */
  cookies: z.boolean(),
});
export type IntegrationScript = z.infer<typeof integrationScript>;

/** Query of `GET /spaces/{spaceId}/integrations`. */
export const listSpaceIntegrationsQuery = pageQuery.extend({
  /** Only integrations whose name contains this text. */
  search: str().optional(),
});

/** Query of `GET /integrations`. */
export const listIntegrationsQuery = pageQuery.extend({
  search: str().optional(),
  category: closedEnum(INTEGRATION_CATEGORIES).optional(),
  /** Only integrations with a block that unfurls URLs of this domain. */
  blockDomain: patterned(INTEGRATION_NAME_PATTERN, 100).optional(),
  /** Only integrations with (true) or without (false) blocks. */
  blocks: queryBool().optional(),
  /** Only integrations with (true) or without (false) content sources. */
  contentSources: queryBool().optional(),
  /** Organization id of the owner. */
  owner: str().optional(),
});
