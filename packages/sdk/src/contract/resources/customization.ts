/**
 * How a published site looks and behaves. Every field is optional: the service sends only what was customized,
 * and unknown fields are kept so settings added later survive a round trip.
 */
import * as z from 'zod';
import { href, openEnum, resource } from '../rules.js';
import { contentRef } from './content-ref.js';

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
export const themedValue = resource({
  /** The value in light mode. */
  light: z.string().optional(),
  /** The value in dark mode. */
  dark: z.string().optional(),
});

/** A feature that is simply on or off. */
const toggle = resource({
  /** Whether the feature is on. */
  enabled: z.boolean().optional(),
});

/** A titled link in a header, footer or announcement. */
export const customizationLink = resource({
  /** The link's text. */
  title: z.string().optional(),
  /** Where the link points. */
  to: contentRef.optional(),
});

/** Look of a published site: theme, fonts, colors, sidebar. */
export const customizationStyling = resource({
  /** Color theme: `clean`, `muted`, `bold` or `gradient`. */
  theme: openEnum(CUSTOMIZATION_THEMES).optional(),
  /** Corner style: `straight`, `rounded` or `circular`. */
  corners: openEnum(CUSTOMIZATION_CORNERS).optional(),
  /** Link style: `default` or `accent` (in the primary color). */
  links: openEnum(CUSTOMIZATION_LINKS).optional(),
  /** Font of the text: a known font by name, or a custom font definition. */
  font: z.union([openEnum(CUSTOMIZATION_FONTS), z.record(z.string(), z.unknown())]).optional(),
  /** Icon style, e.g. `regular`, `solid` or `duotone`. */
  icons: openEnum(CUSTOMIZATION_ICONS).optional(),
  /** Search bar style: `subtle` or `prominent`. */
  search: openEnum(CUSTOMIZATION_SEARCH).optional(),
  /** The main brand color, for light and dark mode (`#rrggbb`). */
  primaryColor: themedValue.optional(),
  /** Color of information hints, for light and dark mode. */
  infoColor: themedValue.optional(),
  /** Color of success hints, for light and dark mode. */
  successColor: themedValue.optional(),
  /** Color of warning hints, for light and dark mode. */
  warningColor: themedValue.optional(),
  /** Color of danger hints, for light and dark mode. */
  dangerColor: themedValue.optional(),
  /** A color that tints the site's background. */
  tint: resource({
    /** The tint color in light and dark mode. */
    color: themedValue.optional(),
  }).optional(),
  /** Look of the navigation sidebar. */
  sidebar: resource({
    /** Sidebar background: `default` or `filled`. */
    background: openEnum(['default', 'filled']).optional(),
    /** Style of the sidebar's list of pages: `default`, `pill` or `line`. */
    list: openEnum(['default', 'pill', 'line']).optional(),
  }).optional(),
  // Settings the published service also sends; the API reference does not show them.
  /** Shadows and depth: `subtle` or `flat`. */
  depth: openEnum(['subtle', 'flat']).optional(),
  /** Font of code, by name or as a custom font definition. */
  monospaceFont: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  /** Color themes of code blocks. */
  codeTheme: resource({
    /** Theme of ordinary code blocks, in light and dark mode. */
    default: themedValue.optional(),
    /** Theme of code in OpenAPI blocks, in light and dark mode. */
    openapi: themedValue.optional(),
  }).optional(),
  /** Background style of the site, as the service sends it. */
  background: z.string().optional(),
});

/** A published site's header: logo and navigation links. */
export const customizationHeader = resource({
  /** A legacy header preset, as the service sends it. */
  preset: z.string().optional(),
  /** Addresses of the logo image for light and dark mode; replaces the title. */
  logo: themedValue.optional(),
  /** Navigation links in the header. */
  links: z
    .array(
      resource({
        /** The link's text. */
        title: z.string().optional(),
        /** `link`, `button-primary` or `button-secondary`. */
        style: openEnum(['link', 'button-primary', 'button-secondary']).optional(),
        /** Where the link points; `null` for an entry that only opens its drop-down `links`. */
        to: contentRef.nullable().optional(),
        /** Links of a drop-down menu under this one. */
        links: z.array(customizationLink).optional(),
      }),
    )
    .optional(),
});

/** A published site's footer: logo, link groups, copyright. */
export const customizationFooter = resource({
  /** Addresses of the footer's logo image for light and dark mode. */
  logo: themedValue.optional(),
  /** Groups of links, each under a heading. */
  groups: z
    .array(
      resource({
        /** The group's heading. */
        title: z.string().optional(),
        /** The group's links. */
        links: z.array(customizationLink).optional(),
      }),
    )
    .optional(),
  /** Copyright notice (at most 512 characters). */
  copyright: z.string().optional(),
});

/** Site-wide or per-site-space customization of a published site. */
export const customization = resource({
  /** The site's title as shown in the header and the browser tab. */
  title: z.string().optional(),
  /** Look of the site: theme, colors, fonts, sidebar. */
  styling: customizationStyling.optional(),
  /** Language settings of the site's interface. */
  internationalization: resource({
    /** Language of the site's interface (buttons, labels), e.g. `en` or `fr`. */
    locale: z.string().optional(),
  }).optional(),
  /** The icon browsers show for the site. */
  favicon: resource({
    /** Addresses of the icon image for light and dark mode. */
    icon: themedValue.optional(),
  }).optional(),
  /** The site's header: logo and navigation links. */
  header: customizationHeader.optional(),
  /** The site's footer: logo, link groups and copyright. */
  footer: customizationFooter.optional(),
  /** A banner shown at the top of every page. */
  announcement: resource({
    /** Whether the banner is shown. */
    enabled: z.boolean().optional(),
    /** The banner's text (2 to 128 characters). */
    message: z.string().optional(),
    /** A link shown after the text. */
    link: customizationLink.optional(),
    /** `info`, `warning`, `danger` or `success`. */
    style: openEnum(['info', 'warning', 'danger', 'success']).optional(),
  }).optional(),
  /** Light and dark mode. */
  themes: resource({
    /** The mode shown first: `light` or `dark` (requests also take `system`, following the reader's device). */
    default: openEnum(COLOR_SCHEMES).optional(),
    /** Whether readers may switch between light and dark mode. */
    toggeable: z.boolean().optional(),
  }).optional(),
  /** Whether readers may export pages as PDF. */
  pdf: toggle.optional(),
  /** Whether readers may rate pages. */
  feedback: toggle.optional(),
  /** Whether search gives AI answers. */
  aiSearch: toggle.optional(),
  /** Whether site spaces may show customization of their own. */
  advancedCustomization: toggle.optional(),
  /** Whether pages end with links to the previous and next pages. */
  pagination: toggle.optional(),
  /** Whether the service's own mark is shown on the site. */
  trademark: toggle.optional(),
  /** AI features of the site. */
  ai: resource({
    /** Summaries shown when a reader hovers over a link to another page. */
    pageLinkSummaries: toggle.optional(),
    /** `none`, `search` (AI answers in search) or `assistant` (an AI assistant). */
    mode: openEnum(['none', 'search', 'assistant']).optional(),
  }).optional(),
  // Settings the published service also sends; the API reference does not show them.
  /** How links to other websites open. */
  externalLinks: resource({
    /** `self` (in the same tab) or `blank` (in a new tab). */
    target: openEnum(['self', 'blank']).optional(),
  }).optional(),
  /** Actions offered on each page (e.g. copy or open in an AI tool). */
  pageActions: resource({
    /** The actions, as the service sends them. */
    items: z.array(z.unknown()).optional(),
  }).optional(),
  /** Links to the owner's social media accounts, as the service sends them. */
  socialAccounts: z.array(z.unknown()).optional(),
  /** Settings for a site synced with Git. */
  git: resource({
    /** Whether pages show a link to edit them in the Git repository. */
    showEditLink: z.boolean().optional(),
  }).optional(),
  /** The privacy policy linked from the site. */
  privacyPolicy: resource({
    /** Address of the privacy policy. */
    url: href().optional(),
  }).optional(),
  /** The image shown when a page is shared on social media. */
  socialPreview: resource({
    /** Address of the image. */
    url: href().optional(),
  }).optional(),
  /** Reader analytics. */
  insights: resource({
    /** Whether a cookie is set to tell returning readers apart. */
    trackingCookie: z.boolean().optional(),
  }).optional(),
});
export type Customization = z.infer<typeof customization>;
