/**
 * Page settings (emoji, icon, description, visibility flags, layout, cover) as content edits and seeds set
 * them: checked against the content they land in, then written onto the page record. Shared by change-request
 * content edits and seeding, so both accept and refuse the same settings the same way.
 */
import type { PageSettingsInput } from '@docpub/sdk/contract';
import type { PageRecord, RevisionContent } from '../../store/content-records.js';

/** Says why a setting is refused; throws. `field` is relative to the edit (e.g. `cover.ref.file`). */
export type Refuse = (field: string, rule: string) => never;

const FLAGS = ['hidden', 'noIndex', 'noRobotsIndex'] as const;

/** The settings of a page, for comparing two versions of it. */
export function settingsOf(page: PageRecord): string {
  return JSON.stringify([page.icon, page.hidden, page.noIndex, page.noRobotsIndex, page.layout, page.cover, page.computed]);
}

/** Checks settings against `content` before anything is written. @throws through `refuse`. */
export function checkPageSettings(content: RevisionContent, page: Pick<PageRecord, 'type'>, input: PageSettingsInput, refuse: Refuse): void {
  if (input.cover) {
    const file = input.cover.ref.file;
    if (!content.files.some((candidate) => candidate.id === file)) refuse('cover.ref.file', `no file '${file}' in this content`);
  }
  if (page.type !== 'document') {
    if (input.layout !== undefined) refuse('layout', `only document pages have a layout`);
    if (input.cover) refuse('cover', `only document pages have a cover`);
  }
}

/**
 * Writes settings onto `page`: empty `emoji`/`icon` remove them, `cover: null` removes the cover, layout
 * options are changed one by one. Call {@link checkPageSettings} first.
 */
export function applyPageSettings(page: PageRecord, input: PageSettingsInput): void {
  for (const key of ['emoji', 'icon'] as const) {
    const value = input[key];
    if (value === undefined) continue;
    if (value === '') delete page[key];
    else page[key] = value;
  }
  if (input.description !== undefined) {
    if (input.description === '') delete page.description;
    else page.description = input.description;
  }
  for (const flag of FLAGS) {
    const value = input[flag];
    if (value === undefined) continue;
    // `false` is the default: stored as absent, so a page never set and a page set back read the same.
    if (value) page[flag] = true;
    else delete page[flag];
  }
  if (input.layout !== undefined) page.layout = { ...page.layout, ...definedOnly(input.layout) };
  if (input.cover === null) delete page.cover;
  else if (input.cover !== undefined) page.cover = { file: input.cover.ref.file, yPos: input.cover.yPos ?? 0 };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as Partial<T>;
}
