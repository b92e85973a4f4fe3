/**
 * Records of an organization's data beside its content: OpenAPI specs and their versions, translation
 * settings, and the integrations of the marketplace with their installations on spaces. Plain data, like
 * every record of the store (see records.ts), so snapshots keep working.
 */

/** Where a spec comes from: a URL fetched at each processing, or a text given inline. */
export type SpecSourceRecord = { kind: 'url'; url: string } | { kind: 'text'; text: string };

export type SpecProcessingState = 'pending' | 'progress' | 'complete';
export type SpecProcessErrorCode = 'FETCH_TIMEOUT' | 'FETCH_ERROR' | 'PARSE_ERROR';

export interface OpenApiSpecRecord {
  id: string;
  organizationId: string;
  /** Unique within the organization; the spec's key in paths. */
  slug: string;
  source: SpecSourceRecord;
  processingState: SpecProcessingState;
  /** Id of the newest version; absent until a processing succeeds once. */
  lastVersionId?: string;
  lastProcessedAt?: string;
  /** Why the last processing failed; cleared by the next success. */
  lastProcessErrorCode?: SpecProcessErrorCode;
  createdAt: string;
  updatedAt: string;
  seq: number;
}

/** The format a version's document was written in (the version keeps the parsed document, not the text). */
export type SpecDocumentFormat = 'json' | 'yaml';

/** One processed version of a spec: immutable once made. */
export interface OpenApiSpecVersionRecord {
  id: string;
  specId: string;
  /** The parsed document (JSON data). Versions are compared on it, so reformatting makes no new version. */
  document: unknown;
  format: SpecDocumentFormat;
  /** Where the document can be read: the source URL, or the server's copy of an inline text. */
  url: string;
  createdAt: string;
  seq: number;
}

export interface TranslationSettingsRecord {
  id: string;
  organizationId: string;
  title: string;
  languages: string[];
  createdAt: string;
  updatedAt: string;
  seq: number;
}

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

/** An integration of the marketplace, as its latest publication left it. Names are global. */
export interface IntegrationRecord {
  name: string;
  /** 1 at the first publication, +1 at each one after. */
  version: number;
  /** The owning organization: its admins publish new versions. */
  ownerId: string;
  title: string;
  description: string;
  summary?: string;
  /** Base64 icon, as published; shown as `urls.icon`. */
  icon?: string;
  previewImages: string[];
  target: string;
  visibility: string;
  verified: boolean;
  scopes: string[];
  categories: string[];
  blocks: IntegrationBlockRecord[];
  contentSources: IntegrationContentSourceRecord[];
  configurations?: {
    account?: IntegrationConfigurationRecord;
    space?: IntegrationConfigurationRecord;
    site?: IntegrationConfigurationRecord;
  };
  externalLinks: { url: string; label: string }[];
  /** Source code of the integration's script. */
  script: string;
  /** Values the script reads at run time; never shown. */
  secrets: Record<string, string>;
  contentSecurityPolicy?: string;
  createdAt: string;
  updatedAt: string;
  seq: number;
}

/** An integration installed on a space. Keyed by `installationKey(spaceId, integrationName)`. */
export interface IntegrationInstallationRecord {
  spaceId: string;
  integrationName: string;
  installedAt: string;
  seq: number;
}

export const installationKey = (spaceId: string, integrationName: string) => `${spaceId}|${integrationName}`;
