/** OpenAPI specs of an organization: finding them by slug, creating them, replacing their source, deleting. */
import { redactUrlCredentials } from '../../core/redact.js';
import type { SpecSource } from '@docpub/sdk/contract';
import type { Clock } from '../../core/clock.js';
import { badRequest, conflict, notFound } from '../../core/http-error.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { OpenApiSpecRecord, SpecSourceRecord } from '../../store/org-data-records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';

/** Longest source URL: a version's `url` is its source URL, and a version `url` is at most 2048 characters. */
export const SPEC_SOURCE_URL_MAX = 2048;

/** The spec of an organization with this slug, if any. */
export function findSpec(store: Store, organizationId: string, slug: string): OpenApiSpecRecord | undefined {
  for (const spec of store.data.openapiSpecs.values()) {
    if (spec.organizationId === organizationId && spec.slug === slug) return spec;
  }
  return undefined;
}

/** The spec of an organization with this slug. @throws HttpError 404 when there is none. */
export function requireSpec(store: Store, organizationId: string, slug: string): OpenApiSpecRecord {
  const spec = findSpec(store, organizationId, slug);
  if (!spec) throw notFound(`OpenAPI spec '${slug}'`);
  return spec;
}

/** Every spec of an organization (any order). */
export function specsOf(store: Store, organizationId: string): OpenApiSpecRecord[] {
  return [...store.data.openapiSpecs.values()].filter((spec) => spec.organizationId === organizationId);
}

/**
 * The URL without its user-info: credentials in a source URL are never stored, so members who may read the
 * spec never see them. A URL the parser cannot read is kept as sent (with any credential-looking part blanked; processing reports it as a fetch error).
 */
function withoutUserInfo(url: string): string {
  if (!URL.canParse(url)) return redactUrlCredentials(url);
  const parsed = new URL(url);
  if (parsed.username === '' && parsed.password === '') return url;
  parsed.username = '';
  parsed.password = '';
  return parsed.href;
}

/**
 * A request's source as stored. Checks what the body schema cannot: a source URL must fit in a version's
 * `url`. @throws HttpError 400 naming `source.url`.
 */
export function sourceRecordOf(source: SpecSource): SpecSourceRecord {
  if (source.url === undefined) return { kind: 'text', text: source.text };
  if (source.url.length > SPEC_SOURCE_URL_MAX) {
    throw badRequest('source.url', `must be at most ${SPEC_SOURCE_URL_MAX} characters`);
  }
  return { kind: 'url', url: withoutUserInfo(source.url) };
}

/** @throws HttpError 409 when the organization already has a spec with this slug. */
export function assertSlugFree(store: Store, organizationId: string, slug: string): void {
  if (findSpec(store, organizationId, slug)) throw conflict(`an OpenAPI spec with slug '${slug}' already exists`);
}

export interface NewSpec {
  /** A fixed id (the demo world's); generated from the seed when absent. */
  id?: string;
  organizationId: string;
  slug: string;
  source: SpecSourceRecord;
}

/** Stores a new spec, waiting for its first processing. The caller has checked the slug is free. */
export function insertSpec(store: Store, clock: Clock, input: NewSpec): OpenApiSpecRecord {
  const now = isoNow(clock);
  const record: OpenApiSpecRecord = {
    id: input.id ?? nextId(store, 'openapi-spec'),
    organizationId: input.organizationId,
    slug: input.slug,
    source: input.source,
    processingState: 'pending',
    createdAt: now,
    updatedAt: now,
    seq: nextSeq(store),
  };
  store.data.openapiSpecs.set(record.id, record);
  return record;
}

/** Gives a spec a new source, to be processed again; its versions and last outcome stay until then. */
export function replaceSpecSource(clock: Clock, spec: OpenApiSpecRecord, source: SpecSourceRecord): void {
  spec.source = source;
  spec.processingState = 'pending';
  spec.updatedAt = isoNow(clock);
}

/** Removes a spec and its versions. A processing still running for it finds it gone and stops. */
export function deleteSpec(store: Store, spec: OpenApiSpecRecord): void {
  for (const [versionId, version] of store.data.openapiVersions) {
    if (version.specId === spec.id) store.data.openapiVersions.delete(versionId);
  }
  store.data.openapiSpecs.delete(spec.id);
}
