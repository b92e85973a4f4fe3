/**
 * Publishing an integration: the first publication of a name creates it (version 1) for the organization
 * named in the body; each later one, by an admin of that same organization, replaces its manifest and
 * bumps `version`.
 */
import type { publishIntegrationBody } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { badRequest, conflict } from '../../core/http-error.js';
import { nextSeq } from '../../store/ids.js';
import type { IntegrationConfigurationRecord, IntegrationRecord } from '../../store/org-data-records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';

/** A publish body, as the contract's schema yields it. */
export type PublishBody = z.output<typeof publishIntegrationBody>;

/** Who sees a newly created integration when the body names no visibility: its own organization only. */
export const DEFAULT_VISIBILITY = 'private';

/**
 * The id of the organization a publish body names, by id or by its subdomain (hostname, case-insensitive).
 * An unknown value comes back as given, so that authorizing it answers 404 like any unknown organization.
 */
export function resolvePublisher(store: Store, organization: string): string {
  if (store.data.organizations.has(organization)) return organization;
  const wanted = organization.toLowerCase();
  for (const record of store.data.organizations.values()) {
    if (record.hostname !== undefined && record.hostname.toLowerCase() === wanted) return record.id;
  }
  return organization;
}

function assertUniqueIds(items: readonly { id: string }[] | undefined, field: string): void {
  const seen = new Set<string>();
  items?.forEach((item, index) => {
    if (seen.has(item.id)) throw badRequest(`${field}.${index}.id`, `'${item.id}' is used twice`);
    seen.add(item.id);
  });
}

function assertRequiredDeclared(configuration: IntegrationConfigurationRecord | undefined, field: string): void {
  configuration?.required?.forEach((name, index) => {
    if (configuration.properties?.[name] === undefined) {
      throw badRequest(`${field}.required.${index}`, `'${name}' is not one of the properties`);
    }
  });
}

/**
 * Checks what the body schema cannot: block and content-source ids are unique, and every `required`
 * setting of a configuration is one of its properties. @throws HttpError 400 naming the field.
 */
export function checkPublishBody(body: PublishBody): void {
  assertUniqueIds(body.blocks, 'blocks');
  assertUniqueIds(body.contentSources, 'contentSources');
  for (const level of ['account', 'space', 'site'] as const) {
    assertRequiredDeclared(body.configurations?.[level], `configurations.${level}`);
  }
}

/** @throws HttpError 409 when the name is taken by another organization's integration. */
export function assertPublishable(store: Store, name: string, ownerId: string): void {
  const existing = store.data.integrations.get(name);
  if (existing && existing.ownerId !== ownerId) {
    throw conflict(`the integration name '${name}' belongs to another organization`);
  }
}

/** The manifest fields of a body; optional ones absent from it are cleared, as a publication is whole. */
function manifestOf(body: PublishBody) {
  return {
    title: body.title,
    description: body.description,
    ...(body.summary === undefined ? {} : { summary: body.summary }),
    ...(body.icon === undefined ? {} : { icon: body.icon }),
    previewImages: [...(body.previewImages ?? [])],
    target: body.target ?? 'all',
    scopes: [...new Set(body.scopes)],
    categories: [...new Set(body.categories ?? [])],
    blocks: structuredClone(body.blocks ?? []),
    contentSources: structuredClone(body.contentSources ?? []),
    ...(body.configurations === undefined ? {} : { configurations: structuredClone(body.configurations) }),
    externalLinks: structuredClone(body.externalLinks ?? []),
    script: body.script,
    secrets: { ...(body.secrets ?? {}) },
    ...(body.contentSecurityPolicy === undefined ? {} : { contentSecurityPolicy: body.contentSecurityPolicy }),
  };
}

/**
 * Publishes `body` as integration `name` of organization `ownerId`; the caller has authorized the owner and
 * run {@link checkPublishBody} and {@link assertPublishable}. A later publication without `visibility` keeps
 * the current one (it is a marketplace setting more than part of the manifest); `verified` is kept too.
 */
export function publishIntegration(
  store: Store,
  clock: Clock,
  name: string,
  ownerId: string,
  body: PublishBody,
): { record: IntegrationRecord; created: boolean } {
  const now = isoNow(clock);
  const existing = store.data.integrations.get(name);
  const record: IntegrationRecord = {
    name,
    ownerId,
    ...manifestOf(body),
    version: (existing?.version ?? 0) + 1,
    visibility: body.visibility ?? existing?.visibility ?? DEFAULT_VISIBILITY,
    verified: existing?.verified ?? false,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    // The marketplace lists by creation, so a new version keeps its place.
    seq: existing?.seq ?? nextSeq(store),
  };
  store.data.integrations.set(name, record);
  return { record, created: existing === undefined };
}
