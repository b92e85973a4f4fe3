/** Handlers of an organization's translation settings. */
import type { HandlerTable } from '../../core/types.js';
import { listPage } from '../../domain/listing.js';
import { presentTranslationSettings } from '../../domain/translations/present.js';
import {
  deleteTranslationSettings,
  insertTranslationSettings,
  requireTranslationSettings,
  translationSettingsOf,
  updateTranslationSettings,
} from '../../domain/translations/settings.js';

export const translationHandlers = {
  listTranslations: (ctx) => {
    const { organization, role } = ctx.granted;
    const records = translationSettingsOf(ctx.store, organization.id);
    return listPage(records, ctx.query, `translations:${organization.id}`, (record) =>
      presentTranslationSettings(ctx, record, role),
    );
  },

  createTranslation: (ctx) => {
    const { organization, role } = ctx.granted;
    const record = insertTranslationSettings(ctx.store, ctx.clock, {
      organizationId: organization.id,
      title: ctx.body.title,
      ...(ctx.body.languages === undefined ? {} : { languages: ctx.body.languages }),
    });
    return presentTranslationSettings(ctx, record, role);
  },

  getTranslation: (ctx) => {
    const { organization, role } = ctx.granted;
    const record = requireTranslationSettings(ctx.store, organization.id, ctx.params.translationSettingsId);
    return presentTranslationSettings(ctx, record, role);
  },

  updateTranslation: (ctx) => {
    const { organization, role } = ctx.granted;
    const record = requireTranslationSettings(ctx.store, organization.id, ctx.params.translationSettingsId);
    updateTranslationSettings(ctx.clock, record, ctx.body);
    return presentTranslationSettings(ctx, record, role);
  },

  deleteTranslation: (ctx) => {
    const { organization } = ctx.granted;
    const record = requireTranslationSettings(ctx.store, organization.id, ctx.params.translationSettingsId);
    deleteTranslationSettings(ctx.store, record);
  },
} satisfies HandlerTable;
