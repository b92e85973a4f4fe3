/**
 * Page settings a content edit may set along with a page's title, slug and document: how the page is shown
 * (emoji, icon, description, layout, cover) and who finds it (hidden from navigation, kept out of search or
 * of search engines). The API reference lists these as fields of a Page; the names and meanings of the
 * request members follow the published service's page edits.
 */
import * as z from 'zod';
import { bool, closedEnum, maxText, requiredOr, str } from '../rules.js';
import { COVER_SIZES } from './page.js';

/** Longest page description (the published service's limit on a page's description). */
export const PAGE_DESCRIPTION_MAX = 300;
/** Longest emoji or icon name (icon names follow the API reference's `icon` limit of 50). */
export const PAGE_ICON_MAX = 50;

/** Names unknown members (so a typo is refused by name), a missing object, or a value that is not one. */
const objectError = (issue: { code?: string; input?: unknown; keys?: readonly string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `has unknown member${issue.keys?.length === 1 ? '' : 's'} ${(issue.keys ?? []).map((key) => `'${key}'`).join(', ')}`
    : requiredOr('must be an object')(issue);

/** Layout options to change; the options left out keep their current value. */
export const pageLayoutInput = z.strictObject(
  {
    /** Whether the cover image is shown. */
    cover: bool().optional(),
    /** Whether the title is shown. */
    title: bool().optional(),
    /** Whether the description is shown under the title. */
    description: bool().optional(),
    /** Whether the site's table of contents is shown beside the page. */
    tableOfContents: bool().optional(),
    /** Whether the outline of the page's headings is shown. */
    outline: bool().optional(),
    /** Whether links to the previous and next pages are shown at the bottom. */
    pagination: bool().optional(),
    /** How large the cover is drawn: `hero` or `full` (full width). */
    coverSize: closedEnum(COVER_SIZES).optional(),
  },
  { error: objectError },
);

/** A cover image: a file of the page's revision, and how far down the image is shown (0 to 100). */
export const pageCoverInput = z.strictObject(
  {
    /** The image file used as the cover. */
    ref: z.strictObject(
      {
        /** Always `file`: the cover is a file of the revision. */
        kind: z.literal('file', { error: 'must be file' }),
        /** Id of the file in the revision. */
        file: str(),
      },
      { error: objectError },
    ),
    /** How far down the image is shown in the cover area, 0 to 100. */
    yPos: z
      .number({ error: requiredOr('must be a number') })
      .min(0, { error: 'must be 0 to 100' })
      .max(100, { error: 'must be 0 to 100' })
      .optional(),
  },
  { error: objectError },
);

/**
 * The page settings of `insert_page` and `update_page`. An empty `emoji` or `icon` removes it; `cover: null`
 * removes the cover.
 */
export const pageSettingsInput = {
  /** The emoji shown next to the title; an empty string removes it. */
  emoji: maxText(PAGE_ICON_MAX).optional(),
  /** Name of the icon shown next to the title; an empty string removes it. */
  icon: maxText(PAGE_ICON_MAX).optional(),
  /** Short summary shown under the title (at most 300 characters). */
  description: maxText(PAGE_DESCRIPTION_MAX).optional(),
  /** Left out of the published site's navigation, still readable at its path. */
  hidden: bool().optional(),
  /** Left out of the published site's search and answers. */
  noIndex: bool().optional(),
  /** Marked for search engines not to index. */
  noRobotsIndex: bool().optional(),
  /** Which parts of the page are shown; options left out keep their value. */
  layout: pageLayoutInput.optional(),
  /** The cover image; `null` removes it. */
  cover: pageCoverInput.nullable().optional(),
};
export type PageSettingsInput = z.input<z.ZodObject<typeof pageSettingsInput>>;
