/**
 * Command-line parsing shared by `docpub-mock` and its subcommands: flags only (no positionals), unknown flags
 * refused, every mistake a {@link UsageError} that the command prints in one line and exits 2 on.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Flags = NonNullable<ParseArgsConfig['options']>;
/** What {@link parseFlags} answers for `options`. */
export type FlagValues<O extends Flags> = ReturnType<typeof parseArgs<{ args: string[]; strict: true; allowPositionals: false; options: O }>>['values'];

/** A mistake on the command line: printed as one line, exit code 2. */
export class UsageError extends Error {}

/** The values of `options` in `argv`; a bad flag throws a {@link UsageError}. */
export function parseFlags<const O extends Flags>(argv: string[], options: O): FlagValues<O> {
  try {
    return parseArgs({ args: argv, strict: true, allowPositionals: false, options }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Prints a {@link UsageError} as `<program>: <reason>` with where to find help, and gives exit code 2; rethrows anything else. */
export function reportUsageError(program: string, error: unknown): 2 {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`${program}: ${error.message}\nSee ${program} --help.\n`);
  return 2;
}
