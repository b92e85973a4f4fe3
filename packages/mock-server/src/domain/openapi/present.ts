/** OpenAPI specs, their versions and version contents as the API shows them. */
import type { openApiSpec, openApiSpecVersion, openApiSpecVersionContent, Role } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { OpenApiSpecRecord, OpenApiSpecVersionRecord } from '../../store/org-data-records.js';
import { APP_URL, type PresentContext } from '../present-context.js';
import { atLeast } from '../access/roles.js';
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
    // At most one error is kept (the last processing's), so the count is 0 or 1.
    lastProcessedErrorCount: spec.lastProcessErrorCode === undefined ? 0 : 1,
    permissions: { view: atLeast(role, 'read'), edit: atLeast(role, 'edit') },
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

/**
 * A version's content: its files by name (one, the parsed document) and the URL of the document. `url` is the
 * API reference's field; `urls` the published service's (`source`: the same URL; `public`: null, as DocPub
 * publishes no spec on its own), so readers of either find what they look for.
 */
export function presentSpecVersionContent(version: OpenApiSpecVersionRecord): OpenApiSpecVersionContentWire {
  return {
    filesystem: { [documentFileName(version)]: structuredClone(version.document) },
    url: version.url,
    urls: { source: version.url, public: null },
  };
}
