/** A page of a revision: a tree, each page holding its children under `pages`. */
import * as z from 'zod';
import { href, openEnum, resource, str, timestamp } from '../rules.js';
import { contentRef } from './content-ref.js';
import { gitSource, structuredDocument } from './document.js';

export const PAGE_TYPES = ['document', 'group', 'link', 'computed'] as const;
export const COVER_SIZES = ['hero', 'full'] as const;

/** How a page is laid out when published. */
export const pageLayout = resource({
  /** Whether the cover image is shown. */
  cover: z.boolean().optional(),
  /** Whether the title is shown. */
  title: z.boolean().optional(),
  /** Whether the description is shown under the title. */
  description: z.boolean().optional(),
  /** Whether the site's table of contents is shown beside the page. */
  tableOfContents: z.boolean().optional(),
  /** Whether the outline of the page's headings is shown. */
  outline: z.boolean().optional(),
  /** Whether links to the previous and next pages are shown at the bottom. */
  pagination: z.boolean().optional(),
  /** How large the cover is drawn: `hero` or `full` (full width). */
  coverSize: openEnum(COVER_SIZES).optional(),
  // Layout options the published service also sends; the API reference does not show them. Known, so that a
  // report can tell them from fields nobody knows.
  /** How wide the page is drawn: `default` or `wide`. */
  width: openEnum(['default', 'wide']).optional(),
  /** The mask drawn over the cover image: `none` or `radial`. */
  coverMask: openEnum(['none', 'radial']).optional(),
  /** Whether the page's metadata (last change, authors) is shown. */
  metadata: z.boolean().optional(),
  /** Whether the page's tags are shown. */
  tags: z.boolean().optional(),
  /** Whether the page's actions are shown to readers. */
  actions: z.boolean().optional(),
  /** Whether headings show their anchor links. */
  anchors: z.boolean().optional(),
});

/** A page's cover image: a file of the revision or an image address, and its vertical offset. */
export const pageCover = resource({
  /** The image: a file of the revision (kind `file`) or an address (kind `url`). */
  ref: contentRef,
  /** The image shown in dark mode, when it differs. */
  refDark: contentRef.optional(),
  /** Vertical offset of the image within the cover area. */
  yPos: z.number().optional(),
  /** Height of the cover in pixels. */
  height: z.number().optional(),
});

/** How a computed page is produced, e.g. from an OpenAPI spec (`builtin:openapi`). */
export const pageComputation = resource({
  /** What produces the content, e.g. `builtin:openapi` for pages made from an OpenAPI spec. */
  type: z.string(),
  /** What the content is computed from. */
  dependencies: resource({
    /** The OpenAPI spec the pages are made from. */
    spec: resource({
      /** Reference to the spec. */
      ref: resource({
        /** Always `openapi`. */
        kind: z.literal('openapi'),
        /** The spec's slug in the organization. */
        spec: z.string(),
      }),
    }).optional(),
  }).optional(),
  /** Settings passed to the computation. */
  props: resource({
    /** Which part of the source this page shows, e.g. `info` for an OpenAPI spec's introduction. */
    doc: z.string().optional(),
    /** Which page of that part it shows, e.g. one tag's operations. */
    page: z.string().optional(),
    /** For a computed revision made from a spec: whether its models get a page. */
    models: z.boolean().optional(),
  }).optional(),
});

/** A page of a revision, with its sub-pages nested under `pages`. */
export const page = resource({
  /** Unique id of the page within its revision. */
  id: str(),
  /** The page's title, shown in the navigation and at the top of the page. */
  title: str(),
  /** `document` (content), `group` (a heading for its sub-pages), `link` (to a URL or page) or `computed`. */
  type: openEnum(PAGE_TYPES),
  /** Slug within the direct parent page. */
  slug: z.string().optional(),
  /** Full path in the revision: the ancestors' slugs and this one's, joined with `/`. */
  path: z.string().optional(),
  /** The emoji shown next to the title, if one is set. */
  emoji: z.string().optional(),
  /** The icon shown next to the title, if one is set. */
  icon: z.string().optional(),
  /** Short summary shown under the title and used in search results. */
  description: z.string().optional(),
  /** When the page was first created; absent until the page has been edited once. */
  createdAt: timestamp().optional(),
  /** When the page was last edited; absent until the page has been edited once. */
  updatedAt: timestamp().optional(),
  /** The content as markdown (the default `format`). */
  markdown: z.string().optional(),
  /** The content in structured form, with `format=document`. */
  document: structuredDocument.optional(),
  /** Id of the document that holds the page's content. */
  documentId: z.string().optional(),
  /** Where the page can be found. */
  urls: resource({
    /** Address of the page in the web app. */
    app: href(),
  }).optional(),
  /** Where the page lives in the synced Git repository, if the space is synced. */
  git: gitSource.optional(),
  /** Which parts of the page are shown when it is published. */
  layout: pageLayout.optional(),
  /** The cover image shown at the top of the page, if any. */
  cover: pageCover.optional(),
  /** When true, the page is left out of the navigation but can still be opened by its address. */
  hidden: z.boolean().optional(),
  /** When true, the page is left out of the site's search and AI answers. */
  noIndex: z.boolean().optional(),
  /** When true, search engines are asked not to index the page. */
  noRobotsIndex: z.boolean().optional(),
  /** For a `computed` page: how its content is produced. */
  computed: pageComputation.optional(),
  /** For a computed page: the seed its id is made from, so the id stays the same from read to read. */
  computedSeed: z.string().optional(),
  // Fields the published service also sends; the API reference does not show them. Known, so that a report
  // can tell them from fields nobody knows; kept as sent.
  /** Kind of page as the service sends it besides `type`. */
  kind: z.string().optional(),
  /** Shorter title used in the table of contents and in mentions, instead of `title`. */
  linkTitle: z.string().optional(),
  /** Rule deciding which visitors see the page (adaptive content), when one is set. */
  condition: z.unknown().optional(),
  /** Where a `link` page points, as a structured reference. */
  target: z.unknown().optional(),
  /** Tags added to the page. */
  tags: z.array(z.unknown()).optional(),
  /** Where a `link` page points (a URL or a page path). */
  href: z.string().optional(),
  // A getter lets the schema refer to itself: zod 4's way to describe a tree.
  /** The page's sub-pages, in order. */
  get pages() {
    return z.array(page).optional();
  },
});
export type Page = z.infer<typeof page>;

/** `{pages}`: the page tree of a revision. */
export const pageTree = resource({ pages: z.array(page) });
export type PageTree = z.infer<typeof pageTree>;
