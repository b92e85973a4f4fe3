/**
 * `npm run build`: the three packages' dist/, as npm publishes them.
 *
 * - **Code**: tsup, per package (its `tsup.config.ts`: ESM, CJS, the CLI and the worker entries). Packages load
 *   one another by name at run time, so the three builds are independent.
 * - **Declarations**: one TypeScript program over the three packages' sources (`tsconfig.declarations.json`)
 *   writes a `.d.ts` per source file; rollup-plugin-dts then bundles each package's typed entries (the
 *   `typedEntries` its tsup config names) into `dist/<entry>.d.ts` and, for `require`, `dist/<entry>.d.cts`.
 *
 * Why not tsup's own declaration build: it makes a TypeScript program per package, each reading the package
 * before it from that one's dist/, so three programs run one after another on one core (about 80 of the 130
 * seconds a 2-core machine took to build). One program for the three runs beside the code builds, and bundling
 * finished declarations takes seconds. The program also type-checks the sources: a type error fails the build.
 *
 * `--typecheck` (what `npm test` runs, scripts/build-and-typecheck.mjs) takes the declarations from the whole
 * repository's program instead (`tsconfig.json`: the tests, examples and scripts as well as the sources), so
 * that the typecheck `npm test` needs anyway writes them: one program instead of two that both check the
 * sources. The sources' declarations are the same either way.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const root = fileURLToPath(new URL('../', import.meta.url));
/** The packages, by folder under packages/. */
export const PACKAGES = ['sdk', 'mock-server', 'conformance'] as const;
/**
 * Where the declarations program writes (tsconfig.declarations.json's outDir), mirroring the repository
 * (`packages/<name>/src/…`). Not under node_modules/: rollup-plugin-dts leaves what it finds there to the
 * user's install.
 */
const DECLARATIONS = join(root, '.declarations');

/** Which program writes the declarations: the packages' sources alone, or the whole repository's (`--typecheck`). */
export type DeclarationsProgram = 'sources' | 'repository';

/**
 * TypeScript 7's compiler (native: the repository's program in half the time of TypeScript 6's), which
 * type-checks and writes the declarations. It is installed as `typescript-7` and run by its path, since both
 * versions name their command `tsc`; TypeScript 6 (`typescript`) stays for the tools that use its JavaScript
 * API: typedoc, rollup-plugin-dts, the ESLint parser and the scripts that read the sources.
 */
const TSC = join(root, 'node_modules/typescript-7/bin/tsc');

/** Runs a command of the repository's node_modules/.bin in `cwd`; rejects when it fails. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  const [file, fileArgs] = command === 'tsc' ? [process.execPath, [TSC, ...args]] : [join(root, 'node_modules/.bin', command), args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, fileArgs, { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`))));
  });
}

/**
 * The repository program's checkers on a machine of `cores` cores. TypeScript 7 checks with four by default, each
 * resolving the types its files share again: on 2 cores, beside the regex lint `npm test` runs with it, one
 * checker finishes about as soon and spends a third less CPU time (measured: 19 against 27 CPU-s).
 */
const checkerArgs = (cores: number): string[] => (cores <= 2 ? ['--checkers', '1'] : []);

/** The per-file declarations of the three packages' sources, from one program (which type-checks them too). */
async function emitDeclarations(program: DeclarationsProgram): Promise<void> {
  rmSync(DECLARATIONS, { recursive: true, force: true });
  const repository = ['-p', 'tsconfig.json', ...checkerArgs(availableParallelism()), '--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--rootDir', '.', '--outDir', DECLARATIONS];
  await run('tsc', program === 'sources' ? ['-p', 'tsconfig.declarations.json'] : repository, root);
}

/** A package's code: dist/ emptied, then tsup. */
async function buildCode(name: string): Promise<void> {
  const dir = join(root, 'packages', name);
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  await run('tsup', [], dir);
}

/** The typed entries a package's tsup config names: dist name → source path under the package. */
async function typedEntries(name: string): Promise<Record<string, string>> {
  const config = (await import(pathToFileURL(join(root, 'packages', name, 'tsup.config.ts')).href)) as {
    typedEntries: Record<string, string>;
  };
  return config.typedEntries;
}

/**
 * A package's entries' declarations, bundled into dist/ twice: `.d.ts` for `import` and `.d.cts` for `require`.
 * They differ only in the extension of the chunks they import (`.js` or `.cjs`, which rollup-plugin-dts writes
 * from the chunk's file name). Bare imports (the other packages, zod, Node) stay imports.
 */
async function bundleDeclarations(name: string): Promise<void> {
  const entries = await typedEntries(name);
  const input = Object.fromEntries(
    Object.entries(entries).map(([entry, source]) => [entry, join(DECLARATIONS, 'packages', name, source.replace(/\.ts$/, '.d.ts'))]),
  );
  const bundle = await rollup({
    input,
    plugins: [dts()],
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    onLog: (level, log) => {
      // An entry without exports (a worker's) makes an empty chunk; that is what it is.
      if (log.code !== 'EMPTY_BUNDLE') console.warn(`${name} declarations: ${log.message}`);
    },
  });
  for (const extension of ['d.ts', 'd.cts']) {
    await bundle.write({
      dir: join(root, 'packages', name, 'dist'),
      format: 'es',
      entryFileNames: `[name].${extension}`,
      // A chunk is named after its first module, itself a `.d.ts` file.
      chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash].${extension}`,
    });
  }
  await bundle.close();
}

/** The whole build: code and declarations side by side, then the declarations' bundles. */
export async function build(program: DeclarationsProgram = 'sources'): Promise<void> {
  const started = Date.now();
  await Promise.all([
    emitDeclarations(program),
    (async () => {
      for (const name of PACKAGES) await buildCode(name);
    })(),
  ]);
  await Promise.all(PACKAGES.map(bundleDeclarations));
  console.log(`build: the three packages built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const flags = process.argv.slice(2);
  const unknown = flags.filter((flag) => flag !== '--typecheck');
  if (unknown.length > 0) {
    console.error(`build: unknown flag ${unknown.join(' ')} (the one flag is --typecheck)`);
    process.exit(2);
  }
  build(flags.includes('--typecheck') ? 'repository' : 'sources').catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
