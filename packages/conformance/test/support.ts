/** Helpers of the suite's own tests: targets over a fresh reference server, and fetch wrappers that alter answers. */
import { createServer, DEMO, type DocPubServer } from '@docpub/mock-server';
import type { FetchFunction, TargetOptions } from '../src/index.js';

/** An embedded target over `server` (fresh when not given), optionally with its answers altered. */
export function embedded(server: DocPubServer = createServer(), wrapFetch?: (fetch: FetchFunction) => FetchFunction): TargetOptions {
  return { kind: 'embedded', server, ...(wrapFetch ? { wrapFetch } : {}) };
}

/**
 * An HTTP target reaching `server` in-process, without `/__control/` (as a real deployment): for tests of
 * what happens where there is no test control.
 */
export function deploymentLike(server: DocPubServer = createServer()): TargetOptions {
  const fetch: FetchFunction = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.startsWith('/__control')) return new Response('<html>Not found</html>', { status: 404 });
    return server.fetch(input, init);
  };
  return { kind: 'http', baseUrl: server.baseUrl, token: DEMO.tokens.admin, fetch };
}

/** Rewrites the JSON body of answers `pick` selects. */
export function rewriteJson(pick: (request: Request, body: unknown) => boolean, rewrite: (body: Record<string, unknown>) => unknown) {
  return (fetch: FetchFunction): FetchFunction =>
    async (input, init) => {
      const request = new Request(input, init);
      const response = await fetch(request.clone());
      if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
      const body = (await response.clone().json()) as Record<string, unknown>;
      if (!pick(request, body)) return response;
      return new Response(JSON.stringify(rewrite(body)), { status: response.status, headers: response.headers });
    };
}

/** Answers `pick`ed requests with `status` and no body. */
export function answerEmpty(pick: (request: Request) => boolean, status: number) {
  return (fetch: FetchFunction): FetchFunction =>
    async (input, init) => {
      const request = new Request(input, init);
      if (!pick(request)) return fetch(request);
      await fetch(request.clone());
      return new Response(null, { status });
    };
}

/** A port on 127.0.0.1 that nothing listens on (just released), for "cannot reach" tests. */
export async function closedPort(): Promise<number> {
  const { createServer: createNetServer } = await import('node:net');
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
