/**
 * Request bodies that change how a published site looks: the site's customization (replaced whole by `PUT`)
 * and a site space's override of it (changed setting by setting by `PATCH`, `null` resetting a setting to
 * the site's). The API reference shows the customization's fields; members and limits it leaves open follow
 * the published service's customization settings.
 */
import * as z from 'zod';
import { bool, closedEnum, maxText, requiredOr, str, text, timestamp, url } from '../rules.js';
import {
  COLOR_SCHEMES,
  CUSTOMIZATION_CORNERS,
  CUSTOMIZATION_ICONS,
  CUSTOMIZATION_LINKS,
  CUSTOMIZATION_SEARCH,
  CUSTOMIZATION_THEMES,
  customization,
} from './customization.js';
import { localizedField, unmodelledList, unmodelledObject } from './published-request-fields.js';

/** Fonts a site may name (a custom font is given as a font definition object instead). */
export const CUSTOMIZATION_DEFAULT_FONTS = [
  'ABCFavorit', 'Inter', 'Roboto', 'RobotoSlab', 'OpenSans', 'SourceSansPro', 'Lato', 'Ubuntu', 'Raleway',
  'Merriweather', 'Overpass', 'NotoSans', 'IBMPlexSerif', 'Poppins', 'FiraSans',
] as const;
/** Interface languages of a published site. */
export const CUSTOMIZATION_LOCALES = ['en', 'fr', 'es', 'zh', 'ja', 'de', 'nl', 'no', 'pt-br', 'ru'] as const;
/** Site title limits (as a site's own title). */
export const CUSTOMIZATION_TITLE_MIN = 2;
export const CUSTOMIZATION_TITLE_MAX = 128;

/** Names unknown members (so a typo is refused by name), a missing object, or a value that is not one. */
const objectError = (issue: { code?: string; input?: unknown; keys?: readonly string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `has unknown member${issue.keys?.length === 1 ? '' : 's'} ${(issue.keys ?? []).map((key) => `'${key}'`).join(', ')}`
    : requiredOr('must be an object')(issue);
const obj = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject(shape, { error: objectError });
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: requiredOr('must be an array') }).max(max, { error: `must have at most ${max} items` });

/** `#rgb` or `#rrggbb`. */
const color = () => str().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, { error: 'must be a color such as #346DDB' });
const themedColor = () => obj({ light: color(), dark: color() });
const themedUrl = () => obj({ light: url(), dark: url() });
const toggle = () => obj({ enabled: bool() });
/** Where a header, footer or announcement link points: a URL, a page (of a space) or a file. */
const linkTarget = () =>
  z.discriminatedUnion(
    'kind',
    [
      obj({
        /** What the link points to: `url`, `page` or `file`. */
        kind: z.literal('url'),
        /** The web address. */
        url: url(),
      }),
      obj({
        kind: z.literal('page'),
        /** Id of the page. */
        page: str(),
        /** Id of the space holding the page. */
        space: str().optional(),
      }),
      obj({
        kind: z.literal('file'),
        /** Id of the file. */
        file: str(),
      }),
    ],
    { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a link to a url, page or file') },
  );
const contentLink = () => obj({ title: maxText(64), to: linkTarget() });
const favicon = () =>
  z.union(
    [
      obj({
        /** Addresses of the icon image for light and dark mode. */
        icon: themedUrl(),
      }),
      obj({
        /** An emoji used as the icon. */
        emoji: text(1, 16),
      }),
      obj({}),
    ],
    {
      error: 'must be {icon: {light, dark}}, {emoji} or {}',
    },
  );
const headerLink = () =>
  obj({
    title: maxText(64).optional(),
    style: closedEnum(['link', 'button-primary', 'button-secondary']).optional(),
    to: linkTarget().nullable().optional(),
    links: list(contentLink(), 50).optional(),
  });
const announcement = () =>
  obj({
    enabled: bool().optional(),
    message: text(2, 128).optional(),
    link: contentLink().optional(),
    style: closedEnum(['info', 'warning', 'danger', 'success']).optional(),
  });
const sidebar = () => obj({ background: closedEnum(['default', 'filled']), list: closedEnum(['default', 'pill', 'line']) });
const title = () => text(CUSTOMIZATION_TITLE_MIN, CUSTOMIZATION_TITLE_MAX);

/** The look of a site (colors, corners, fonts…); `orNull` makes each member resettable with `null`. */
function stylingShape<N extends boolean>(nullable: N) {
  const member = <T extends z.ZodType>(schema: T): Setting<N, T> => (nullable ? schema.nullable().optional() : schema.optional()) as Setting<N, T>;
  return {
    theme: member(closedEnum(CUSTOMIZATION_THEMES)),
    primaryColor: member(themedColor()),
    infoColor: member(themedColor()),
    successColor: member(themedColor()),
    warningColor: member(themedColor()),
    dangerColor: member(themedColor()),
    tint: member(obj({ color: themedColor() })),
    corners: member(closedEnum(CUSTOMIZATION_CORNERS)),
    depth: member(closedEnum(['subtle', 'flat'])),
    links: member(closedEnum(CUSTOMIZATION_LINKS)),
    icons: member(closedEnum(CUSTOMIZATION_ICONS)),
    search: member(closedEnum(CUSTOMIZATION_SEARCH)),
    // The sidebar is overridden as a whole and cannot be reset on its own.
    sidebar: sidebar().optional(),
  };
}

/** A setting: optional, and resettable with `null` when `N` is true. */
type Setting<N extends boolean, T extends z.ZodType> = N extends true ? z.ZodOptional<z.ZodNullable<T>> : z.ZodOptional<T>;

/** Body of `PUT .../customization`: the site's whole customization; settings left out take their default. */
export const updateSiteCustomizationBody = obj({
  title: title().optional(),
  styling: obj({
    ...stylingShape(false),
    /** Font of the text, by name, e.g. `Inter`. */
    font: closedEnum(CUSTOMIZATION_DEFAULT_FONTS).optional(),
  }).optional(),
  internationalization: obj({ locale: closedEnum(CUSTOMIZATION_LOCALES) }).optional(),
  favicon: favicon().optional(),
  header: obj({ logo: themedUrl().optional(), links: list(headerLink(), 50).optional() }).optional(),
  footer: obj({ logo: themedUrl().optional(), groups: list(obj({ title: maxText(64), links: list(contentLink(), 50) }), 20), copyright: maxText(512).optional() }).optional(),
  announcement: announcement().optional(),
  themes: obj({ default: closedEnum([...COLOR_SCHEMES, 'system']), toggeable: bool() }).optional(),
  feedback: toggle().optional(),
  advancedCustomization: toggle().optional(),
  pagination: toggle().optional(),
  trademark: toggle().optional(),
  ai: obj({ mode: closedEnum(['none', 'search', 'assistant']).optional(), pageLinkSummaries: toggle().optional() }).optional(),
  // Settings the API reference names that the published service's settings do not.
  pdf: toggle().optional(),
  aiSearch: toggle().optional(),
  git: obj({ showEditLink: bool() }).optional(),
  externalLinks: obj({ target: closedEnum(['self', 'blank']) }).optional(),
  privacyPolicy: obj({ url: url().optional() }).optional(),
  socialPreview: obj({ url: url().optional() }).optional(),
  insights: obj({ trackingCookie: bool() }).optional(),
  // Published fields DocPub accepts and does not keep (published-request-fields.ts).
  /** The title per language. Accepted, not kept. */
  localizedTitle: localizedField(128).optional(),
  /** The actions a published page offers its readers. Accepted, not kept: DocPub models no page actions. */
  pageActions: unmodelledObject().optional(),
  /** The site's social accounts (at most 10). Accepted, not kept. */
  socialAccounts: unmodelledList(10).optional(),
});
export type UpdateSiteCustomizationBody = z.input<typeof updateSiteCustomizationBody>;

const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const nullableToggle = () => obj({ enabled: orNull(bool()) });

/**
 * Body of `PATCH .../site-spaces/{siteSpaceId}/customization`: settings this site space shows instead of the
 * site's. A setting left out keeps its override; `null` (the title, the favicon, or a member of another
 * setting) removes the override, so the site's setting applies again.
 * The settings a site space may override are those of the published service's site-space customization.
 */
export const overrideSiteSpaceCustomizationBody = obj({
  title: orNull(title()),
  /** The title per language; `null` removes them. Accepted, not kept. */
  localizedTitle: orNull(localizedField(128)),
  styling: obj(stylingShape(true)).optional(),
  internationalization: obj({ locale: orNull(closedEnum(CUSTOMIZATION_LOCALES)) }).optional(),
  favicon: orNull(favicon()),
  announcement: announcement().optional(),
  header: obj({ logo: orNull(themedUrl()), links: orNull(list(headerLink(), 50)) }).optional(),
  footer: obj({ logo: orNull(themedUrl()), groups: orNull(list(obj({ title: maxText(64), links: list(contentLink(), 50) }), 20)), copyright: orNull(maxText(512)) }).optional(),
  themes: obj({ default: orNull(closedEnum([...COLOR_SCHEMES, 'system'])), toggeable: orNull(bool()) }).optional(),
  feedback: nullableToggle().optional(),
  pagination: nullableToggle().optional(),
  trademark: nullableToggle().optional(),
  externalLinks: obj({ target: orNull(closedEnum(['self', 'blank'])) }).optional(),
  privacyPolicy: obj({ url: orNull(url()) }).optional(),
  socialPreview: obj({ url: orNull(url()) }).optional(),
});
export type OverrideSiteSpaceCustomizationBody = z.input<typeof overrideSiteSpaceCustomizationBody>;

/** A site's or site space's customization as read: every setting, and when it was last changed. */
export const siteCustomization = customization.extend({ updatedAt: timestamp().optional() });
export type SiteCustomization = z.infer<typeof siteCustomization>;
