/**
 * Test control over HTTP, under `/__control/` on the API's origin, as `docpub-mock` serves it
 * (docs/reference-server.md, "Control API"). A real deployment has none: {@link detectHttpControl} then finds nothing
 * and control scenarios are skipped.
 */
import type { ControlUser, FetchFunction, TargetControl } from './target.js';

/**
 * Probes `GET {origin}/__control/clock`: a JSON answer with `now` means the target offers control.
 * Anything else (404, HTML, a refused connection) means it does not.
 */
export async function detectHttpControl(baseUrl: string, fetch: FetchFunction): Promise<TargetControl | undefined> {
  const root = `${new URL(baseUrl).origin}/__control`;
  try {
    const response = await fetch(`${root}/clock`, { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { now?: unknown };
    return typeof body.now === 'string' ? httpControl(root, fetch) : undefined;
  } catch {
    return undefined;
  }
}

function httpControl(root: string, fetch: FetchFunction): TargetControl {
  async function send(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${root}${path}`, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) {
      const message = (safeJson(text) as { error?: { message?: string } } | undefined)?.error?.message ?? text;
      throw new Error(`control ${method} ${path} answered ${response.status}: ${message}`);
    }
    return text === '' ? undefined : safeJson(text);
  }
  return {
    advanceClock: async (ms) => void (await send('POST', '/clock/advance', { ms })),
    createUser: async (input) => (await send('POST', '/users', input)) as ControlUser,
    addFault: async (rule) => void (await send('POST', '/faults', rule)),
    clearFaults: async () => void (await send('DELETE', '/faults')),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
