/** The command line of `docpub-conformance`, parsed and checked: a bad flag is a usage error (exit 2). */
import { parseArgs } from 'node:util';
import { AREAS, isArea, type Area } from '../areas.js';
import { GIT_CREDENTIALS_ENV, type GitRepositoryOptions } from '../git-repository.js';
import { parseReports, type ReportRequest } from './reports.js';
import { UsageError } from './usage-error.js';

export const USAGE = `Usage: docpub-conformance [options]

Runs the DocPub conformance scenarios against the embedded reference server (the default) or a deployment,
and reports, scenario by scenario and operation by operation, whether it behaves like the service.

Options:
  --base-url <url>       the deployment's API base URL, e.g. http://127.0.0.1:4010/v1 (default: the
                         embedded reference server)
  --token <token>        API token (default: $DOCPUB_TOKEN with --base-url; the embedded server's demo admin
                         without it, whatever the environment says)
  --world <id>           the world of a shared docpub-mock the token belongs to: test control (users,
                         clock, faults) acts in it (default: the world a w_….-prefixed token names)
  --org <id>             organization to work in (default: the first one the token's user administers)
  --only <area>          run only this area; repeat or separate with commas
  --read-only            run only the checks that change nothing
  --allow-public-publish against a deployment, also run the scenarios that publish a public or unlisted
                         site (the suite's own content, unpublished and deleted at the end); without it
                         the published-site area uses share-link and visitor-auth sites only
  --git-repository <url> a scratch Git repository the target can reach (http or https): the git-sync area
                         exports a space to a branch of its own there and imports it back; without it,
                         that area is skipped (credentials: $DOCPUB_CONFORMANCE_GIT_CREDENTIALS)
  --concurrency <n>      scenarios running at once (default 1)
  --fail-fast            start no scenario after one has failed
  --strict               fail on every difference from DocPub's contract (default: what the API reference
                         allows but the contract does not know is a warning)
  --reporter <name>[=<file>]
                         report format: console (default), json, junit or html (one self-contained page),
                         written to <file>, else to standard output; repeat it for several reports of one
                         run, each with its own file (at most one without): --reporter junit=report.xml
                         --reporter html=report.html
  --out <file>           with one reporter: write its report to this file (as --reporter <name>=<file>)
  --timeout <seconds>    time one request may take, answer included, probes too (default 30)
  --max-time <seconds>   time the whole run may take; past it the run stops with exit 2 (default: no limit)
  -v, --version          print the version
  -h, --help             show this help

Areas: ${AREAS.join(', ')}

Environment: DOCPUB_TOKEN (the token, with --base-url), DOCPUB_CONTROL_TOKEN (the control token of a
docpub-mock target whose /__control/ needs one; without it its control scenarios fail, naming it),
DOCPUB_CONFORMANCE_GIT_CREDENTIALS (user:password, or a token alone, for --git-repository; never shown).

Exit status: 0 all passed, 1 a check failed, 2 the run could not start (bad options, unreachable or silent
URL, rejected token) or went past --max-time, 130 interrupted (Ctrl-C; what the run created is cleaned up).
`;

export { UsageError };

export interface CliOptions {
  baseUrl?: string | undefined;
  token?: string | undefined;
  /** `--world`: the world of a shared `docpub-mock` that test control acts in. */
  world?: string | undefined;
  organization?: string | undefined;
  only?: Area[] | undefined;
  readOnly: boolean;
  /** `--allow-public-publish`: scenarios that publish public or unlisted sites run against a deployment too. */
  allowPublicPublish: boolean;
  /** `--git-repository` with the credentials of `DOCPUB_CONFORMANCE_GIT_CREDENTIALS`: the git-sync area's repository. */
  gitRepository?: GitRepositoryOptions | undefined;
  failFast: boolean;
  concurrency: number;
  /** The reports to write, each to its file or (at most one) to standard output; at least one. */
  reports: ReportRequest[];
  /** `--timeout`, in milliseconds. */
  requestTimeoutMs?: number | undefined;
  /** `--max-time`, in milliseconds. */
  maxTimeMs?: number | undefined;
  /** `--strict`: every difference from DocPub's contract fails. */
  strict: boolean;
}

/** Parses `argv` (without node and the script); `'help'` or `'version'` when one was asked for. */
export function parseCli(argv: readonly string[], env: Record<string, string | undefined> = process.env): CliOptions | 'help' | 'version' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        token: { type: 'string' },
        world: { type: 'string' },
        org: { type: 'string' },
        only: { type: 'string', multiple: true },
        'read-only': { type: 'boolean' },
        'allow-public-publish': { type: 'boolean' },
        'git-repository': { type: 'string' },
        'fail-fast': { type: 'boolean' },
        strict: { type: 'boolean' },
        concurrency: { type: 'string' },
        reporter: { type: 'string', multiple: true },
        out: { type: 'string' },
        timeout: { type: 'string' },
        'max-time': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  if (values.version) return 'version';
  // The environment's token is for a deployment: the embedded server has its own, and a stray DOCPUB_TOKEN
  // in the shell must not make a run against it fail with "the token was rejected".
  const token = values.token ?? (values['base-url'] === undefined ? undefined : env.DOCPUB_TOKEN?.trim() || undefined);
  if (values['base-url'] !== undefined && token === undefined) {
    throw new UsageError('--token: required with --base-url (or set DOCPUB_TOKEN)');
  }
  if (values.world !== undefined && values['base-url'] === undefined) {
    throw new UsageError('--world: needs --base-url (the world of a docpub-mock reached over HTTP)');
  }
  if (values.world !== undefined && !/^[\w-]{1,64}$/.test(values.world)) {
    throw new UsageError(`--world: a world id such as w_0123456789abcdef, got ${JSON.stringify(values.world.slice(0, 80))}`);
  }
  return {
    gitRepository: parseGitRepository(values['git-repository'], env[GIT_CREDENTIALS_ENV]),
    baseUrl: values['base-url'],
    token,
    world: values.world,
    organization: values.org,
    only: parseAreas(values.only),
    readOnly: values['read-only'] ?? false,
    allowPublicPublish: values['allow-public-publish'] ?? false,
    failFast: values['fail-fast'] ?? false,
    concurrency: parseConcurrency(values.concurrency),
    reports: parseReports(values.reporter, values.out),
    requestTimeoutMs: parseSeconds(values.timeout, '--timeout', 3_600),
    maxTimeMs: parseSeconds(values['max-time'], '--max-time', 7 * 24 * 3_600),
    strict: values.strict ?? false,
  };
}

/** `--git-repository`: an http(s) URL; the credentials come from the environment. */
function parseGitRepository(url: string | undefined, credentials: string | undefined): GitRepositoryOptions | undefined {
  if (url === undefined) return undefined;
  if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) {
    throw new UsageError(`--git-repository: an http(s) URL of a Git repository, got ${JSON.stringify(shownUrl(url).slice(0, 200))}`);
  }
  return { url, ...(credentials === undefined || credentials === '' ? {} : { credentials }) };
}

/** `url` without the credentials it may carry, for a message. */
function shownUrl(url: string): string {
  return url.replace(/\/\/[^/@]*@/, '//');
}

/** A positive number of seconds (decimals allowed, e.g. 0.5) as milliseconds. */
function parseSeconds(text: string | undefined, flag: string, maxSeconds: number): number | undefined {
  if (text === undefined) return undefined;
  const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(value > 0 && value <= maxSeconds)) throw new UsageError(`${flag}: must be a number of seconds above 0 and at most ${maxSeconds}, got ${text}`);
  return Math.max(1, Math.round(value * 1000));
}

function parseAreas(given: string[] | undefined): Area[] | undefined {
  if (!given) return undefined;
  const names = given.flatMap((value) => value.split(',')).map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !isArea(name));
  if (unknown.length > 0) throw new UsageError(`--only: unknown area ${unknown.map((name) => `"${name}"`).join(', ')} (areas: ${AREAS.join(', ')})`);
  if (names.length === 0) throw new UsageError('--only: name at least one area');
  return names as Area[];
}

function parseConcurrency(text: string | undefined): number {
  if (text === undefined) return 1;
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1 && value <= 64)) throw new UsageError(`--concurrency: must be an integer from 1 to 64, got ${text}`);
  return value;
}
