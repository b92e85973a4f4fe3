/**
 * The packages as npm would publish them, checked on their BUILT output (`npm test` builds first) and on the
 * tarballs the run packed once (./support/packed.ts): publint (package.json against what the tarball holds) and
 * Are The Types Wrong (types resolve under every module resolution), then the real thing — `import` and `require` of the built packages in a child Node
 * process, making calls through a fetch double and through the built reference server.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { packedPackages } from './support/packed.js';
import { packageDir, repoRoot } from './support/paths.js';

const run = promisify(execFile);
const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);
const PACKAGES = ['sdk', 'mock-server', 'conformance'] as const;

/** Runs a command; resolves with its output and exit code instead of throwing on a non-zero exit. */
async function attempt(command: string, args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await run(command, args, { cwd, timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}\n${failed.stderr ?? ''}` };
  }
}

/** The specifiers a built ESM file imports statically. */
function importsOf(dist: string, file: string): string[] {
  return [...readFileSync(join(dist, file), 'utf8').matchAll(/^import\s[^;]*?from\s*["']([^"']+)["']|^import\s*["']([^"']+)["']/gm)].map((match) => match[1] ?? match[2]!);
}

/** The chunks a built ESM file imports with `import()` (loaded when the code reaches it). */
function lazyImportsOf(dist: string, file: string): string[] {
  return [...readFileSync(join(dist, file), 'utf8').matchAll(/import\(["']\.\/([^"']+)["']\)/g)].map((match) => match[1]!);
}

/** The files of `dist` that loading `entries` loads at once: the entries and every chunk they import statically. */
function staticGraph(dist: string, entries: string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const specifier of importsOf(dist, file)) if (specifier.startsWith('./')) visit(specifier.slice(2));
  };
  entries.forEach(visit);
  return reached;
}

beforeAll(() => {
  const missing = PACKAGES.filter((name) => !existsSync(join(packageDir(name), 'dist/index.js')));
  if (missing.length > 0) {
    throw new Error(`not built: ${missing.join(', ')}. These tests check dist/; run \`npm run build\` first.`);
  }
});

describe.each(PACKAGES)('package.json of %s', (name) => {
  const manifest = JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
    sideEffects: unknown;
    files: string[];
    bin?: Record<string, string>;
    engines: { node: string };
  };

  it('maps each entry point to ESM, CJS and their types, and says what it ships and needs', () => {
    // Data files (the world file's JSON Schema) are exported as themselves; every code entry has both formats.
    const entries = Object.entries(manifest.exports).filter(([path]) => path !== './package.json' && !path.endsWith('.json'));
    expect(entries.length).toBeGreaterThan(0);
    for (const [path, conditions] of entries) {
      expect(conditions, path).toMatchObject({
        import: { types: expect.stringMatching(/\.d\.ts$/), default: expect.stringMatching(/\.js$/) },
        require: { types: expect.stringMatching(/\.d\.cts$/), default: expect.stringMatching(/\.cjs$/) },
      });
    }
    // Every module may be dropped when unused, except the SDK's contract entry: a bundler that wraps the lazily
    // loaded contract in initialisers (esbuild without code splitting) must keep the entry's call to them, or a
    // module importing the contract (the reference server's record schemas) runs before the rules it uses exist.
    expect(manifest.sideEffects).toEqual(
      name === 'sdk' ? ['./src/contract/index.ts', './dist/contract.js', './dist/contract.cjs'] : false,
    );
    // A command's bin entry lives outside dist/ so that npm links it before the first build.
    const data = Object.keys(manifest.exports).filter((path) => path !== './package.json' && path.endsWith('.json'));
    for (const path of data) expect(manifest.exports[path], path).toBe(path);
    // The SDK ships its generated API overview, which its README links.
    const docs = name === 'sdk' ? ['api.md'] : [];
    expect(manifest.files).toEqual([...(manifest.bin ? ['dist', 'bin'] : ['dist']), ...data.map((path) => path.slice(2)), ...docs]);
    for (const entry of Object.values(manifest.bin ?? {})) expect(entry).toMatch(/^\.\/bin\/[\w-]+\.js$/);
    expect(manifest.engines.node).toBe('>=20.19');
  });
});

// Packages in parallel, each tool reading the package's tarball as packed for the run.
describe.concurrent('publint and Are The Types Wrong', () => {
  it.each(PACKAGES)('%s: publint (strict: warnings count) and attw (every entry point, every resolution mode)', async (name) => {
    const { tarball } = (await packedPackages())[name];
    const lint = await attempt(bin('publint'), ['run', tarball, '--strict'], packageDir(name));
    expect(lint.code, lint.output).toBe(0);
    expect(lint.output).toContain('All good!');

    // The world file's JSON Schema is data, not a module with types. The CJS build bundles sanitize-html, whose
    // `module.exports =` (inside esbuild's wrapper) makes attw read the global-setup entries' `export default` as
    // a false default export; what they really export under `require` is run by the Jest consumer tests
    // (test/consumers/runners.test.ts: Jest's globalSetup from the CJS build).
    const exclude = name === 'mock-server' ? ['--exclude-entrypoints', './world-file.schema.json', '--ignore-rules', 'false-export-default'] : [];
    const types = await attempt(bin('attw'), [tarball, '--format', 'ascii', ...exclude], packageDir(name));
    expect(types.code, types.output).toBe(0);
    expect(types.output).toContain('No problems found');
  }, 180_000);
});

describe.concurrent('the built packages in a child Node process', () => {
  async function smoke(script: string) {
    const { stdout } = await run(process.execPath, [join(repoRoot, 'scripts/smoke', script)], { cwd: repoRoot });
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
  }

  it.each([
    ['import', 'esm.mjs', 'esm'],
    ['require', 'cjs.cjs', 'cjs'],
  ])('load with %s and make calls', async (_how, script, system) => {
    const findings = await smoke(script);
    expect(findings).toMatchObject({
      system,
      sdkVersion: '0.1.0',
      userViaDouble: 'Fetch Double',
      requestViaDouble: { method: 'GET', url: 'http://double.test/v1/user', authorization: 'Bearer smoke-token' },
      notFound: 'NotFoundError',
      conformanceExports: 'function',
      // The /visitor entry's token, checked by Node's own HMAC: HS256 under the key, claims and lifetime kept.
      visitorToken: { signatureHolds: true, alg: 'HS256', plan: 'pro', lifetime: 60, returnURL: 'http://site.test/docs/a?jwt_token=T' },
    });
    expect(findings.operations).toBeGreaterThanOrEqual(135);
    expect(findings.spaceTitles).toEqual(expect.arrayContaining(['Handbook']));
  }, 60_000);
});

describe.each(PACKAGES)('what %s tells npm and its users', (name) => {
  const manifest = JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as Record<string, unknown> & {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };

  it('has a license, repository, homepage, keywords and public access, and ships README and LICENSE', async () => {
    expect(manifest.license).toBe('MIT');
    expect(manifest.repository).toMatchObject({ type: 'git', directory: `packages/${name}` });
    expect(manifest.homepage).toMatch(/^https:\/\//);
    expect((manifest.keywords as string[]).length).toBeGreaterThanOrEqual(3);
    expect(manifest.publishConfig).toEqual({ access: 'public' });
    const paths = (await packedPackages())[name].files;
    expect(paths).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'package.json']));
    // The quick start's README is a real one: an install line and a code block.
    const readme = readFileSync(join(packageDir(name), 'README.md'), 'utf8');
    expect(readme).toMatch(/npm install (--save-dev )?@docpub\//);
    expect(readme).toContain('## Where things live');
    // A relative link in the README is read in the installed package (and on the registry's page): it must name
    // a file the tarball holds.
    const relative = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!).filter((target) => !/^(?:[a-z]+:|#)/i.test(target));
    for (const target of relative) expect(paths, `${name}/README.md links ${target}`).toContain(target.replace(/^\.\//, '').replace(/#.*$/, ''));
    if (name === 'sdk') expect(relative).toContain('./api.md');
  }, 60_000);

  it('needs msw and vitest only as optional peers, each for its own entry alone', () => {
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain('msw');
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain('vitest');
    if (name === 'mock-server') {
      expect(manifest.peerDependencies).toEqual({ msw: '^2.15.0 || ^3.0.0', vitest: '>=3.2.0' });
      expect(manifest.peerDependenciesMeta).toEqual({ msw: { optional: true }, vitest: { optional: true } });
      const main = readFileSync(join(packageDir(name), 'dist/index.js'), 'utf8');
      expect(main).not.toMatch(/from ["']msw|import\(["']msw|require\(["']msw/);
      expect(main).not.toMatch(/from ["']vitest|import\(["']vitest|require\(["']vitest/);
      expect(readFileSync(join(packageDir(name), 'dist/msw.js'), 'utf8')).toMatch(/from ["']msw["']/);
      expect(readFileSync(join(packageDir(name), 'dist/vitest.js'), 'utf8')).toMatch(/from ["']vitest["']/);
      for (const entry of ['jest', 'jest-global-setup', 'jest-global-teardown', 'vitest-global-setup']) {
        expect(readFileSync(join(packageDir(name), `dist/${entry}.cjs`), 'utf8')).not.toMatch(/require\(["']vitest|require\(["']msw/);
      }
    }
  });
});

describe('the reference server', () => {
  // Published sites need markdown rendering, HTML sanitizing, visitor tokens and search, and applying a Git import
  // needs markdown too: a third of the server's start-up, loaded with the first request that needs them, so that
  // `createServer()` in an API test and `docpub-mock`'s start pay nothing for them.
  const FIRST_USE_ONLY = ['markdown-it', 'sanitize-html', 'jose', 'minisearch'];

  it('ESM build: the root and every chunk it imports statically import none of the published sites’ libraries; lazy chunks do', () => {
    const dist = join(packageDir('mock-server'), 'dist');
    const reached = staticGraph(dist, ['index.js', 'cli.js']);
    for (const file of reached) expect(importsOf(dist, file), file).not.toEqual(expect.arrayContaining([expect.toBeOneOf(FIRST_USE_ONLY)]));
    const lazy = [...reached].flatMap((file) => lazyImportsOf(dist, file));
    const loadedLater = new Set([...staticGraph(dist, lazy)].flatMap((file) => importsOf(dist, file)));
    for (const library of FIRST_USE_ONLY) expect([...loadedLater], library).toContain(library);
  });

  it('CJS build: requiring the root loads neither markdown-it nor minisearch; a visitor’s first request loads them and is served', async () => {
    const script = `
      const { createServer, DEMO } = require(${JSON.stringify(join(packageDir('mock-server'), 'dist/index.cjs'))});
      const loaded = () => ['markdown-it', 'minisearch'].filter((name) => Object.keys(require.cache).some((file) => file.includes('/node_modules/' + name + '/')));
      const server = createServer();
      const atStart = loaded();
      (async () => {
        const sites = await (await server.fetch(server.baseUrl + '/orgs/' + DEMO.organization + '/sites', { headers: { authorization: 'Bearer ' + DEMO.tokens.admin } })).json();
        const page = await server.fetch(sites.items[0].urls.published);
        process.stdout.write(JSON.stringify({ atStart, status: page.status, afterVisit: loaded() }));
      })();
    `;
    const { stdout } = await run(process.execPath, ['-e', script], { cwd: repoRoot });
    expect(JSON.parse(stdout)).toEqual({ atStart: [], status: 200, afterVisit: ['markdown-it', 'minisearch'] });
  });
});

describe('the SDK root', () => {
  it('exports the client and errors but not the contract’s rule helpers, which stay under /contract', async () => {
    const root = (await import(pathToFileURL(join(packageDir('sdk'), 'dist/index.js')).href)) as Record<string, unknown>;
    const contract = (await import(pathToFileURL(join(packageDir('sdk'), 'dist/contract.js')).href)) as Record<string, unknown>;
    expect(typeof root.DocPub).toBe('function');
    expect(typeof root.NotFoundError).toBe('function');
    for (const helper of ['str', 'int', 'url', 'arrayOf', 'operations', 'space']) {
      expect(root, helper).not.toHaveProperty(helper);
      expect(contract, helper).toHaveProperty(helper);
    }
    // The resource types are exported from the root (types only): the declaration file names them.
    expect(readFileSync(join(packageDir('sdk'), 'dist/index.d.ts'), 'utf8')).toMatch(/\bSpace\b[\s\S]*\bChangeRequest\b/);
  });

  it('ESM build: the root and every chunk it imports statically leave zod and ky out; the schemas come in a lazy chunk', () => {
    const dist = join(packageDir('sdk'), 'dist');
    const staticImports = (file: string) => importsOf(dist, file);
    const reached = staticGraph(dist, ['index.js']);
    for (const file of reached) expect(staticImports(file), file).not.toEqual(expect.arrayContaining(['zod']));
    for (const file of reached) expect(staticImports(file), file).not.toEqual(expect.arrayContaining(['ky']));
    // Nor the /visitor entry or its JWT library: `import { DocPub }` pays nothing for it, now or later.
    for (const file of reached) expect(staticImports(file), file).not.toEqual(expect.arrayContaining(['jose']));
    expect(reached).not.toContain('visitor.js');
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).not.toMatch(/import\(["'](?:jose|\.\/visitor\.js)["']\)/);
    const lazy = lazyImportsOf(dist, 'index.js');
    expect(lazy.length).toBeGreaterThan(0);
    expect([...staticGraph(dist, lazy)].some((file) => staticImports(file).includes('zod'))).toBe(true);
  });

  it('CJS build: requiring the root loads no zod; the first validated call loads it and validates', async () => {
    const script = `
      const sdk = require(${JSON.stringify(join(packageDir('sdk'), 'dist/index.cjs'))});
      const zodLoaded = () => Object.keys(require.cache).some((file) => /[\\/]node_modules[\\/]zod[\\/]/.test(file));
      const atImport = zodLoaded();
      const answer = (body) => async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      const off = new sdk.DocPub({ token: 't', baseUrl: 'http://double.test/v1', fetch: answer({ id: 1 }), validation: 'off' });
      (async () => {
        const raw = await off.user.get();
        const afterOff = zodLoaded();
        const strict = new sdk.DocPub({ token: 't', baseUrl: 'http://double.test/v1', fetch: answer({ id: 1 }) });
        const error = await strict.user.get().catch((caught) => caught.name);
        process.stdout.write(JSON.stringify({ atImport, raw, afterOff, error, afterStrict: zodLoaded() }));
      })();
    `;
    const { stdout } = await run(process.execPath, ['-e', script], { cwd: repoRoot });
    expect(JSON.parse(stdout)).toEqual({ atImport: false, raw: { id: 1 }, afterOff: false, error: 'ResponseValidationError', afterStrict: true });
  });

  it('/visitor entry: ESM leaves jose to the install, CJS carries it (ESM-only); neither reaches for Node’s modules', () => {
    const dist = join(packageDir('sdk'), 'dist');
    const esm = readFileSync(join(dist, 'visitor.js'), 'utf8');
    expect(esm).toMatch(/from ["']jose["']/);
    const cjs = readFileSync(join(dist, 'visitor.cjs'), 'utf8');
    expect(cjs).not.toMatch(/require\(["']jose["']\)/);
    expect(cjs).toContain('HS256');
    // Web Crypto only, so Deno and edge workers run it: no node: module (nor a bare Node built-in) in its graph.
    const chunks = [...esm.matchAll(/from ["']\.\/([^"']+)["']/g)].map((match) => readFileSync(join(dist, match[1]!), 'utf8'));
    for (const code of [esm, cjs, ...chunks]) {
      expect(code).not.toMatch(/(?:from\s*|require\(|import\()["'](?:node:|crypto["']|buffer["']|util["'])/);
    }
    // The root's CJS build does not carry the JWT library.
    expect(readFileSync(join(dist, 'index.cjs'), 'utf8')).not.toContain('SignJWT');
  });

  it('CJS build carries ky inside it (ky is ESM-only), so `require` works where ESM cannot be required', () => {
    const cjs = readFileSync(join(packageDir('sdk'), 'dist/index.cjs'), 'utf8');
    expect(cjs).not.toMatch(/require\(["']ky["']\)/);
    // The ESM build leaves ky to the user's install and loads it with the first request.
    expect(readFileSync(join(packageDir('sdk'), 'dist/index.js'), 'utf8')).toMatch(/import\(["']ky["']\)/);
  });
});
