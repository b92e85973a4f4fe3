/**
 * How a published site looks and behaves. Every field is optional: the service sends only what was customized,
 * and unknown fields are kept so settings added later survive a round trip.
 */
import * as z from 'zod';
import { href, openEnum, resource } from '../rules.js';

// Known members of the styling enumerations follow the published service's customization settings; the API
// reference names none.
/** Known color themes of a published site. */
export const CUSTOMIZATION_THEMES = ['clean', 'muted', 'bold', 'gradient'] as const;
/** Known corner styles. */
export const CUSTOMIZATION_CORNERS = ['straight', 'rounded', 'circular'] as const;
/** Known link styles. */
export const CUSTOMIZATION_LINKS = ['default', 'accent'] as const;
/** Known icon styles. */
export const CUSTOMIZATION_ICONS = ['regular', 'solid', 'duotone', 'light', 'thin'] as const;
/** Known search-bar styles. */
export const CUSTOMIZATION_SEARCH = ['subtle', 'prominent'] as const;
/** Some known fonts. */
export const CUSTOMIZATION_FONTS = ['Inter', 'ABCFavorit', 'Roboto', 'OpenSans', 'Lato', 'Poppins'] as const;
/** Light and dark mode. */
export const COLOR_SCHEMES = ['light', 'dark'] as const;

/** A value with a light-mode and a dark-mode variant (colors, logos, icons). */
export const themedValue = resource({ light: z.string().optional(), dark: z.string().optional() });

/** A feature that is simply on or off. */
const toggle = resource({ enabled: z.boolean().optional() });

/** Where a header, footer or announcement link points. */
export const customizationLinkTarget = resource({
  kind: openEnum(['file', 'url', 'page']),
  /** File id, with kind `file`. */
  file: z.string().optional(),
});

/** A titled link in a header, footer or announcement. */
export const customizationLink = resource({ title: z.string().optional(), to: customizationLinkTarget.optional() });

/** Look of a published site: theme, fonts, colors, sidebar. */
export const customizationStyling = resource({
  theme: openEnum(CUSTOMIZATION_THEMES).optional(),
  corners: openEnum(CUSTOMIZATION_CORNERS).optional(),
  links: openEnum(CUSTOMIZATION_LINKS).optional(),
  /** A known font by name, or (as the published service also sends) a custom font definition. */
  font: z.union([openEnum(CUSTOMIZATION_FONTS), z.record(z.string(), z.unknown())]).optional(),
  icons: openEnum(CUSTOMIZATION_ICONS).optional(),
  search: openEnum(CUSTOMIZATION_SEARCH).optional(),
  primaryColor: themedValue.optional(),
  infoColor: themedValue.optional(),
  successColor: themedValue.optional(),
  warningColor: themedValue.optional(),
  dangerColor: themedValue.optional(),
  tint: resource({ color: themedValue.optional() }).optional(),
  sidebar: resource({
    background: openEnum(['default', 'filled']).optional(),
    list: openEnum(['default', 'pill', 'line']).optional(),
  }).optional(),
  // Settings the published service also sends; the API reference does not show them.
  depth: openEnum(['subtle', 'flat']).optional(),
  monospaceFont: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  codeTheme: resource({ default: themedValue.optional(), openapi: themedValue.optional() }).optional(),
  background: z.string().optional(),
});

/** A published site's header: logo and navigation links. */
export const customizationHeader = resource({
  /** The published service's legacy header preset. */
  preset: z.string().optional(),
  logo: themedValue.optional(),
  links: z
    .array(
      resource({
        title: z.string().optional(),
        style: openEnum(['link', 'button-primary', 'button-secondary']).optional(),
        to: customizationLinkTarget.optional(),
        links: z.array(customizationLink).optional(),
      }),
    )
    .optional(),
});

/** A published site's footer: logo, link groups, copyright. */
export const customizationFooter = resource({
  logo: themedValue.optional(),
  groups: z
    .array(resource({ title: z.string().optional(), links: z.array(customizationLink).optional() }))
    .optional(),
  copyright: z.string().optional(),
});

/** Site-wide or per-site-space customization of a published site. */
export const customization = resource({
  title: z.string().optional(),
  styling: customizationStyling.optional(),
  internationalization: resource({ locale: z.string().optional() }).optional(),
  favicon: resource({ icon: themedValue.optional() }).optional(),
  header: customizationHeader.optional(),
  footer: customizationFooter.optional(),
  announcement: resource({
    enabled: z.boolean().optional(),
    message: z.string().optional(),
    link: customizationLink.optional(),
    style: openEnum(['info', 'warning', 'danger', 'success']).optional(),
  }).optional(),
  themes: resource({ default: openEnum(COLOR_SCHEMES).optional(), toggeable: z.boolean().optional() }).optional(),
  pdf: toggle.optional(),
  feedback: toggle.optional(),
  aiSearch: toggle.optional(),
  advancedCustomization: toggle.optional(),
  pagination: toggle.optional(),
  trademark: toggle.optional(),
  ai: resource({ pageLinkSummaries: toggle.optional(), mode: openEnum(['none', 'search', 'assistant']).optional() }).optional(),
  // Settings the published service also sends; the API reference does not show them.
  externalLinks: resource({ target: openEnum(['self', 'blank']).optional() }).optional(),
  pageActions: resource({ items: z.array(z.unknown()).optional() }).optional(),
  socialAccounts: z.array(z.unknown()).optional(),
  git: resource({ showEditLink: z.boolean().optional() }).optional(),
  privacyPolicy: resource({ url: href().optional() }).optional(),
  socialPreview: resource({ url: href().optional() }).optional(),
  insights: resource({ trackingCookie: z.boolean().optional() }).optional(),
});
export type Customization = z.infer<typeof customization>;
