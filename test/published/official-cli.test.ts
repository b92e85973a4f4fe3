/**
 * The published service's official command-line tool (`@gitbook/cli`, a development dependency) works against
 * the reference server over HTTP: it authenticates, publishes an integration and publishes an OpenAPI spec, and
 * every request it sends is accepted. The tool itself is run, offline, as a user runs it: `auth --endpoint`,
 * `whoami`, `publish` in a project directory, `openapi publish`. Its requests are recorded on the way in, so
 * the test also shows what it sends (`runtime: "v2"`, `previewImages: []`, …).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, DEMO, type Listening } from '@docpub/mock-server';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const cliPath = join(dirname(require.resolve('@gitbook/cli/package.json')), 'cli.js');

interface Recorded {
  method: string;
  path: string;
  body: unknown;
  status: number;
}

const server = createServer();
const recorded: Recorded[] = [];
let listening: Listening;
let home: string;
let project: string;

/** Runs the tool with a home of its own (its saved login lives there) and no token from the environment. */
async function gitbook(args: string[], cwd = project): Promise<string> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), TMPDIR: home, CI: '1' };
  const { stdout } = await run(process.execPath, [cliPath, ...args], { cwd, env, timeout: 60_000 });
  return stdout;
}

const ORG = DEMO.organization;
const SPEC = ['openapi: 3.1.0', 'info:', '  title: Orders', '  version: 1.0.0', 'paths: {}', ''].join('\n');

beforeAll(async () => {
  listening = await server.listen({
    wrap: (dispatch) => async (request) => {
      const response = await dispatch(request);
      recorded.push({
        method: request.method,
        path: request.path,
        body: request.body === undefined || request.body === '' ? undefined : JSON.parse(request.body),
        status: response.status,
      });
      return response;
    },
  });
  home = mkdtempSync(join(tmpdir(), 'docpub-cli-'));
  project = join(home, 'status-badges');
  mkdirSync(join(project, 'src'), { recursive: true });
  writeFileSync(
    join(project, 'gitbook-manifest.yaml'),
    [
      'name: status-badges',
      'title: Status badges',
      'description: Badges of the service status.',
      'script: ./src/index.ts',
      'scopes:',
      '  - space:content:read',
      `organization: ${ORG}`,
      '',
    ].join('\n'),
  );
  writeFileSync(join(project, 'src', 'index.ts'), 'export default { fetch: () => new Response("ok") };\n');
  writeFileSync(join(project, 'orders.yaml'), SPEC);
}, 60_000);

afterAll(async () => {
  await listening?.close();
  if (home) rmSync(home, { recursive: true, force: true });
});

describe("the service's official command-line tool against the reference server", () => {
  const endpoint = () => listening.url.replace(/\/v1$/, '');

  it('authenticates with `auth --endpoint` and tells who is logged in', async () => {
    const out = await gitbook(['auth', '--endpoint', endpoint(), '--token', DEMO.tokens.admin]);
    expect(out).toContain('You are now authenticated as');
    const whoami = await gitbook(['whoami']);
    expect(whoami).toContain(`API: ${endpoint()}`);
  }, 60_000);

  it('publishes an integration: the body it sends (runtime v2 and all) is accepted with 200', async () => {
    const out = await gitbook(['publish']);
    expect(out).toContain('Integration "status-badges" published');
    const publish = recorded.find((entry) => entry.method === 'POST' && entry.path === '/v1/integrations/status-badges');
    expect(publish?.status).toBe(200);
    expect(publish?.body).toMatchObject({
      runtime: 'v2',
      title: 'Status badges',
      description: 'Badges of the service status.',
      scopes: ['space:content:read'],
      organization: ORG,
      previewImages: [],
    });
    expect(typeof (publish?.body as { script?: unknown }).script).toBe('string');
    // What it published is there to read.
    const read = await server.fetch(`${server.baseUrl}/integrations/status-badges`, {
      headers: { authorization: `Bearer ${DEMO.tokens.admin}` },
    });
    expect(await read.json()).toMatchObject({ name: 'status-badges', title: 'Status badges', version: 1 });
  }, 60_000);

  it('publishes an OpenAPI spec from a file with `openapi publish`', async () => {
    const out = await gitbook(['openapi', 'publish', '--spec', 'orders', '--organization', ORG, 'orders.yaml']);
    expect(out).toContain('OpenAPI specification "orders" published');
    const upsert = recorded.find((entry) => entry.method === 'PUT' && entry.path === `/v1/orgs/${ORG}/openapi/orders`);
    expect(upsert).toMatchObject({ status: 201, body: { source: { text: SPEC } } });
  }, 60_000);

  it('still refuses a field nobody knows: the typo guard stays', async () => {
    const response = await server.fetch(`${server.baseUrl}/integrations/status-badges`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Status badges', description: 'x', scopes: [], script: 'x', organization: ORG, runtim: 'v2' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^runtim: unknown field/);
  });

  it('was never refused', () => {
    expect(recorded.filter((entry) => entry.status >= 400)).toEqual([]);
  });
});
