/**
 * `docpub-mock capture`: the command line around {@link captureWorld}. The token comes from `DOCPUB_TOKEN`
 * only: a token on the command line would be seen by every user of the machine (`ps`) and kept in shell
 * histories, so `--token` is refused.
 */
import { writeFile } from 'node:fs/promises';
import { parseFlags, reportUsageError, UsageError } from '../cli-args.js';
import { captureWorld } from './capture.js';

export const CAPTURE_USAGE = `Usage: DOCPUB_TOKEN=… docpub-mock capture --base-url <url> --out <file> [options]

Reads what the token can see at a DocPub deployment (GET requests only) and writes it as a world file that
docpub-mock loads (--world <file>). Secrets are replaced or removed; the file's leading comment says which.

Options:
  --base-url <url>   the API's base URL, e.g. https://api.example.com/v1 (default: $DOCPUB_BASE_URL)
  --out <file>       where to write the world file (YAML)
  --keep-emails      keep e-mail addresses (default: user-<n>@example.invalid)
  --max-items <n>    read at most n items of each list (default: 10000)
  --max-items-total <n>
                     read at most n items of all lists together (default: 100000)
  -h, --help         show this help

A list or a capture stopped at one of these bounds is named in the file's leading comment.
The token is read from the DOCPUB_TOKEN environment variable, never from the command line.
`;

interface CaptureFlags {
  baseUrl: string;
  out: string;
  keepEmails: boolean;
  maxItems?: number;
  maxItemsTotal?: number;
  token: string;
}

function parseCaptureFlags(argv: string[], env: NodeJS.ProcessEnv): CaptureFlags | 'help' {
  if (argv.some((arg) => arg === '--token' || arg.startsWith('--token='))) {
    throw new UsageError('--token: a token is never taken on the command line; set DOCPUB_TOKEN');
  }
  const values = parseFlags(argv, {
    'base-url': { type: 'string' },
    out: { type: 'string' },
    'keep-emails': { type: 'boolean' },
    'max-items': { type: 'string' },
    'max-items-total': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) return 'help';
  const baseUrl = values['base-url'] ?? (env.DOCPUB_BASE_URL || undefined);
  if (baseUrl === undefined || baseUrl === '') throw new UsageError('--base-url: missing');
  if (values.out === undefined || values.out === '') throw new UsageError('--out: missing');
  const token = env.DOCPUB_TOKEN;
  if (token === undefined || token === '') throw new UsageError('DOCPUB_TOKEN: missing (the token to read with)');
  const maxItems = positiveCount('--max-items', values['max-items']);
  const maxItemsTotal = positiveCount('--max-items-total', values['max-items-total']);
  return {
    baseUrl,
    out: values.out,
    keepEmails: values['keep-emails'] === true,
    token,
    ...(maxItems === undefined ? {} : { maxItems }),
    ...(maxItemsTotal === undefined ? {} : { maxItemsTotal }),
  };
}

function positiveCount(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new UsageError(`${flag}: must be a positive integer, got ${text}`);
  return Number(text);
}

/** Runs `docpub-mock capture <argv>`; resolves to the exit code. */
export async function runCapture(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let flags: CaptureFlags | 'help';
  try {
    flags = parseCaptureFlags(argv, env);
  } catch (error) {
    return reportUsageError('docpub-mock capture', error);
  }
  if (flags === 'help') {
    process.stdout.write(CAPTURE_USAGE);
    return 0;
  }
  const started = Date.now();
  const text = await captureWorld({
    baseUrl: flags.baseUrl,
    token: flags.token,
    keepEmails: flags.keepEmails,
    ...(flags.maxItems === undefined ? {} : { maxItems: flags.maxItems }),
    ...(flags.maxItemsTotal === undefined ? {} : { maxItemsTotal: flags.maxItemsTotal }),
    progress: (line) => process.stderr.write(`capture: ${line}\n`),
  });
  await writeFile(flags.out, text, { mode: 0o600 });
  process.stderr.write(`capture: wrote ${flags.out} (${text.length} characters) in ${Date.now() - started} ms\n`);
  return 0;
}
