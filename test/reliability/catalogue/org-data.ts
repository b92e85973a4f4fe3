/**
 * Valid requests of the OpenAPI, translation and integration operations. Spec sources are inline text: a URL
 * source would make the server fetch from the network after answering.
 */
import { DEMO } from '@docpub/mock-server';
import type { MatrixWorld } from '../support/matrix-world.js';
import { one, type CaseTable } from './request-case.js';

const org = (w: MatrixWorld) => ({ organizationId: w.organizationId });
const petstore = (w: MatrixWorld) => ({ ...org(w), specSlug: DEMO.openapi.slugs.petstore });
const paging = { limit: '20' };

/** A small valid OpenAPI 3.1 document. */
export const SPEC_TEXT = JSON.stringify({ openapi: '3.1.0', info: { title: 'Matrix API', version: '1.0.0' }, paths: {} });

export const orgDataCases = {
  listOpenApiSpecs: one((w) => ({ params: org(w), query: paging })),
  createOpenApiSpec: one((w) => ({ params: org(w), body: { slug: 'matrix-api', source: { text: SPEC_TEXT } } })),
  getOpenApiSpec: one((w) => ({ params: petstore(w) })),
  upsertOpenApiSpec: one((w) => ({ params: petstore(w), body: { source: { text: SPEC_TEXT } } })),
  deleteOpenApiSpec: one((w) => ({ params: petstore(w) })),
  listOpenApiSpecVersions: one((w) => ({ params: petstore(w), query: paging })),
  getLatestOpenApiSpecVersion: one((w) => ({ params: petstore(w) })),
  getLatestOpenApiSpecVersionContent: one((w) => ({ params: petstore(w) })),
  getOpenApiSpecVersion: one((w) => ({ params: { ...petstore(w), versionId: DEMO.openapi.versions.petstore } })),
  getOpenApiSpecVersionContent: one((w) => ({ params: { ...petstore(w), versionId: DEMO.openapi.versions.petstore } })),

  listTranslations: one((w) => ({ params: org(w), query: paging })),
  createTranslation: one((w) => ({ params: org(w), body: { title: 'Matrix languages', languages: ['fr', 'pt-BR'] } })),
  getTranslation: one((w) => ({ params: { ...org(w), translationSettingsId: DEMO.translations.docs } })),
  updateTranslation: one((w) => ({
    params: { ...org(w), translationSettingsId: DEMO.translations.docs },
    body: { title: 'Docs languages', languages: ['de'] },
  })),
  deleteTranslation: one((w) => ({ params: { ...org(w), translationSettingsId: DEMO.translations.docs } })),

  listSpaceIntegrations: one((w) => ({ params: { spaceId: w.spaceId }, query: { ...paging, search: 'a' } })),
  getSpaceIntegrationBlocks: one((w) => ({ params: { spaceId: w.spaceId } })),
  getSpaceIntegrationScripts: one((w) => ({ params: { spaceId: w.spaceId } })),
  listIntegrations: one(() => ({
    params: {},
    query: { ...paging, search: 'e', category: 'analytics', blockDomain: 'example.com', blocks: 'false', contentSources: 'false' },
  })),
  getIntegration: one(() => ({ params: { integrationName: DEMO.integrations.analytics } })),
  publishIntegration: one((w) => ({
    params: { integrationName: 'matrix-widget' },
    body: {
      title: 'Matrix widget',
      description: 'Shows the matrix.',
      summary: '# Matrix\n\nA widget.',
      icon: 'aGVsbG8=',
      previewImages: ['aGVsbG8='],
      visibility: 'private',
      target: 'space',
      scopes: ['space:content:read'],
      categories: ['content'],
      blocks: [{ id: 'matrix', title: 'Matrix', urlUnfurl: ['https://matrix.example.com'], markdown: { codeblock: 'matrix', body: 'x' } }],
      externalLinks: [{ url: 'https://matrix.example.com', label: 'Home' }],
      configurations: { space: { properties: { color: { type: 'string', title: 'Color' } }, required: ['color'] } },
      script: 'export default {}',
      organization: w.organizationId,
      secrets: { apiKey: 'not-a-real-secret' },
      contentSecurityPolicy: "script-src 'self'",
    },
  })),
} satisfies Partial<CaseTable>;
