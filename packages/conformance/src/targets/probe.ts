/**
 * The first request of a run, `GET /user`: tells an unreachable target or a refused token (the run cannot
 * start, exit 2) from a target that answers (the run goes on, and its failures are scenario failures).
 */
import { user, type User } from '@docpub/sdk/contract';
import { ConformanceStartError } from './start-error.js';
import type { Target } from './target.js';

/** Returns the token's user, or throws {@link ConformanceStartError} saying why the run cannot start. */
export async function probeTarget(target: Pick<Target, 'baseUrl' | 'token' | 'fetch'>): Promise<User> {
  const url = `${target.baseUrl}/user`;
  let response: Response;
  try {
    response = await target.fetch(url, { headers: { accept: 'application/json', authorization: `Bearer ${target.token}` } });
  } catch (error) {
    throw new ConformanceStartError(`cannot reach ${target.baseUrl}: ${reasonOf(error)}`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ConformanceStartError(`cannot read the answer of GET ${url}: ${reasonOf(error)}`);
  }
  if (response.status === 401 || response.status === 403) {
    throw new ConformanceStartError(
      `the token was rejected: GET /user answered ${response.status}${detailOf(text)}. Check --token (or DOCPUB_TOKEN).`,
    );
  }
  if (!response.ok) {
    throw new ConformanceStartError(`GET /user answered ${response.status}${detailOf(text)}: is ${target.baseUrl} the API's base URL (ending in /v1)?`);
  }
  const parsed = user.safeParse(safeJson(text));
  if (!parsed.success) {
    throw new ConformanceStartError(`GET /user did not answer a user: is ${target.baseUrl} the API's base URL (ending in /v1)?`);
  }
  return parsed.data;
}

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  return cause?.code ?? cause?.message ?? (error as Error | undefined)?.message ?? String(error);
}

function detailOf(text: string): string {
  const message = (safeJson(text) as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' ? ` (${message})` : '';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
