import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS as CONFORMANCE_AREAS, isArea as isConformanceArea } from '@docpub/conformance';
import {
  AREAS,
  AREA_NAMES,
  OPERATION_TAGS,
  areaInfo,
  isArea,
  operationList,
  operationTag,
  operations,
  type Operation,
} from '../../src/contract/index.js';

const generatedOperationTypes = readFileSync(new URL('../../src/types/operations.ts', import.meta.url), 'utf8');

const OPERATIONS_DIR = new URL('../../src/contract/operations/', import.meta.url);
/** The files of operation rows: every module of the folder but the table that assembles them. */
const operationFiles = readdirSync(OPERATIONS_DIR)
  .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
  .map((name) => name.slice(0, -'.ts'.length));

/** `change-requests` → `changeRequests`. */
const camel = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The rows a file exports as `<camelArea>Operations`, or undefined when it exports no such object. */
async function rowsOf(file: string): Promise<Record<string, Operation> | undefined> {
  const module = (await import(new URL(`${file}.ts`, OPERATIONS_DIR).href)) as Record<string, unknown>;
  return module[`${camel(file)}Operations`] as Record<string, Operation> | undefined;
}

describe('areas of the API', () => {
  it('every operation of the table names one known area', () => {
    for (const operation of operationList) {
      expect(operation.area, operation.id).toBeDefined();
      expect(isArea(operation.area!), `${operation.id}: ${operation.area}`).toBe(true);
    }
    expect(isArea('site-access')).toBe(false);
  });

  it('every area has an operation, and area names are unique', () => {
    expect(new Set(AREA_NAMES).size).toBe(AREAS.length);
    const used = new Set(operationList.map((operation) => operation.area));
    expect(AREA_NAMES.filter((name) => !used.has(name))).toEqual([]);
  });

  it("OpenAPI tags are the areas' headings, each operation tagged with its own area's", () => {
    expect(OPERATION_TAGS.map((tag) => tag.name)).toEqual([...new Set(AREAS.map((area) => area.heading))]);
    for (const operation of operationList) {
      expect(operationTag(operation).name, operation.id).toBe(areaInfo(operation.area!).heading);
    }
    const siteAccess = OPERATION_TAGS.find((tag) => tag.name === 'Site access')!;
    for (const name of ['redirects', 'share-links', 'publishing-auth'] as const) {
      expect(siteAccess.description).toContain(areaInfo(name).description);
    }
    expect(() => operationTag({ id: 'controlOnly' })).toThrow('controlOnly: has no area');
  });

  it("the conformance suite's areas are the contract's, in the same order, then its own beyond the API", () => {
    expect(CONFORMANCE_AREAS.slice(0, AREA_NAMES.length)).toEqual([...AREA_NAMES]);
    // With no operation of their own: the sites the API publishes, visited; Git sync against a scratch repository.
    expect(CONFORMANCE_AREAS.slice(AREA_NAMES.length)).toEqual(['published-site', 'git-sync']);
    for (const name of AREA_NAMES) expect(isConformanceArea(name)).toBe(true);
    expect(isConformanceArea('orgs')).toBe(false);
  });

  it("the generated types' documentation categories are the heading of each operation's area", () => {
    // Each operation's Params/Result block names its call as (`METHOD /path`) and ends with its @category.
    const blocks = [...generatedOperationTypes.matchAll(/\(`(GET|POST|PUT|PATCH|DELETE) ([^`]+)`\)[^]*?@category ([^\n]+)/g)];
    const seen = new Set<string>();
    for (const [, method, path, category] of blocks) {
      const operation = operationList.find((candidate) => candidate.method === method && candidate.path === path);
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(category!.trim(), operation!.id).toBe(areaInfo(operation!.area!).heading);
      seen.add(operation!.id);
    }
    // Operations answering a plain resource and taking no params have no block of their own.
    expect(seen.size).toBeGreaterThan(operationList.length / 2);
  });

  it('one operations file per area, named after it, holding exactly the rows of that area', async () => {
    expect([...operationFiles].sort()).toEqual([...AREA_NAMES].sort());
    const filed: string[] = [];
    for (const file of operationFiles) {
      const rows = await rowsOf(file);
      expect(rows, `${file}.ts exports ${camel(file)}Operations`).toBeDefined();
      const strays = Object.values(rows!).filter((row) => row.area !== file).map((row) => `${row.id} (${row.area})`);
      expect(strays, `rows of other areas in ${file}.ts`).toEqual([]);
      expect(Object.keys(rows!).length, file).toBeGreaterThan(0);
      filed.push(...Object.keys(rows!));
    }
    // Every row of the table comes from exactly one of these files.
    expect(filed.sort()).toEqual(Object.keys(operations).sort());
  });

  it('the table lists the areas in reading order', () => {
    const order = operationList.map((operation) => AREA_NAMES.indexOf(operation.area!));
    const runs = order.filter((index, position) => index !== order[position - 1]);
    expect(runs).toEqual(AREA_NAMES.map((_, index) => index));
  });
});
