/**
 * `SUMMARY.md`, the table of contents: read with markdown-it (walking its tokens), written in the service's
 * normalised form.
 *
 * ```markdown
 * # Table of contents
 *
 * * [Introduction](README.md)
 *
 * ## Guides <a href="#how-to" id="how-to"></a>
 *
 * * [Setup](guides/setup/README.md)
 *   * [Linux](guides/setup/linux.md)
 * ```
 *
 * A heading below the first level starts a group (an empty anchor with an `id` pins its slug); the items of nested
 * lists whose text is a link are pages and sub-pages, the link text the title (`"Label"` link titles are read and
 * not kept: DocPub has no navigation label). An item without a link is not a page: its sub-items move up to its
 * parent, with a warning. Lists nested deeper than the limit are a {@link FormatError}.
 */
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { FormatError } from './errors.js';
import { asDestination } from './link-scan.js';

/** A group or an entry of the table of contents. */
export interface SummaryNode {
  kind: 'group' | 'entry';
  title: string;
  /** An entry's link, as markdown-it normalised it (percent-encoded). */
  href?: string;
  /** A group's pinned slug. */
  anchor?: string;
  children: SummaryNode[];
}

/** How deep `SUMMARY.md`'s lists nest by default. */
export const DEFAULT_SUMMARY_NESTING = 32;

const parsers = new Map<number, MarkdownIt>();

/**
 * A parser that nests a few levels deeper than the limit (each list level is two: the list and its item), so that
 * a list one level too deep is seen before markdown-it stops nesting and drops the rest.
 */
function parserFor(limit: number): MarkdownIt {
  let parser = parsers.get(limit);
  if (!parser) {
    parser = new MarkdownIt('default', { html: true, linkify: false, typographer: false });
    // markdown-it reads `maxNesting` from its options; its type declarations leave the option out.
    (parser.options as typeof parser.options & { maxNesting: number }).maxNesting = limit * 2 + 8;
    parsers.set(limit, parser);
  }
  return parser;
}

const ANCHOR_ID = /\sid=["']([^"']*)["']/;

/** The text of inline tokens, as a reader sees it. */
function textOf(tokens: readonly Token[]): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'softbreak' || token.type === 'hardbreak') text += ' ';
    else if (token.type === 'text' || token.type === 'code_inline' || token.type === 'image') text += token.content;
  }
  return text.trim();
}

/** A group from a heading's inline content: its text and the `id` of an anchor in it. */
function groupOf(inline: Token | undefined): SummaryNode {
  const children = inline?.children ?? [];
  let anchor: string | undefined;
  for (const token of children) {
    const id = token.type === 'html_inline' ? ANCHOR_ID.exec(token.content)?.[1] : undefined;
    if (id) anchor ??= id;
  }
  return { kind: 'group', title: textOf(children), ...(anchor ? { anchor } : {}), children: [] };
}

/** The first link of an item's inline content: its text and destination. */
function linkOf(inline: Token): { title: string; href: string } | undefined {
  const children = inline.children ?? [];
  const start = children.findIndex((token) => token.type === 'link_open');
  if (start < 0) return undefined;
  let end = start + 1;
  for (let level = 1; end < children.length; end += 1) {
    if (children[end]!.type === 'link_open') level += 1;
    if (children[end]!.type === 'link_close' && --level === 0) break;
  }
  return { title: textOf(children.slice(start + 1, end)), href: children[start]!.attrGet('href') ?? '' };
}

/** The widest a list level can indent its items: a nine-digit ordered marker, its dot and four spaces. */
const MAX_COLUMNS_PER_LEVEL = 14;

/**
 * Refuses, in one pass, a text indented deeper than `nestingLimit` lists can indent it. markdown-it stops nesting
 * at its cap but still measures every deeper line at every level it opened: a `SUMMARY.md` of thousands of lines
 * each indented further would cost it time in proportion to the cap times the text.
 */
function checkIndentation(text: string, nestingLimit: number): void {
  const limit = MAX_COLUMNS_PER_LEVEL * (nestingLimit + 1);
  let column = 0;
  let atLineStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (char === 0x0a) {
      column = 0;
      atLineStart = true;
    } else if (atLineStart && (char === 0x20 || char === 0x09)) {
      column += char === 0x09 ? 4 - (column % 4) : 1;
      if (column > limit) throw tooDeep(nestingLimit);
    } else {
      atLineStart = false;
    }
  }
}

const tooDeep = (nestingLimit: number) => new FormatError('summary-too-deep', `SUMMARY.md nests its lists deeper than ${nestingLimit} levels`);

/** The groups and entries of a `SUMMARY.md`, in order; entries before the first group are at the root. */
export function parseSummary(text: string, nestingLimit: number, warnings: string[]): SummaryNode[] {
  checkIndentation(text, nestingLimit);
  const tokens = parserFor(nestingLimit).parse(text, {});
  const roots: SummaryNode[] = [];
  let container = roots;
  const open: SummaryNode[] = [];
  let depth = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    switch (token.type) {
      case 'heading_open':
        if (token.tag !== 'h1' && open.length === 0) {
          const group = groupOf(tokens[index + 1]);
          roots.push(group);
          container = group.children;
        }
        break;
      case 'bullet_list_open':
      case 'ordered_list_open':
        depth += 1;
        if (depth > nestingLimit) throw tooDeep(nestingLimit);
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        depth -= 1;
        break;
      case 'list_item_open':
        open.push({ kind: 'entry', title: '', children: [] });
        break;
      case 'inline': {
        const item = open.at(-1);
        const link = item && item.href === undefined ? linkOf(token) : undefined;
        if (item && link) Object.assign(item, link);
        else if (item && item.href === undefined && token.content.trim() !== '') {
          warnings.push(`SUMMARY.md: the entry "${token.content.trim()}" has no link and is not a page`);
        }
        break;
      }
      case 'list_item_close': {
        const item = open.pop()!;
        const siblings = open.at(-1)?.children ?? container;
        if (item.href === undefined) siblings.push(...item.children);
        else siblings.push(item);
        break;
      }
      default:
        break;
    }
  }
  return roots;
}

// Backslash-escaped, any of these could make a title read back as something else (emphasis, a link, an entity, an
// HTML tag, a heading's closing sequence).
const MARKDOWN_PUNCTUATION = /[!#&*<>[\\\]_`~]/g;

/**
 * A title on one line, as a heading or a list item holds it: line breaks become spaces, and the spaces around it
 * go (markdown would drop them anyway).
 */
export function oneLine(title: string): string {
  return title.replace(/[\n\r]+/g, ' ').trim();
}

/** A title as markdown inline text, on one line, that reads back as the same text. */
export function escapeInline(title: string): string {
  return oneLine(title).replace(MARKDOWN_PUNCTUATION, (char) => `\\${char}`);
}

/** An entry or group to write: its title, its link (a plain target) or pinned slug, and what it holds. */
export interface SummaryLine {
  kind: 'group' | 'entry';
  title: string;
  target?: string;
  anchor?: string;
  children: SummaryLine[];
}

function writeEntries(entries: readonly SummaryLine[], indent: string, out: string[]): void {
  for (const entry of entries) {
    out.push(`${indent}* [${escapeInline(entry.title)}](${asDestination(entry.target ?? '')})`);
    writeEntries(entry.children, `${indent}  `, out);
  }
}

/** The text of a `SUMMARY.md`: root entries first, then each group with its entries, the service's way. */
export function summaryText(roots: readonly SummaryLine[]): string {
  const out = ['# Table of contents', ''];
  const entries = roots.filter((node) => node.kind === 'entry');
  writeEntries(entries, '', out);
  for (const group of roots.filter((node) => node.kind === 'group')) {
    const anchor = group.anchor ? ` <a href="#${group.anchor}" id="${group.anchor}"></a>` : '';
    if (out.at(-1) !== '') out.push('');
    out.push(`## ${escapeInline(group.title)}${anchor}`, '');
    writeEntries(group.children, '', out);
  }
  while (out.at(-1) === '') out.pop();
  return `${out.join('\n')}\n`;
}
