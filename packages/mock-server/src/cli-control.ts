/**
 * The CLI flags that decide who may control the server and what it fetches: `--control-token`,
 * `--no-control` and `--openapi-fetch`, and the warning printed when the server is reachable from the
 * network with an unprotected control API. Kept apart from `cli.ts` so the flags are tested as functions.
 */
import { SPEC_FETCH_POLICIES, type SpecFetchPolicy } from './domain/openapi/fetch-source.js';
import type { ServerOptions } from './server.js';

/** The flags' definitions, for `parseArgs`. */
export const CONTROL_OPTIONS = {
  'control-token': { type: 'string' },
  'no-control': { type: 'boolean' },
  'openapi-fetch': { type: 'string' },
} as const;

/** What the flags asked for. */
export interface ControlFlags {
  token?: string;
  off: boolean;
  fetchPolicy?: SpecFetchPolicy;
}

/** Reads the flags; `usage` makes the error for a bad one. */
export function controlFlags(
  values: { 'control-token'?: string | undefined; 'no-control'?: boolean | undefined; 'openapi-fetch'?: string | undefined },
  usage: (message: string) => Error,
): ControlFlags {
  const token = values['control-token'];
  if (token === '') throw usage('--control-token: must not be empty');
  if (token !== undefined && values['no-control']) throw usage('--control-token and --no-control cannot be combined');
  const policy = values['openapi-fetch'];
  if (policy !== undefined && !(SPEC_FETCH_POLICIES as readonly string[]).includes(policy)) {
    throw usage(`--openapi-fetch: must be one of ${SPEC_FETCH_POLICIES.join(', ')}, got ${policy}`);
  }
  return {
    off: values['no-control'] === true,
    ...(token === undefined ? {} : { token }),
    ...(policy === undefined ? {} : { fetchPolicy: policy as SpecFetchPolicy }),
  };
}

/** The server options the flags stand for. */
export function controlServerOptions(flags: ControlFlags): Pick<ServerOptions, 'controlToken' | 'httpControl' | 'openapiFetchPolicy'> {
  return {
    ...(flags.token === undefined ? {} : { controlToken: flags.token }),
    ...(flags.off ? { httpControl: false } : {}),
    ...(flags.fetchPolicy === undefined ? {} : { openapiFetchPolicy: flags.fetchPolicy }),
  };
}

/** True for a host name or address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/** The warning to print when others can reach an unprotected control API; undefined when there is none. */
export function exposureWarning(host: string, flags: ControlFlags): string | undefined {
  if (isLoopbackHost(host) || flags.off || flags.token !== undefined) return undefined;
  return (
    `listening on ${host} without a control token: anyone who can reach this port may reset the server, ` +
    'make admin users and read the request journal through /__control/. Pass --control-token <t> or --no-control.'
  );
}
