/**
 * A page's content as HTML (docs/published-sites.md, "Blocks" and "HTML in content"): the service's blocks
 * turned into HTML blocks and includes expanded (blocks.ts), the markdown rendered by markdown-it with HTML on (the
 * Git format writes `<figure>`, `<img>` and `<a id>`), nested at most 100 deep (html-depth.ts), then everything
 * through the allowlist (sanitize.ts), where
 * every link and image is resolved against the page (content-links.ts). Code blocks show their language; tables
 * scroll inside a wrapper; no typographic rewriting.
 */
import MarkdownIt from 'markdown-it';
import { expandBlocks } from './blocks.js';
import type { ContentContext } from './content-links.js';
import { limitNesting } from './html-depth.js';
import { escapeHtml } from './html-text.js';
import { readHeadings, type OutlineEntry } from './outline.js';
import { sanitizeContent } from './sanitize.js';
import { isSafeUrl, schemeOf } from './url-schemes.js';

export { escapeHtml } from './html-text.js';
export { isSafeUrl } from './url-schemes.js';

const renderer = new MarkdownIt({ html: true, linkify: false, typographer: false });
// `file:` and `data:` are read by the page's resolver when the HTML is sanitized; other unsafe URLs stay text.
renderer.validateLink = (url) => isSafeUrl(url) || schemeOf(url) === 'file:' || schemeOf(url) === 'data:';

renderer.renderer.rules.fence = (tokens, index) => {
  const token = tokens[index]!;
  const language = renderer.utils.unescapeAll(token.info).trim().split(/\s+/)[0] ?? '';
  const label = language === '' ? '' : `<span class="code-language">${escapeHtml(language)}</span>`;
  const className = language === '' ? '' : ` class="language-${escapeHtml(language)}"`;
  return `<div class="code">${label}<pre><code${className}>${escapeHtml(token.content)}</code></pre></div>\n`;
};
renderer.renderer.rules.table_open = () => '<div class="table-wrap"><table>\n';
renderer.renderer.rules.table_close = () => '</table></div>\n';

/** A page's content rendered: its body, the leading `# heading` that takes the title's place, its outline. */
export interface RenderedContent {
  html: string;
  /** The inline HTML of the markdown's leading `# heading`, when it starts with one (outline.ts). */
  lead?: string;
  outline: OutlineEntry[];
}

/** The HTML of a page's `markdown`, read in `context`, its headings anchored (outline.ts). */
export function renderContent(markdown: string, context: ContentContext): RenderedContent {
  const env = {};
  const tokens = renderer.parse(expandBlocks(markdown, context), env);
  const { lead, outline } = readHeadings(tokens);
  const clean = (html: string) => sanitizeContent(limitNesting(html), (url, kind) => context.resolve(url, kind));
  const html = clean(renderer.renderer.render(tokens, renderer.options, env));
  return { html, outline, ...(lead?.children ? { lead: clean(renderer.renderer.renderInline(lead.children, renderer.options, env)) } : {}) };
}
