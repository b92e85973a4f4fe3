/** What the commands' `--help` texts document, for tests that show each documented flag at work. */
import { expect } from 'vitest';

/** The flags a help text lists, in the layout both commands print: `  --port <n>`, `  -q, --quiet`. */
export function documentedFlags(help: string): string[] {
  return [...help.matchAll(/^ {2}(?:(-\w), )?(--[\w-]+)/gm)].flatMap(([, short, long]) => (short ? [short, long!] : [long!]));
}

/**
 * Checks that `--help` and `-h` (after `prefix`, e.g. a subcommand) exit 0 printing the same usage, which starts
 * as `usage` and lists exactly the flags `tested` (the ones the calling test shows at work).
 */
export async function expectHelpCovers(
  run: (args: string[]) => Promise<{ code: number; stdout: string }>,
  prefix: string[],
  usage: RegExp,
  tested: readonly string[],
): Promise<void> {
  const help = await run([...prefix, '--help']);
  expect(help.code).toBe(0);
  expect(help.stdout).toMatch(usage);
  expect(documentedFlags(help.stdout).sort()).toEqual([...tested].sort());
  expect((await run([...prefix, '-h'])).stdout).toBe(help.stdout);
}
