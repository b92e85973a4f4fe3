/** OpenAPI specs, their versions and version contents as the API shows them. */
import type { openApiSpec, openApiSpecVersion, openApiSpecVersionContent, Role } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { OpenApiSpecRecord, OpenApiSpecVersionRecord } from '../../store/org-data-records.js';
import { APP_URL, type PresentContext } from '../present/context.js';
import { atLeast } from '../roles.js';
import { documentFileName } from './versions.js';

/** The wire shape of an OpenAPI spec. */
export type OpenApiSpecWire = z.input<typeof openApiSpec>;
/** The wire shape of an OpenAPI spec version. */
export type OpenApiSpecVersionWire = z.input<typeof openApiSpecVersion>;
/** The wire shape of a version's content. */
export type OpenApiSpecVersionContentWire = z.input<typeof openApiSpecVersionContent>;

type UrlContext = Pick<PresentContext, 'baseUrl'>;

const specPath = (spec: OpenApiSpecRecord) => `/orgs/${spec.organizationId}/openapi/${spec.slug}`;

/** A spec as a caller with `role` in its organization sees it (`permissions.edit` needs `edit`). */
export function presentSpec(ctx: UrlContext, spec: OpenApiSpecRecord, role: Role | null): OpenApiSpecWire {
  return {
    object: 'openapi-spec',
    id: spec.id,
    createdAt: spec.createdAt,
    updatedAt: spec.updatedAt,
    slug: spec.slug,
    ...(spec.source.kind === 'url' ? { sourceURL: spec.source.url } : {}),
    processingState: spec.processingState,
    ...(spec.lastVersionId === undefined ? {} : { lastVersion: spec.lastVersionId }),
    ...(spec.lastProcessedAt === undefined ? {} : { lastProcessedAt: spec.lastProcessedAt }),
    ...(spec.lastProcessErrorCode === undefined ? {} : { lastProcessErrorCode: spec.lastProcessErrorCode }),
    permissions: { edit: atLeast(role, 'edit') },
    urls: {
      location: `${ctx.baseUrl}${specPath(spec)}`,
      app: `${APP_URL}/o/${spec.organizationId}/openapi/${spec.slug}`,
    },
  };
}

/** A version of `spec`. */
export function presentSpecVersion(
  ctx: UrlContext,
  spec: OpenApiSpecRecord,
  version: OpenApiSpecVersionRecord,
): OpenApiSpecVersionWire {
  return {
    object: 'openapi-spec-version',
    id: version.id,
    createdAt: version.createdAt,
    url: version.url,
    urls: {
      location: `${ctx.baseUrl}${specPath(spec)}/versions/${version.id}`,
      app: `${APP_URL}/o/${spec.organizationId}/openapi/${spec.slug}/versions/${version.id}`,
    },
  };
}

/** A version's content: its files by name (one, the parsed document) and the URL of the document. */
export function presentSpecVersionContent(version: OpenApiSpecVersionRecord): OpenApiSpecVersionContentWire {
  return {
    filesystem: { [documentFileName(version)]: structuredClone(version.document) },
    url: version.url,
  };
}
