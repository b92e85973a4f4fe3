/**
 * The only transport a capture reads a deployment through: a `fetch` that sends GET (and HEAD) requests and
 * throws before anything leaves the process for any other method, so a capture cannot change what it reads,
 * whatever the code above it asks for.
 */

/** Thrown for a request that is not a read; nothing was sent. */
export class WriteRefusedError extends Error {
  constructor(readonly method: string, readonly url: string) {
    super(`capture reads only: refused ${method} ${url}`);
    this.name = 'WriteRefusedError';
  }
}

const READ_METHODS = new Set(['GET', 'HEAD']);

function methodOf(input: RequestInfo | URL, init: RequestInit | undefined): string {
  const fromInit = init?.method;
  if (fromInit !== undefined) return fromInit.toUpperCase();
  if (typeof input === 'object' && 'method' in input) return input.method.toUpperCase();
  return 'GET';
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** A `fetch` that passes reads to `inner` and refuses every other method. */
export function getOnlyFetch(inner: typeof globalThis.fetch = globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const method = methodOf(input, init);
    if (!READ_METHODS.has(method)) throw new WriteRefusedError(method, urlOf(input));
    return inner(input, init);
  };
}
