/**
 * How a site space's customization shows (docs/published-sites.md, "Customization"): its styling as attributes
 * on `<html>` and CSS variables, its themes, its language. Only values DocPub knows reach the page: colours are
 * `#rgb`/`#rrggbb` or dropped, enumerations are read against their known members (anything else is the
 * default), fonts are mapped to local font stacks of DocPub's own (the CSP loads no font), so nothing an owner
 * typed is ever written into CSS or an attribute as it is.
 */
import {
  CUSTOMIZATION_CORNERS,
  CUSTOMIZATION_LINKS,
  CUSTOMIZATION_LOCALES,
  CUSTOMIZATION_THEMES,
} from '@docpub/sdk/contract';
import type { CustomizationWire } from '../domain/sites/customization-defaults.js';

/** The colour scheme shown first: `system` follows the reader's device (`prefers-color-scheme`). */
export type ThemeDefault = 'light' | 'dark' | 'system';

/** The customization's look, made safe to write into the page. */
export interface SiteLook {
  /** `<html lang>`: a known locale, else `en`. */
  lang: string;
  /** `data-*` attributes of `<html>`, by name; every value is one of a closed set. */
  attributes: Record<string, string>;
  /** CSS custom properties (`--primary-light: #3366ff`), every value a validated colour or a stack of DocPub's. */
  variables: Record<string, string>;
  themeDefault: ThemeDefault;
  /** Readers may switch between light and dark (the no-script switch is shown). */
  toggeable: boolean;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** A colour as the contract allows it (`#rgb`, `#rrggbb`), or undefined. */
export function safeColor(value: unknown): string | undefined {
  return typeof value === 'string' && HEX_COLOR.test(value) ? value : undefined;
}

/** `value` when it is one of `known`, else `fallback`. */
function oneOf<T extends string>(value: unknown, known: readonly T[], fallback: T): T {
  return known.includes(value as T) ? (value as T) : fallback;
}

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF = 'Georgia, "Times New Roman", serif';
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** The font of each known name: the font itself when the reader has it installed, then a local stack. */
const FONT_STACKS: Readonly<Record<string, string>> = {
  Inter: `Inter, ${SANS}`,
  ABCFavorit: `"ABC Favorit", ${SANS}`,
  Roboto: `Roboto, ${SANS}`,
  OpenSans: `"Open Sans", ${SANS}`,
  SourceSansPro: `"Source Sans Pro", "Source Sans 3", ${SANS}`,
  Lato: `Lato, ${SANS}`,
  Ubuntu: `Ubuntu, ${SANS}`,
  Raleway: `Raleway, ${SANS}`,
  Overpass: `Overpass, ${SANS}`,
  NotoSans: `"Noto Sans", ${SANS}`,
  Poppins: `Poppins, ${SANS}`,
  FiraSans: `"Fira Sans", ${SANS}`,
  RobotoSlab: `"Roboto Slab", ${SERIF}`,
  Merriweather: `Merriweather, ${SERIF}`,
  IBMPlexSerif: `"IBM Plex Serif", ${SERIF}`,
};

const MONOSPACE_STACKS: Readonly<Record<string, string>> = {
  IBMPlexMono: `"IBM Plex Mono", ${MONO}`,
  FiraCode: `"Fira Code", ${MONO}`,
  JetBrainsMono: `"JetBrains Mono", ${MONO}`,
  SourceCodePro: `"Source Code Pro", ${MONO}`,
  RobotoMono: `"Roboto Mono", ${MONO}`,
};

/** A font's stack by its name; a custom font definition or an unknown name gets the default stack. */
function stackOf(stacks: Readonly<Record<string, string>>, name: unknown, fallback: string): string {
  return typeof name === 'string' && Object.hasOwn(stacks, name) ? stacks[name]! : fallback;
}

/** The light and dark variables of a themed colour that is valid, named `--<name>-light` and `--<name>-dark`. */
function themedColor(name: string, value: { light?: unknown; dark?: unknown } | undefined): Record<string, string> {
  const light = safeColor(value?.light);
  const dark = safeColor(value?.dark) ?? light;
  return { ...(light === undefined ? {} : { [`--${name}-light`]: light }), ...(dark === undefined ? {} : { [`--${name}-dark`]: dark }) };
}

/** The look of a customization (a site's, or a site space's with its overrides). */
export function siteLook(customization: CustomizationWire): SiteLook {
  const styling = customization.styling ?? {};
  const themes = customization.themes ?? {};
  const locale = customization.internationalization?.locale;
  return {
    lang: oneOf(locale, CUSTOMIZATION_LOCALES, 'en'),
    attributes: {
      'data-style': oneOf(styling.theme, CUSTOMIZATION_THEMES, 'clean'),
      'data-corners': oneOf(styling.corners, CUSTOMIZATION_CORNERS, 'rounded'),
      'data-links': oneOf(styling.links, CUSTOMIZATION_LINKS, 'default'),
      'data-depth': oneOf(styling.depth, ['subtle', 'flat'] as const, 'subtle'),
      'data-sidebar-background': oneOf(styling.sidebar?.background, ['default', 'filled'] as const, 'default'),
      'data-sidebar-list': oneOf(styling.sidebar?.list, ['default', 'pill', 'line'] as const, 'default'),
      ...(safeColor(styling.tint?.color?.light) === undefined ? {} : { 'data-tint': 'on' }),
    },
    variables: {
      ...themedColor('primary', styling.primaryColor),
      ...themedColor('info', styling.infoColor),
      ...themedColor('success', styling.successColor),
      ...themedColor('warning', styling.warningColor),
      ...themedColor('danger', styling.dangerColor),
      ...themedColor('tint', styling.tint?.color),
      '--font': stackOf(FONT_STACKS, styling.font, FONT_STACKS.Inter!),
      '--font-mono': stackOf(MONOSPACE_STACKS, styling.monospaceFont, MONO),
    },
    themeDefault: oneOf(themes.default, ['light', 'dark', 'system'] as const, 'system'),
    toggeable: themes.toggeable !== false,
  };
}
