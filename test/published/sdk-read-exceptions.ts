/**
 * Shared operations whose published response bodies the SDK may refuse, each with the reason. Keyed by
 * DocPub's operation id. The test fails when an exception is no longer needed.
 */
const TRANSLATION_SETTINGS =
  'The API reference defines its own translation-settings model (object `translation-settings`, `title` 1..100, ' +
  '`languages`, `createdAt`, `updatedAt`, `permissions`, `urls` all marked req); the published service answers ' +
  'a different translation object without them. The explicit reference wins.';

export const SDK_READ_EXCEPTIONS: Readonly<Record<string, string>> = {
  listTranslations: TRANSLATION_SETTINGS,
  createTranslation: TRANSLATION_SETTINGS,
  getTranslation: TRANSLATION_SETTINGS,
  updateTranslation: TRANSLATION_SETTINGS,
  editChangeRequestContent:
    'The published service answers the change request plus the affected pages only when asked with ' +
    '`compat=false`, a query parameter the API reference does not have and DocPub never sends; its default ' +
    'answer, the change request, is read.',
};
