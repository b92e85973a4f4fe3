/**
 * `npm run test:node-matrix`: runs the SDK's and the reference server's test suites on Node 22 and 24 (the
 * rest of the project runs on Node 20). `-- --smoke` runs only the quick check of the built packages that
 * `npm test` runs too (`test/node-matrix.test.ts`).
 *
 * Each version runs vitest with its own binary first on PATH, so child processes the tests spawn get the
 * same Node.
 */
import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled, MATRIX_VERSIONS, nodeBinary, type MatrixVersion } from './node-matrix/binaries.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const smokeOnly = process.argv.includes('--smoke');

function runOn(major: MatrixVersion, args: string[]): boolean {
  const node = nodeBinary(major);
  const env = { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
  console.log(`\n── Node ${major}: node ${args.join(' ')}`);
  const result = spawnSync(node, args, { cwd: root, env, stdio: 'inherit' });
  return result.status === 0;
}

function suiteArgs(): string[][] {
  if (smokeOnly) return [['scripts/smoke/esm.mjs'], ['scripts/smoke/cjs.cjs']];
  return [[join('node_modules', 'vitest', 'vitest.mjs'), 'run', 'packages/sdk', 'packages/mock-server']];
}

ensureInstalled();
const outcomes = MATRIX_VERSIONS.map((major) => ({
  major,
  passed: suiteArgs().every((args) => runOn(major, args)),
}));
console.log('\nNode version matrix:');
for (const { major, passed } of outcomes) console.log(`  Node ${major}: ${passed ? 'passed' : 'FAILED'}`);
process.exitCode = outcomes.every((outcome) => outcome.passed) ? 0 : 1;
