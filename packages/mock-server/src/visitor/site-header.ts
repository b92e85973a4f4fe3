/**
 * The top of every page of a site (docs/published-sites.md, "Layout"): the announcement banner, then the header
 * with the logo (light and dark) or the site's title, the header links (a drop-down opens without script as
 * `<details>`), the search box and the light/dark switch.
 */
import { SHARE_PARAMETER } from '../domain/sites/urls.js';
import { customizationHref } from './customization-links.js';
import { escapeHtml } from './html-text.js';
import { anchor, imageUrl } from './html-parts.js';
import type { SiteFrame } from './site-frame-types.js';
import type { SiteLook } from './site-look.js';

type Customization = SiteFrame['customization'];
type HeaderLink = NonNullable<NonNullable<Customization['header']>['links']>[number];

const ANNOUNCEMENT_STYLES = new Set(['info', 'success', 'warning', 'danger']);
const LINK_STYLES = new Set(['button-primary', 'button-secondary']);

/** The announcement banner, when it is enabled and has a message. */
export function announcementBanner(frame: SiteFrame): string {
  const announcement = frame.customization.announcement;
  if (announcement?.enabled !== true || !announcement.message) return '';
  const style = ANNOUNCEMENT_STYLES.has(announcement.style ?? '') ? announcement.style : 'info';
  const link = announcement.link;
  const href = customizationHref(link?.to, frame);
  const linkHtml = link?.title && href !== undefined ? ` ${anchor(href, link.title)}` : '';
  return `<div class="announcement announcement-${style}" role="region" aria-label="Announcement">${escapeHtml(announcement.message)}${linkHtml}</div>`;
}

/** The logo's images (the dark one shows under the dark theme), or nothing when no URL may be shown. */
export function logoImages(logo: { light?: string; dark?: string } | undefined, alt: string): string {
  const light = imageUrl(logo?.light);
  const dark = imageUrl(logo?.dark) ?? light;
  if (light === undefined) return '';
  return `<img class="logo logo-light" src="${escapeHtml(light)}" alt="${escapeHtml(alt)}"><img class="logo logo-dark" src="${escapeHtml(dark!)}" alt="${escapeHtml(alt)}">`;
}

function headerLink(link: HeaderLink, frame: SiteFrame): string {
  const title = link.title ?? '';
  const href = customizationHref(link.to, frame);
  const style = LINK_STYLES.has(link.style ?? '') ? link.style : undefined;
  const own = href === undefined ? escapeHtml(title) : anchor(href, title, style);
  const below = (link.links ?? []).map((sub) => {
    const subHref = customizationHref(sub.to, frame);
    return `<li>${subHref === undefined ? escapeHtml(sub.title ?? '') : anchor(subHref, sub.title ?? '')}</li>`;
  });
  if (below.length === 0) return title === '' && href === undefined ? '' : `<li>${own}</li>`;
  return `<li><details><summary>${escapeHtml(title)}</summary><ul>${href === undefined ? '' : `<li>${own}</li>`}${below.join('')}</ul></details></li>`;
}

/** The search box: a GET form to `<site>/~search`, carrying the visitor's share key when there is one. */
function searchBox(frame: SiteFrame): string {
  const { links } = frame;
  const share = links.shareKey === undefined ? '' : `<input type="hidden" name="${SHARE_PARAMETER}" value="${escapeHtml(links.shareKey)}">`;
  return (
    `<form class="search" role="search" method="get" action="${escapeHtml(links.search())}">` +
    `<label class="visually-hidden" for="search-query">Search</label>` +
    `<input id="search-query" type="search" name="q" placeholder="Search…">${share}<button type="submit">Search</button></form>`
  );
}

/** The header of every page, under the site's title (the site's customization title, else the site's). */
export function siteHeader(frame: SiteFrame, look: SiteLook, siteTitle: string): string {
  const logo = logoImages(frame.customization.header?.logo, siteTitle);
  const title = `<a class="site-title" href="${escapeHtml(frame.links.site())}">${logo === '' ? escapeHtml(siteTitle) : logo}</a>`;
  const items = (frame.customization.header?.links ?? []).map((link) => headerLink(link, frame)).join('');
  const links = items === '' ? '' : `<nav aria-label="Header links"><ul class="header-links">${items}</ul></nav>`;
  const themeSwitch = look.toggeable ? '<label class="theme-switch-label" for="theme-switch">Light / dark</label>' : '';
  return `<header class="site-header">${title}${links}${searchBox(frame)}${themeSwitch}</header>`;
}
