/**
 * Handlers of an organization's OpenAPI specs and their versions. Writes answer at once with the spec
 * `pending`; processing runs after the response (domain/openapi/processing.ts).
 */
import type { HandlerTable } from '../../core/types.js';
import { listPage } from '../../domain/listing.js';
import { presentSpec, presentSpecVersion, presentSpecVersionContent } from '../../domain/openapi/present.js';
import { scheduleSpecProcessing } from '../../domain/openapi/processing.js';
import {
  assertSlugFree,
  deleteSpec,
  findSpec,
  insertSpec,
  replaceSpecSource,
  requireSpec,
  sourceRecordOf,
  specsOf,
} from '../../domain/openapi/specs.js';
import { requireLatestVersion, requireVersion, versionsOf } from '../../domain/openapi/versions.js';

export const openapiHandlers = {
  listOpenApiSpecs: (ctx) => {
    const { organization, role } = ctx.granted;
    return listPage(specsOf(ctx.store, organization.id), ctx.query, `openapi:${organization.id}`, (spec) =>
      presentSpec(ctx, spec, role),
    );
  },

  createOpenApiSpec: (ctx) => {
    const { organization, role } = ctx.granted;
    const source = sourceRecordOf(ctx.body.source);
    assertSlugFree(ctx.store, organization.id, ctx.body.slug);
    const spec = insertSpec(ctx.store, ctx.clock, { organizationId: organization.id, slug: ctx.body.slug, source });
    scheduleSpecProcessing(ctx.store, ctx.clock, spec);
    return presentSpec(ctx, spec, role);
  },

  getOpenApiSpec: (ctx) => {
    const { organization, role } = ctx.granted;
    return presentSpec(ctx, requireSpec(ctx.store, organization.id, ctx.params.specSlug), role);
  },

  upsertOpenApiSpec: (ctx) => {
    const { organization, role } = ctx.granted;
    const source = sourceRecordOf(ctx.body.source);
    const existing = findSpec(ctx.store, organization.id, ctx.params.specSlug);
    if (existing) {
      // Processed again even when the source is the same: a URL's document may have changed since.
      replaceSpecSource(ctx.clock, existing, source);
      scheduleSpecProcessing(ctx.store, ctx.clock, existing);
      return presentSpec(ctx, existing, role);
    }
    const slug = ctx.params.specSlug;
    const spec = insertSpec(ctx.store, ctx.clock, { organizationId: organization.id, slug, source });
    scheduleSpecProcessing(ctx.store, ctx.clock, spec);
    const body = presentSpec(ctx, spec, role);
    return { explicit: true, status: 201, body, location: body.urls.location };
  },

  deleteOpenApiSpec: (ctx) => {
    const { organization } = ctx.granted;
    deleteSpec(ctx.store, requireSpec(ctx.store, organization.id, ctx.params.specSlug));
  },

  listOpenApiSpecVersions: (ctx) => {
    const { organization } = ctx.granted;
    const spec = requireSpec(ctx.store, organization.id, ctx.params.specSlug);
    return listPage(versionsOf(ctx.store, spec.id), ctx.query, `openapi-versions:${spec.id}`, (version) =>
      presentSpecVersion(ctx, spec, version),
    );
  },

  getLatestOpenApiSpecVersion: (ctx) => {
    const { organization } = ctx.granted;
    const spec = requireSpec(ctx.store, organization.id, ctx.params.specSlug);
    return presentSpecVersion(ctx, spec, requireLatestVersion(ctx.store, spec));
  },

  getLatestOpenApiSpecVersionContent: (ctx) => {
    const { organization } = ctx.granted;
    const spec = requireSpec(ctx.store, organization.id, ctx.params.specSlug);
    return presentSpecVersionContent(requireLatestVersion(ctx.store, spec));
  },

  getOpenApiSpecVersion: (ctx) => {
    const { organization } = ctx.granted;
    const spec = requireSpec(ctx.store, organization.id, ctx.params.specSlug);
    return presentSpecVersion(ctx, spec, requireVersion(ctx.store, spec, ctx.params.versionId));
  },

  getOpenApiSpecVersionContent: (ctx) => {
    const { organization } = ctx.granted;
    const spec = requireSpec(ctx.store, organization.id, ctx.params.specSlug);
    return presentSpecVersionContent(requireVersion(ctx.store, spec, ctx.params.versionId));
  },
} satisfies HandlerTable;
