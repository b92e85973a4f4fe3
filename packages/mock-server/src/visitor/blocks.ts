/**
 * The service's blocks, turned into HTML that markdown-it keeps around the markdown inside them
 * (docs/published-sites.md, "Blocks"): a linear pre-pass over the page's lines. Each block tag becomes an HTML
 * line of its own between blank lines — an HTML block to markdown-it — so the markdown between an opening and a
 * closing tag is still parsed as markdown, in the same document (reference links, lists and quotes around a
 * block keep working). Tags inside fenced code and code spans are text. The HTML made here, like everything in
 * the page, then goes through the sanitizer (sanitize.ts); every value from the page is escaped here as well.
 *
 * Work: one pass over the lines, a stack of open blocks (each pushed and popped once), and includes expanded
 * within a depth and a size budget, so the work is linear in the page's size plus the budget.
 */
import { closesFence, fenceOf, tagsOfLine, type BlockTag, type Fence } from './block-tags.js';
import { escapeHtml } from './html-text.js';

/** Includes nest at most this deep (a page including A including B including C is depth 3). */
export const MAX_INCLUDE_DEPTH = 3;
/** Blocks nest at most this deep; a block tag deeper than that is dropped and what it holds is shown. */
export const MAX_BLOCK_DEPTH = 16;
/** At most this many characters of reusable content are expanded into one page, all includes together. */
export const MAX_INCLUDED_CHARACTERS = 256 * 1024;

/** A reusable content an include names. */
export interface IncludedContent {
  id: string;
  markdown: string;
}

/** What the blocks need of the page's space. */
export interface BlockContext {
  /** The reusable content `{% include "<path>" %}` names, if the space holds one. */
  include(path: string): IncludedContent | undefined;
  /** The title of the page a `content-ref` URL names, if it names one. */
  pageTitle(url: string): string | undefined;
  /** The name of the file a `{% file src %}` names, if it is one of the space's. */
  fileName(src: string): string | undefined;
}

/** How a block opens and closes as HTML. */
interface BlockShape {
  open(tag: BlockTag, context: BlockContext): string;
  close: string;
}

const HINT_STYLES = new Set(['info', 'success', 'warning', 'danger']);
const HINT_LABELS: Record<string, string> = { info: 'Info', success: 'Success', warning: 'Warning', danger: 'Danger' };

const attribute = (tag: BlockTag, name: string) => tag.attributes.get(name);

function hintOpen(tag: BlockTag): string {
  const style = attribute(tag, 'style')?.toLowerCase() ?? 'info';
  const known = HINT_STYLES.has(style) ? style : 'info';
  return `<div class="hint hint-${known}" role="note"><p class="hint-label">${HINT_LABELS[known]}</p>`;
}

function codeOpen(tag: BlockTag): string {
  const classes = ['code-block', ...(attribute(tag, 'overflow') === 'wrap' ? ['wrap'] : []), ...(attribute(tag, 'linenumbers') === 'true' ? ['line-numbers'] : [])];
  const title = attribute(tag, 'title');
  return `<figure class="${classes.join(' ')}">${title ? `\n<figcaption class="code-title">${escapeHtml(title)}</figcaption>` : ''}`;
}

/** The last segment of a path or URL, decoded when it can be, as a file's shown name. */
function lastSegment(src: string): string {
  const segment = src.split(/[?#]/)[0]!.split('/').filter((part) => part !== '').at(-1) ?? src;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function fileOpen(tag: BlockTag, context: BlockContext): string {
  const src = attribute(tag, 'src') ?? tag.values[0] ?? '';
  const name = context.fileName(src) ?? lastSegment(src);
  return `<div class="file-block">\n<p class="file-link"><a href="${escapeHtml(src)}">${escapeHtml(name)}</a></p>`;
}

function embedOpen(tag: BlockTag): string {
  const url = attribute(tag, 'url') ?? tag.values[0] ?? '';
  return `<div class="embed">\n<p class="embed-link"><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
}

function contentRefOpen(tag: BlockTag, context: BlockContext): string {
  const url = attribute(tag, 'url') ?? attribute(tag, 'page') ?? tag.values[0] ?? '';
  const title = context.pageTitle(url) ?? url;
  return `<div class="content-ref"><a class="content-ref-link" href="${escapeHtml(url)}">${escapeHtml(title)}</a></div>`;
}

/** The blocks DocPub renders; any other tag is dropped and what it holds is shown as it is. */
const SHAPES: Record<string, BlockShape> = {
  hint: { open: hintOpen, close: '</div>' },
  tabs: { open: () => '<div class="tabs">', close: '</div>' },
  tab: { open: (tag) => `<section class="tab">\n<p class="tab-title">${escapeHtml(attribute(tag, 'title') ?? '')}</p>`, close: '</section>' },
  code: { open: codeOpen, close: '</figure>' },
  stepper: { open: () => '<ol class="stepper">', close: '</ol>' },
  step: { open: () => '<li class="step">', close: '</li>' },
  columns: { open: () => '<div class="columns">', close: '</div>' },
  column: { open: () => '<div class="column">', close: '</div>' },
  file: { open: fileOpen, close: '</div>' },
  embed: { open: embedOpen, close: '</div>' },
  'content-ref': { open: contentRefOpen, close: '' },
  'page-ref': { open: contentRefOpen, close: '' },
};

/**
 * Blocks whose closing tag is optional (`{% embed url %}` alone is whole): they hold what follows only when the
 * very next tag closes them. A content reference's card replaces what it holds (a link to the same page).
 */
const OPTIONAL_CLOSE = new Set(['embed', 'file', 'content-ref']);
const ALWAYS_WHOLE = new Set(['page-ref']);
const CARD_ONLY = new Set(['content-ref']);

/** An item of the page: a line of text, or a tag with the prefix (indentation, `>`) of the line it sat on. */
type Item = { kind: 'line'; text: string } | { kind: 'tag'; tag: BlockTag; prefix: string };

/** The lines of `markdown` split into text and tags; lines of fenced code stay whole. */
function itemsOf(markdown: string): Item[] {
  const items: Item[] = [];
  let fence: Fence | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      items.push({ kind: 'line', text: line });
      continue;
    }
    fence = fenceOf(line);
    const tags = fence ? [] : tagsOfLine(line);
    if (tags.length === 0) {
      items.push({ kind: 'line', text: line });
      continue;
    }
    const prefix = /^[ \t>]*/.exec(line)![0];
    let from = prefix.length;
    for (const tag of tags) {
      const before = line.slice(from, tag.start);
      if (before.trim() !== '') items.push({ kind: 'line', text: prefix + before.trim() });
      items.push({ kind: 'tag', tag, prefix });
      from = tag.end;
    }
    const after = line.slice(from);
    if (after.trim() !== '') items.push({ kind: 'line', text: prefix + after.trim() });
  }
  return items;
}

/** What one page's expansion shares across its includes. */
interface Expansion {
  context: BlockContext;
  /** Characters of reusable content still allowed. */
  budget: number;
  /** The reusable contents being expanded, outermost first: one met again is a cycle. */
  chain: string[];
}

/** An error box, in place of an include that cannot be shown. */
function errorBox(prefix: string, message: string, path: string): string[] {
  const html = `<div class="hint hint-danger block-error" role="alert"><p class="hint-label">Error</p><p>${escapeHtml(message)}: <code>${escapeHtml(path)}</code></p></div>`;
  return htmlLines(prefix, html);
}

/** An HTML line between blank lines, each with the line's prefix, so markdown-it reads it as an HTML block. */
function htmlLines(prefix: string, html: string): string[] {
  const blank = prefix.trimEnd();
  return [blank, ...html.split('\n').map((line) => prefix + line), blank];
}

/** The lines an include stands for, `depth` blocks deep. */
function includeLines(tag: BlockTag, prefix: string, expansion: Expansion, depth: number): string[] {
  const path = tag.values[0] ?? attribute(tag, 'src') ?? attribute(tag, 'path') ?? '';
  const content = expansion.context.include(path);
  if (!content) return errorBox(prefix, 'No reusable content at this path', path);
  if (expansion.chain.includes(content.id)) return errorBox(prefix, 'This reusable content includes itself', path);
  if (expansion.chain.length >= MAX_INCLUDE_DEPTH) return errorBox(prefix, `Reusable content nested more than ${MAX_INCLUDE_DEPTH} deep`, path);
  if (content.markdown.length > expansion.budget) return errorBox(prefix, 'Too much reusable content on this page', path);
  expansion.budget -= content.markdown.length;
  expansion.chain.push(content.id);
  const inner = expand(content.markdown, expansion, depth);
  expansion.chain.pop();
  const blank = prefix.trimEnd();
  const lines = [blank];
  for (const line of inner) lines.push(line === '' ? blank : prefix + line);
  lines.push(blank);
  return lines;
}

/** The lines of `markdown` with its blocks as HTML, includes expanded, inside `depth` blocks already open. */
function expand(markdown: string, expansion: Expansion, depth = 0): string[] {
  const items = itemsOf(markdown);
  const out: string[] = [];
  const open: { name: string; prefix: string }[] = [];
  const openCount = new Map<string, number>();
  const dropped = new Map<string, number>();
  const closeTop = () => {
    const top = open.pop()!;
    openCount.set(top.name, openCount.get(top.name)! - 1);
    const close = SHAPES[top.name]!.close;
    if (close !== '') out.push(...htmlLines(top.prefix, close));
  };
  // The index of the next tag after each item, so a block whose closing tag is optional knows in one step.
  const nextTag: number[] = new Array(items.length);
  for (let index = items.length - 1, next = items.length; index >= 0; index--) {
    nextTag[index] = next;
    if (items[index]!.kind === 'tag') next = index;
  }
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    if (item.kind === 'line') {
      out.push(item.text);
      continue;
    }
    const { tag, prefix } = item;
    if (tag.name === 'include') {
      for (const line of includeLines(tag, prefix, expansion, depth + open.length)) out.push(line);
      continue;
    }
    const shape = SHAPES[tag.name];
    if (shape && depth + open.length >= MAX_BLOCK_DEPTH) {
      dropped.set(tag.name, (dropped.get(tag.name) ?? 0) + 1);
      continue;
    }
    if (shape) {
      out.push(...htmlLines(prefix, shape.open(tag, expansion.context)));
      if (ALWAYS_WHOLE.has(tag.name)) continue;
      const following = items[nextTag[index]!];
      const closedByNextTag = following?.kind === 'tag' && following.tag.name === `end${tag.name}`;
      if (CARD_ONLY.has(tag.name)) {
        // The card says it all: what it holds (a link to the same page) is skipped, up to its closing tag.
        if (closedByNextTag) index = nextTag[index]!;
        continue;
      }
      if (!OPTIONAL_CLOSE.has(tag.name) || closedByNextTag) {
        open.push({ name: tag.name, prefix });
        openCount.set(tag.name, (openCount.get(tag.name) ?? 0) + 1);
      } else out.push(...htmlLines(prefix, shape.close));
      continue;
    }
    const closing = tag.name.startsWith('end') ? tag.name.slice(3) : undefined;
    // The closing tag of a block dropped for its depth closes nothing.
    if (closing !== undefined && (dropped.get(closing) ?? 0) > 0) dropped.set(closing, dropped.get(closing)! - 1);
    else if (closing !== undefined && (openCount.get(closing) ?? 0) > 0) {
      while (open.at(-1)!.name !== closing) closeTop();
      closeTop();
    }
    // Any other tag (unknown, or closing nothing open) is dropped: what it holds reads as text.
  }
  while (open.length > 0) closeTop();
  return out;
}

/**
 * `markdown` with the service's blocks turned into HTML blocks and its includes expanded, ready for markdown-it
 * (HTML on) and then the sanitizer.
 */
export function expandBlocks(markdown: string, context: BlockContext): string {
  return expand(markdown, { context, budget: MAX_INCLUDED_CHARACTERS, chain: [] }).join('\n');
}
