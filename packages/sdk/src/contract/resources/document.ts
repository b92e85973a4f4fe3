/** How content travels: markdown in requests, a chosen format in responses, and its Git origin. */
import * as z from 'zod';
import { closedEnum, maxText, requiredOr, resource, text } from '../rules.js';

/** The output formats of content that the `format` query parameter selects. */
export const CONTENT_FORMATS = ['markdown', 'document'] as const;

/** Format of content in the answer: `markdown` or `document` (requests accept these only). */
export const contentFormat = closedEnum(CONTENT_FORMATS);
export type ContentFormat = z.infer<typeof contentFormat>;

/**
 * Content in its structured form (`format=document`). The contract does not fix its node shape, so the nodes are
 * kept exactly as the service sent them.
 */
export const structuredDocument = resource({
  /** Always `document`. */
  object: z.string().optional(),
  /** The document's blocks, in order, as the service sends them. */
  nodes: z.array(z.unknown()).optional(),
  /** Settings of the document, e.g. its `schemaVersion`. */
  data: z.record(z.string(), z.unknown()).optional(),
});

/** Comments, replies and review comments: the longest markdown a single message may carry. */
export const MESSAGE_MARKDOWN_MAX = 20_000;

/** A page's markdown: large enough for long reference pages, small enough to bound one request. */
export const PAGE_MARKDOWN_MAX = 1_000_000;

/** A missing object reads "is required", a wrong one "must be an object", like the scalar rules. */
const objectError = requiredOr('must be an object');

/** A request body of the form `{markdown}` for a comment, reply or review: 1 to 20000 characters. */
export const messageMarkdown = z.object(
  {
    /** The message's text, as markdown (1 to 20000 characters). */
    markdown: text(1, MESSAGE_MARKDOWN_MAX),
  },
  { error: objectError },
);
export type MessageMarkdown = z.infer<typeof messageMarkdown>;

/** A page's document in a request, `{markdown}`: may be empty (a blank page), at most 1000000 characters. */
export const pageMarkdown = z.object(
  {
    /** The page's content, as markdown (empty for a blank page; at most 1000000 characters). */
    markdown: maxText(PAGE_MARKDOWN_MAX),
  },
  { error: objectError },
);
export type PageMarkdown = z.infer<typeof pageMarkdown>;

/** A message body in a response: `markdown` by default, other forms (e.g. `document`) kept as sent. */
export const messageBody = resource({
  /** The text as markdown, when asked for in that format (the default). */
  markdown: z.string().optional(),
  /** The text in structured form, with `format=document`. */
  document: structuredDocument.optional(),
});
export type MessageBody = z.infer<typeof messageBody>;

/** Where a piece of content lives in a synchronised Git repository. */
export const gitSource = resource({
  /** Id (hash) of the Git object holding the content. */
  oid: z.string(),
  /** Path of the file in the repository. */
  path: z.string(),
});
export type GitSource = z.infer<typeof gitSource>;
