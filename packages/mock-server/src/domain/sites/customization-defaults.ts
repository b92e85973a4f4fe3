/**
 * A site's customization as readers get it: what the site set, over the defaults of every setting it left
 * alone. The published service always sends every setting; DocPub stores only what was set, so the profile
 * fills the rest in with these defaults (the look of a site nobody has customized).
 */
import type { customization } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { isPlainObject } from '../../core/plain-object.js';

export type CustomizationWire = z.input<typeof customization>;

const color = (hex: string) => ({ light: hex, dark: hex });
const codeTheme = { light: 'default-light', dark: 'default-dark' };

/** Every setting of a customization, at its default. */
export const DEFAULT_CUSTOMIZATION = {
  styling: {
    theme: 'clean',
    primaryColor: color('#346DDB'),
    infoColor: color('#787878'),
    successColor: color('#00C950'),
    warningColor: color('#FE9A00'),
    dangerColor: color('#FB2C36'),
    corners: 'rounded',
    depth: 'subtle',
    links: 'default',
    font: 'Inter',
    monospaceFont: 'IBMPlexMono',
    codeTheme: { default: codeTheme, openapi: codeTheme },
    background: 'plain',
    icons: 'regular',
    sidebar: { background: 'default', list: 'default' },
    search: 'prominent',
  },
  internationalization: { locale: 'en' },
  favicon: {},
  header: { preset: 'default', links: [] },
  footer: { groups: [] },
  themes: { default: 'system', toggeable: true },
  feedback: { enabled: false },
  ai: { mode: 'none' },
  advancedCustomization: { enabled: false },
  trademark: { enabled: true },
  externalLinks: { target: 'self' },
  pagination: { enabled: true },
  pageActions: { items: [] },
  privacyPolicy: {},
  socialPreview: {},
  socialAccounts: [],
  insights: { trackingCookie: true },
} as const;

/** `set` over `defaults`, object by object; arrays and other values of `set` replace the default whole. */
export function over(defaults: unknown, set: unknown): unknown {
  if (set === undefined) return structuredClone(defaults);
  if (!isPlainObject(defaults) || !isPlainObject(set)) return structuredClone(set);
  const merged: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(defaults), ...Object.keys(set)])) merged[key] = over(defaults[key], set[key]);
  return merged;
}

/** A stored customization completed with the default of every setting it does not set. */
export function completeCustomization(stored: CustomizationWire): CustomizationWire {
  return over(DEFAULT_CUSTOMIZATION, stored) as CustomizationWire;
}
