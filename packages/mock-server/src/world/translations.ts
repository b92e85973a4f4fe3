/** The demo world's translation settings: `DEMO.translations.docs` in acme ("Docs translations": fr, de, ja). */
import { insertTranslationSettings } from '../domain/translations/settings.js';
import { DEMO } from './demo-ids.js';
import type { DemoSeeder } from './seeder.js';

export const seedTranslations: DemoSeeder = ({ store, clock }) => {
  insertTranslationSettings(store, clock, {
    id: DEMO.translations.docs,
    organizationId: DEMO.organization,
    title: 'Docs translations',
    languages: ['fr', 'de', 'ja'],
  });
};
