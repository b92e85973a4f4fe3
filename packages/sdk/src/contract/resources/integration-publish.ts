/**
 * The body that publishes an integration. It reuses the Integration resource's shapes for blocks, content
 * sources, links and configurations, in their strict request form: known fields only, closed enumerations.
 */
import * as z from 'zod';
import { arrayOf, bool, closedEnum, maxText, str, text, url, variantError } from '../rules.js';
import {
  CONFIGURATION_PROPERTY_TYPES,
  INTEGRATION_CATEGORIES,
  INTEGRATION_SCOPES,
  INTEGRATION_TARGETS,
  INTEGRATION_VISIBILITIES,
} from './integration.js';

/** Base64 data (an icon or a preview image). */
const base64 = () =>
  z
    .base64({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be base64') })
    .min(1, { error: 'must be base64' });

/** A non-empty string: an id, a name or source code. */
const nonEmpty = () => str().min(1, { error: 'must not be empty' });

const blockInput = z.object({
  id: nonEmpty(),
  title: nonEmpty(),
  description: str().optional(),
  icon: str().optional(),
  urlUnfurl: arrayOf(str()).optional(),
  markdown: z.object({ codeblock: str(), body: str() }).optional(),
});

const contentSourceInput = z.object({
  id: nonEmpty(),
  title: nonEmpty(),
  description: str().optional(),
  icon: str().optional(),
  configuration: z.object({ componentId: nonEmpty() }).optional(),
});

/** What every configuration setting may carry. */
const propertyLabels = {
  title: text(2, 50).optional(),
  description: maxText(100).optional(),
};

/** One setting, by its `type`: the default's type follows it, and a button names its callback and text. */
const configurationPropertyInput = z.discriminatedUnion(
  'type',
  [
    z.object({
      ...propertyLabels,
      type: z.literal('string'),
      default: str().optional(),
      completion_url: str().optional(),
      enum: arrayOf(str()).optional(),
    }),
    z.object({ ...propertyLabels, type: z.literal('number'), default: z.number().optional() }),
    z.object({ ...propertyLabels, type: z.literal('boolean'), default: bool().optional() }),
    z.object({
      ...propertyLabels,
      type: z.literal('button'),
      /** Address the button calls when pressed. */
      callback_url: str(),
      /** The button's label. */
      button_text: str(),
    }),
  ],
  { error: variantError(CONFIGURATION_PROPERTY_TYPES) },
);

const configurationSchemaInput = z.object({
  properties: z.record(str(), configurationPropertyInput),
  required: arrayOf(str())
    .refine((names) => new Set(names).size === names.length, { error: 'must not repeat a name' })
    .optional(),
});

/** Body of `POST /integrations/{integrationName}`: publishes a new version of the integration. */
export const publishIntegrationBody = z.object({
  /** The integration's icon, as base64 data. */
  icon: base64().optional(),
  /** The integration's display name (2 to 30 characters). */
  title: text(2, 30),
  /** A one-line description (at most 100 characters). */
  description: maxText(100),
  /** A longer presentation, as markdown (at most 2048 characters). */
  summary: maxText(2048).optional(),
  /** Up to 3 images that show the integration at work, as base64 data. */
  previewImages: arrayOf(base64(), 3).optional(),
  visibility: closedEnum(INTEGRATION_VISIBILITIES).optional(),
  /** What the integration installs on; all targets when absent. */
  target: closedEnum(INTEGRATION_TARGETS).optional(),
  scopes: arrayOf(closedEnum(INTEGRATION_SCOPES)),
  categories: arrayOf(closedEnum(INTEGRATION_CATEGORIES)).optional(),
  blocks: arrayOf(blockInput).optional(),
  contentSources: arrayOf(contentSourceInput).optional(),
  externalLinks: arrayOf(z.object({ url: url(), label: nonEmpty() }), 5).optional(),
  configurations: z
    .object({
      account: configurationSchemaInput.optional(),
      space: configurationSchemaInput.optional(),
      site: configurationSchemaInput.optional(),
    })
    .optional(),
  /** The integration's script (source code). */
  script: nonEmpty(),
  /** Id or subdomain of the owning organization. */
  organization: nonEmpty(),
  /** Values the script reads at run time; never returned. */
  secrets: z.record(str(), str()).optional(),
  /** Content security policy the integration's scripts need. */
  contentSecurityPolicy: str().optional(),
  /**
   * The script runtime version, `v1` (the default) or `v2`. Accepted, not kept: DocPub serves an integration's
   * script as published and runs none of it, so no runtime is chosen.
   */
  runtime: closedEnum(['v1', 'v2']).optional(),
});
export type PublishIntegrationBody = z.input<typeof publishIntegrationBody>;
