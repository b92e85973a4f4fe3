/**
 * A real Jest project against the packed tarballs: Jest 30 with its default configuration (CommonJS, no
 * transform of node_modules) loads `@docpub/sdk` and `@docpub/mock-server` with `require` and tests SDK
 * calls against the reference server in-process. Fails if any module on the way is ESM-only.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { consumerProject } from '../support/consumer.js';

const run = promisify(execFile);
const JEST_VERSION = '30.5.2';

const TEST_FILE = `
const { DocPub, NotFoundError } = require('@docpub/sdk');
const { createServer, DEMO } = require('@docpub/mock-server');

const server = createServer();
const client = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0 });

test('lists the demo spaces through the SDK', async () => {
  const titles = [];
  for await (const space of client.spaces.list(DEMO.organization, { limit: 2 })) titles.push(space.title);
  expect(titles).toContain('Handbook');
});

test('turns a 404 into a NotFoundError', async () => {
  await expect(client.spaces.get('no-such-space')).rejects.toBeInstanceOf(NotFoundError);
});

test('creates a space and reads it back', async () => {
  const created = await client.spaces.create(DEMO.organization, { title: 'From Jest' });
  expect((await client.spaces.get(created.id)).title).toBe('From Jest');
});
`;

describe('the packed SDK and reference server under Jest (default configuration)', () => {
  it(`pass a Jest ${JEST_VERSION} test file that requires them`, async () => {
    const dir = await consumerProject({
      name: `jest-${JEST_VERSION}`,
      packages: ['sdk', 'mock-server'],
      dependencies: { jest: JEST_VERSION },
      files: { 'docpub.test.js': TEST_FILE },
    });
    let output: string;
    try {
      const result = await run(process.execPath, ['node_modules/jest/bin/jest.js', '--ci', '--colors=false'], {
        cwd: dir,
        timeout: 180_000,
      });
      output = `${result.stdout}\n${result.stderr}`;
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      throw new Error(`jest failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
    }
    expect(output).toMatch(/Tests:\s+3 passed, 3 total/);
  }, 400_000);
});
