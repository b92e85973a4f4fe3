/** Versions of an OpenAPI spec: made by processing when the content changed, read by id or as the latest. */
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { OpenApiSpecRecord, OpenApiSpecVersionRecord } from '../../store/org-data-records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';
import type { SpecDocument } from './document.js';

/** Where the server keeps its copy of inline spec texts (fictional, like the app's URL). */
export const SPEC_FILES_URL = 'https://files.docpub.test';

/** Where the server's copy of an inline text is read, for the version `versionId`. */
const inlineDocumentUrl = (spec: OpenApiSpecRecord, versionId: string, format: string) =>
  `${SPEC_FILES_URL}/openapi/${spec.id}/${versionId}/openapi.${format}`;

/** Every version of a spec (any order). */
export function versionsOf(store: Store, specId: string): OpenApiSpecVersionRecord[] {
  return [...store.data.openapiVersions.values()].filter((version) => version.specId === specId);
}

/** A version of this spec by id. @throws HttpError 404 for an unknown id or a version of another spec. */
export function requireVersion(store: Store, spec: OpenApiSpecRecord, versionId: string): OpenApiSpecVersionRecord {
  const version = store.data.openapiVersions.get(versionId);
  if (!version || version.specId !== spec.id) throw notFound(`version '${versionId}' of OpenAPI spec '${spec.slug}'`);
  return version;
}

/** The newest version of a spec. @throws HttpError 404 while no processing has succeeded yet. */
export function requireLatestVersion(store: Store, spec: OpenApiSpecRecord): OpenApiSpecVersionRecord {
  const version = spec.lastVersionId === undefined ? undefined : store.data.openapiVersions.get(spec.lastVersionId);
  if (!version) throw notFound(`a processed version of OpenAPI spec '${spec.slug}'`);
  return version;
}

/**
 * Records `parsed` as the spec's new version, unless it is the content of the latest version already.
 * Content is the parsed document, compared as JSON: reformatting or switching between JSON and YAML changes
 * nothing, while any change of a value or of the order of keys (which orders the rendered reference) does.
 * `fixedId` gives the version a fixed id (the demo world's).
 * @returns the new version, or undefined when the content was unchanged.
 */
export function recordVersionIfChanged(
  store: Store,
  clock: Clock,
  spec: OpenApiSpecRecord,
  parsed: SpecDocument,
  fixedId?: string,
): OpenApiSpecVersionRecord | undefined {
  const latest = spec.lastVersionId === undefined ? undefined : store.data.openapiVersions.get(spec.lastVersionId);
  if (latest && JSON.stringify(latest.document) === JSON.stringify(parsed.document)) return undefined;
  const id = fixedId ?? nextId(store, 'openapi-spec-version');
  const version: OpenApiSpecVersionRecord = {
    id,
    specId: spec.id,
    document: parsed.document,
    format: parsed.format,
    url: spec.source.kind === 'url' ? spec.source.url : inlineDocumentUrl(spec, id, parsed.format),
    createdAt: isoNow(clock),
    seq: nextSeq(store),
  };
  store.data.openapiVersions.set(id, version);
  spec.lastVersionId = id;
  return version;
}

/** The name of a version's document in its `filesystem`: the URL's last segment, or `openapi.<format>`. */
export function documentFileName(version: OpenApiSpecVersionRecord): string {
  let last = '';
  try {
    last = decodeURIComponent(new URL(version.url).pathname.split('/').pop() ?? '');
  } catch {
    last = '';
  }
  return last === '' ? `openapi.${version.format}` : last;
}
