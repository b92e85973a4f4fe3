/**
 * Running the conformance suite programmatically: the scenarios that drive the SDK against a target and
 * report whether it behaves like the service. The embedded reference server is the default target; for a
 * deployment pass `target: { kind: 'http', baseUrl, token }` (with `readOnly: true` to change nothing).
 *
 *   npx tsx examples/conformance.ts
 */
import { exitCodeOf, runConformance } from '@docpub/conformance';

const result = await runConformance({
  only: ['spaces', 'change-requests', 'comments'],
  concurrency: 4,
  onScenario: (scenario) => {
    const mark = scenario.status === 'passed' ? '✓' : scenario.status === 'failed' ? '✗' : '-';
    console.log(`${mark} [${scenario.area}] ${scenario.name}`);
  },
});

console.log(`\n${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`);
console.log(`operations reached: ${result.coverage.covered} of ${result.coverage.total}`);
for (const scenario of result.scenarios.filter((each) => each.status === 'failed')) {
  console.log(`failed: ${scenario.name}: ${scenario.error?.message ?? 'no detail'}`);
}
process.exitCode = exitCodeOf(result);
