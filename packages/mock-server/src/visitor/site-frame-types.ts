/** What the frame of a site's pages (header, sidebar, footer) is drawn from, for one visitor at one place. */
import type { CustomizationWire } from '../domain/sites/customization-defaults.js';
import type { SiteLinks } from './links.js';
import type { ReaderContent } from './reader-pages.js';
import type { Place, VisitorSite } from './structure.js';

/** The site, the visitor's links, where the visitor is, and the current site space's content. */
export interface SiteFrameInput {
  view: VisitorSite;
  links: SiteLinks;
  /** The section and site space whose navigation shows. */
  place: Place;
  /** The content of `place.siteSpace` (readerContent): its page tree, files and reusable contents. */
  content: ReaderContent;
  /** The page marked current in the page tree (`aria-current="page"`), if any. */
  currentPageId?: string;
}

/** A frame input with the customization `place.siteSpace` shows (its overrides over the site's). */
export interface SiteFrame extends SiteFrameInput {
  customization: CustomizationWire;
}
