/** `docpub-conformance` in-process: flags, exit codes, where progress and reports go. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, DEMO } from '@docpub/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliMain, scenarios as builtIn } from '../src/index.js';
import { tempDir } from '../../../test/support/temp-dir.js';
import { closedPort } from './support.js';

/** Runs the CLI with `args`, capturing what it writes. */
async function cli(args: string[], env: Record<string, string | undefined> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await cliMain(args, { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: (text: string) => (stderr += text) } }, env);
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

describe('usage', () => {
  it('prints its version with exit 0, as docpub-mock does', async () => {
    const expected = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
    for (const flag of ['--version', '-v']) {
      const { code, stdout } = await cli([flag]);
      expect(code).toBe(0);
      expect(stdout).toBe(`${expected}\n`);
    }
  });

  it('prints help with exit 0', async () => {
    const { code, stdout } = await cli(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: docpub-conformance \[options\]/);
    expect(stdout).toContain('--read-only');
  });

  it.each([
    [['--bogus'], /Unknown option '--bogus'/],
    [['--only', 'spaces,nope'], /--only: unknown area "nope"/],
    [['--concurrency', '0'], /--concurrency: must be an integer from 1 to 64, got 0/],
    [['--reporter', 'tap'], /--reporter: must be one of console, json, junit, html, optionally with =<file>, got tap/],
    [['--reporter', 'tap=report.tap'], /--reporter: must be one of console, json, junit, html, optionally with =<file>, got tap=report.tap/],
    [['--reporter', 'junit='], /--reporter: junit= must name a file, e.g. --reporter junit=report.xml/],
    // Two reports and one file: which one would it be? Never silently one of them.
    [['--reporter', 'junit', '--reporter', 'json', '--out', 'x'], /--out: names the file of one report, and 2 reporters are asked for; give each its own file instead/],
    [['--reporter', 'junit', '--reporter', 'json'], /--reporter: junit and json would all write to standard output; give all but one a file: --reporter json=<file>/],
    [['--reporter', 'junit=a.xml', '--out', 'b.xml'], /--out: junit already writes to a.xml \(--reporter junit=a.xml\); give the file once/],
    [['--reporter', 'junit=same', '--reporter', 'json=same'], /--reporter: two reports would write to same; give each its own file/],
    [['--out', ''], /--out: must name a file/],
    [['--base-url', 'http://127.0.0.1:4010/v1'], /--token: required with --base-url/],
    [['--base-url', 'ftp://example.com/v1', '--token', 'T'], /base URL: must use http or https/],
  ])('%j is a usage error: exit 2 naming the flag', async (args, message) => {
    const { code, stderr } = await cli(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });
});

describe('exit codes', () => {
  it('exits 0 and prints one line per scenario and the coverage when all pass', async () => {
    const { code, stdout, stderr } = await cli(['--only', 'translations,integrations']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^✓ translations › .+ \(\d+ ms\)$/m);
    expect(stdout).toMatch(/^✓ integrations › .+ \(\d+ ms\)$/m);
    expect(stdout).toMatch(/^\d+ passed, 0 failed, 0 skipped/m);
    expect(stdout).toMatch(/^covered \d+ of \d+ operations of translations, integrations$/m);
  });

  it('exits 1 naming the scenario, step and request when a check fails', async () => {
    server.control.addFault({ method: 'POST', path: '/v1/spaces/*/change-requests/*/merge', status: 500 });
    try {
      const { code, stdout } = await cli(['--base-url', baseUrl, '--token', DEMO.tokens.admin, '--only', 'change-requests']);
      expect(code).toBe(1);
      expect(stdout).toMatch(/^✗ change-requests › merge: .+$/m);
      expect(stdout).toMatch(/^ {4}step: merge it$/m);
      expect(stdout).toMatch(/^ {4}request: POST \/spaces\/[^/]+\/change-requests\/[^/]+\/merge → 500 \(mergeChangeRequest\)$/m);
    } finally {
      server.control.clearFaults();
    }
  });

  it('exits 2 when the URL cannot be reached', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/v1`;
    const { code, stderr } = await cli(['--base-url', url, '--token', 'T']);
    expect(code).toBe(2);
    expect(stderr).toBe(`docpub-conformance: the run could not start: cannot reach ${url}: ECONNREFUSED\n`);
  });

  it('exits 2 when the token is rejected (DOCPUB_TOKEN is read too)', async () => {
    const { code, stderr } = await cli(['--base-url', baseUrl], { DOCPUB_TOKEN: 'wrong-token' });
    expect(code).toBe(2);
    expect(stderr).toMatch(/the token was rejected: GET \/user answered 401/);
  });
});

describe('reports', () => {
  it('writes a JSON report to stdout and the progress to stderr', async () => {
    const { code, stdout, stderr } = await cli(['--only', 'translations', '--reporter', 'json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { passed: number; scenarios: { area: string }[] };
    expect(new Set(report.scenarios.map((scenario) => scenario.area))).toEqual(new Set(['translations']));
    expect(stderr).toMatch(/^✓ translations › /m);
  });

  it('writes several reports of one run, each to its own file, the progress to stdout', async () => {
    const dir = tempDir('docpub-conformance-');
    const [xml, json, html] = ['report.xml', 'report.json', 'report.html'].map((name) => join(dir, name));
    const { code, stdout, stderr } = await cli(['--only', 'translations', '--reporter', `junit=${xml}`, '--reporter', `json=${json}`, '--reporter', `html=${html}`]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^✓ translations › /m);
    for (const [name, file] of [['junit', xml], ['json', json], ['html', html]]) expect(stdout).toContain(`${name} report written to ${file}\n`);
    const count = builtIn.filter((scenario) => scenario.area === 'translations').length;
    expect(readFileSync(xml!, 'utf8')).toMatch(new RegExp(`<testsuite name="translations" tests="${count}" failures="0"`));
    const report = JSON.parse(readFileSync(json!, 'utf8')) as { passed: number; scenarios: unknown[] };
    expect(report).toMatchObject({ passed: count });
    expect(report.scenarios).toHaveLength(count);
    expect(readFileSync(html!, 'utf8')).toMatch(/^<!doctype html>/i);
  });

  it('writes the one report without a file to stdout, the others to theirs, and the progress to stderr', async () => {
    const xml = join(tempDir('docpub-conformance-'), 'report.xml');
    const { code, stdout, stderr } = await cli(['--only', 'translations', '--reporter', `junit=${xml}`, '--reporter', 'json']);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { failed: number }).failed).toBe(0);
    expect(stderr).toMatch(/^✓ translations › /m);
    expect(stderr).toContain(`junit report written to ${xml}\n`);
    expect(readFileSync(xml, 'utf8')).toContain('<testsuite name="translations"');
  });

  it('writes the report to --out and the progress to stdout', async () => {
    const out = join(tempDir('docpub-conformance-'), 'report.xml');
    const { code, stdout } = await cli(['--only', 'translations', '--reporter', 'junit', '--out', out]);
    expect(code).toBe(0);
    expect(stdout).toContain(`report written to ${out}`);
    const count = builtIn.filter((scenario) => scenario.area === 'translations').length;
    expect(readFileSync(out, 'utf8')).toMatch(new RegExp(`<testsuite name="translations" tests="${count}" failures="0"`));
  });
});
