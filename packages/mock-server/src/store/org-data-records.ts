/**
 * Records of an organization's data beside its content: OpenAPI specs and their versions, translation
 * settings, and the integrations of the marketplace with their installations on spaces. Plain data, like
 * every record of the store (see records.ts), so snapshots keep working.
 */

import { closedEnum, OPENAPI_PROCESS_ERROR_CODES, OPENAPI_PROCESSING_STATES } from '@docpub/sdk/contract';
import { z } from 'zod';
import { dataOf, filledSeq, filledTime, flag, id, list, mapping, name, textField, time, type Stored } from './record-fields.js';

/** Where a spec comes from: a URL fetched at each processing, or a text given inline. */
const specSource = z.discriminatedUnion('kind', [
  mapping({ kind: z.literal('url'), url: name() }),
  mapping({ kind: z.literal('text'), text: textField() }),
]);
export type SpecSourceRecord = z.output<typeof specSource>;

export const openapiSpecRecord = mapping({
  id: id(),
  organizationId: id(),
  /** Unique within the organization; the spec's key in paths. */
  slug: name(),
  source: specSource,
  /** A spec of a world file is taken as processed unless it says otherwise. */
  processingState: closedEnum(OPENAPI_PROCESSING_STATES).default('complete'),
  /** Id of the newest version; absent until a processing succeeds once. */
  lastVersionId: id().optional(),
  lastProcessedAt: time().optional(),
  /** Why the last processing failed; cleared by the next success. */
  lastProcessErrorCode: closedEnum(OPENAPI_PROCESS_ERROR_CODES).optional(),
  createdAt: filledTime(),
  updatedAt: filledTime(),
  seq: filledSeq(),
});
export type OpenApiSpecRecord = Stored<typeof openapiSpecRecord>;
export type SpecProcessingState = OpenApiSpecRecord['processingState'];
export type SpecProcessErrorCode = NonNullable<OpenApiSpecRecord['lastProcessErrorCode']>;

/** One processed version of a spec: immutable once made. */
export const openapiVersionRecord = mapping({
  id: id(),
  specId: id(),
  /** The parsed document (JSON data). Versions are compared on it, so reformatting makes no new version. */
  document: z.unknown(),
  /** The format the document was written in (the version keeps the parsed document, not the text). */
  format: closedEnum(['json', 'yaml']),
  /** Where the document can be read: the source URL, or the server's copy of an inline text. */
  url: name(),
  createdAt: filledTime(),
  seq: filledSeq(),
});
export type OpenApiSpecVersionRecord = Stored<typeof openapiVersionRecord>;
export type SpecDocumentFormat = OpenApiSpecVersionRecord['format'];

export const translationRecord = mapping({
  id: id(),
  organizationId: id(),
  title: name(),
  languages: list(name()),
  createdAt: filledTime(),
  updatedAt: filledTime(),
  seq: filledSeq(),
});
export type TranslationSettingsRecord = Stored<typeof translationRecord>;

// Nested shapes are type aliases, not interfaces: the contract's loose objects need the index signature only
// aliases carry implicitly.
export type IntegrationBlockRecord = {
  id: string;
  title: string;
  description?: string;
  icon?: string;
  urlUnfurl?: string[];
  markdown?: { codeblock: string; body: string };
};

export type IntegrationContentSourceRecord = {
  id: string;
  title: string;
  description?: string;
  icon?: string;
  configuration?: { componentId: string };
};

export type IntegrationConfigurationPropertyRecord = {
  title?: string;
  description?: string;
  type?: string;
  default?: unknown;
  completion_url?: string;
  enum?: string[];
};

export type IntegrationConfigurationRecord = {
  properties?: Record<string, IntegrationConfigurationPropertyRecord>;
  required?: string[];
};

type IntegrationConfigurationsRecord = {
  account?: IntegrationConfigurationRecord;
  space?: IntegrationConfigurationRecord;
  site?: IntegrationConfigurationRecord;
};

/** An integration of the marketplace, as its latest publication left it. Names are global. */
export const integrationRecord = mapping({
  name: id(),
  /** 1 at the first publication, +1 at each one after. */
  version: z.number({ error: 'must be an integer' }).int({ error: 'must be an integer' }).min(1, { error: 'must be at least 1' }).default(1),
  /** The owning organization: its admins publish new versions. */
  ownerId: id(),
  title: name(),
  description: textField(),
  summary: textField().optional(),
  /** Base64 icon, as published; shown as `urls.icon`. */
  icon: textField().optional(),
  previewImages: list(textField()).default([]),
  target: textField().default('all'),
  visibility: textField().default('public'),
  verified: flag().default(false),
  scopes: list(textField()).default([]),
  categories: list(textField()).default([]),
  blocks: list(dataOf<IntegrationBlockRecord>()).default([]),
  contentSources: list(dataOf<IntegrationContentSourceRecord>()).default([]),
  configurations: dataOf<IntegrationConfigurationsRecord>().optional(),
  externalLinks: list(mapping({ url: textField(), label: textField() })).default([]),
  /** Source code of the integration's script. */
  script: textField().default(''),
  /** Values the script reads at run time; never shown. */
  secrets: z.record(z.string(), z.string(), { error: 'must be a mapping' }).default({}),
  contentSecurityPolicy: textField().optional(),
  createdAt: filledTime(),
  updatedAt: filledTime(),
  seq: filledSeq(),
});
export type IntegrationRecord = Stored<typeof integrationRecord>;

/** An integration installed on a space. Keyed by `installationKey(spaceId, integrationName)`. */
export const installationRecord = mapping({ spaceId: id(), integrationName: id(), installedAt: filledTime(), seq: filledSeq() });
export type IntegrationInstallationRecord = Stored<typeof installationRecord>;

export const installationKey = (spaceId: string, integrationName: string) => `${spaceId}|${integrationName}`;
