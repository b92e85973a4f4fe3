/**
 * The order vitest starts test files in: the longest first, so that the end of a run does not wait on one long
 * file while the other core idles.
 *
 * Vitest orders by the durations of the previous run when it has them (its cache under node_modules/.vite). A
 * fresh clone, as CI runs, has none, and vitest then starts the largest files first: a file whose work is in
 * its support modules or in a child process (the fuzz run, typedoc, the browsers) is small, so it started last
 * and the run ended on it alone. Without a previous run's durations, the files of {@link LONGEST} start first,
 * in that order, each within its project; the others follow in vitest's order. The list only orders the queue:
 * a file missing from it, or named here and since renamed, runs all the same.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest test files, longest first: their durations in a whole run on a 2-core machine (vitest's JSON report). */
export const LONGEST = [
  'test/reliability/fuzz/fuzz.test.ts', // 36 s
  'test/demo-site-browser.test.ts', // 32 s
  'packages/mock-server/test/compose/cli-flags-dist.test.ts', // 31 s
  'test/typedoc.test.ts', // 30 s
  'packages/conformance/test/cli-flags-dist.test.ts', // 29 s
  'packages/mock-server/test/hardening/linear-work.test.ts', // 27 s
  'test/packaging.test.ts', // 24 s
  'packages/mock-server/test/visitor/search-linear-work.test.ts', // 21 s
  'examples/test/examples.test.ts', // 20 s
  'packages/mock-server/test/git/git-sync.test.ts', // 18 s
  'test/consumers/runners.test.ts', // 17 s
  'packages/mock-server/test/core/off-thread/runner.test.ts', // 17 s
  'packages/mock-server/test/hardening/memory.test.ts', // 16 s
  'test/browser-control.test.ts', // 16 s
  'test/published/sdk-reads-published.test.ts', // 14 s
  'bench/bench.test.ts', // 13 s
  'packages/mock-server/test/capture/bounds.test.ts', // 13 s
  'test/reliability/soak/soak.test.ts', // 13 s
  'packages/mock-server/test/openapi/off-thread-processing.test.ts', // 13 s
  'packages/conformance/test/hostile-targets.test.ts', // 12 s
  'packages/conformance/test/binaries.test.ts', // 12 s
  'packages/mock-server/test/worlds/cli-world.test.ts', // 12 s
  'packages/sdk/test/hostile/network.test.ts', // 12 s
  'packages/mock-server/test/worlds/off-thread-world-files.test.ts', // 11 s
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    if (ordered.some((file) => this.ctx.cache.getFileTestResults(this.cacheKey(file)))) return ordered;
    const root = this.ctx.config.root;
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((path) => file.moduleId === `${root}/${path}`);
      return at === -1 ? LONGEST.length : at;
    };
    // Projects stay in vitest's order; within each, Array.prototype.sort is stable, so the unlisted files (one
    // rank) keep vitest's order.
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of ordered) byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    return [...byProject.values()].flatMap((project) => project.sort((a, b) => rank(a) - rank(b)));
  }

  /** The key vitest's cache keeps a file's last result under. */
  private cacheKey(file: TestSpecification): string {
    return `${file.project.name}:${file.moduleId.slice(this.ctx.config.root.length + 1)}`;
  }
}
