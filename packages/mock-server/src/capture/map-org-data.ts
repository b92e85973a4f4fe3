/**
 * An organization's data beside its content, as world-file entries: OpenAPI specs with their versions, and
 * translation settings; and a site's customization, kept as the API answers it: complete, every setting with
 * its default included (docs/worlds.md, "Capturing a deployment").
 */
import type { SiteCustomization, TranslationSettings } from '@docpub/sdk';
import { stringify } from 'yaml';
import type { CapturedSpec, CapturedSpecVersion } from './read.js';
import type { Entry, MapContext } from './map-content.js';
import { isPlainObject } from '../core/plain-object.js';

/** A version's document: the one file of its content, and its format from the file's name. */
function documentOf(content: NonNullable<CapturedSpecVersion['content']>): { document: unknown; format: 'json' | 'yaml' } | undefined {
  const [name, document] = Object.entries(content.filesystem)[0] ?? [];
  if (name === undefined) return undefined;
  return { document, format: /\.ya?ml$/i.test(name) ? 'yaml' : 'json' };
}

/** The text of a document in its format (the API keeps the parsed document, not the text as written). */
function textOf(document: unknown, format: 'json' | 'yaml'): string {
  return format === 'yaml' ? stringify(document, { lineWidth: 0 }) : JSON.stringify(document, null, 2);
}

/**
 * A spec and its versions. A spec from a URL keeps its URL; a spec written inline has no read of its text,
 * so its text is the newest version's document written out in its format. An inline spec with no readable
 * version has no text to keep: pruned.
 */
export function specEntries(ctx: MapContext, organizationId: string, { spec, versions }: CapturedSpec): { spec: Entry<'openapiSpecs'>; versions: Entry<'openapiVersions'>[] } | undefined {
  const at = `OpenAPI spec ${spec.slug}`;
  const entries: Entry<'openapiVersions'>[] = [];
  const documents = new Map<string, { document: unknown; format: 'json' | 'yaml' }>();
  // Oldest first, so a reloaded world lists them in the order they were made.
  for (const { version, content } of [...versions].sort((a, b) => (a.version.createdAt ?? '').localeCompare(b.version.createdAt ?? ''))) {
    const parsed = content === undefined ? undefined : documentOf(content);
    if (parsed === undefined) {
      ctx.prune(`${at} version ${version.id}: its content could not be read`);
      continue;
    }
    documents.set(version.id, parsed);
    entries.push({ id: version.id, specId: spec.id, document: parsed.document, format: parsed.format, url: version.url, ...(version.createdAt === undefined ? {} : { createdAt: version.createdAt }) } as Entry<'openapiVersions'>);
  }
  const lastVersionId = ctx.reference(spec.lastVersion, new Set(documents.keys()), `${at} last version`);
  const latest = lastVersionId === undefined ? undefined : documents.get(lastVersionId);
  if (spec.sourceURL === undefined && latest === undefined) {
    ctx.prune(`${at}: written inline, and no version of it could be read`);
    return undefined;
  }
  const source = spec.sourceURL === undefined
    ? { kind: 'text' as const, text: textOf(latest!.document, latest!.format) }
    : { kind: 'url' as const, url: spec.sourceURL };
  return {
    spec: {
      id: spec.id,
      organizationId,
      slug: spec.slug,
      source,
      processingState: spec.processingState,
      ...(lastVersionId === undefined ? {} : { lastVersionId }),
      ...(spec.lastProcessedAt === undefined ? {} : { lastProcessedAt: spec.lastProcessedAt }),
      ...(spec.lastProcessErrorCode === undefined ? {} : { lastProcessErrorCode: spec.lastProcessErrorCode }),
      createdAt: spec.createdAt,
      updatedAt: spec.updatedAt,
    } as Entry<'openapiSpecs'>,
    versions: entries,
  };
}

export function translationEntry(organizationId: string, settings: TranslationSettings): Entry<'translations'> {
  const { id, title, languages, createdAt, updatedAt } = settings;
  return { id, organizationId, title, languages, createdAt, updatedAt } as Entry<'translations'>;
}

/** The settings of a site as a world file keeps them; the title only when it is not the site's. */
export function siteCustomization(read: SiteCustomization, siteTitle: string): { customization: Record<string, unknown>; customizationUpdatedAt?: string } {
  const { updatedAt, title, ...settings } = read as SiteCustomization & { updatedAt?: string };
  return {
    customization: title === undefined || title === siteTitle ? settings : { ...settings, title },
    ...(updatedAt === undefined ? {} : { customizationUpdatedAt: updatedAt }),
  };
}

/** What `shown` has that `base` has not (objects compared member by member, anything else whole). */
function difference(shown: Record<string, unknown>, base: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(shown)) {
    const under = base[key];
    if (isPlainObject(value) && isPlainObject(under)) {
      const inner = difference(value, under);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (JSON.stringify(value) !== JSON.stringify(under)) out[key] = value;
  }
  return out;
}

/**
 * A site space's overrides: what it shows that its site does not; its title only when it is not the title of
 * the space it publishes. Undefined when it overrides nothing.
 */
export function siteSpaceOverride(shown: SiteCustomization, site: SiteCustomization, spaceTitle: string): { customization: Record<string, unknown>; customizationUpdatedAt?: string } | undefined {
  const { updatedAt, title, ...settings } = shown as SiteCustomization & { updatedAt?: string };
  const { updatedAt: _siteUpdatedAt, title: _siteTitle, ...siteSettings } = site as SiteCustomization & { updatedAt?: string };
  const customization = difference(settings, siteSettings);
  if (title !== undefined && title !== spaceTitle) customization.title = title;
  if (Object.keys(customization).length === 0 && updatedAt === undefined) return undefined;
  return { customization, ...(updatedAt === undefined ? {} : { customizationUpdatedAt: updatedAt }) };
}
