/**
 * The text of a page as search reads it: what a reader sees of its markdown, without its markup. Markdown is
 * parsed by markdown-it (the parser that renders the page); the service's block tags (`{% hint %}`) are left out
 * but for their titles (a tab's, a code block's), code is kept, and raw HTML gives only the text a reader sees
 * (through sanitize-html with no tag allowed: `<script>` and `<style>` give nothing). Includes are not expanded
 * (docs/published-sites.md, "Search"). The work is linear in the page's size.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { tagsOfLine } from '../block-tags.js';

type Token = ReturnType<MarkdownIt['parse']>[number];

const parser = new MarkdownIt({ html: true, linkify: false, typographer: false });

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The text a reader sees of some raw HTML: sanitize-html keeps text only, escaped, and the escapes are read back. */
function textOfHtml(html: string): string {
  const escaped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return escaped.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
}

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

/** Elements whose text the sanitizer drops from the page, so search does not read it either. */
const HIDDEN_TEXT = /^<\/?(script|style|textarea|noscript|option)\b/i;

function inlineText(tokens: readonly Token[], into: string[]): void {
  // Inline HTML comes as separate tags around text: text between `<script>` and `</script>` is not shown.
  let hiddenBy: string | undefined;
  for (const token of tokens) {
    if (token.type === 'html_inline') {
      const element = HIDDEN_TEXT.exec(token.content);
      const closing = token.content.startsWith('</');
      if (element && !closing && hiddenBy === undefined) hiddenBy = element[1]!.toLowerCase();
      else if (element && closing && element[1]!.toLowerCase() === hiddenBy) hiddenBy = undefined;
      into.push(' ');
    } else if (hiddenBy !== undefined) continue;
    else if (token.type === 'text') into.push(withoutTags(token.content));
    else if (token.type === 'code_inline') into.push(token.content);
    else if (token.type === 'softbreak' || token.type === 'hardbreak') into.push(' ');
    if (token.children) inlineText(token.children, into);
  }
}

/** The plain text of a page's markdown, blocks separated by line breaks. */
export function searchableText(markdown: string): string {
  const parts: string[] = [];
  for (const token of parser.parse(markdown, {})) {
    if (token.type === 'inline') inlineText(token.children ?? [], parts);
    else if (token.type === 'fence' || token.type === 'code_block') parts.push(token.content);
    else if (token.type === 'html_block') parts.push(textOfHtml(token.content));
    else continue;
    parts.push('\n');
  }
  return parts.join('').replace(/[ \t]+/g, ' ').trim();
}
