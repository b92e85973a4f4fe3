/**
 * Reports a person can act on: `--only` speaks of its areas alone, a recap closes the report with a `curl`
 * per failure that really replays the request, and `--fail-fast` stops at the first failure.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, DEMO } from '@docpub/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliMain, curlCommand, defineScenario, formatRecap, runConformance, scenarios as builtIn } from '../src/index.js';

const sh = promisify(execFile);

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await cliMain(args, { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: (text: string) => (stderr += text) } }, {});
  return { code, stdout, stderr };
}

const server = createServer();
let baseUrl: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const listening = await server.listen();
  baseUrl = listening.url;
  close = listening.close;
});
afterAll(() => close());

const http = () => ({ kind: 'http' as const, baseUrl, token: DEMO.tokens.admin });

// Two failures the reference server really produces: a read of a missing space, and a create with a bad body.
const readsMissing = defineScenario({
  area: 'spaces',
  name: 'expects a missing space to exist',
  async run(t) {
    await t.step('read it', () => t.client.spaces.get('no-such-space', { shareKey: "it's" }));
  },
});
const createsBadly = defineScenario({
  area: 'spaces',
  name: 'expects a nameless space to be created',
  needs: ['write'],
  async run(t) {
    await t.step('create it', () => t.client.spaces.create(t.org, { title: 'x'.repeat(500) }));
  },
});
const passes = defineScenario({ area: 'teams', name: 'passes', async run() {} });

describe('--only', () => {
  it('reports coverage and uncovered operations of the selected areas only', async () => {
    const { code, stdout } = await cli(['--only', 'translations']);
    expect(code).toBe(0);
    const declared = new Set(builtIn.filter((s) => s.area === 'translations').flatMap((s) => s.operations));
    const coverage = /^covered (\d+) of (\d+) operations of translations$/m.exec(stdout);
    expect(coverage, stdout).not.toBeNull();
    expect(Number(coverage![2])).toBe(declared.size);
    const uncovered = stdout.split('\n').filter((line) => /^ {4}\w+ \((GET|POST|PUT|PATCH|DELETE) /.test(line));
    for (const line of uncovered) expect(declared.has(line.trim().split(' ')[0] as never), line).toBe(true);
    expect(stdout).not.toMatch(/listSpaces|createSite|getOrganization/);
  });
});

describe('the recap of failures', () => {
  it('lists each failure once more at the end with a curl command that replays it (token as $DOCPUB_TOKEN)', async () => {
    const result = await runConformance({ target: http(), scenarios: [passes, readsMissing, createsBadly] });
    expect(result.failed).toBe(2);
    const lines = formatRecap(result);
    expect(lines.slice(0, 2)).toEqual(['', 'Failures (2):']);
    const curls = lines.filter((line) => line.trim().startsWith('curl '));
    expect(curls).toHaveLength(2);
    expect(lines.join('\n')).not.toContain(DEMO.tokens.admin);
    for (const curl of curls) expect(curl).toContain('"Authorization: Bearer $DOCPUB_TOKEN"');

    // Replayed by a shell, they get the answers the scenarios failed on.
    const statuses = [];
    for (const curl of curls) {
      const { stdout } = await sh('sh', ['-c', `${curl.trim()} | head -n 1`], { env: { ...process.env, DOCPUB_TOKEN: DEMO.tokens.admin } });
      statuses.push(stdout.trim());
    }
    expect(statuses[0]).toMatch(/^HTTP\/1\.1 404/);
    expect(statuses[1]).toMatch(/^HTTP\/1\.1 400/);
  });

  it('quotes what the shell would otherwise interpret', () => {
    const curl = curlCommand('http://h/v1', { method: 'POST', path: '/a', search: "?q=it's", body: `{"t":"$(rm -rf /) it's"}` });
    expect(curl).toBe(
      `curl -sS -i -X POST 'http://h/v1/a?q=it'\\''s' -H "Authorization: Bearer $DOCPUB_TOKEN" -H 'Content-Type: application/json' --data-raw '{"t":"$(rm -rf /) it'\\''s"}'`,
    );
  });

  it('is printed by the CLI after the summary', async () => {
    const { code, stdout } = await cli(['--base-url', baseUrl, '--token', DEMO.tokens.read, '--only', 'spaces']);
    // The read token cannot create spaces: the write scenarios fail, and each shows up in the recap.
    expect(code).toBe(1);
    const recap = stdout.slice(stdout.indexOf('\nFailures ('));
    expect(recap).toMatch(/^\nFailures \(\d+\):/);
    const failedLines = stdout.split('\n').filter((line) => line.startsWith('✗ '));
    expect(recap.match(/^ {2}\d+\) /gm)).toHaveLength(failedLines.length);
  }, 60_000);
});

describe('--fail-fast', () => {
  it('starts no scenario after the first failure and reports the rest as skipped', async () => {
    const result = await runConformance({ target: http(), scenarios: [readsMissing, passes, createsBadly], failFast: true });
    expect(result.scenarios.map((s) => s.status)).toEqual(['failed', 'skipped', 'skipped']);
    expect(result.scenarios[1]?.skippedReason).toBe('not run: an earlier scenario failed (fail-fast)');
    const { stdout } = await cli(['--base-url', baseUrl, '--token', DEMO.tokens.read, '--only', 'spaces', '--fail-fast']);
    expect(stdout.split('\n').filter((line) => line.startsWith('✗ '))).toHaveLength(1);
  }, 60_000);
});

describe('--read-only', () => {
  it('reaches at least 60 operations, all of them GETs, and changes nothing', async () => {
    const target = createServer();
    const before = JSON.stringify(target.store.snapshot());
    const result = await runConformance({ target: { kind: 'embedded', server: target }, readOnly: true });
    expect(result.failed, JSON.stringify(result.scenarios.filter((s) => s.status === 'failed'))).toBe(0);
    expect(result.coverage.covered).toBeGreaterThanOrEqual(60);
    const reached = new Set(result.scenarios.flatMap((scenario) => scenario.operations));
    const { operationList } = await import('@docpub/sdk/contract');
    const methods = new Set(operationList.filter((operation) => reached.has(operation.id)).map((operation) => operation.method));
    expect([...methods]).toEqual(['GET']);
    expect(JSON.stringify(target.store.snapshot())).toBe(before);
  }, 60_000);
});
