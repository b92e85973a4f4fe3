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
  /** Id of the block within the integration. */
  id: str(),
  /** The block's name in the editor. */
  title: str(),
  /** What the block shows. */
  description: z.string().optional(),
  /** Address of the block's icon. */
  icon: z.string().optional(),
  /** URL patterns the block unfurls. */
  urlUnfurl: z.array(z.string()).optional(),
  /** How the block is written in markdown: as a code block with this name, holding `body`. */
  markdown: resource({
    /** Name of the code block that stands for the block in markdown. */
    codeblock: z.string(),
    /** The code block's content, as the block writes it. */
    body: z.string(),
  }).optional(),
});
export type IntegrationBlock = z.infer<typeof integrationBlock>;

/** A source of computed content an integration offers. */
export const integrationContentSource = resource({
  /** Id of the source within the integration. */
  id: str(),
  /** The source's name. */
  title: str(),
  /** What content the source produces. */
  description: z.string().optional(),
  /** Address of the source's icon. */
  icon: z.string().optional(),
  /** How the source is configured. */
  configuration: resource({
    /** Id of the integration's component that shows the configuration form. */
    componentId: z.string(),
  }).optional(),
});

/** One setting of an integration's configuration form. */
export const integrationConfigurationProperty = resource({
  /** Label of the setting in the form. */
  title: z.string().optional(),
  /** Help text under the setting. */
  description: z.string().optional(),
  /** Kind of input: `string`, `number`, `boolean` or `button`. */
  type: openEnum(CONFIGURATION_PROPERTY_TYPES).optional(),
  /** Value used when none is given. */
  default: z.unknown().optional(),
  /** Address the form asks for suggested values. */
  completion_url: z.string().optional(),
  /** The values allowed, when the setting is a choice. */
  enum: z.array(z.string()).optional(),
});

/** The settings an integration asks for at one level of installation. */
export const integrationConfiguration = resource({
  /** The settings, by name. */
  properties: z.record(z.string(), integrationConfigurationProperty).optional(),
  /** Names of the settings that must be given. */
  required: z.array(z.string()).optional(),
});

/** A link shown on an integration's listing. */
export const integrationExternalLink = resource({
  /** Where the link points. */
  url: href(),
  /** The link's text. */
  label: z.string(),
});

/** An integration, as listed in the marketplace. */
export const integration = resource({
  object: z.literal('integration'),
  /** The integration's unique name, as used in paths. */
  name: str(),
  /** Number of the published version. */
  version: z.number().int(),
  /** The integration's display name. */
  title: str(),
  /** A one-line description. */
  description: z.string().optional(),
  /** A longer presentation of the integration, as markdown. */
  summary: z.string().optional(),
  /** Addresses of images that show the integration at work. */
  previewImages: z.array(z.string()).optional(),
  /** What it installs on: `all`, `organization`, `space` or `site`. */
  target: openEnum(INTEGRATION_TARGETS).optional(),
  /** True when the service's team has verified the integration. */
  verified: z.boolean().optional(),
  /** Who sees it in the marketplace: `public`, `unlisted` or `private`. */
  visibility: openEnum(INTEGRATION_VISIBILITIES),
  /** Permissions it asks for when installed, e.g. `space:content:read`. */
  scopes: z.array(openEnum(INTEGRATION_SCOPES)),
  /** Marketplace categories, e.g. `analytics`. */
  categories: z.array(openEnum(INTEGRATION_CATEGORIES)).optional(),
  /** Blocks it adds to the editor. */
  blocks: z.array(integrationBlock).optional(),
  /** Sources of computed content it offers. */
  contentSources: z.array(integrationContentSource).optional(),
  /** Settings it asks for, per level of installation. */
  configurations: resource({
    /** Settings asked for when installed on an organization. */
    account: integrationConfiguration.optional(),
    /** Settings asked for when installed on a space. */
    space: integrationConfiguration.optional(),
    /** Settings asked for when installed on a site. */
    site: integrationConfiguration.optional(),
  }).optional(),
  /** Links shown on its listing (documentation, support…). */
  externalLinks: z.array(integrationExternalLink).optional(),
  /** The organization that publishes it. */
  owner: organization,
  /** Where the integration and its files can be found. */
  urls: resource({
    location: href(),
    /** Address of the integration's icon. */
    icon: href().optional(),
    app: href(),
    /** Address the integration's static files are served from. */
    assets: href().optional(),
    /** Public address of the integration's own endpoint. */
    publicEndpoint: href().optional(),
    /** Public address serving the integration's rendered content; equals `publicEndpoint` when it has no separate one. */
    publicContentEndpoint: href().optional(),
  }),
  /** What the caller may do with the integration. */
  permissions: resource({
    /** Whether the caller may manage the integration (publish versions, change its listing). */
    admin: z.boolean().optional(),
    /** Whether the caller may install it. */
    install: z.boolean().optional(),
  }),
  /** Content security policy the integration's scripts need: a policy string, or an object of directives. */
  contentSecurityPolicy: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
});
export type Integration = z.infer<typeof integration>;

/** The blocks one integration installed on a space offers. */
export const spaceIntegrationBlocks = resource({
  /** The integration's name. */
  name: str(),
  /** The blocks it offers. */
  blocks: z.array(integrationBlock),
});
export type SpaceIntegrationBlocks = z.infer<typeof spaceIntegrationBlocks>;

/** A script an installed integration injects into published content. */
export const integrationScript = resource({
  /** Address of the script to load. */
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
  /** Only integrations whose name or title contains this text. */
  search: str().optional(),
  /** Only integrations in this marketplace category. */
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
