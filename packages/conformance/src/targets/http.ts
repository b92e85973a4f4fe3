/** The HTTP target: a deployment (or `docpub-mock`) at a base URL, with a token. */
import { detectHttpControl } from './http-control.js';
import { probeTarget } from './probe.js';
import { ConformanceStartError } from './start-error.js';
import type { HttpTargetOptions, Target } from './target.js';

/**
 * Opens a deployment: checks the base URL's form, then probes `GET /user` and detects test control at the
 * same time, so a target that never answers costs one request timeout, not two.
 */
export async function openHttpTarget(options: Omit<HttpTargetOptions, 'kind'>): Promise<Target> {
  const baseUrl = checkedBaseUrl(options.baseUrl);
  if (!options.token) throw new ConformanceStartError('token: missing. Pass --token or set DOCPUB_TOKEN.');
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const world = options.world ?? worldOfToken(options.token);
  const control = detectHttpControl(baseUrl, fetch, options.controlToken, world);
  const user = await probeTarget({ baseUrl, token: options.token, fetch }).catch((error: unknown) => {
    void control.catch(() => undefined);
    throw error;
  });
  return {
    kind: 'http',
    baseUrl,
    token: options.token,
    fetch,
    control: await control,
    user,
    ...(world === undefined ? {} : { world }),
    close: async () => undefined,
  };
}

/**
 * The world a reference server's world token names: such tokens are `<world id>.<token>` with world ids `w_` and
 * 16 characters (docs/worlds.md), so a run with one controls that world without being told.
 */
export function worldOfToken(token: string): string | undefined {
  return /^(w_[0-9a-z]{16})\./.exec(token)?.[1];
}

function checkedBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConformanceStartError(`base URL: must be an absolute http(s) URL such as http://127.0.0.1:4010/v1 (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConformanceStartError(`base URL: must use http or https (got "${url.protocol}")`);
  }
  return raw.replace(/(?<!\/)\/+$/, '');
}
