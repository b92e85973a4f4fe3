/**
 * The HTML document around every page a visitor gets: `<html>` with the site's language, theme and styling
 * attributes (site-look.ts), the head (title, viewport, the inline style sheet, what the page adds), and the
 * body, which starts with the light/dark switch's checkbox so the style sheet can read it (`:has()`).
 */
import { escapeHtml } from './html-text.js';
import { pageStyle } from './page-style.js';
import type { SiteLook } from './site-look.js';

/** What a document is made of; `head` and `body` are HTML already made safe. */
export interface DocumentParts {
  /** The site's look; the 404 and sign-in pages have none (the defaults, nothing of the site). */
  look?: SiteLook;
  title: string;
  head: string;
  body: string;
}

/** The attributes of `<html>`: `lang`, `data-theme` and the styling's `data-*` (values from closed sets). */
function htmlAttributes(look: SiteLook | undefined): string {
  const attributes: Record<string, string> = { lang: look?.lang ?? 'en', 'data-theme': look?.themeDefault ?? 'system', ...look?.attributes };
  return Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
}

/** A whole HTML document. */
export function htmlDocument(parts: DocumentParts): string {
  const themeSwitch = parts.look?.toggeable ? '<input type="checkbox" id="theme-switch" class="theme-switch" aria-label="Switch between light and dark">' : '';
  return `<!doctype html>
<html${htmlAttributes(parts.look)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parts.title)}</title>${parts.head}${pageStyle(parts.look)}
</head><body>${themeSwitch}${parts.body}</body></html>
`;
}
