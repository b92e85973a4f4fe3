/** Translation settings as the API shows them. */
import type { Role, translationSettings } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { TranslationSettingsRecord } from '../../store/org-data-records.js';
import type { PresentContext } from '../present-context.js';
import { atLeast } from '../access/roles.js';

/** The wire shape of translation settings. */
export type TranslationSettingsWire = z.input<typeof translationSettings>;

/** Translation settings as a caller with `role` in the organization sees them: only admins may edit them. */
export function presentTranslationSettings(
  ctx: Pick<PresentContext, 'baseUrl'>,
  record: TranslationSettingsRecord,
  role: Role | null,
): TranslationSettingsWire {
  return {
    object: 'translation-settings',
    id: record.id,
    title: record.title,
    languages: [...record.languages],
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    permissions: { edit: atLeast(role, 'admin') },
    urls: { location: `${ctx.baseUrl}/orgs/${record.organizationId}/translations/${record.id}` },
  };
}
