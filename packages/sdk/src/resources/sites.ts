/** `client.sites`: docs sites, and the namespaces of their structure and access. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import { SiteCustomizationSettings } from './site-customization.js';
import { SitePublishingAuth } from './site-publishing-auth.js';
import { SiteRedirects } from './site-redirects.js';
import { SiteSectionGroups } from './site-section-groups.js';
import { SiteSections } from './site-sections.js';
import { SiteShareLinks } from './site-share-links.js';
import { SiteSpaces } from './site-spaces.js';
import type {
  CreateSiteParams,
  GetPublishedSiteParams,
  ListSitesParams,
  PublishSiteResult,
  PublishedContentSite,
  Site,
  UpdateSiteParams,
} from '../types/index.js';

/**
 * Docs sites: publish an organization's spaces, at the root or arranged in sections and section groups, to the
 * audience their `visibility` names. Reads need membership of the organization; every change, publishing
 * included, needs the organization's `admin` role.
 *
 * @category Sites
 */
export class Sites extends APIResource {
  /** Sections of a site. */
  readonly sections = new SiteSections(this._client);
  /** Groups of sections of a site. */
  readonly sectionGroups = new SiteSectionGroups(this._client);
  /** The spaces a site publishes. */
  readonly siteSpaces = new SiteSpaces(this._client);
  /** Redirects of a site's old paths. */
  readonly redirects = new SiteRedirects(this._client);
  /** Secret links that open a `share-link` site. */
  readonly shareLinks = new SiteShareLinks(this._client);
  /** Visitor authentication of a `visitor-auth` site. */
  readonly publishingAuth = new SitePublishingAuth(this._client);
  /** How the published site looks. */
  readonly customization = new SiteCustomizationSettings(this._client);

  /**
   * Lists an organization's sites, optionally only those publishing a `space`, whose `title` contains a text,
   * that are (not) `published`, or of some `type`s.
   *
   * @remarks `GET /orgs/{organizationId}/sites`, paginated.
   * @example
   * ```ts
   * const live = await client.sites.list('org-1', { published: true }).toArray();
   * ```
   */
  list(
    organizationId: string,
    params?: ListSitesParams,
    options?: RequestOptions,
  ): PagePromise<Site> {
    return this._client.list(operations.listSites, [organizationId], params, options);
  }

  /**
   * Creates a site, unpublished, of type `basic` and visibility `public` unless told otherwise. The given
   * `spaces` become its site spaces, the first one the default.
   *
   * @remarks `POST /orgs/{organizationId}/sites` → 201.
   * @example
   * ```ts
   * const site = await client.sites.create('org-1', { title: 'Acme Docs', spaces: ['space-1'] });
   * await client.sites.publish('org-1', site.id);
   * ```
   */
  create(
    organizationId: string,
    body?: CreateSiteParams,
    options?: RequestOptions,
  ): APIPromise<Site> {
    return this._client.call(operations.createSite, [organizationId], body, options);
  }

  /**
   * Gets a site.
   *
   * @remarks `GET /orgs/{organizationId}/sites/{siteId}`.
   */
  get(organizationId: string, siteId: string, options?: RequestOptions): APIPromise<Site> {
    return this._client.call(operations.getSite, [organizationId, siteId], undefined, options);
  }

  /**
   * Changes a site's title, visibility, basename, adaptive content, default section or site space, or proxy
   * (`proxy: null` removes it); fields left out are kept.
   *
   * @remarks `PATCH /orgs/{organizationId}/sites/{siteId}`.
   */
  update(
    organizationId: string,
    siteId: string,
    body?: UpdateSiteParams,
    options?: RequestOptions,
  ): APIPromise<Site> {
    return this._client.call(operations.updateSite, [organizationId, siteId], body, options);
  }

  /**
   * Deletes a site (the spaces it published remain).
   *
   * @remarks `DELETE /orgs/{organizationId}/sites/{siteId}` → 204.
   */
  delete(organizationId: string, siteId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.deleteSite, [organizationId, siteId], undefined, options);
  }

  /**
   * Publishes a site to the audience its `visibility` names.
   *
   * @remarks `POST /orgs/{organizationId}/sites/{siteId}/publish`; answers the site, now `published`, or a
   * checkout session (`type: 'checkout'`) when the organization must first pay for the site's plan.
   */
  publish(organizationId: string, siteId: string, options?: RequestOptions): APIPromise<PublishSiteResult> {
    return this._client.call(operations.publishSite, [organizationId, siteId], undefined, options);
  }

  /**
   * Takes a site offline.
   *
   * @remarks `POST /orgs/{organizationId}/sites/{siteId}/unpublish`; answers the site, no longer `published`.
   */
  unpublish(organizationId: string, siteId: string, options?: RequestOptions): APIPromise<Site> {
    return this._client.call(operations.unpublishSite, [organizationId, siteId], undefined, options);
  }

  /**
   * Gets what a reader of a published site gets in one answer: the site, its structure, customizations and
   * scripts. `shareKey` (a share link's key) resolves the published URLs of a `share-link` site.
   *
   * @remarks `GET /orgs/{organizationId}/sites/{siteId}/published`.
   * @throws `NotFoundError` when the site is not published.
   */
  getPublished(
    organizationId: string,
    siteId: string,
    params?: GetPublishedSiteParams,
    options?: RequestOptions,
  ): APIPromise<PublishedContentSite> {
    return this._client.call(operations.getPublishedSite, [organizationId, siteId], params, options);
  }
}
