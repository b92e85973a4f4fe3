/**
 * A page's headings as readers navigate them (docs/published-sites.md, "Layout"): every heading gets an anchor
 * (`id`) made from its text, the h2 and h3 headings make the outline ("On this page"), and the page keeps one
 * `<h1>`: a leading `# heading` of the markdown takes the title's place, any later `#` heading is shown as an h2.
 * Works on markdown-it's token stream in one pass, so it stays linear in the page's size.
 */
import type { Token } from 'markdown-it';
import { slugOf } from '../domain/content/slugs.js';

/** An entry of the outline: a heading of the page. */
export interface OutlineEntry {
  level: 2 | 3;
  /** The heading's anchor. */
  id: string;
  /** The heading's text, unescaped. */
  text: string;
}

/** What reading the headings found. */
export interface PageHeadings {
  /** The inline content of the markdown's leading `# heading`, taken out of the token stream. */
  lead?: Token;
  outline: OutlineEntry[];
}

/** Anchors are at most this long (then made unique). */
const ANCHOR_MAX = 64;
const ANCHOR_FALLBACK = 'section';

/** Anchors unique within a page: `x`, then `x-2`, `x-3`… each base remembering where it is at (no rescans). */
function anchorMaker(): (text: string) => string {
  const taken = new Set<string>();
  const next = new Map<string, number>();
  return (text) => {
    const base = slugOf(text, ANCHOR_MAX, ANCHOR_FALLBACK);
    let candidate = base;
    let n = next.get(base) ?? 1;
    while (taken.has(candidate)) candidate = `${base}-${(n += 1)}`;
    next.set(base, n);
    taken.add(candidate);
    return candidate;
  };
}

/** The text of a heading's inline token: its text and code, without markup. */
function textOf(inline: Token | undefined): string {
  if (!inline?.children) return inline?.content ?? '';
  return inline.children.map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : '')).join('');
}

/**
 * Gives every heading of `tokens` an anchor and collects the outline; takes a leading h1 out (returned as
 * `lead`) and turns every other h1 into an h2. Changes `tokens` in place.
 */
export function readHeadings(tokens: Token[]): PageHeadings {
  const anchor = anchorMaker();
  const headings: PageHeadings = { outline: [] };
  if (tokens[0]?.type === 'heading_open' && tokens[0].tag === 'h1' && tokens[1]?.type === 'inline') {
    headings.lead = tokens[1];
    tokens.splice(0, 3);
  }
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.type !== 'heading_open' && token.type !== 'heading_close') continue;
    if (token.tag === 'h1') token.tag = 'h2';
    if (token.type === 'heading_close') continue;
    const text = textOf(tokens[index + 1]);
    const id = anchor(text);
    token.attrSet('id', id);
    if (token.tag === 'h2' || token.tag === 'h3') headings.outline.push({ level: token.tag === 'h2' ? 2 : 3, id, text });
  }
  return headings;
}
