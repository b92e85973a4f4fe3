/**
 * Request fields the published service takes for features DocPub does not model. A client written for the
 * service sends them (its official command-line tool sends `runtime` with every publication), so DocPub
 * accepts each one, checks its type, and leaves its state as it is: the feature does not exist here, so
 * there is nothing to change. `docs/published-service.md` lists every such field with what DocPub does with it.
 * A field neither the API reference nor the published service knows is still refused as unknown.
 */
import * as z from 'zod';
import { bool, closedEnum, maxText, str } from '../rules.js';

/** Languages the service translates content into and names interfaces in. */
export const TRANSLATION_LANGUAGES = [
  'en', 'fr', 'de', 'es', 'it', 'pt', 'pt-br', 'ru', 'ja', 'zh', 'zh-tw', 'yue', 'ko', 'ar', 'hi', 'nl', 'pl', 'tr',
  'sv', 'no', 'da', 'fi', 'el', 'cs', 'hu', 'ro', 'th', 'vi', 'id', 'ms', 'he', 'uk', 'sk', 'bg', 'hr', 'lt', 'lv',
  'et', 'sl',
] as const;

/** A language code. Accepted, not kept: DocPub keeps no per-space or per-translation language. */
export const languageField = () => closedEnum(TRANSLATION_LANGUAGES);

/**
 * Texts per language (`{fr: '…'}`), each at most `max` characters. Accepted, not kept: DocPub keeps one title
 * and description per site, section or group.
 */
export const localizedField = (max: number) => z.partialRecord(languageField(), maxText(max));

/** Whether the change is a draft. Accepted, not kept: DocPub has no draft site structure, every change is live. */
export const draftField = () => bool();

/**
 * A JSON object whose inner shape belongs to a feature DocPub does not model (a content template, a computed
 * source, merge rules, page actions, a rich-text document): accepted as an object, not checked further, not kept.
 */
export const unmodelledObject = () => z.record(str(), z.unknown(), { error: 'must be an object' });

/** A list of such objects (social accounts, outside links of a change request), at most `max`. */
export const unmodelledList = (max: number) =>
  z.array(unmodelledObject(), { error: 'must be a list' }).max(max, { error: `must have at most ${max} items` });
