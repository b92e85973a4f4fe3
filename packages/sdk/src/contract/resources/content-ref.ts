/**
 * A reference to content, as the service writes it wherever something points at content: a header or footer
 * link, a page's cover image. The reference names its `kind`, and the field of that kind holds the target's id
 * (or, for `url`, the address). A file, page, anchor, tag or reusable content may name the `space` it lives in;
 * without one it is in the current space.
 */
import * as z from 'zod';
import { openEnum, resource } from '../rules.js';

/** The kinds of content a reference points at (the list is open: a kind added later is read as it comes). */
export const CONTENT_REF_KINDS = [
  'file',
  'url',
  'page',
  'anchor',
  'user',
  'collection',
  'space',
  'reusable-content',
  'tag',
  'openapi',
] as const;

/** What a reference points at: its `kind` and the field named by it. */
export const contentRef = resource({
  /**
   * What is referenced: `file`, `url`, `page`, `anchor` (a heading of a page), `user`, `collection`, `space`,
   * `reusable-content`, `tag` or `openapi` (a spec).
   */
  kind: openEnum(CONTENT_REF_KINDS),
  /** With kind `file`: the file's id. */
  file: z.string().optional(),
  /** With kind `url`: the address. */
  url: z.string().optional(),
  /** With kind `page`: the page's id; with kind `anchor`: the page the anchor is in (the current one when absent). */
  page: z.string().optional(),
  /** With kind `anchor`: the anchor's id within the page. */
  anchor: z.string().optional(),
  /** With kind `user`: the user's id. */
  user: z.string().optional(),
  /** With kind `collection`: the collection's id. */
  collection: z.string().optional(),
  /** With kind `space`: the space's id; with a file, page, anchor, tag or reusable content: the space it is in. */
  space: z.string().optional(),
  /** With kind `reusable-content`: the reusable content's id. */
  reusableContent: z.string().optional(),
  /** With kind `tag`: the tag's slug. */
  tag: z.string().optional(),
  /** With kind `openapi`: the spec's slug. */
  spec: z.string().optional(),
});
export type ContentRef = z.infer<typeof contentRef>;
