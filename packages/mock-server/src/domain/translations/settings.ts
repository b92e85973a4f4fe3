/** Translation settings of an organization: a titled set of target languages. */
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { TranslationSettingsRecord } from '../../store/org-data-records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';

export interface NewTranslationSettings {
  /** A fixed id (the demo world's); generated from the seed when absent. */
  id?: string;
  organizationId: string;
  title: string;
  languages?: readonly string[];
}

/** Stores new translation settings; without languages they start with none. */
export function insertTranslationSettings(
  store: Store,
  clock: Clock,
  input: NewTranslationSettings,
): TranslationSettingsRecord {
  const now = isoNow(clock);
  const record: TranslationSettingsRecord = {
    id: input.id ?? nextId(store, 'translation-settings'),
    organizationId: input.organizationId,
    title: input.title,
    languages: [...(input.languages ?? [])],
    createdAt: now,
    updatedAt: now,
    seq: nextSeq(store),
  };
  store.data.translations.set(record.id, record);
  return record;
}

/**
 * Translation settings of an organization by id. Settings of another organization answer 404 too, so an id
 * cannot be probed through an organization the caller belongs to.
 */
export function requireTranslationSettings(
  store: Store,
  organizationId: string,
  id: string,
): TranslationSettingsRecord {
  const record = store.data.translations.get(id);
  if (!record || record.organizationId !== organizationId) throw notFound(`translation settings '${id}'`);
  return record;
}

/** Every translation settings of an organization (any order). */
export function translationSettingsOf(store: Store, organizationId: string): TranslationSettingsRecord[] {
  return [...store.data.translations.values()].filter((record) => record.organizationId === organizationId);
}

/** Replaces the title and, when given, the languages (PUT keeps omitted languages). */
export function updateTranslationSettings(
  clock: Clock,
  record: TranslationSettingsRecord,
  input: { title: string; languages?: readonly string[] | undefined },
): void {
  record.title = input.title;
  if (input.languages !== undefined) record.languages = [...input.languages];
  record.updatedAt = isoNow(clock);
}

/** Removes translation settings. */
export function deleteTranslationSettings(store: Store, record: TranslationSettingsRecord): void {
  store.data.translations.delete(record.id);
}
