/**
 * The built `docpub-mock`, as users run it: its bin entry, which loads dist/cli.js. Tests of the command spawn
 * it rather than its sources under tsx, which would compile the server's sources again in every process (a few
 * seconds of CPU each, against under one for the build). `npm test` builds before vitest runs; a test file run
 * alone calls {@link ensureBuiltCli} in its set-up, which builds the packages when dist/ has no CLI.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The command's bin entry, as `npx docpub-mock` runs it. */
export const BUILT_CLI = fileURLToPath(new URL('../../bin/docpub-mock.js', import.meta.url));

/** Builds the packages unless dist/ holds the CLI; a set-up hook's work (give it a few minutes). */
export function ensureBuiltCli(): void {
  if (!existsSync(fileURLToPath(new URL('../../dist/cli.js', import.meta.url)))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
}
