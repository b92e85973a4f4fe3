/**
 * What a site's pages say about themselves in their head (docs/published-sites.md, "Customization"): the
 * favicon (`<link rel="icon">`: the icon's https URL, or an emoji drawn as an SVG data URL), Open Graph tags
 * (`og:title`, `og:site_name`, `og:description`, `og:url`, `og:image` from `socialPreview.url`), and
 * `noindex` where the page may not be indexed.
 */
import { escapeHtml } from './html-text.js';
import { imageUrl } from './html-parts.js';
import type { SiteFrame } from './site-frame-types.js';

/** What the head tells about one page. */
export interface PageMeta {
  title: string;
  siteTitle: string;
  description?: string;
  /** The page's canonical URL, without the visitor's share key. */
  url?: string;
  noIndex: boolean;
}

const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;

/** The favicon: an https image, else an emoji drawn in an SVG, else none. */
function favicon(frame: SiteFrame): string {
  const setting = frame.customization.favicon as { icon?: { light?: string; dark?: string }; emoji?: string } | undefined;
  const icon = imageUrl(setting?.icon?.light);
  if (icon !== undefined) return `<link rel="icon" href="${escapeHtml(icon)}">`;
  const emoji = setting?.emoji;
  if (typeof emoji !== 'string' || emoji === '') return '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><text y=".9em" font-size="90">${escapeHtml(emoji)}</text></svg>`;
  return `<link rel="icon" href="data:image/svg+xml,${escapeHtml(encodeURIComponent(svg))}">`;
}

/** The head tags of a page of the site. */
export function siteMeta(frame: SiteFrame, page: PageMeta): string {
  const image = imageUrl(frame.customization.socialPreview?.url);
  return [
    page.noIndex ? '<meta name="robots" content="noindex">' : '',
    page.description === undefined ? '' : `<meta name="description" content="${escapeHtml(page.description)}">`,
    favicon(frame),
    meta('og:type', 'website'),
    meta('og:title', page.title),
    meta('og:site_name', page.siteTitle),
    page.description === undefined ? '' : meta('og:description', page.description),
    page.url === undefined ? '' : meta('og:url', page.url),
    image === undefined ? '' : meta('og:image', image),
  ].join('');
}
