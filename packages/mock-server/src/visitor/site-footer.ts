/**
 * The bottom of every page of a site (docs/published-sites.md, "Customization"): the footer's logo, its groups
 * of links (each a labelled list), the copyright, the privacy policy's link, and the trademark line while
 * `trademark.enabled` is on.
 */
import { customizationHref } from './customization-links.js';
import { escapeHtml } from './html-text.js';
import { anchor, labelledList, linkUrl } from './html-parts.js';
import { logoImages } from './site-header.js';
import type { SiteFrame } from './site-frame-types.js';

/** The privacy policy's link, when its URL may be linked. */
function privacyPolicy(url: string | undefined): string {
  const href = linkUrl(url);
  return href === undefined ? '' : `<p>${anchor(href, 'Privacy policy')}</p>`;
}

/** The footer of every page. */
export function siteFooter(frame: SiteFrame): string {
  const { customization } = frame;
  const footer = customization.footer ?? {};
  const groups = (footer.groups ?? []).map((group) => {
    const items = (group.links ?? []).map((link) => {
      const href = customizationHref(link.to, frame);
      return `<li>${href === undefined ? escapeHtml(link.title ?? '') : anchor(href, link.title ?? '')}</li>`;
    });
    return labelledList(group.title ?? 'Links', 'footer-group', items);
  });
  const logo = logoImages(footer.logo, customization.title ?? '');
  const notes = [
    footer.copyright ? `<p class="copyright">${escapeHtml(footer.copyright)}</p>` : '',
    privacyPolicy(customization.privacyPolicy?.url),
    customization.trademark?.enabled === false ? '' : '<p class="trademark">Published with DocPub</p>',
  ].join('');
  return `<footer class="site-footer">${logo === '' ? '' : `<div>${logo}</div>`}${groups.join('')}<div>${notes}</div></footer>`;
}
