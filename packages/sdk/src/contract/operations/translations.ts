/** Operations on an organization's translation settings. */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { translationSettings, translationSettingsBody } from '../resources/translation-settings.js';

const TRANSLATIONS = '/orgs/{organizationId}/translations';

export const translationsOperations = defineOperations({
  listTranslations: {
    area: 'translations',
    method: 'GET',
    path: TRANSLATIONS,
    summary: "List an organization's translation settings",
    query: pageQuery,
    response: listOf(translationSettings),
    status: 200,
    paginated: true,
  },
  createTranslation: {
    area: 'translations',
    method: 'POST',
    path: TRANSLATIONS,
    summary: 'Create translation settings',
    body: translationSettingsBody,
    response: translationSettings,
    status: 201,
  },
  getTranslation: {
    area: 'translations',
    method: 'GET',
    path: `${TRANSLATIONS}/{translationSettingsId}`,
    summary: 'Get translation settings',
    response: translationSettings,
    status: 200,
  },
  updateTranslation: {
    area: 'translations',
    method: 'PUT',
    path: `${TRANSLATIONS}/{translationSettingsId}`,
    summary: 'Replace the title (and languages, when given) of translation settings',
    body: translationSettingsBody,
    response: translationSettings,
    status: 200,
  },
  deleteTranslation: {
    area: 'translations',
    method: 'DELETE',
    path: `${TRANSLATIONS}/{translationSettingsId}`,
    summary: 'Delete translation settings',
    status: 204,
  },
});
