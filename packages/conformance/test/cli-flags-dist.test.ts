/**
 * Every flag `docpub-conformance --help` documents, through the built command (`node dist/cli.js`, what the
 * package's bin runs): each is accepted and has its effect, or refuses a bad value with a message naming it.
 * The sources' tests cannot see what only the build breaks (a path the flat build moved, as `--version` did).
 * A flag added to the help without a case here fails the first test.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createNetServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, DEMO } from '@docpub/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHelpCovers } from '../../../test/support/cli-help.js';
import { tempDir } from '../../../test/support/temp-dir.js';
import { serveRepositories, type GitHttpServer } from '../../mock-server/test/git/support/git-http-server.js';
import { RepositoryRoot } from '../../mock-server/test/git/support/git-repositories.js';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const { DOCPUB_TOKEN: _token, DOCPUB_CONTROL_TOKEN: _control, DOCPUB_CONFORMANCE_GIT_CREDENTIALS: _git, ...cleanEnv } = process.env;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built command to its end. */
async function conformance(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, ...args], { env: { ...cleanEnv, ...env }, timeout: 180_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

// Git work in the server's thread: a worker would compile DocPub's sources anew for each operation.
const server = createServer({ gitWorker: false });
/** The scratch repository of --git-repository, served on loopback behind basic auth. */
const GIT_AUTH = { user: 'ci', password: 'flags-dist-pass-51e0' };
const repositories = new RepositoryRoot();
let git: GitHttpServer;
let baseUrl: string;
let close: () => Promise<void>;
/** A server that takes connections and never answers. */
let silent: Server;
const sockets: Socket[] = [];
let silentUrl: string;
const dir = tempDir('docpub-conformance-flags-');

beforeAll(async () => {
  ({ url: baseUrl, close } = await server.listen());
  repositories.create('scratch');
  repositories.commit('scratch', { 'README.md': '# Scratch\n' });
  git = await serveRepositories({ root: repositories.path, auth: GIT_AUTH });
  silent = createNetServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}/v1`;
});

afterAll(async () => {
  await git.close();
  repositories.remove();
  for (const socket of sockets) socket.destroy();
  silent.close();
  await close();
});

/** The flags each case below shows accepted with its effect, or refused with a clear message. */
const TESTED = [
  '--base-url', '--token', '--world', '--org', '--only', '--read-only', '--allow-public-publish', '--concurrency', '--fail-fast',
  '--strict', '--reporter', '--out', '--timeout', '--max-time', '--git-repository', '-v', '--version', '-h', '--help',
];

interface JsonReport {
  target: { baseUrl: string; world?: string };
  organization: string;
  strict?: boolean;
  areas?: string[];
  failed: number;
  skipped: number;
  scenarios: { area: string; name: string; status: string; skippedReason?: string }[];
}

// Each case starts Node once or more: on a loaded machine that alone may take many seconds.
describe('docpub-conformance, built', { timeout: 180_000 }, () => {
  it('--help and -h print the usage; every flag they document has a case here', async () => {
    await expectHelpCovers(conformance, [], /^Usage: docpub-conformance \[options\]/, TESTED);
  });

  it('--version and -v print the package version', async () => {
    for (const flag of ['--version', '-v']) expect(await conformance([flag])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('--base-url, --token, --world, --org, --only, --allow-public-publish, --concurrency, --strict, --timeout, --max-time and two --reporter files, in one run', async () => {
    const world = server.control.createWorld();
    const [json, xml] = [join(dir, 'run.json'), join(dir, 'run.xml')];
    const run = await conformance([
      '--base-url', baseUrl, '--token', world.tokens[DEMO.tokens.admin]!, '--world', world.id, '--org', DEMO.organization,
      '--only', 'translations,published-site', '--allow-public-publish', '--concurrency', '2', '--strict', '--timeout', '30',
      '--max-time', '600', '--reporter', `json=${json}`, '--reporter', `junit=${xml}`,
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(readFileSync(json, 'utf8')) as JsonReport;
    expect(report).toMatchObject({ target: { baseUrl, world: world.id }, organization: DEMO.organization, strict: true, failed: 0, skipped: 0 });
    expect(report.areas).toEqual(['translations', 'published-site']);
    expect(new Set(report.scenarios.map((scenario) => scenario.area))).toEqual(new Set(['translations', 'published-site']));
    // --allow-public-publish: the public site's scenario ran against this HTTP target instead of being skipped.
    expect(report.scenarios.find((scenario) => scenario.name.startsWith('a public site'))?.status).toBe('passed');
    expect(readFileSync(xml, 'utf8')).toContain(`<property name="world" value="${world.id}"/>`);
    // The run happened in the world: the server's own world never saw the suite's sites.
    expect(world.calls('createSite').length).toBeGreaterThan(0);
    expect(server.control.searchCalls('createSite').callsOfOperation).toBe(0);
  });

  it('--git-repository with $DOCPUB_CONFORMANCE_GIT_CREDENTIALS: the git-sync area runs, its password in no output', async () => {
    const run = await conformance(['--base-url', baseUrl, '--token', DEMO.tokens.admin, '--only', 'git-sync', '--git-repository', git.url('scratch'), '--reporter', 'json'], {
      DOCPUB_CONFORMANCE_GIT_CREDENTIALS: `${GIT_AUTH.user}:${GIT_AUTH.password}`,
    });
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as JsonReport;
    expect(report.scenarios.map((scenario) => [scenario.area, scenario.status])).toEqual([['git-sync', 'passed']]);
    expect(`${run.stdout}${run.stderr}`).not.toContain(GIT_AUTH.password);
    // The credentials reached the repository: the export pushed a branch of the run's own.
    expect(repositories.git('scratch', ['for-each-ref', '--format=%(refname)', 'refs/heads/docpub-conformance-*'])).toMatch(/^refs\/heads\/docpub-conformance-/);
    const without = await conformance(['--base-url', baseUrl, '--token', DEMO.tokens.admin, '--only', 'git-sync', '--reporter', 'json']);
    expect(without.code, without.stderr).toBe(0);
    expect((JSON.parse(without.stdout) as JsonReport).scenarios[0]?.skippedReason).toContain('--git-repository');
    const refused = await conformance(['--base-url', baseUrl, '--token', 'T', '--git-repository', 'ssh://ci:hunter2-secret@git.example/repo.git']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--git-repository: an http(s) URL of a Git repository');
    expect(refused.stderr).not.toContain('hunter2-secret');
  });

  it('$DOCPUB_TOKEN for --token, --read-only, and --reporter with --out', async () => {
    const out = join(dir, 'read-only.xml');
    const run = await conformance(['--base-url', baseUrl, '--read-only', '--only', 'spaces', '--reporter', 'junit', '--out', out], { DOCPUB_TOKEN: DEMO.tokens.admin });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`junit report written to ${out}\n`);
    const junit = readFileSync(out, 'utf8');
    expect(junit).toMatch(/<testsuites [^>]*failures="0"/);
    // The scenarios that write are skipped, not run.
    expect(junit).toMatch(/<testsuites [^>]*skipped="[1-9]\d*"/);
  });

  it('--fail-fast: no scenario starts after one failed', async () => {
    server.control.addFault({ method: 'POST', path: '/v1/spaces/*/change-requests/*/merge', status: 500 });
    try {
      const run = await conformance(['--base-url', baseUrl, '--token', DEMO.tokens.admin, '--only', 'change-requests,comments', '--fail-fast', '--reporter', 'json']);
      expect(run.code).toBe(1);
      const report = JSON.parse(run.stdout) as JsonReport;
      const failed = report.scenarios.findIndex((scenario) => scenario.status === 'failed');
      expect(failed).toBeGreaterThanOrEqual(0);
      const after = report.scenarios.slice(failed + 1);
      expect(after.length).toBeGreaterThan(0);
      expect(after.map((scenario) => scenario.status)).toEqual(after.map(() => 'skipped'));
    } finally {
      server.control.clearFaults();
    }
  });

  it('--timeout bounds a request and --max-time the run, against a target that never answers', async () => {
    const timeout = await conformance(['--base-url', silentUrl, '--token', 'T', '--timeout', '0.5']);
    expect(timeout.code).toBe(2);
    expect(timeout.stderr).toContain('no complete answer within 500 ms (--timeout)');
    const maxTime = await conformance(['--base-url', silentUrl, '--token', 'T', '--max-time', '0.5']);
    expect(maxTime.code).toBe(2);
    expect(maxTime.stderr).toContain('the run exceeded its time limit of 0.5 s (--max-time)');
  });

  it.each([
    [['--base-url', 'not a url', '--token', 'T'], 'base URL: must be an absolute http(s) URL'],
    [['--base-url', 'http://127.0.0.1:9/v1'], '--token: required with --base-url (or set DOCPUB_TOKEN)'],
    [['--world', 'w_1'], '--world: needs --base-url'],
    [['--base-url', 'http://127.0.0.1:9/v1', '--token', 'T', '--world', 'a b'], '--world: a world id such as w_0123456789abcdef, got "a b"'],
    [['--org', 'nope'], 'organization: the token\'s user is not a member of "nope"'],
    [['--only', 'spaces,nope'], '--only: unknown area "nope"'],
    [['--concurrency', '0'], '--concurrency: must be an integer from 1 to 64, got 0'],
    [['--reporter', 'tap'], '--reporter: must be one of console, json, junit, html, optionally with =<file>, got tap'],
    [['--reporter', 'junit', '--reporter', 'json', '--out', 'x'], '--out: names the file of one report, and 2 reporters are asked for'],
    [['--timeout', '0'], '--timeout: must be a number of seconds above 0 and at most 3600, got 0'],
    [['--max-time', 'soon'], '--max-time: must be a number of seconds above 0 and at most 604800, got soon'],
  ])('%j is refused: exit 2 naming it', async (args, message) => {
    const run = await conformance(args);
    expect(run.stderr).toContain(message);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
  });
});
