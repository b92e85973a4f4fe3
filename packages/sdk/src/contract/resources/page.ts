/** A page of a revision: a tree, each page holding its children under `pages`. */
import * as z from 'zod';
import { href, openEnum, resource, str, timestamp } from '../rules.js';
import { gitSource, structuredDocument } from './document.js';

export const PAGE_TYPES = ['document', 'group', 'link', 'computed'] as const;
export const COVER_SIZES = ['hero', 'full'] as const;

/** How a page is laid out when published. */
export const pageLayout = resource({
  cover: z.boolean().optional(),
  title: z.boolean().optional(),
  description: z.boolean().optional(),
  tableOfContents: z.boolean().optional(),
  outline: z.boolean().optional(),
  pagination: z.boolean().optional(),
  coverSize: openEnum(COVER_SIZES).optional(),
});

/** A page's cover image: a file of the revision and its vertical offset. */
export const pageCover = resource({
  ref: resource({ kind: z.literal('file'), file: z.string() }),
  yPos: z.number().optional(),
});

/** How a computed page is produced, e.g. from an OpenAPI spec (`builtin:openapi`). */
export const pageComputation = resource({
  type: z.string(),
  dependencies: resource({
    spec: resource({ ref: resource({ kind: z.literal('openapi'), spec: z.string() }) }).optional(),
  }).optional(),
  props: resource({ doc: z.string().optional() }).optional(),
});

/** A page of a revision, with its sub-pages nested under `pages`. */
export const page = resource({
  id: str(),
  title: str(),
  type: openEnum(PAGE_TYPES),
  /** Slug within the direct parent page. */
  slug: z.string().optional(),
  /** Full path in the revision: the ancestors' slugs and this one's, joined with `/`. */
  path: z.string().optional(),
  emoji: z.string().optional(),
  icon: z.string().optional(),
  description: z.string().optional(),
  createdAt: timestamp().optional(),
  updatedAt: timestamp().optional(),
  /** The content as markdown (the default `format`). */
  markdown: z.string().optional(),
  /** The content in structured form, with `format=document`. */
  document: structuredDocument.optional(),
  documentId: z.string().optional(),
  urls: resource({ app: href() }).optional(),
  git: gitSource.optional(),
  layout: pageLayout.optional(),
  cover: pageCover.optional(),
  hidden: z.boolean().optional(),
  noIndex: z.boolean().optional(),
  noRobotsIndex: z.boolean().optional(),
  computed: pageComputation.optional(),
  computedSeed: z.string().optional(),
  // Fields the published service also sends; the API reference does not show them. Known, so that a report
  // can tell them from fields nobody knows; kept as sent.
  kind: z.string().optional(),
  linkTitle: z.string().optional(),
  condition: z.unknown().optional(),
  target: z.unknown().optional(),
  tags: z.array(z.unknown()).optional(),
  /** Where a `link` page points (a URL or a page path). */
  href: z.string().optional(),
  // A getter lets the schema refer to itself: zod 4's way to describe a tree.
  get pages() {
    return z.array(page).optional();
  },
});
export type Page = z.infer<typeof page>;

/** `{pages}`: the page tree of a revision. */
export const pageTree = resource({ pages: z.array(page) });
export type PageTree = z.infer<typeof pageTree>;
