/** The demo world's translation settings: `DEMO.translations.docs` in acme ("Docs translations": fr, de, ja). */
import { insertTranslationSettings } from '../domain/translations/settings.js';
import { DEMO } from './ids.js';
import type { DemoStep } from './step.js';

export const buildTranslations: DemoStep = ({ store, clock }) => {
  insertTranslationSettings(store, clock, {
    id: DEMO.translations.docs,
    organizationId: DEMO.organization,
    title: 'Docs translations',
    languages: ['fr', 'de', 'ja'],
  });
};
