/**
 * The commands as a user installs them: the packed tarballs in a fresh project, and every bin the packages
 * declare run through `node_modules/.bin` (the link npm makes, as `npx` runs it): `--version`, `--help` and one
 * real run each. The sources and the repository's own dist/ cannot catch a command that breaks only once packed
 * (a path into the package that the flat build moved, a file `files` leaves out).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installConsumer } from '../support/consumer.js';
import { CONSUMER_INSTALLS } from '../support/consumer-installs.js';
import { PACKED } from '../support/packed.js';
import { packageDir } from '../support/paths.js';

const run = promisify(execFile);
const TOKEN = 'T-packed-bins';

/** Every bin the packed packages declare, with its package's version. */
const declared = PACKED.flatMap((name) => {
  const manifest = JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string; bin?: Record<string, string> };
  return Object.keys(manifest.bin ?? {}).map((bin) => ({ bin, version: manifest.version }));
});

/** The environment without what a developer's shell may set for these commands. */
const { DOCPUB_TOKEN: _token, DOCPUB_CONTROL_TOKEN: _control, PORT: _port, HOST: _host, ...env } = process.env;

let dir: string;
let mock: ChildProcess | undefined;
const bin = (name: string) => join(dir, 'node_modules/.bin', name);

beforeAll(async () => {
  dir = await installConsumer(CONSUMER_INSTALLS.packedAll);
}, 300_000);

afterAll(() => {
  if (mock?.exitCode === null) mock.kill('SIGTERM');
});

/** Runs a command to its end; its output and exit code, never a throw on a non-zero exit. */
async function attempt(file: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd: dir, env, timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Starts the installed `docpub-mock` on a free port; resolves with the base URL it prints. */
function startMock(): Promise<string> {
  mock = spawn(bin('docpub-mock'), ['--port', '0', '--quiet', '--admin-token', TOKEN], { cwd: dir, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const child = mock;
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/v1)\n/.exec(text);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`docpub-mock exited with ${code} before listening: ${text}`)));
  });
}

describe('the packed commands, through node_modules/.bin', { timeout: 180_000 }, () => {
  it('declare docpub-mock and docpub-conformance, each run for real below', () => {
    // A bin added to a package must get its real run here too.
    expect(declared.map(({ bin: name }) => name).sort()).toEqual(['docpub-conformance', 'docpub-mock']);
  });

  it.each(declared)('$bin --version prints $version; -v too', async ({ bin: name, version }) => {
    for (const flag of ['--version', '-v']) {
      const { code, stdout, stderr } = await attempt(bin(name), [flag]);
      expect({ code, stderr }, `${name} ${flag}`).toEqual({ code: 0, stderr: '' });
      expect(stdout).toBe(`${version}\n`);
    }
  });

  it.each(declared)('$bin --help prints its usage', async ({ bin: name }) => {
    const { code, stdout, stderr } = await attempt(bin(name), ['--help']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(new RegExp(`^Usage: ${name} \\[options\\]\\n`));
  });

  it('docpub-mock serves the demo world, and docpub-conformance passes a run against it', async () => {
    const baseUrl = await startMock();
    const user = await fetch(`${baseUrl}/user`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(user.status).toBe(200);
    const { code, stdout, stderr } = await attempt(bin('docpub-conformance'), ['--base-url', baseUrl, '--token', TOKEN, '--only', 'translations', '--reporter', 'json']);
    expect(code, stderr).toBe(0);
    const report = JSON.parse(stdout) as { passed: number; failed: number };
    expect(report.failed).toBe(0);
    expect(report.passed).toBeGreaterThan(0);
    expect(stderr).toMatch(/^✓ translations › /m);
  });
});
