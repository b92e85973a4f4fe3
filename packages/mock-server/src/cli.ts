#!/usr/bin/env node
/**
 * `docpub-mock`: the reference server on a port, over the demo world.
 *
 *   docpub-mock [--port 4010] [--host 127.0.0.1] [--admin-token T] [--seed S] [--world fixtures.yaml]
 *               [--no-cors] [--quiet] [--control-token T | --no-control-token | --no-control]
 *               [--control-allow-origin O] [--allowed-host H]... [--openapi-fetch any|public|loopback|none]
 *               [--git-fetch any|public|loopback|none] [--git-file-root DIR] [--public-url URL]
 *               [--ready-file F] [--exit-with-parent]
 *
 * Prints its base URL, a token and the control URL on start, one line per request, and stops cleanly
 * (exit 0) on SIGINT or SIGTERM, or when its parent process is gone with --exit-with-parent. Bad flags exit 2
 * with a one-line reason.
 *
 *   docpub-mock capture --base-url URL --out world.yaml   (see capture/command.ts)
 */
import { createRequire } from 'node:module';
import { normalizePublicUrl } from './compose/server-urls.js';
import { parseFlags, reportUsageError, UsageError } from './cli-args.js';
import { CONTROL_OPTIONS, controlFlags } from './cli-control.js';
import type { CliOptions } from './cli-serve.js';

const USAGE = `Usage: docpub-mock [options]

Runs the DocPub reference server (in memory, demo world) over HTTP.

Options:
  --port <n>           port to listen on (default: $PORT, else 4010; 0 picks a free port)
  --host <host>        interface to bind (default: $HOST, else 127.0.0.1)
  --admin-token <t>    an extra API token for the demo organization's admin
  --seed <s>           seed of generated ids, and of issued tokens (default: the demo seed for ids;
                       tokens issued by the control API are random unless --seed is given)
  --world <file>       start from a world file (YAML or JSON) instead of the demo world
  --no-cors            do not answer CORS preflights nor allow other origins on /v1 (CORS is on by
                       default; /__control/ never grants CORS but to --control-allow-origin)
  -q, --quiet          do not log a line per request
  -v, --version        print the version
  --control-token <t>  require this token (X-Control-Token header) on /__control/ requests (default:
                       $DOCPUB_CONTROL_TOKEN; beyond loopback, a generated one printed at start)
  --no-control-token   leave /__control/ open to any program that reaches it, even beyond loopback
  --no-control         turn the control API (/__control/) off
  --control-allow-origin <origin>
                       let pages of this one origin (e.g. http://localhost:5173) call /__control/, with
                       CORS: for browser test runners; needs a control token
  --allowed-host <h>   a host name /__control/ answers for besides loopback names and the bound address
                       (e.g. docpub-mock for a container, .internal for a domain, * for any); repeatable
  --openapi-fetch <p>  which URLs OpenAPI spec sources may name: any (default), public, loopback or none
  --git-fetch <p>      which repository URLs Git sync may name: any, public, loopback or none; default any
                       on a loopback --host and public beyond it
  --git-file-root <d>  read file:// repository URLs of Git sync below this directory (refused otherwise)
  --public-url <url>   the origin published sites are served at, when the server is reached under another
                       name (a container, a CI service); default: the listening address
  --ready-file <f>     once listening, write the base URL, the control URL and the control token to this
                       JSON file (mode 0600, written whole, then renamed), for test suites in any language to
                       wait for; a file left there is removed at start, and this one at exit
  --exit-with-parent   stop when the process that started this one exits (for suites that start the server
                       themselves: it never outlives them)
  -h, --help           show this help

Commands:
  capture              write a world file from a deployment (docpub-mock capture --help)
`;

const DEFAULT_PORT = 4010;


function parsePort(text: string | undefined, source: string): number {
  if (text === undefined) return DEFAULT_PORT;
  const port = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(port >= 0 && port <= 65_535)) throw new UsageError(`${source}: must be an integer from 0 to 65535, got ${text}`);
  return port;
}

function parseCli(argv: string[], env: NodeJS.ProcessEnv): CliOptions | 'help' | 'version' {
  const values = parseFlags(argv, {
    port: { type: 'string' },
    host: { type: 'string' },
    'admin-token': { type: 'string' },
    seed: { type: 'string' },
    world: { type: 'string' },
    'public-url': { type: 'string' },
    'ready-file': { type: 'string' },
    'no-cors': { type: 'boolean' },
    'exit-with-parent': { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' },
    version: { type: 'boolean', short: 'v' },
    ...CONTROL_OPTIONS,
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) return 'help';
  if (values.version) return 'version';
  if (values['admin-token'] === '') throw new UsageError('--admin-token: must not be empty');
  if (values['ready-file'] === '') throw new UsageError('--ready-file: must not be empty');
  // Flags win over the environment; an empty variable counts as unset.
  const envPort = env.PORT || undefined;
  const host = values.host ?? (env.HOST || '127.0.0.1');
  return {
    port: values.port !== undefined ? parsePort(values.port, '--port') : parsePort(envPort, 'PORT'),
    host,
    cors: values['no-cors'] !== true,
    quiet: values.quiet === true,
    exitWithParent: values['exit-with-parent'] === true,
    ...(values['admin-token'] === undefined ? {} : { adminToken: values['admin-token'] }),
    ...(values.seed === undefined ? {} : { seed: values.seed }),
    ...(values.world === undefined ? {} : { world: values.world }),
    ...(values['public-url'] === undefined ? {} : { publicUrl: checkedPublicUrl(values['public-url']) }),
    ...(values['ready-file'] === undefined ? {} : { readyFile: values['ready-file'] }),
    control: controlFlags(values, { host, env }),
  };
}

function checkedPublicUrl(text: string): string {
  try {
    return normalizePublicUrl(text);
  } catch (error) {
    throw new UsageError(`--public-url: ${(error as Error).message.replace(/^publicUrl: /, '')}`);
  }
}

/** The package's version, read from its package.json next to dist/. */
function version(): string {
  return (createRequire(import.meta.url)('../package.json') as { version: string }).version;
}

async function main(argv: string[]): Promise<void> {
  let options: CliOptions | 'help' | 'version';
  try {
    options = parseCli(argv, process.env);
  } catch (error) {
    process.exit(reportUsageError('docpub-mock', error));
  }
  if (options === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  if (options === 'version') {
    process.stdout.write(`${version()}\n`);
    return;
  }
  // The server is loaded only now: help, the version and a refused flag answer without it.
  const { serve } = await import('./cli-serve.js');
  await serve(options);
}

const argv = process.argv.slice(2);
// Subcommands are loaded only when asked for.
const run =
  argv[0] === 'capture'
    ? import('./capture/command.js').then(async ({ runCapture }) => {
        process.exitCode = await runCapture(argv.slice(1));
      })
    : main(argv);
run.catch((error: unknown) => {
  process.stderr.write(`docpub-mock: ${(error as Error).message}\n`);
  process.exit(1);
});
