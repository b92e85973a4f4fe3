/** `client.translations`: an organization's translation settings. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  CreateTranslationParams,
  ListTranslationsParams,
  TranslationSettings,
  UpdateTranslationParams,
} from '../types/index.js';

/**
 * Translation settings: named sets of target languages. Reads need membership of the organization; writes need
 * its `admin` role.
 *
 * @category Translations
 */
export class Translations extends APIResource {
  /**
   * Lists an organization's translation settings.
   *
   * @remarks `GET /orgs/{organizationId}/translations`, paginated.
   */
  list(
    organizationId: string,
    params?: ListTranslationsParams,
    options?: RequestOptions,
  ): PagePromise<TranslationSettings> {
    return this._client.list(operations.listTranslations, [organizationId], params, options);
  }

  /**
   * Creates translation settings.
   *
   * @remarks `POST /orgs/{organizationId}/translations` → 201.
   * @example
   * ```ts
   * await client.translations.create('org-1', { title: 'European languages', languages: ['fr', 'de'] });
   * ```
   */
  create(
    organizationId: string,
    body: CreateTranslationParams,
    options?: RequestOptions,
  ): APIPromise<TranslationSettings> {
    return this._client.call(operations.createTranslation, [organizationId], body, options);
  }

  /**
   * Gets translation settings.
   *
   * @remarks `GET /orgs/{organizationId}/translations/{translationSettingsId}`.
   */
  get(organizationId: string, translationSettingsId: string, options?: RequestOptions): APIPromise<TranslationSettings> {
    return this._client.call(operations.getTranslation, [organizationId, translationSettingsId], undefined, options);
  }

  /**
   * Replaces the title of translation settings, and their languages when given (left out, they are kept).
   *
   * @remarks `PUT /orgs/{organizationId}/translations/{translationSettingsId}`; `title` is required.
   */
  update(
    organizationId: string,
    translationSettingsId: string,
    body: UpdateTranslationParams,
    options?: RequestOptions,
  ): APIPromise<TranslationSettings> {
    return this._client.call(operations.updateTranslation, [organizationId, translationSettingsId], body, options);
  }

  /**
   * Deletes translation settings.
   *
   * @remarks `DELETE /orgs/{organizationId}/translations/{translationSettingsId}` → 204.
   */
  delete(organizationId: string, translationSettingsId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.deleteTranslation, [organizationId, translationSettingsId], undefined, options);
  }
}
