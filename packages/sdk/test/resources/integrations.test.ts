import { describe } from 'vitest';
import { another, examples } from './fixtures.js';
import { created, itCalls, itLists, noContent, ok } from './harness.js';

const { integration, translationSettings } = examples;
const TRANSLATIONS = '/orgs/org-acme/translations';

describe('client.integrations', () => {
  itLists([
    {
      name: 'integrations.list',
      list: (client) =>
        client.integrations.list({ search: 'acme', category: 'analytics', blocks: true, blockDomain: 'analytics.acme.test', owner: 'org-acme' }),
      path: '/integrations',
      query: { search: 'acme', category: 'analytics', blocks: 'true', blockDomain: 'analytics.acme.test', owner: 'org-acme' },
      items: [integration, another(integration, { name: 'acme-chat', title: 'Acme Chat', blocks: undefined })],
    },
  ]);
  itCalls([
    {
      name: 'integrations.get',
      call: (client) => client.integrations.get('acme-analytics'),
      method: 'GET',
      path: '/integrations/acme-analytics',
      reply: ok(integration),
    },
    {
      name: 'integrations.publish',
      call: (client) =>
        client.integrations.publish('acme-analytics', {
          title: 'Acme Analytics',
          description: 'Page views for your docs',
          scopes: ['space:views:read', 'site:script:inject'],
          script: 'export default {}',
          organization: 'org-acme',
          secrets: { API_KEY: 'k-123' },
        }),
      method: 'POST',
      path: '/integrations/acme-analytics',
      body: {
        title: 'Acme Analytics',
        description: 'Page views for your docs',
        scopes: ['space:views:read', 'site:script:inject'],
        script: 'export default {}',
        organization: 'org-acme',
        secrets: { API_KEY: 'k-123' },
      },
      reply: created(integration),
    },
  ]);
});

describe('client.translations', () => {
  itLists([
    {
      name: 'translations.list',
      list: (client) => client.translations.list('org-acme'),
      path: TRANSLATIONS,
      items: [translationSettings, another(translationSettings, { id: 'tr-asia', title: 'Asian languages', languages: ['ja', 'ko'] })],
    },
  ]);
  itCalls([
    {
      name: 'translations.create',
      call: (client) => client.translations.create('org-acme', { title: 'European languages', languages: ['fr', 'de'] }),
      method: 'POST',
      path: TRANSLATIONS,
      body: { title: 'European languages', languages: ['fr', 'de'] },
      reply: created(translationSettings),
    },
    {
      name: 'translations.get',
      call: (client) => client.translations.get('org-acme', 'tr-europe'),
      method: 'GET',
      path: `${TRANSLATIONS}/tr-europe`,
      reply: ok(translationSettings),
    },
    {
      name: 'translations.update (PUT)',
      call: (client) => client.translations.update('org-acme', 'tr-europe', { title: 'EU languages' }),
      method: 'PUT',
      path: `${TRANSLATIONS}/tr-europe`,
      body: { title: 'EU languages' },
      reply: ok(another(translationSettings, { title: 'EU languages' })),
    },
    {
      name: 'translations.delete',
      call: (client) => client.translations.delete('org-acme', 'tr-europe'),
      method: 'DELETE',
      path: `${TRANSLATIONS}/tr-europe`,
      reply: noContent,
    },
  ]);
});
