/** Links found in a change request's content, checked against its revision. */
import * as z from 'zod';
import { listOf, pageQuery } from '../envelope.js';
import { closedEnum, href, openEnum, resource } from '../rules.js';
import { organization } from './organization.js';
import { page } from './page.js';
import { revisionFile } from './revision.js';
import { space } from './space.js';

/** `ok`: no problem; `broken`: the target is absent in the revision; `in-app`: a URL to an app location. */
export const LINK_STATUSES = ['ok', 'broken', 'in-app'] as const;
export const LINK_RELATIONS = ['reference'] as const;
export const CONTENT_REFERENCE_KINDS = ['file', 'page', 'url'] as const;
/**
 * Which broken links `status=broken` lists: `changeRequest` only those the change request introduced, `all`
 * every one. The two match the `broken` counters of the list's `stats`.
 */
export const BROKEN_LINK_CONTEXTS = ['changeRequest', 'all'] as const;

/** What a link points at, or where it is written. */
export const contentReference = resource({
  /** What is referenced: `file`, `page` or `url`. */
  kind: openEnum(CONTENT_REFERENCE_KINDS),
  /** The organization of the referenced content. */
  organization: organization.optional(),
  /** The space of the referenced content. */
  space: space.optional(),
  /** The version (revision or change request) the reference was resolved in; kept as sent. */
  versionContext: z.unknown().optional(),
  /** The file, with kind `file`. */
  file: revisionFile.optional(),
  /** The page, with kind `page`. */
  page: page.pick({ id: true, title: true, path: true }).optional(),
  /** The web address, with kind `url`. */
  url: href().optional(),
});
export type ContentReference = z.infer<typeof contentReference>;

/** One link of a change request's content. */
export const changeRequestLink = resource({
  /** `ok`; `broken` (the target is absent in the revision); `in-app` (a URL to an app location). */
  status: openEnum(LINK_STATUSES),
  /** How the content refers to the target, e.g. `reference`. */
  relation: openEnum(LINK_RELATIONS),
  /** What the link points at. */
  targetReference: contentReference,
  /** Where the link is written. */
  locationReferences: z.array(contentReference),
});
export type ChangeRequestLink = z.infer<typeof changeRequestLink>;

/** Counts over every link, whatever the filter. */
export const changeRequestLinkStats = resource({
  /** Number of links in the content. */
  total: z.number().int(),
  /** Broken links. */
  broken: resource({
    /** Number of broken links in the content. */
    total: z.number().int(),
    /** Broken links the change request introduced. */
    changeRequest: z.number().int(),
  }),
});

/** A page of links, with `stats` over all of them. */
export const changeRequestLinkList = listOf(changeRequestLink).extend({
  /** Counts over every link, whatever the filter. */
  stats: changeRequestLinkStats,
});
export type ChangeRequestLinkList = z.infer<typeof changeRequestLinkList>;

/** Query of `GET .../change-requests/{changeRequestId}/links`. */
export const listChangeRequestLinksQuery = pageQuery.extend({
  /** Only links with this status: `ok`, `broken` or `in-app`. */
  status: closedEnum(LINK_STATUSES).optional(),
  /** With `status=broken`: `changeRequest` (only links the change request broke) or `all`. */
  brokenContext: closedEnum(BROKEN_LINK_CONTEXTS).optional(),
});
