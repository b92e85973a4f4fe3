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
  const control = detectHttpControl(baseUrl, fetch, options.controlToken);
  const user = await probeTarget({ baseUrl, token: options.token, fetch }).catch((error: unknown) => {
    void control.catch(() => undefined);
    throw error;
  });
  return { kind: 'http', baseUrl, token: options.token, fetch, control: await control, user, close: async () => undefined };
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
  return raw.replace(/\/+$/, '');
}
