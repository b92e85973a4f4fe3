import { describe, expect, it } from 'vitest';
import {
  createOpenApiSpecBody,
  INTEGRATION_SCOPES,
  integration,
  integrationScript,
  listIntegrationsQuery,
  openApiSpec,
  openApiSpecVersion,
  openApiSpecVersionContent,
  operations,
  publishIntegrationBody,
  putOpenApiSpecBody,
  site,
  spaceIntegrationBlocks,
  translationSettings,
  translationSettingsBody,
} from '../../src/contract/index.js';
import { firstError, check, chars, at, org } from './support.js';
describe('OpenAPI specs', () => {
  const specExample = {
    object: 'openapi-spec',
    id: 'spec_1',
    createdAt: at,
    updatedAt: at,
    slug: 'petstore',
    sourceURL: 'https://acme.test/openapi.yaml',
    processingState: 'complete',
    lastVersion: 'ver_1',
    lastProcessedAt: at,
    lastProcessErrorCode: 'FETCH_TIMEOUT',
    permissions: { edit: true },
    urls: { location: 'https://api/v1/orgs/org_1/openapi/petstore', app: 'https://app/openapi/petstore' },
  };

  it('parses specs, versions and content, keeping unknown states', () => {
    expect(openApiSpec.parse({ ...specExample, processingState: 'queued', lastProcessErrorCode: 'TOO_LARGE' }).processingState).toBe('queued');
    const version = openApiSpecVersion.parse({ object: 'openapi-spec-version', id: 'ver_1', createdAt: at, url: 'https://cdn/v1.json', urls: specExample.urls });
    expect(version.url).toBe('https://cdn/v1.json');
    const content = openApiSpecVersionContent.parse({ filesystem: { 'openapi.json': { openapi: '3.1.0' } }, url: 'https://cdn/v1.json' });
    expect(content.filesystem['openapi.json']).toEqual({ openapi: '3.1.0' });
    expect(firstError(openApiSpec, { ...specExample, permissions: undefined })).toMatch(/^permissions: /);
  });

  it('slugs: 1..100 lowercase words joined by single hyphens, in bodies and in the path', () => {
    const source = { url: 'https://acme.test/openapi.yaml' };
    const slugPattern = 'slug: must match ^[a-z0-9]+(?:-[a-z0-9]+)*$';
    check(createOpenApiSpecBody, [
      [{ slug: 'a', source }, undefined],
      [{ slug: 'pet-store-2', source }, undefined],
      [{ slug: chars(100), source }, undefined],
      [{ slug: chars(101), source }, 'slug: must be at most 100 characters'],
      [{ slug: '', source }, slugPattern],
      [{ slug: 'Pet', source }, slugPattern],
      [{ slug: 'pet--store', source }, slugPattern],
      [{ slug: 'pet-', source }, slugPattern],
      [{ source }, 'slug: is required'],
    ]);
    const slugParam = operations.getOpenApiSpec.params!.specSlug!;
    expect(slugParam.safeParse('pet-store').success).toBe(true);
    expect(slugParam.safeParse('Pet_Store').success).toBe(false);
  });

  it('sources: exactly one of url and text', () => {
    check(putOpenApiSpecBody, [
      [{ source: { url: 'https://acme.test/openapi.yaml' } }, undefined],
      [{ source: { text: 'openapi: 3.1.0' } }, undefined],
      [{ source: { text: chars(1_000_000) } }, undefined],
      [{ source: { text: chars(1_000_001) } }, 'source.text: must be 1 to 1000000 characters'],
      [{ source: { text: '' } }, 'source.text: must be 1 to 1000000 characters'],
      [{ source: { url: 'openapi.yaml' } }, 'source.url: must be an absolute URL'],
      [{ source: { url: 'https://a.test/x', text: 'x' } }, 'source: must have exactly one of url and text'],
      [{ source: {} }, 'source: must have exactly one of url and text'],
      [{ source: 'https://a.test/x' }, 'source: must be an object'],
      [{}, 'source: is required'],
    ]);
  });
});

describe('translation settings', () => {
  it('parses settings with an unknown language', () => {
    const settings = translationSettings.parse({
      object: 'translation-settings',
      id: 'tr_1',
      title: 'EU languages',
      languages: ['en', 'tlh'],
      createdAt: at,
      updatedAt: at,
      permissions: { edit: false },
      urls: { location: 'https://api/v1/orgs/org_1/translations/tr_1' },
    });
    expect(settings.languages).toEqual(['en', 'tlh']);
  });

  it('title 1..100 required; up to 50 distinct language codes', () => {
    const codes = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26)));
    check(translationSettingsBody, [
      [{ title: 'a', languages: ['en', 'pt-BR'] }, undefined],
      [{ title: chars(100) }, undefined],
      [{}, 'title: is required'],
      [{ title: '' }, 'title: must be 1 to 100 characters'],
      [{ title: chars(101) }, 'title: must be 1 to 100 characters'],
      [{ title: 'a', languages: codes(50) }, undefined],
      [{ title: 'a', languages: codes(51) }, 'languages: must have at most 50 items'],
      [{ title: 'a', languages: ['EN'] }, 'languages.0: must match ^[a-z]{2}(-[A-Z]{2})?$'],
      [{ title: 'a', languages: ['en', 'pt-br'] }, 'languages.1: must match ^[a-z]{2}(-[A-Z]{2})?$'],
      [{ title: 'a', languages: ['en', 'fr', 'en'] }, 'languages: must not repeat a language'],
    ]);
  });
});

describe('integrations', () => {
  const integrationExample = {
    object: 'integration',
    name: 'acme-analytics',
    version: 3,
    title: 'Acme Analytics',
    description: 'Counts readers',
    summary: '# Acme',
    previewImages: ['https://cdn/p1.png'],
    target: 'all',
    verified: true,
    visibility: 'public',
    scopes: ['space:views:read', 'site:script:inject'],
    categories: ['analytics'],
    blocks: [{ id: 'chart', title: 'Chart', urlUnfurl: ['https://acme.test/**'], markdown: { codeblock: 'chart', body: 'x' } }],
    contentSources: [{ id: 'src', title: 'Source', configuration: { componentId: 'cfg' } }],
    configurations: { space: { properties: { token: { title: 'Token', type: 'string', enum: ['a'] } }, required: ['token'] } },
    externalLinks: [{ url: 'https://acme.test', label: 'Website' }],
    owner: org,
    urls: { location: 'https://api/v1/integrations/acme-analytics', app: 'https://app/i/acme', icon: 'https://cdn/i.png' },
    permissions: { admin: false, install: true },
    contentSecurityPolicy: "script-src 'self'",
  };

  it('parses integrations, keeping unknown scopes, categories and fields', () => {
    const parsed = integration.parse({ ...integrationExample, scopes: ['space:ai:train'], categories: ['ai'], rating: 5 });
    expect(parsed.scopes).toEqual(['space:ai:train']);
    expect((parsed as Record<string, unknown>).rating).toBe(5);
    expect(parsed.owner.id).toBe('org_1');
    expect(spaceIntegrationBlocks.parse({ name: 'acme-analytics', blocks: integrationExample.blocks }).blocks).toHaveLength(1);
    expect(integrationScript.parse({ script: 'https://int/s.js', cookies: true }).cookies).toBe(true);
    expect(firstError(integrationScript, { script: 'https://int/s.js' })).toMatch(/^cookies: /);
  });

  it('list query and the name in the path', () => {
    expect(listIntegrationsQuery.parse({ blocks: 'true', contentSources: 'false', category: 'analytics' })).toEqual({
      blocks: true,
      contentSources: false,
      category: 'analytics',
    });
    const namePattern = 'must match ^[a-zA-Z0-9\\-_.]+$';
    check(listIntegrationsQuery, [
      [{ blockDomain: 'docs.acme-corp.test' }, undefined],
      [{ blockDomain: chars(100) }, undefined],
      [{ blockDomain: chars(101) }, 'blockDomain: must be at most 100 characters'],
      [{ blockDomain: 'acme.test/x' }, `blockDomain: ${namePattern}`],
      [{ blockDomain: 'a:b' }, `blockDomain: ${namePattern}`],
      [{ category: 'ai' }, 'category: must be one of analytics, collaboration, content, marketing, visitor-auth, other'],
    ]);
    const nameParam = operations.publishIntegration.params!.integrationName!;
    expect(nameParam.safeParse('acme_analytics.v2').success).toBe(true);
    expect(nameParam.safeParse(chars(101)).success).toBe(false);
  });

  it('publish body limits', () => {
    const body = { title: 'Acme', description: 'Counts readers', scopes: ['space:views:read'], script: 'export default {}', organization: 'acme' };
    const png = 'iVBORw0KGgo=';
    check(publishIntegrationBody, [
      [body, undefined],
      [{ ...body, icon: png, previewImages: [png, png, png], summary: chars(2048), target: 'site', visibility: 'unlisted', secrets: { key: 'v' } }, undefined],
      [{ ...body, title: 'ab'.repeat(15) }, undefined],
      [{ ...body, title: 'a' }, 'title: must be 2 to 30 characters'],
      [{ ...body, title: chars(31) }, 'title: must be 2 to 30 characters'],
      [{ ...body, description: chars(100) }, undefined],
      [{ ...body, description: chars(101) }, 'description: must be at most 100 characters'],
      [{ ...body, description: undefined }, 'description: is required'],
      [{ ...body, summary: chars(2049) }, 'summary: must be at most 2048 characters'],
      [{ ...body, previewImages: [png, png, png, png] }, 'previewImages: must have at most 3 items'],
      [{ ...body, icon: 'not base64!' }, 'icon: must be base64'],
      [{ ...body, scopes: undefined }, 'scopes: is required'],
      [{ ...body, scopes: ['space:everything'] }, `scopes.0: must be one of ${INTEGRATION_SCOPES.join(', ')}`],
      [{ ...body, script: '' }, 'script: must not be empty'],
      [{ ...body, organization: undefined }, 'organization: is required'],
      [{ ...body, target: 'everywhere' }, 'target: must be one of all, organization, space, site'],
      [{ ...body, externalLinks: Array.from({ length: 5 }, () => ({ url: 'https://a.test', label: 'A' })) }, undefined],
      [{ ...body, externalLinks: Array.from({ length: 6 }, () => ({ url: 'https://a.test', label: 'A' })) }, 'externalLinks: must have at most 5 items'],
      [{ ...body, externalLinks: [{ url: 'a.test', label: 'A' }] }, 'externalLinks.0.url: must be an absolute URL'],
      [{ ...body, blocks: [{ id: 'chart' }] }, 'blocks.0.title: is required'],
      [{ ...body, configurations: { site: { properties: { p: { type: 'date' } } } } }, 'configurations.site.properties.p.type: must be one of string, number, boolean, button'],
      [{ ...body, secrets: { key: 1 } }, 'secrets.key: must be a string'],
    ]);
  });
});
