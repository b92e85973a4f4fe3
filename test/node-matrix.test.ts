/**
 * The quick leg of the Node version matrix, inside `npm test`: the built packages load with `import` and
 * `require` and make calls on Node 22 and 24 too (the full suites on those versions: `npm run
 * test:node-matrix`). The binaries come from the npm registry (scripts/node-matrix/binaries.ts); a fresh clone
 * fetches them here, once, so `npm test` alone runs the whole matrix.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ensureInstalled, MATRIX_VERSIONS, nodeBinary } from '../scripts/node-matrix/binaries.js';
import { repoRoot } from './support/paths.js';

const run = promisify(execFile);
// At collection time, before the concurrent cases start: they all need the binaries.
ensureInstalled((line) => console.log(line));

describe.concurrent.each(MATRIX_VERSIONS)('on Node %s', (major) => {
  it.each([
    ['esm.mjs', 'esm'],
    ['cjs.cjs', 'cjs'],
  ])('the built packages load and work (%s)', async (script, system) => {
    const { stdout } = await run(nodeBinary(major), [join(repoRoot, 'scripts/smoke', script)], { cwd: repoRoot });
    const findings = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
    expect(findings.node).toMatch(new RegExp(`^v${major}\\.`));
    expect(findings).toMatchObject({
      system,
      userViaDouble: 'Fetch Double',
      notFound: 'NotFoundError',
      conformanceExports: 'function',
    });
    expect(findings.spaceTitles).toEqual(expect.arrayContaining(['Handbook']));
  }, 60_000);
});
