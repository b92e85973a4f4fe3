/**
 * The allowlist every page's HTML goes through before a visitor gets it (docs/published-sites.md, "HTML in
 * content"), by sanitize-html: it parses with htmlparser2, so it runs the same in Node and in the browser bundle
 * without a DOM. Only the tags and attributes below survive; no script, event handler, style (but a table cell's
 * alignment), form, frame, `<meta>` or `<base>`. Every link's and image's URL is read by the page's resolver
 * (content-links.ts): what it does not turn into an `http(s)`, `mailto:`, `#anchor` or image `data:` URL is
 * dropped, and sanitize-html checks the scheme again.
 */
import sanitizeHtml from 'sanitize-html';
import type { UrlKind } from './content-links.js';

/** Where a URL of the content leads, or undefined to drop it. */
export type ResolveUrl = (url: string, kind: UrlKind) => string | undefined;

const TEXT_TAGS = ['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'strong', 'em', 'b', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'mark', 'small', 'abbr', 'cite', 'q', 'kbd', 'samp', 'var', 'time'];
const STRUCTURE_TAGS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'pre', 'code', 'span', 'div', 'section', 'figure', 'figcaption', 'details', 'summary', 'a', 'img', 'picture'];
const TABLE_TAGS = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const CELL_ATTRIBUTES = ['style', 'align', 'colspan', 'rowspan'];
const ALIGNMENT = { 'text-align': [/^(left|right|center|justify)$/] };

/** A tag whose URL attribute is read by the resolver; dropped when the resolver gives nothing. */
function resolving(attribute: string, kind: UrlKind, resolve: ResolveUrl): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const url = attribs[attribute];
    const resolved = url === undefined ? undefined : resolve(url, kind);
    // The attributes keep their order; the URL is replaced in place, or left out.
    const kept = Object.entries(attribs).flatMap(([name, value]): [string, string][] => (name !== attribute ? [[name, value]] : resolved === undefined ? [] : [[name, resolved]]));
    return { tagName, attribs: Object.fromEntries(kept) };
  };
}

function options(resolve: ResolveUrl): sanitizeHtml.IOptions {
  return {
    allowedTags: [...TEXT_TAGS, ...STRUCTURE_TAGS, ...TABLE_TAGS],
    allowedAttributes: {
      a: ['href', 'id', 'name', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height', 'data-size'],
      h1: ['id'], h2: ['id'], h3: ['id'], h4: ['id'], h5: ['id'], h6: ['id'],
      div: ['id', { name: 'role', values: ['note', 'alert'] }],
      span: ['id'],
      ol: ['start'],
      details: ['open'],
      th: CELL_ATTRIBUTES,
      td: CELL_ATTRIBUTES,
      time: ['datetime'],
      abbr: ['title'],
    },
    allowedClasses: {
      div: ['hint', 'hint-info', 'hint-success', 'hint-warning', 'hint-danger', 'block-error', 'tabs', 'columns', 'column', 'embed', 'file-block', 'content-ref', 'code', 'table-wrap'],
      p: ['hint-label', 'tab-title', 'embed-link', 'file-link'],
      section: ['tab'],
      figure: ['code-block', 'wrap', 'line-numbers'],
      figcaption: ['code-title'],
      ol: ['stepper'],
      li: ['step'],
      a: ['content-ref-link'],
      span: ['code-language'],
      code: ['language-*'],
    },
    allowedStyles: { th: ALIGNMENT, td: ALIGNMENT },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: resolving('href', 'link', resolve), img: resolving('src', 'image', resolve) },
  };
}

/** `html` with only what the allowlist keeps, its URLs resolved by `resolve`. */
export function sanitizeContent(html: string, resolve: ResolveUrl): string {
  return sanitizeHtml(html, options(resolve));
}
