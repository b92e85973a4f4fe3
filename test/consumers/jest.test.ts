/**
 * A real Jest project against the packed tarballs: Jest 30 with its default configuration (CommonJS, no
 * transform of node_modules) loads `@docpub/sdk` and `@docpub/mock-server` with `require` and tests SDK
 * calls against the reference server in-process. Fails if any module on the way is ESM-only.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { consumerProject } from '../support/consumer.js';
import { CONSUMER_INSTALLS, JEST_DEFAULT_CONFIG, JEST_VERSION } from '../support/consumer-installs.js';

const run = promisify(execFile);

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

test('signs a visitor token through the /visitor entry (its JWT library bundled for require)', async () => {
  const { signVisitorToken, visitorReturnURL } = require('@docpub/sdk/visitor');
  const token = await signVisitorToken({ privateKey: 'site-key', claims: { plan: 'pro' } });
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  expect(claims).toMatchObject({ plan: 'pro' });
  expect(claims.exp - claims.iat).toBe(3600);
  expect(visitorReturnURL({ siteURL: 'https://docs.example.com/', location: '/a', token })).toBe('https://docs.example.com/a?jwt_token=' + token);
  expect(() => visitorReturnURL({ siteURL: 'https://docs.example.com/', location: 'https://evil.example/', token })).toThrow(/not a page of the site/);
});

test('creates a space and reads it back', async () => {
  const created = await client.spaces.create(DEMO.organization, { title: 'From Jest' });
  expect((await client.spaces.get(created.id)).title).toBe('From Jest');
});
`;

describe('the packed SDK and reference server under Jest (default configuration)', () => {
  it(`pass a Jest ${JEST_VERSION} test file that requires them`, async () => {
    const { root, dir } = await consumerProject(CONSUMER_INSTALLS.jestAndMsw2, {
      folder: 'require',
      files: { ...JEST_DEFAULT_CONFIG, 'docpub.test.js': TEST_FILE },
    });
    let output: string;
    try {
      const result = await run(process.execPath, [join(root, 'node_modules/jest/bin/jest.js'), '--ci', '--colors=false'], {
        cwd: dir,
        timeout: 180_000,
      });
      output = `${result.stdout}\n${result.stderr}`;
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      throw new Error(`jest failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
    }
    expect(output).toMatch(/Tests:\s+4 passed, 4 total/);
  }, 400_000);
});
