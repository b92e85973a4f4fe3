/**
 * The built binaries, as users run them: `docpub-mock` on 127.0.0.1 (port 0) and `docpub-conformance`
 * against it. Builds the packages first when a dist/ is missing, so the test also runs outside `npm test`
 * (which builds before testing).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationList } from '@docpub/sdk/contract';
import { scenarios } from '../src/index.js';
import { tempDir } from '../../../test/support/temp-dir.js';
import { closedPort } from './support.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const conformanceCli = join(root, 'packages/conformance/bin/docpub-conformance.js');
const mockCli = join(root, 'packages/mock-server/bin/docpub-mock.js');
const TOKEN = 'T-conformance';

let mock: ChildProcess;
let baseUrl: string;

beforeAll(async () => {
  const built = ['conformance/dist/cli.js', 'mock-server/dist/cli.js', 'sdk/dist/index.js'].every((file) =>
    existsSync(join(root, 'packages', file)),
  );
  if (!built) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  mock = spawn(process.execPath, [mockCli, '--port', '0', '--admin-token', TOKEN], { stdio: ['ignore', 'pipe', 'inherit'] });
  baseUrl = await listeningUrl(mock);
}, 300_000);

afterAll(() => {
  if (mock.exitCode === null) mock.kill('SIGTERM');
});

/** The base URL `docpub-mock` prints on start. */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      text += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(text);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`docpub-mock exited with ${code} before listening`)));
  });
}

/** Runs `docpub-conformance` with `args` to its end. */
function conformance(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [conformanceCli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    // 'close', not 'exit': what the process wrote may still be in the pipe when it has exited.
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
}

/** Just enough of XML for a JUnit report: elements, attributes, text, comments; throws when tags do not balance. */
function parseXml(text: string): XmlElement {
  const body = text.replace(/^<\?xml[^>]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '');
  const rootElement: XmlElement = { name: '#document', attributes: {}, children: [] };
  const stack = [rootElement];
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w-]*)((?:\s+[\w-]+="[^"]*")*)\s*(\/?)>/g)) {
    const [, closing, name, attributeText, selfClosing] = match;
    if (closing) {
      const open = stack.pop()!;
      if (open.name !== name) throw new Error(`</${name}> closes <${open.name}>`);
      continue;
    }
    const attributes = Object.fromEntries([...attributeText!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!]));
    const element: XmlElement = { name: name!, attributes, children: [] };
    stack.at(-1)!.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  return rootElement;
}

describe('docpub-conformance against docpub-mock on 127.0.0.1', () => {
  it('passes the whole suite and writes a JUnit report to --out', async () => {
    const out = join(tempDir('docpub-conformance-'), 'report.xml');
    // docpub-mock on loopback is the user's own: publishing a public site there exposes nothing, so the run allows it.
    const { code, stdout, stderr } = await conformance([
      '--base-url', baseUrl, '--token', TOKEN, '--reporter', 'junit', '--out', out, '--allow-public-publish',
    ]);
    expect(stderr).toBe('');
    expect(stdout).toMatch(new RegExp(`^covered ${operationList.length} of ${operationList.length} operations$`, 'm'));
    expect(code).toBe(0);

    const [testsuites] = parseXml(readFileSync(out, 'utf8')).children;
    expect(testsuites?.name).toBe('testsuites');
    // The git-sync area is skipped (no scratch repository is given); every other scenario passes.
    const gitSync = scenarios.filter((scenario) => scenario.area === 'git-sync').length;
    expect(gitSync).toBeGreaterThan(0);
    expect(testsuites?.attributes).toMatchObject({ tests: String(scenarios.length), failures: '0', skipped: String(gitSync) });
    expect(testsuites?.attributes.name).toBe(`docpub-conformance against ${baseUrl}`);
    for (const suite of testsuites!.children) {
      const properties = suite.children.find((child) => child.name === 'properties');
      expect(properties?.children.find((property) => property.attributes.name === 'baseUrl')?.attributes.value).toBe(baseUrl);
    }
    const testcases = testsuites!.children.flatMap((suite) => suite.children.filter((child) => child.name !== 'properties'));
    expect(testcases.map((testcase) => testcase.name)).toEqual(scenarios.map(() => 'testcase'));
    // Passed: no failure; a skip for git-sync's scenarios only; at most the warnings, as system-out.
    expect(testcases.flatMap((testcase) => testcase.children.map((child) => child.name)).filter((name) => name !== 'system-out')).toEqual(
      Array.from({ length: gitSync }, () => 'skipped'),
    );
    expect(testsuites!.children.map((suite) => suite.attributes.name)).toEqual([...new Set(scenarios.map((scenario) => scenario.area))]);
  }, 120_000);

  it('exits 1 naming merge when merge is broken through /__control/faults', async () => {
    const faults = `${new URL(baseUrl).origin}/__control/faults`;
    const added = await fetch(faults, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/v1/spaces/*/change-requests/*/merge', status: 500 }),
    });
    expect(added.status).toBe(201);
    try {
      const { code, stdout } = await conformance(['--base-url', baseUrl, '--token', TOKEN, '--only', 'change-requests']);
      expect(code).toBe(1);
      expect(stdout).toMatch(/^✗ change-requests › merge: the change request's revision becomes the space's revision \(\d+ ms\)$/m);
      expect(stdout).toMatch(/^ {4}mergeChangeRequest \(POST \/spaces\/\S+\/merge\) answered 500: injected fault: HTTP 500$/m);
    } finally {
      await fetch(faults, { method: 'DELETE' });
    }
  }, 60_000);

  it('exits 2 when the token is rejected', async () => {
    const { code, stderr } = await conformance(['--base-url', baseUrl, '--token', 'wrong']);
    expect(code).toBe(2);
    expect(stderr).toContain('the token was rejected');
  });

  it('exits 2 when the URL cannot be reached', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/v1`;
    const { code, stderr } = await conformance(['--base-url', url, '--token', TOKEN]);
    expect(code).toBe(2);
    expect(stderr).toContain(`cannot reach ${url}: ECONNREFUSED`);
  });
});
