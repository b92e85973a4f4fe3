#!/usr/bin/env node
/**
 * `docpub-mock`: the reference server on a port, over the demo world.
 *
 *   docpub-mock [--port 4010] [--host 127.0.0.1] [--admin-token T] [--seed S]
 *               [--control-token T | --no-control] [--openapi-fetch any|loopback|none]
 *
 * Prints its base URL on start and stops cleanly (exit 0) on SIGINT or SIGTERM. Bad flags exit 2.
 */
import { parseArgs } from 'node:util';
import { createServer } from './server.js';
import { CONTROL_OPTIONS, controlFlags, controlServerOptions, exposureWarning, type ControlFlags } from './cli-control.js';

const USAGE = `Usage: docpub-mock [options]

Runs the DocPub reference server (in memory, demo world) over HTTP.

Options:
  --port <n>           port to listen on (default 4010; 0 picks a free port)
  --host <host>        interface to bind (default 127.0.0.1)
  --admin-token <t>    an extra API token for the demo organization's admin
  --seed <s>           seed of generated ids and tokens (default: the demo seed)
  --control-token <t>  require this token (X-Control-Token header) on /__control/ requests
  --no-control         turn the control API (/__control/) off
  --openapi-fetch <p>  which URLs OpenAPI spec sources may name: any (default), loopback or none
  -h, --help           show this help
`;

const DEFAULT_PORT = 4010;

interface CliOptions {
  port: number;
  host: string;
  adminToken?: string;
  seed?: string;
  control: ControlFlags;
}

class UsageError extends Error {}

function parsePort(text: string | undefined): number {
  if (text === undefined) return DEFAULT_PORT;
  const port = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(port >= 0 && port <= 65_535)) throw new UsageError(`--port: must be an integer from 0 to 65535, got ${text}`);
  return port;
}

function parseCli(argv: string[]): CliOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'admin-token': { type: 'string' },
        seed: { type: 'string' },
        ...CONTROL_OPTIONS,
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  if (values['admin-token'] === '') throw new UsageError('--admin-token: must not be empty');
  return {
    port: parsePort(values.port),
    host: values.host ?? '127.0.0.1',
    ...(values['admin-token'] === undefined ? {} : { adminToken: values['admin-token'] }),
    ...(values.seed === undefined ? {} : { seed: values.seed }),
    control: controlFlags(values, (message) => new UsageError(message)),
  };
}

async function main(argv: string[]): Promise<void> {
  let options: CliOptions | 'help';
  try {
    options = parseCli(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`docpub-mock: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  const server = createServer({
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.adminToken === undefined ? {} : { adminToken: options.adminToken }),
    ...controlServerOptions(options.control),
  });
  const exposure = exposureWarning(options.host, options.control);
  if (exposure) process.stderr.write(`docpub-mock: warning: ${exposure}\n`);
  const listening = await server.listen({ port: options.port, host: options.host });
  const stop = () => {
    listening.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`docpub-mock: error while stopping: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  // Installed before the URL is printed: whoever reads the URL may signal at once.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.stdout.write(`DocPub reference server listening on ${listening.url}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`docpub-mock: ${(error as Error).message}\n`);
  process.exit(1);
});
