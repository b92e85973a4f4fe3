/**
 * The CLI flags that decide who may control the server and what it fetches: `--control-token` (or
 * `DOCPUB_CONTROL_TOKEN`), `--no-control-token`, `--no-control`, `--control-allow-origin`, `--allowed-host` and
 * `--openapi-fetch`, `--git-fetch` and `--git-file-root`; the token generated when the server binds beyond loopback without one; and the warning
 * printed when it is reachable from the network with an unprotected control API. Kept apart from `cli.ts` so
 * the flags are tested as functions.
 */
import { randomBytes } from 'node:crypto';
import { UsageError, type FlagValues } from './cli-args.js';
import { checkGuardRules, hostName, isLoopbackName } from './control/guard.js';
import { SPEC_FETCH_POLICIES, type SpecFetchPolicy } from './domain/openapi/fetch-source.js';
import type { ServerOptions } from './server.js';

/** The environment variable `docpub-mock`, `docpub-conformance` and `createControlClient` read the control token from. */
export const CONTROL_TOKEN_ENV = 'DOCPUB_CONTROL_TOKEN';

/** The flags' definitions, for `parseArgs`. */
export const CONTROL_OPTIONS = {
  'control-token': { type: 'string' },
  'no-control-token': { type: 'boolean' },
  'no-control': { type: 'boolean' },
  'control-allow-origin': { type: 'string' },
  'allowed-host': { type: 'string', multiple: true },
  'openapi-fetch': { type: 'string' },
  'git-fetch': { type: 'string' },
  'git-file-root': { type: 'string' },
} as const;

/** What the flags asked for. */
export interface ControlFlags {
  token?: string;
  /** Where the token came from: a flag or the environment (`given`), or made at start (`generated`). */
  tokenSource?: 'given' | 'generated';
  /** `--no-control-token`: leave control open even where the network reaches it. */
  open: boolean;
  off: boolean;
  allowOrigin?: string;
  allowedHosts: string[];
  fetchPolicy?: SpecFetchPolicy;
  /** Which repository URLs Git sync may fetch: the flag's, else `any` on loopback and `public` beyond. */
  gitFetchPolicy: SpecFetchPolicy;
  gitFileRoot?: string;
}

/** The flags' values as `parseArgs` gives them. */
export type ControlFlagValues = FlagValues<typeof CONTROL_OPTIONS>;

/** True for a host name or address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return isLoopbackName(host.includes(':') && !host.startsWith('[') ? `[${host.toLowerCase()}]` : hostName(host));
}

/** A control token nobody can guess: 144 random bits. */
export const generateControlToken = (): string => `dpc_${randomBytes(18).toString('base64url')}`;

function checkedToken(values: ControlFlagValues, env: NodeJS.ProcessEnv): string | undefined {
  const token = values['control-token'];
  if (token === '') throw new UsageError('--control-token: must not be empty');
  const given = token ?? (env[CONTROL_TOKEN_ENV] || undefined);
  if (token !== undefined && values['no-control']) throw new UsageError('--control-token and --no-control cannot be combined');
  if (token !== undefined && values['no-control-token']) throw new UsageError('--control-token and --no-control-token cannot be combined');
  // The environment is the CI job's default: an explicit flag to leave control open or off wins over it.
  return values['no-control'] || values['no-control-token'] ? undefined : given;
}

/**
 * Reads the flags; a bad one throws a {@link UsageError}. `host` is the interface the server binds: beyond
 * loopback, control gets a generated token unless one was given or `--no-control-token` / `--no-control` says otherwise.
 */
export function controlFlags(
  values: ControlFlagValues,
  { host = '127.0.0.1', env = {} }: { host?: string; env?: NodeJS.ProcessEnv } = {},
): ControlFlags {
  const policy = values['openapi-fetch'];
  if (policy !== undefined && !(SPEC_FETCH_POLICIES as readonly string[]).includes(policy)) {
    throw new UsageError(`--openapi-fetch: must be one of ${SPEC_FETCH_POLICIES.join(', ')}, got ${policy}`);
  }
  const gitPolicy = values['git-fetch'];
  if (gitPolicy !== undefined && !(SPEC_FETCH_POLICIES as readonly string[]).includes(gitPolicy)) {
    throw new UsageError(`--git-fetch: must be one of ${SPEC_FETCH_POLICIES.join(', ')}, got ${gitPolicy}`);
  }
  if (values['git-file-root'] === '') throw new UsageError('--git-file-root: must not be empty');
  const off = values['no-control'] === true;
  const open = values['no-control-token'] === true;
  const given = checkedToken(values, env);
  const generated = given === undefined && !off && !open && !isLoopbackHost(host) ? generateControlToken() : undefined;
  const token = given ?? generated;
  const allowOrigin = values['control-allow-origin'];
  const allowedHosts = values['allowed-host'] ?? [];
  if (allowOrigin !== undefined && (off || open)) {
    throw new UsageError(`--control-allow-origin cannot be combined with ${off ? '--no-control' : '--no-control-token'}`);
  }
  try {
    checkGuardRules({ token, allowOrigin, allowedHosts });
  } catch (error) {
    throw new UsageError(
      (error as Error).message
        .replace(/^controlAllowOrigin: requires a control token.*$/, `--control-allow-origin: requires a control token (--control-token or ${CONTROL_TOKEN_ENV})`)
        .replace(/^controlAllowOrigin/, '--control-allow-origin')
        .replace(/^allowedHosts/, '--allowed-host'),
    );
  }
  return {
    off,
    open,
    allowedHosts,
    ...(token === undefined ? {} : { token, tokenSource: given === undefined ? 'generated' : 'given' }),
    ...(allowOrigin === undefined ? {} : { allowOrigin }),
    ...(policy === undefined ? {} : { fetchPolicy: policy as SpecFetchPolicy }),
    // A server others can reach should not fetch their repositories from this machine's network.
    gitFetchPolicy: (gitPolicy as SpecFetchPolicy | undefined) ?? (isLoopbackHost(host) ? 'any' : 'public'),
    ...(values['git-file-root'] === undefined ? {} : { gitFileRoot: values['git-file-root'] }),
  };
}

/** The server options the flags stand for. */
export function controlServerOptions(
  flags: ControlFlags,
): Pick<
  ServerOptions,
  'controlToken' | 'controlAllowOrigin' | 'allowedHosts' | 'httpControl' | 'openapiFetchPolicy' | 'gitFetchPolicy' | 'gitFileRoot'
> {
  return {
    ...(flags.token === undefined ? {} : { controlToken: flags.token }),
    ...(flags.allowOrigin === undefined ? {} : { controlAllowOrigin: flags.allowOrigin }),
    ...(flags.allowedHosts.length === 0 ? {} : { allowedHosts: flags.allowedHosts }),
    ...(flags.off ? { httpControl: false } : {}),
    ...(flags.fetchPolicy === undefined ? {} : { openapiFetchPolicy: flags.fetchPolicy }),
    gitFetchPolicy: flags.gitFetchPolicy,
    ...(flags.gitFileRoot === undefined ? {} : { gitFileRoot: flags.gitFileRoot }),
  };
}

/** The warning to print when others can reach an unprotected control API; undefined when there is none. */
export function exposureWarning(host: string, flags: ControlFlags): string | undefined {
  if (isLoopbackHost(host) || flags.off || flags.token !== undefined) return undefined;
  return (
    `listening on ${host} without a control token (--no-control-token): any program that can reach this port may ` +
    'reset the server, make admin users and read every token through /__control/. Drop --no-control-token, or pass ' +
    `--control-token <t> (${CONTROL_TOKEN_ENV}) or --no-control.`
  );
}
