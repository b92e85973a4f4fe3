/**
 * Test control over HTTP, under `/__control/` on the API's origin, as `docpub-mock` serves it
 * (docs/reference-server.md, "Control API"), through the reference server's typed control client. A real
 * deployment has none: {@link detectHttpControl} then finds nothing and control scenarios are skipped.
 *
 * A control API that is there but refuses the suite (no or a wrong control token, a host it does not answer)
 * is not "no control": its scenarios then fail, each naming what to set, so a CI job that forgot
 * `DOCPUB_CONTROL_TOKEN` goes red instead of passing with its control scenarios skipped in silence.
 */
import type { ControlClient } from '@docpub/mock-server';
import type { ControlUser, FetchFunction, TargetControl } from './target.js';

/** The environment variable the control token is read from. */
export const CONTROL_TOKEN_ENV = 'DOCPUB_CONTROL_TOKEN';

/** The realm the reference server names when its control API asks for the control token. */
const CONTROL_REALM = /realm="docpub-control"/;

/**
 * Probes `GET {origin}/__control/clock`: a JSON answer with `now` means the target offers control; the
 * reference server's refusal of the suite (401 of its control realm, a 403 of its control API) means it offers
 * control the suite may not use, and every control call then fails saying why. Anything else (404, HTML, a
 * refused connection) means it offers none.
 * @param token the control token; `DOCPUB_CONTROL_TOKEN` of the environment by default.
 * @param world the world of the server to control (`/__control/worlds/{id}/…`); the server's own by default.
 */
export async function detectHttpControl(
  baseUrl: string,
  fetch: FetchFunction,
  token?: string,
  world?: string,
): Promise<TargetControl | undefined> {
  // Loaded when asked for, as the embedded target loads the server: a run that never probes does not need it.
  const { createControlClient } = await import('@docpub/mock-server');
  const client = createControlClient({
    origin: baseUrl,
    fetch,
    ...(token === undefined ? {} : { token }),
    ...(world === undefined ? {} : { world }),
  });
  try {
    const answer = await client.send('getClock');
    const now = (answer.body as { now?: unknown } | undefined)?.now;
    if (answer.status === 200 && typeof now === 'string') return httpControl(client);
    const refusal = refusalOf(answer, world);
    return refusal === undefined ? undefined : refusingControl(refusal);
  } catch {
    return undefined;
  }
}

/**
 * Why the reference server's control API refused the suite, or undefined when the answer is not such a refusal.
 * Asked for a `world`, a 404 with its JSON error body is one too: the run's world was deleted or mistyped, and
 * control in another world would act on the wrong state.
 */
function refusalOf(answer: { status: number; headers: Headers; body: unknown }, world: string | undefined): string | undefined {
  const message = (answer.body as { error?: { message?: unknown } } | undefined)?.error?.message;
  if (answer.status === 401 && CONTROL_REALM.test(answer.headers.get('www-authenticate') ?? '')) {
    return (
      `the target's control API (/__control/) answered 401: set ${CONTROL_TOKEN_ENV} to its control token ` +
      '(the one docpub-mock was given with --control-token, or printed at start)'
    );
  }
  if (answer.status === 403 && typeof message === 'string' && message.startsWith('control API:')) {
    return `the target's control API (/__control/) answered 403: ${message}`;
  }
  if (world !== undefined && answer.status === 404 && typeof message === 'string') {
    return `the target's control API has no world ${world} (${message}): check --world and the token`;
  }
  return undefined;
}

/** Control the suite was refused: every call fails with the reason, so the scenarios that need it fail. */
function refusingControl(reason: string): TargetControl {
  const refuse = async (): Promise<never> => {
    throw new Error(reason);
  };
  return { advanceClock: refuse, createUser: refuse, addFault: refuse, clearFaults: refuse, settle: refuse };
}

function httpControl(client: ControlClient): TargetControl {
  return {
    advanceClock: async (ms) => void (await client.call('advanceClock', { body: { ms } })),
    createUser: async (input) => (await client.call('createUser', { body: input })) as ControlUser,
    addFault: async (rule) => void (await client.call('addFault', { body: rule })),
    clearFaults: async () => void (await client.call('clearFaults')),
    settle: async () => void (await client.call('settle')),
  };
}
