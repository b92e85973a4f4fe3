#!/usr/bin/env node
/**
 * `docpub-conformance`: runs the conformance scenarios and reports. See `--help`, or `cli/args.ts`.
 *
 *   docpub-conformance --base-url http://127.0.0.1:4010/v1 --token T --reporter junit --out report.xml
 */
import { main } from './cli/main.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Not a failed check nor a refused start: a bug of the suite itself.
    process.stderr.write(`docpub-conformance: unexpected error: ${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 2;
  },
);
