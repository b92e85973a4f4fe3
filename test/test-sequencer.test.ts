/**
 * The order test files start in (scripts/test-sequencer.ts): without a previous run's durations, the longest
 * files known start first within their project; with them, vitest's own order (longest last time first) stands.
 */
import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import LongestFirst, { LONGEST } from '../scripts/test-sequencer.js';

const root = '/repo';

function spec(project: string, path: string, size: number): TestSpecification {
  return {
    moduleId: `${root}/${path}`,
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } },
    size,
  } as unknown as TestSpecification;
}

/** A sequencer over a cache that holds `durations` (a previous run's) and each file's size. */
function sequencer(files: TestSpecification[], durations: Record<string, number> = {}) {
  const key = (file: TestSpecification) => `${file.project.name}:${file.moduleId.slice(root.length + 1)}`;
  const sizes = new Map(files.map((file) => [key(file), (file as unknown as { size: number }).size]));
  const cache = {
    getFileTestResults: (k: string) => (k in durations ? { duration: durations[k], failed: false } : undefined),
    getFileStats: (k: string) => (sizes.has(k) ? { size: sizes.get(k) } : undefined),
  };
  return new LongestFirst({ cache, config: { root } } as unknown as Vitest);
}

const names = (files: TestSpecification[]) => files.map((file) => `${file.project.name}:${file.moduleId.slice(root.length + 1)}`);

describe('the test sequencer', () => {
  const files = [
    spec('unit', 'packages/sdk/test/big-but-quick.test.ts', 90_000),
    spec('unit', LONGEST[1]!, 2_000),
    spec('unit', 'packages/sdk/test/small.test.ts', 1_000),
    spec('unit', LONGEST[0]!, 1_500),
    spec('packed', 'test/packaging.test.ts', 5_000),
    spec('measured', LONGEST.find((path) => path.includes('linear-work'))!, 3_000),
  ];

  it('without a previous run, starts the longest files known first, in their order, each within its project', async () => {
    expect(names(await sequencer(files).sort(files))).toEqual([
      `measured:${LONGEST.find((path) => path.includes('linear-work'))}`,
      'packed:test/packaging.test.ts',
      `unit:${LONGEST[0]}`,
      `unit:${LONGEST[1]}`,
      // The others in vitest's order: the larger first.
      'unit:packages/sdk/test/big-but-quick.test.ts',
      'unit:packages/sdk/test/small.test.ts',
    ]);
  });

  it('with a previous run’s durations, keeps vitest’s order: the longest last time first', async () => {
    const durations = Object.fromEntries(names(files).map((name, index) => [name, name.includes('small') ? 99_000 : index]));
    const sorted = names(await sequencer(files, durations).sort(files));
    expect(sorted.filter((name) => name.startsWith('unit:'))[0]).toBe('unit:packages/sdk/test/small.test.ts');
  });
});
