/**
 * The text of a page as search reads it: what a reader sees of its markdown, without its markup. Markdown is
 * parsed by markdown-it (the parser that renders the page); the service's block tags (`{% hint %}`) are left out
 * but for their titles (a tab's, a code block's), and code is kept. A page holding raw HTML is read the way its
 * page is shown: its text (escaped) and its HTML, in order, go once through sanitize-html with no tag allowed, so
 * what the page's sanitizer drops (`<script>`, `<style>` and their text) is not searched either. Includes are not
 * expanded (docs/published-sites.md, "Search"). The work is linear in the page's size.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { tagsOfLine } from '../block-tags.js';
import { escapeHtml } from '../html-text.js';

type Token = ReturnType<MarkdownIt['parse']>[number];

const parser = new MarkdownIt({ html: true, linkify: false, typographer: false });

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A line of text without its block tags; a tag with a `title` leaves the title (tabs, code blocks show it). */
function withoutTags(text: string): string {
  const tags = tagsOfLine(text);
  if (tags.length === 0) return text;
  let out = '';
  let from = 0;
  for (const tag of tags) {
    out += `${text.slice(from, tag.start)} ${tag.attributes.get('title') ?? ''} `;
    from = tag.end;
  }
  return out + text.slice(from);
}

/** The page's text and HTML in order: text parts, and raw HTML marked as such. */
interface Parts {
  items: { text: string; html: boolean }[];
  hasHtml: boolean;
}

function push(parts: Parts, text: string, html = false): void {
  parts.items.push({ text, html });
  if (html) parts.hasHtml = true;
}

function inlineParts(tokens: readonly Token[], parts: Parts): void {
  for (const token of tokens) {
    if (token.type === 'text') push(parts, withoutTags(token.content));
    else if (token.type === 'code_inline') push(parts, token.content);
    else if (token.type === 'softbreak' || token.type === 'hardbreak') push(parts, ' ');
    else if (token.type === 'html_inline') push(parts, token.content, true);
    if (token.children) inlineParts(token.children, parts);
  }
}

/** The text a reader sees of the parts: with HTML among them, through the sanitizer in one pass. */
function visibleText(parts: Parts): string {
  if (!parts.hasHtml) return parts.items.map((part) => part.text).join('');
  const html = parts.items.map((part) => (part.html ? part.text : escapeHtml(part.text))).join('');
  const escaped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return escaped.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
}

/** The plain text of a page's markdown, blocks separated by line breaks. */
export function searchableText(markdown: string): string {
  const parts: Parts = { items: [], hasHtml: false };
  for (const token of parser.parse(markdown, {})) {
    if (token.type === 'inline') inlineParts(token.children ?? [], parts);
    else if (token.type === 'fence' || token.type === 'code_block') push(parts, token.content);
    else if (token.type === 'html_block') push(parts, token.content, true);
    else continue;
    push(parts, '\n');
  }
  return visibleText(parts).replace(/[ \t]+/g, ' ').trim();
}
