/**
 * The integrations marketplace: who sees which integration, and the filters of its list.
 *
 * Visibility (the API reference names only `public`): a `public` integration is listed for everyone; an
 * `unlisted` one is readable by name by anyone but listed only for members of its owning organization; a
 * `private` one exists only for members of its owning organization (404 for everyone else).
 */
import { notFound } from '../../core/http-error.js';
import type { IntegrationRecord } from '../../store/org-data-records.js';
import type { Store } from '../../store/store.js';
import type { AccessView } from '../access/roles.js';

/** True when the caller may read the integration by name. */
export function canSeeIntegration(view: AccessView, record: IntegrationRecord): boolean {
  return record.visibility !== 'private' || view.orgRole(record.ownerId) !== null;
}

/** True when the integration appears in the caller's marketplace list. */
export function isListedFor(view: AccessView, record: IntegrationRecord): boolean {
  return record.visibility === 'public' || view.orgRole(record.ownerId) !== null;
}

/** An integration the caller may see. @throws HttpError 404 for an unknown name or a private one of others. */
export function requireVisibleIntegration(store: Store, view: AccessView, name: string): IntegrationRecord {
  const record = store.data.integrations.get(name);
  if (!record || !canSeeIntegration(view, record)) throw notFound(`integration '${name}'`);
  return record;
}

/** True when `search` (case-insensitive) occurs in the integration's name or title. */
export function matchesSearch(record: IntegrationRecord, search: string | undefined): boolean {
  if (search === undefined) return true;
  const needle = search.toLowerCase();
  return record.name.toLowerCase().includes(needle) || record.title.toLowerCase().includes(needle);
}

/** The host part of a URL pattern such as `https://*.figma.com/file/*`, lower-cased, without a port. */
function patternHost(pattern: string): string {
  const withoutScheme = pattern.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  return (withoutScheme.split(/[/?#]/, 1)[0] ?? '').replace(/:\d+$/, '').toLowerCase();
}

/**
 * True when one of the integration's blocks unfurls URLs of `domain`: a pattern's host is the domain or one
 * of its subdomains (`www.youtube.com` for `youtube.com`), and a `*.` pattern covers the domain and every
 * subdomain of its base.
 */
export function unfurlsDomain(record: IntegrationRecord, domain: string): boolean {
  const wanted = domain.toLowerCase();
  return record.blocks.some((block) =>
    (block.urlUnfurl ?? []).some((pattern) => {
      const host = patternHost(pattern);
      if (host.startsWith('*.')) {
        const base = host.slice(2);
        return wanted === base || wanted.endsWith(`.${base}`);
      }
      return host === wanted || host.endsWith(`.${wanted}`);
    }),
  );
}

/** The filters of `GET /integrations`, as the query schema yields them. */
export interface IntegrationFilters {
  search?: string | undefined;
  category?: string | undefined;
  blockDomain?: string | undefined;
  blocks?: boolean | undefined;
  contentSources?: boolean | undefined;
  owner?: string | undefined;
}

/** True when the integration passes every filter given (absent filters pass everything). */
export function matchesFilters(record: IntegrationRecord, filters: IntegrationFilters): boolean {
  const has = (wanted: boolean | undefined, count: number) => wanted === undefined || wanted === count > 0;
  return (
    matchesSearch(record, filters.search) &&
    (filters.category === undefined || record.categories.includes(filters.category)) &&
    (filters.blockDomain === undefined || unfurlsDomain(record, filters.blockDomain)) &&
    has(filters.blocks, record.blocks.length) &&
    has(filters.contentSources, record.contentSources.length) &&
    (filters.owner === undefined || record.ownerId === filters.owner)
  );
}
