import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREA_NAMES, operations, type OperationId } from '@docpub/sdk/contract';

const handlersDir = new URL('../../src/handlers/', import.meta.url);

describe('handlers are arranged by the areas of the contract', () => {
  it('each folder of src/handlers is an area and holds handlers of that area only', async () => {
    const folders = readdirSync(handlersDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.filter((name) => !(AREA_NAMES as readonly string[]).includes(name))).toEqual([]);
    expect([...AREA_NAMES].filter((name) => !folders.includes(name))).toEqual([]);
    const misplaced: string[] = [];
    let handled = 0;
    for (const folder of folders) {
      for (const file of readdirSync(new URL(`${folder}/`, handlersDir)).filter((name) => name.endsWith('.ts'))) {
        const module = (await import(new URL(`${folder}/${file}`, handlersDir).href)) as Record<string, Record<string, unknown>>;
        for (const table of Object.values(module)) {
          for (const id of Object.keys(table)) {
            handled++;
            const area = operations[id as OperationId]?.area;
            if (area !== folder) misplaced.push(`${folder}/${file}: ${id} (${area ?? 'not an operation'})`);
          }
        }
      }
    }
    expect(misplaced).toEqual([]);
    expect(handled).toBe(Object.keys(operations).length);
  });
});
