/** OpenAPI specifications of an organization and their processed versions. */
import * as z from 'zod';
import { href, openEnum, patterned, resource, str, text, timestamp, url } from '../rules.js';

/** Processing states of a spec, in order (docs/wire-conventions.md, "Open enumerations"). */
export const OPENAPI_PROCESSING_STATES = ['pending', 'progress', 'complete'] as const;
/** Why processing failed (docs/wire-conventions.md, "Open enumerations"). */
export const OPENAPI_PROCESS_ERROR_CODES = ['FETCH_TIMEOUT', 'FETCH_ERROR', 'PARSE_ERROR'] as const;

/** A spec slug: 1..100 lowercase letters and digits, in words joined by single hyphens. */
export const SPEC_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Rule of a spec slug (body field and path parameter). */
export const specSlug = () => patterned(SPEC_SLUG_PATTERN, 100);

/** Longest spec text accepted inline, in characters; larger specs are published by URL. */
export const SPEC_TEXT_MAX = 1_000_000;

/** An OpenAPI specification. */
export const openApiSpec = resource({
  object: z.literal('openapi-spec'),
  id: str(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  /** The spec's name in paths and in pages: lowercase words joined by hyphens (1 to 100 characters). */
  slug: str(),
  /** Where the spec is fetched from, when its source is a URL. */
  sourceURL: href().optional(),
  /** Where processing of the newest source stands: `pending`, `progress` or `complete`. */
  processingState: openEnum(OPENAPI_PROCESSING_STATES),
  /** Id of the newest version. */
  lastVersion: z.string().optional(),
  /** When the spec was last processed (ISO 8601 date-time). */
  lastProcessedAt: timestamp().optional(),
  /** Why the last processing failed. */
  lastProcessErrorCode: openEnum(OPENAPI_PROCESS_ERROR_CODES).optional(),
  /** How many errors the last processing met (a field of the published service; the API reference does not show it). */
  lastProcessedErrorCount: z.number().int().optional(),
  /** What the caller may do on the spec. */
  permissions: resource({
    /** Whether the caller may update or delete the spec. */
    edit: z.boolean(),
    /** Whether the caller may read the spec (a field of the published service). */
    view: z.boolean().optional(),
  }),
  /** Where the spec can be found: in the API and in the web app. */
  urls: resource({ location: href(), app: href() }),
});
export type OpenApiSpec = z.infer<typeof openApiSpec>;

/** One processed version of a spec. */
export const openApiSpecVersion = resource({
  object: z.literal('openapi-spec-version'),
  id: str(),
  createdAt: timestamp().optional(),
  /** URL of the version's document (at most 2048 characters). */
  url: href(),
  /** Where the version can be found: in the API and in the web app. */
  urls: resource({ location: href(), app: href().optional() }),
});
export type OpenApiSpecVersion = z.infer<typeof openApiSpecVersion>;

/** The content of a version: its parsed files and the URL of its document. */
export const openApiSpecVersionContent = resource({
  /** The version's parsed documents, as the service sends them. */
  filesystem: z.record(z.string(), z.unknown()),
  /** URL of the version's document, as the API reference shows it. */
  url: href().optional(),
  /** The same URL, in the form some services send it. */
  urls: resource({
    /** URL of the version's original document. */
    original: href().optional(),
    /** URL of the version's source document, as the published service sends it. */
    source: href().optional(),
    /** Public URL of the document (for trying its operations out); `null` for a spec nobody outside may read. */
    public: href().nullable().optional(),
  }).optional(),
});
export type OpenApiSpecVersionContent = z.infer<typeof openApiSpecVersionContent>;

/** Where a spec comes from: a URL to fetch, or the document's text (JSON or YAML). */
export type SpecSource = { url: string; text?: never } | { text: string; url?: never };

/**
 * A spec source in a request. Written as one object with an "exactly one" rule rather than a union, so that a
 * bad URL or an empty text gets its own message (`source.url: must be an absolute URL`).
 */
export const specSource = z
  .object(
    { url: url().optional(), text: text(1, SPEC_TEXT_MAX).optional() },
    { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an object') },
  )
  .refine((source) => (source.url === undefined) !== (source.text === undefined), {
    error: 'must have exactly one of url and text',
  }) as unknown as z.ZodType<SpecSource, SpecSource>;

/** Body of `POST /orgs/{organizationId}/openapi`. */
export const createOpenApiSpecBody = z.object({ slug: specSlug(), source: specSource });

/** Body of `PUT /orgs/{organizationId}/openapi/{specSlug}`: creates the spec or replaces its source. */
export const putOpenApiSpecBody = z.object({ source: specSource });
