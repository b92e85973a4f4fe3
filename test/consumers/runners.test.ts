/**
 * The runner integrations as a user meets them, in fresh projects around the packed tarballs:
 * - vitest (the repository's version) with `examples/runners/vitest`: one server for the run started by the
 *   global set-up, two test files in parallel workers, each in a world of its own, and `toHaveReceived`;
 * - Jest 30 with its default configuration (CommonJS) and `examples/runners/jest`: the same with `useWorld()`;
 * - msw under Jest's default configuration, which cannot load (msw's own dependencies are ESM-only), beside
 *   what `docs/meeting-users.md` says to do instead: `server.fetch` as the client's fetch.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { consumerProject } from '../support/consumer.js';
import { CONSUMER_INSTALLS, JEST_DEFAULT_CONFIG, JEST_VERSION, MSW_2, VITEST_VERSION } from '../support/consumer-installs.js';
import { repoRoot } from '../support/paths.js';

const run = promisify(execFile);

/** The files of an example folder, to copy into a project. */
function exampleFiles(folder: string): Record<string, string> {
  const dir = join(repoRoot, 'examples/runners', folder);
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

async function outputOf(command: string[], cwd: string): Promise<{ output: string; failed: boolean }> {
  try {
    const result = await run(process.execPath, command, { cwd, timeout: 240_000, env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
    return { output: `${result.stdout}\n${result.stderr}`, failed: false };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { output: `${failed.stdout ?? ''}\n${failed.stderr ?? ''}`, failed: true };
  }
}

describe('test-runner integration, from the packed tarballs', () => {
  it(`vitest ${VITEST_VERSION}: one server, a world per file, files in parallel workers`, async () => {
    const { dir } = await consumerProject(CONSUMER_INSTALLS.vitest, { files: exampleFiles('vitest') });
    const { output, failed } = await outputOf(['node_modules/vitest/vitest.mjs', 'run', '--reporter=verbose'], dir);
    expect(failed, output).toBe(false);
    expect(output).toMatch(/Test Files\s+2 passed \(2\)/);
    expect(output).toMatch(/Tests\s+5 passed \(5\)/);
  }, 400_000);

  it(`Jest ${JEST_VERSION} with its default configuration: globalSetup, useWorld() and the matcher`, async () => {
    const { root, dir } = await consumerProject(CONSUMER_INSTALLS.jestAndMsw2, { folder: 'runner', files: exampleFiles('jest') });
    const { output, failed } = await outputOf([join(root, 'node_modules/jest/bin/jest.js'), '--ci', '--colors=false'], dir);
    expect(failed, output).toBe(false);
    expect(output).toMatch(/Test Suites:\s+2 passed, 2 total/);
    expect(output).toMatch(/Tests:\s+4 passed, 4 total/);
  }, 400_000);

  it(`msw ${MSW_2} under Jest's default configuration fails to load, and server.fetch works there`, async () => {
    const { root, dir } = await consumerProject(CONSUMER_INSTALLS.jestAndMsw2, {
      folder: 'msw-under-jest',
      files: {
        ...JEST_DEFAULT_CONFIG,
        'with-msw.test.js': `
const { setupServer } = require('msw/node');
test('msw loads', () => expect(typeof setupServer).toBe('function'));
`,
        'with-server-fetch.test.js': `
const { DocPub } = require('@docpub/sdk');
const { createServer, DEMO } = require('@docpub/mock-server');
const server = createServer();
test('the SDK reaches the reference server through server.fetch', async () => {
  const client = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0 });
  expect((await client.user.get()).id).toBe(DEMO.users.admin);
});
`,
      },
    });
    const { output } = await outputOf([join(root, 'node_modules/jest/bin/jest.js'), '--ci', '--colors=false'], dir);
    // What the page says: msw's ESM-only dependencies cannot be required by Jest's CommonJS runtime.
    expect(output).toMatch(/FAIL .*with-msw\.test\.js/);
    expect(output).toMatch(/Must use import to load ES Module|SyntaxError: Cannot use import statement|Unexpected token 'export'/);
    expect(output).toMatch(/PASS .*with-server-fetch\.test\.js/);
  }, 400_000);
});
