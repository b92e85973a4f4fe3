/**
 * A site's customization and each site space's override of it: read complete (every setting, defaults for
 * those never set), replaced whole for the site, changed setting by setting for a site space.
 */
import type { OverrideSiteSpaceCustomizationBody, siteCustomization, UpdateSiteCustomizationBody } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { SiteRecord, SiteSpaceRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { completeCustomization, over, type CustomizationWire } from './customization-defaults.js';
import { isPlainObject } from '../../core/plain-object.js';

export type SiteCustomizationWire = z.input<typeof siteCustomization>;

/** The customization of a site as readers get it: its title (the site's unless set), then every setting. */
export function siteCustomizationOf(site: SiteRecord): CustomizationWire {
  return { title: site.title, ...completeCustomization(site.customization) };
}

/**
 * The customization a site space shows: the site's settings with the site space's overrides on top; its title
 * is the override's, else the title of the space it publishes.
 */
export function siteSpaceCustomizationOf(store: Store, site: SiteRecord, siteSpace: SiteSpaceRecord): CustomizationWire {
  const merged = completeCustomization(over(site.customization, siteSpace.customization ?? {}) as CustomizationWire);
  const title = siteSpace.customization?.title ?? store.data.spaces.get(siteSpace.spaceId)?.title ?? siteSpace.path;
  return { ...merged, title };
}

/** With `updatedAt` when the settings were ever changed through the API. */
export function withUpdatedAt(settings: CustomizationWire, updatedAt: string | undefined): SiteCustomizationWire {
  return updatedAt === undefined ? settings : { ...settings, updatedAt };
}

/** Replaces the site's settings with `body` (settings left out return to their default). */
export function replaceSiteCustomization(site: SiteRecord, body: UpdateSiteCustomizationBody, now: string): void {
  site.customization = withoutUndefined(body) as CustomizationWire;
  site.customizationUpdatedAt = now;
}

/** Applies an override: members given replace (objects member by member), `null` removes the override. */
export function overrideSiteSpaceCustomization(siteSpace: SiteSpaceRecord, body: OverrideSiteSpaceCustomizationBody, now: string): void {
  siteSpace.customization = patch(siteSpace.customization ?? {}, body) as CustomizationWire;
  siteSpace.customizationUpdatedAt = now;
}

/** Removes every override. @returns whether there was one. */
export function removeSiteSpaceCustomization(siteSpace: SiteSpaceRecord): boolean {
  const had = siteSpace.customization !== undefined && Object.keys(siteSpace.customization).length > 0;
  delete siteSpace.customization;
  delete siteSpace.customizationUpdatedAt;
  return had;
}

function patch(current: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null) delete out[key];
    else if (isPlainObject(value) && isPlainObject(out[key])) {
      const merged = patch(out[key], value);
      if (Object.keys(merged).length === 0) delete out[key];
      else out[key] = merged;
    } else out[key] = isPlainObject(value) ? patch({}, value) : structuredClone(value);
  }
  return out;
}

function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined).map(([key, member]) => [key, withoutUndefined(member)]));
}
