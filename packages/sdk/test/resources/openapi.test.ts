import { describe } from 'vitest';
import { another, examples } from './fixtures.js';
import { created, itCalls, itLists, noContent, ok } from './harness.js';

const { openApiSpec, openApiSpecVersion, openApiSpecVersionContent } = examples;
const SPECS = '/orgs/org-acme/openapi';
const SPEC = `${SPECS}/payments`;

describe('client.openapi', () => {
  itLists([
    {
      name: 'openapi.list',
      list: (client) => client.openapi.list('org-acme'),
      path: SPECS,
      items: [openApiSpec, another(openApiSpec, { id: 'spec-users', slug: 'users', processingState: 'pending' })],
    },
  ]);
  itCalls([
    {
      name: 'openapi.create',
      call: (client) => client.openapi.create('org-acme', { slug: 'payments', source: { url: 'https://acme.test/openapi.json' } }),
      method: 'POST',
      path: SPECS,
      body: { slug: 'payments', source: { url: 'https://acme.test/openapi.json' } },
      reply: created(another(openApiSpec, { processingState: 'pending' })),
    },
    { name: 'openapi.get', call: (client) => client.openapi.get('org-acme', 'payments'), method: 'GET', path: SPEC, reply: ok(openApiSpec) },
    {
      name: 'openapi.put (create or replace)',
      call: (client) => client.openapi.put('org-acme', 'payments', { source: { text: 'openapi: 3.1.0' } }),
      method: 'PUT',
      path: SPEC,
      body: { source: { text: 'openapi: 3.1.0' } },
      reply: ok(another(openApiSpec, { sourceURL: undefined, processingState: 'pending' })),
    },
    { name: 'openapi.delete', call: (client) => client.openapi.delete('org-acme', 'payments'), method: 'DELETE', path: SPEC, reply: noContent },
  ]);
});

describe('client.openapi.versions', () => {
  itLists([
    {
      name: 'openapi.versions.list',
      list: (client) => client.openapi.versions.list('org-acme', 'payments', { limit: 1 }),
      path: `${SPEC}/versions`,
      query: { limit: '1' },
      items: [openApiSpecVersion, another(openApiSpecVersion, { id: 'specv-1' })],
    },
  ]);
  itCalls([
    {
      name: 'openapi.versions.latest',
      call: (client) => client.openapi.versions.latest('org-acme', 'payments'),
      method: 'GET',
      path: `${SPEC}/versions/latest`,
      reply: ok(openApiSpecVersion),
    },
    {
      name: 'openapi.versions.latestContent',
      call: (client) => client.openapi.versions.latestContent('org-acme', 'payments'),
      method: 'GET',
      path: `${SPEC}/versions/latest/content`,
      reply: ok(openApiSpecVersionContent),
    },
    {
      name: 'openapi.versions.get',
      call: (client) => client.openapi.versions.get('org-acme', 'payments', 'specv-2'),
      method: 'GET',
      path: `${SPEC}/versions/specv-2`,
      reply: ok(openApiSpecVersion),
    },
    {
      name: 'openapi.versions.content',
      call: (client) => client.openapi.versions.content('org-acme', 'payments', 'specv-2'),
      method: 'GET',
      path: `${SPEC}/versions/specv-2/content`,
      reply: ok(openApiSpecVersionContent),
    },
  ]);
});
