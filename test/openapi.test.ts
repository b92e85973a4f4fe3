/**
 * The generated OpenAPI document: `npm run openapi` writes a document that parses, names every operation of
 * the contract's table, and whose schemas accept what the reference server really answers — checked with
 * Ajv, a JSON Schema validator that shares nothing with zod. It passes `redocly lint`, and is tagged by area
 * and described from the SDK's and the contract's TSDoc.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationList } from '@docpub/sdk/contract';
import { createServer, DEMO } from '@docpub/mock-server';
import type { OpenApiDocument } from '../scripts/openapi/document.js';
import { repoRoot, tsxBin } from './support/paths.js';
import { tempDir } from './support/temp-dir.js';

const DOCUMENT_ID = 'https://docpub.test/openapi.json';
let document: OpenApiDocument;
const generated = tempDir('docpub-openapi-');

beforeAll(() => {
  const file = join(generated, 'openapi.json');
  execFileSync(tsxBin, ['scripts/openapi.ts', file], { cwd: repoRoot, stdio: 'pipe' });
  document = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}, 60_000);

function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
}

/** Ajv over the whole document, so `#/components/...` references resolve as they do for any OpenAPI tool. */
function validatorFor(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  // OpenAPI's top-level members are not JSON Schema keywords; declared, Ajv lets references point into them.
  for (const keyword of ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components']) ajv.addKeyword(keyword);
  ajv.addSchema({ ...doc, $id: DOCUMENT_ID });
  return (pointer: string, data: unknown) => {
    const validate = ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
    if (!validate) throw new Error(`no schema at ${pointer}`);
    return validate(data) ? [] : (validate.errors ?? []);
  };
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const responsePointer = (path: string, method: string, status: number) =>
  `/paths/${escapePointer(path)}/${method}/responses/${status}/content/application~1json/schema`;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with one operation per entry of the contract table, by operationId', () => {
    expect(document.openapi).toBe('3.1.0');
    const ids = operationsOf(document).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(operationList.map((operation) => operation.id).sort());
    for (const { path, method, operation } of operationsOf(document)) {
      const entry = operationList.find((candidate) => candidate.id === operation.operationId);
      expect({ path, method }).toEqual({ path: entry?.path, method: entry?.method });
    }
  });

  it('declares every path parameter and the body and success status of each operation', () => {
    for (const { operation } of operationsOf(document)) {
      const entry = operationList.find((candidate) => candidate.id === operation.operationId)!;
      const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(inPath, operation.operationId).toEqual([...entry.pathParams]);
      expect(operation.requestBody !== undefined, operation.operationId).toBe(entry.body !== undefined);
      expect(Object.keys(operation.responses), operation.operationId).toContain(String(entry.status));
      expect(operation.responses['4XX'], operation.operationId).toBeDefined();
    }
    // A body is required when it has a required field, and may be left out when every field is optional.
    expect(document.paths['/orgs/{organizationId}/spaces']?.post?.requestBody?.required).toBe(true);
    expect(document.paths['/spaces/{spaceId}/move']?.post?.requestBody?.required).toBe(false);
  });

  it('has no dangling references', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(100);
    for (const raw of new Set(refs)) {
      const pointer = raw.slice('"$ref":"#'.length, -1).split('/').slice(1);
      let node: unknown = document;
      for (const segment of pointer) node = (node as Record<string, unknown> | undefined)?.[segment];
      expect(node, raw).toBeDefined();
    }
  });

  it("accepts the reference server's answers and rejects a broken one (Ajv, JSON Schema 2020-12)", async () => {
    const check = validatorFor(document);
    const server = createServer();
    const get = async (path: string) => {
      const response = await server.fetch(`${server.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${DEMO.tokens.admin}` },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    const space = await get(`/spaces/${DEMO.spaces.handbook}`);
    expect(space.status).toBe(200);
    expect(check(responsePointer('/spaces/{spaceId}', 'get', 200), space.body)).toEqual([]);

    const spaces = await get(`/orgs/${DEMO.organization}/spaces?limit=2`);
    expect(check(responsePointer('/orgs/{organizationId}/spaces', 'get', 200), spaces.body)).toEqual([]);

    // The recursive page tree: Page refers to itself.
    const pages = await get(`/spaces/${DEMO.spaces.handbook}/content/pages`);
    expect(pages.status).toBe(200);
    expect(check(responsePointer('/spaces/{spaceId}/content/pages', 'get', 200), pages.body)).toEqual([]);

    const missing = await get('/spaces/no-such-space');
    expect(missing.status).toBe(404);
    expect(check('/components/schemas/ErrorBody', missing.body)).toEqual([]);

    // The validator is not a rubber stamp: a space without its id, with a wrongly typed counter, fails.
    const { id: _id, ...withoutId } = space.body;
    const errors = check(responsePointer('/spaces/{spaceId}', 'get', 200), { ...withoutId, comments: 'many' });
    expect(errors.map((error) => `${error.instancePath} ${error.message}`)).toEqual(
      expect.arrayContaining([" must have required property 'id'", '/comments must be integer']),
    );
  });
});

describe('the OpenAPI document for readers and tools', () => {
  const redocly = join(repoRoot, 'node_modules/.bin/redocly');
  const lint = (doc: OpenApiDocument) => {
    const file = join(tempDir('docpub-openapi-lint-'), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const run = spawnSync(redocly, ['lint', file, '--format', 'stylish'], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
    return { code: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
  };

  it('passes `redocly lint` (recommended rules) with no error and no warning', () => {
    const { code, output } = lint(document);
    expect(code, output).toBe(0);
    expect(output).toContain('Your API description is valid');
    expect(output).not.toMatch(/You have \d+ warnings?/);
  }, 60_000);

  it('and the lint is not a rubber stamp: `"maxItems": null` is an error', () => {
    const broken = structuredClone(document);
    const [name, schema] = Object.entries(broken.components.schemas).find(([, candidate]) => candidate.type === 'object')!;
    broken.components.schemas[name] = { ...schema, properties: { list: { type: 'array', maxItems: null } } };
    const { code, output } = lint(broken);
    expect(code, output).not.toBe(0);
    expect(output).toMatch(/error .*Expected type `integer` but got `null`/);
  }, 60_000);

  it('sets no `maxItems` that is not a number', () => {
    expect(JSON.stringify(document)).not.toMatch(/"maxItems":(null|"|\{)/);
  });

  it('tags every operation with one area, declared at the top with a description', () => {
    const declared = new Map((document.tags as { name: string; description: string }[]).map((tag) => [tag.name, tag.description]));
    expect(declared.size).toBeGreaterThanOrEqual(10);
    for (const description of declared.values()) expect(description.length).toBeGreaterThan(10);
    const used = new Set<string>();
    for (const { operation } of operationsOf(document)) {
      expect(operation.tags, operation.operationId).toHaveLength(1);
      expect(declared.has(operation.tags[0]!), operation.operationId).toBe(true);
      used.add(operation.tags[0]!);
    }
    expect([...used].sort()).toEqual([...declared.keys()].sort());
    expect(document.paths['/spaces/{spaceId}/comments']?.get?.tags).toEqual(['Comments']);
    expect(document.paths['/orgs/{organizationId}/sites/{siteId}/sections']?.get?.tags).toEqual(['Site structure']);
  });

  it("describes every operation with its SDK method's TSDoc, and schemas and properties with the contract's", () => {
    for (const { operation } of operationsOf(document)) {
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.description?.length ?? 0, operation.operationId).toBeGreaterThan(20);
    }
    const create = document.paths['/orgs/{organizationId}/spaces']?.post;
    expect(create?.description).toContain('Creates a space in an organization');
    expect(create?.description).toContain("client.spaces.create('org-1'");
    const space = document.components.schemas.Space as { description?: string; properties: Record<string, { description?: string }> };
    expect(space.description).toBe('A space: a documentation project with revisions, pages and files.');
    expect(space.properties.deletedAt?.description).toMatch(/soft-deleted/);
    const described = Object.values(document.components.schemas).filter((schema) => typeof schema.description === 'string');
    expect(described.length).toBeGreaterThan(100);
  });
});
