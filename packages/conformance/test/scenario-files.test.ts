/**
 * The scenario files are named by area: a reader looking for the scenarios of an area (the `--only` name, the
 * report section) finds them all in the file of that name, and nowhere else. The read-only tour is the one
 * exception: it reads across areas by design and runs last.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isArea } from '../src/areas.js';
import { scenarios, type Scenario } from '../src/index.js';

const folder = fileURLToPath(new URL('../src/scenarios/', import.meta.url));
/** Files of the folder that are not one area's scenarios: the list itself, shared helpers, the tour. */
const NOT_AN_AREA = ['index.ts', 'support.ts', 'read-only-tour.ts'];

const isScenario = (value: unknown): value is Scenario =>
  typeof value === 'object' && value !== null && 'area' in value && 'name' in value && 'run' in value;

/** Every scenario a module exports, in arrays (the way each file hands its scenarios to the index). */
function exportedScenarios(module: Record<string, unknown>): Scenario[] {
  return Object.values(module).flatMap((value) => (Array.isArray(value) ? value.filter(isScenario) : []));
}

async function scenariosByFile(): Promise<Map<string, Scenario[]>> {
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !NOT_AN_AREA.includes(file));
  const byFile = new Map<string, Scenario[]>();
  for (const file of files) {
    byFile.set(file, exportedScenarios((await import(join(folder, file))) as Record<string, unknown>));
  }
  return byFile;
}

describe('scenario files', () => {
  it('are each named after an area and hold only scenarios of that area', async () => {
    const byFile = await scenariosByFile();
    expect(byFile.size).toBeGreaterThan(10);
    for (const [file, held] of byFile) {
      const area = basename(file, '.ts');
      expect(isArea(area), `${file} is named after an area`).toBe(true);
      expect(held.length, `scenarios in ${file}`).toBeGreaterThan(0);
      expect(held.filter((scenario) => scenario.area !== area).map((scenario) => `${scenario.area} › ${scenario.name}`), `scenarios of other areas in ${file}`).toEqual([]);
    }
  });

  it('together with the tour are exactly the built-in scenarios, the tour last', async () => {
    const byFile = await scenariosByFile();
    const tour = exportedScenarios((await import(join(folder, 'read-only-tour.ts'))) as Record<string, unknown>);
    expect(tour.length).toBeGreaterThan(0);
    const inFiles = [...byFile.values()].flat();
    expect(new Set([...inFiles, ...tour])).toEqual(new Set(scenarios));
    expect(inFiles.length + tour.length).toBe(scenarios.length);
    expect(scenarios.slice(-tour.length)).toEqual(tour);
  });
});
