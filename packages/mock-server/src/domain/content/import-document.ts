/**
 * What a fetched document becomes in a content import (docs/operations-beyond-the-reference.md, "Importing
 * content"): a page's title and markdown. Pure functions of the text, its media type and its address.
 *
 * - markdown (`text/markdown`, `text/x-markdown`, `text/plain`): the text as it is, titled by its first heading;
 * - HTML (`text/html`, `application/xhtml+xml`): converted to markdown by turndown (headings as `#`, lists, code
 *   blocks fenced, links and images kept as links to their absolute URLs, nothing fetched), without scripts,
 *   styles and page chrome (`nav`, `header`, `footer`, `aside`, forms, frames), titled by its first `<h1>`, else
 *   its `<title>`. Its nesting is bounded first (visitor/html-depth.ts), so no parse or conversion recurses deeper.
 *
 * Without a heading the title is made from the URL's last path segment.
 */
import { PAGE_MARKDOWN_MAX, PAGE_TITLE_MAX } from '@docpub/sdk/contract';
import MarkdownIt from 'markdown-it';
import TurndownService from 'turndown';
import { limitNesting, MAX_HTML_DEPTH } from '../../visitor/html-depth.js';

/** A document read for a page. */
export interface ImportedDocument {
  title: string;
  markdown: string;
}

/** Why a document cannot become a page; the message is safe to answer (no URL in it). */
export class UnreadableDocument extends Error {
  override readonly name = 'UnreadableDocument';
}

/** How DocPub reads a media type: as markdown, as HTML, or not at all. */
export function documentKind(mediaType: string): 'markdown' | 'html' | undefined {
  if (mediaType === 'text/markdown' || mediaType === 'text/x-markdown' || mediaType === 'text/plain') return 'markdown';
  if (mediaType === 'text/html' || mediaType === 'application/xhtml+xml') return 'html';
  return undefined;
}

/** Elements whose content is not the document's: code that runs, styling, and the page's chrome. */
const DROPPED = ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'nav', 'header', 'footer', 'aside', 'form', 'button', 'select', 'svg', 'canvas'];

/** A title in one line, at most the contract's length. */
function titleOf(text: string | undefined): string | undefined {
  const line = text?.replace(/\s+/g, ' ').trim();
  return line ? line.slice(0, PAGE_TITLE_MAX) : undefined;
}

const markdownReader = new MarkdownIt({ html: false });

/** The text of the first heading of `markdown`, markup left out. */
export function firstHeading(markdown: string): string | undefined {
  const tokens = markdownReader.parse(markdown, {});
  const at = tokens.findIndex((token) => token.type === 'heading_open');
  const inline = at < 0 ? undefined : tokens[at + 1];
  const text = inline?.children?.filter((child) => child.type === 'text' || child.type === 'code_inline').map((child) => child.content).join('');
  return titleOf(text);
}

/** `href` made absolute against `base` when it is relative; as written when it cannot be. */
function absolute(href: string, base: string): string {
  return URL.canParse(href, base) ? new URL(href, base).href : href;
}

/** HTML as markdown, with its first `<h1>` and its `<title>`; `base` resolves relative links and images. */
export function htmlToMarkdown(html: string, base: string): { markdown: string; h1?: string; title?: string } {
  const found: { h1?: string; title?: string } = {};
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_' });
  service.remove(DROPPED as TurndownService.Filter);
  service.addRule('title', {
    filter: ['title'],
    replacement: (content) => {
      found.title ??= titleOf(content);
      return '';
    },
  });
  service.addRule('links', {
    filter: (node) => node.nodeName === 'A' && node.getAttribute('href') !== null,
    replacement: (content, node) => {
      const href = absolute((node as HTMLElement).getAttribute('href')!, base);
      return content.trim() === '' ? '' : `[${content}](<${href}>)`;
    },
  });
  service.addRule('images', {
    filter: 'img',
    // Linked where it is, never fetched: the page shows the image from its own address.
    replacement: (_content, node) => {
      const src = (node as HTMLElement).getAttribute('src');
      if (!src) return '';
      const alt = ((node as HTMLElement).getAttribute('alt') ?? '').replace(/[[\]\n]/g, ' ');
      return `![${alt}](<${absolute(src, base)}>)`;
    },
  });
  service.addRule('first-h1', {
    filter: (node) => {
      if (node.nodeName === 'H1' && found.h1 === undefined) found.h1 = titleOf(node.textContent ?? '') ?? '';
      return false;
    },
    replacement: () => '',
  });
  // The title lives in <head>, which turndown does not read: it is read from the text first.
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html.slice(0, 64 * 1024))?.[1];
  if (title !== undefined) found.title = titleOf(decodeEntities(title));
  const markdown = service.turndown(limitNesting(html, MAX_HTML_DEPTH));
  return { markdown, ...(found.h1 ? { h1: found.h1 } : {}), ...(found.title ? { title: found.title } : {}) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The page a fetched document becomes. `url` is the document's address without credentials (relative links are
 * resolved against it; the title falls back on its last segment).
 * @throws UnreadableDocument for a type DocPub cannot read, or markdown past a page's size.
 */
export function readDocument(text: string, mediaType: string, url: string): ImportedDocument {
  const kind = documentKind(mediaType);
  if (kind === undefined) throw new UnreadableDocument(`DocPub cannot read a document of type ${mediaType} (it reads text/markdown, text/plain and text/html)`);
  const read = kind === 'markdown' ? { markdown: text, title: firstHeading(text) } : fromHtml(text, url);
  if (read.markdown.length > PAGE_MARKDOWN_MAX) {
    throw new UnreadableDocument(`the document's markdown has ${read.markdown.length} characters, more than a page holds (${PAGE_MARKDOWN_MAX})`);
  }
  return { title: read.title ?? importedTitle(url), markdown: read.markdown };
}

function fromHtml(html: string, url: string): { markdown: string; title: string | undefined } {
  const { markdown, h1, title } = htmlToMarkdown(html, url);
  return { markdown, title: h1 || title };
}

/** `https://example.com/docs/getting-started` → `Getting started`; the host when the path is empty. */
export function importedTitle(url: string): string {
  const parsed = new URL(url);
  const last = parsed.pathname.split('/').filter(Boolean).pop();
  let words = parsed.hostname || url;
  if (last !== undefined) {
    try {
      words = decodeURIComponent(last);
    } catch {
      words = last;
    }
    words = words.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim() || parsed.hostname;
  }
  const title = words.charAt(0).toUpperCase() + words.slice(1);
  return title.slice(0, PAGE_TITLE_MAX);
}
