/** Translation settings of an organization. */
import { defineScenario } from '../scenario.js';
import { idsOf } from './support.js';

const lifecycle = defineScenario({
  area: 'translations',
  name: 'translation settings are created, retitled keeping their languages, and deleted',
  operations: ['createTranslation', 'getTranslation', 'listTranslations', 'updateTranslation', 'deleteTranslation'],
  needs: ['write'],
  async run(t) {
    const title = t.title('Translations');
    const created = await t.step('create translation settings', async () => {
      const settings = await t.client.translations.create(t.org, { title, languages: ['fr', 'de'] });
      return t.created('translation settings', settings, {
        read: () => t.client.translations.get(t.org, settings.id),
        remove: () => t.client.translations.delete(t.org, settings.id),
      });
    });
    t.expect(created.languages, 'languages').toEqual(['fr', 'de']);
    t.expect((await t.step('read them back', () => t.client.translations.get(t.org, created.id))).title, 'title read back').toBe(title);
    t.expect(idsOf(await t.step('list them', () => t.client.translations.list(t.org).toArray())), 'translation settings').toContain(created.id);

    const retitled = t.title('Retitled');
    const updated = await t.step('retitle them without naming languages', () => t.client.translations.update(t.org, created.id, { title: retitled }));
    t.expect([updated.title, updated.languages], 'title and languages after PUT').toEqual([retitled, ['fr', 'de']]);

    await t.step('a title of 101 characters is refused, naming title', async () => {
      const error = await t.rejects(t.client.translations.update(t.org, created.id, { title: 'x'.repeat(101) }), 400, 'PUT with a long title');
      t.expect(error.message, 'the 400 message').toContain('title');
    });
    await t.step('delete them', async () => {
      await t.client.translations.delete(t.org, created.id);
      await t.rejects(t.client.translations.get(t.org, created.id), 404, 'GET of deleted translation settings');
    });
  },
});

export const translationScenarios = [lifecycle];
