/** Translation settings of an organization. */
import * as z from 'zod';
import { arrayOf, href, openEnum, patterned, resource, str, text, timestamp } from '../rules.js';
import { languageField, unmodelledObject } from './published-request-fields.js';

/** A language code: two lowercase letters, optionally a hyphen and a two-letter region (`en`, `pt-BR`). */
export const LANGUAGE_PATTERN = /^[a-z]{2}(-[A-Z]{2})?$/;

/** Translation settings: a named set of target languages. */
export const translationSettings = resource({
  object: z.literal('translation-settings'),
  id: str(),
  /** The settings' name (1 to 100 characters). */
  title: str(),
  /** Codes of the languages content is translated into, e.g. `en` or `pt-BR`. */
  languages: z.array(openEnum(['en'])),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  /** What the caller may do on the settings. */
  permissions: resource({
    /** Whether the caller may change or delete them. */
    edit: z.boolean(),
  }),
  /** Where the settings can be found in the API. */
  urls: resource({ location: href() }),
});
export type TranslationSettings = z.infer<typeof translationSettings>;

/** Up to 50 distinct language codes. */
const languages = arrayOf(patterned(LANGUAGE_PATTERN, 5), 50).refine(
  (codes) => new Set(codes).size === codes.length,
  { error: 'must not repeat a language' },
);

/**
 * Body of `POST /orgs/{organizationId}/translations` and `PUT .../{translationSettingsId}`. The reference shows
 * `title` only; `languages` is accepted too, since otherwise no request could set them. On PUT, omitted
 * `languages` are kept.
 */
export const translationSettingsBody = z.object({
  /** The settings' name (1 to 100 characters). */
  title: text(1, 100),
  /** Codes of the target languages (at most 50, no repeats); kept when absent on update. */
  languages: languages.optional(),
  /** What the published service's translation takes its text from. Accepted, not kept: DocPub does not translate. */
  source: z.object({ space: str(), language: languageField() }).optional(),
  /** The language translated into. Accepted, not kept: the settings' `languages` name the languages. */
  language: languageField().optional(),
  /** Instructions for the translator, as a rich-text document. Accepted, not kept: DocPub does not translate. */
  instructions: unmodelledObject().optional(),
});
