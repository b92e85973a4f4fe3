/**
 * Capture tests' deployments: the reference server holding a world of the test's, behind a proxy on 127.0.0.1 that
 * rewrites what it answers as a hostile deployment would; and the capture command's stderr, kept.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Listening } from '../../src/index.js';

/** A request the proxy received: its URL and the bearer token it carried. */
export interface ProxiedRequest {
  url: URL;
  bearer: string;
}

/** An answer of the proxy. */
export interface ProxyAnswer {
  status: number;
  text: string;
}

/**
 * What the proxy answers for `request`; `real(target)` asks the reference server (for `target`, the request's own
 * path and query by default) with the request's token.
 */
export type Rewrite = (request: ProxiedRequest, real: (target?: string) => Promise<ProxyAnswer>) => Promise<ProxyAnswer>;

export interface HostileDeployment {
  /** The API's base URL at the proxy. */
  base: string;
  /** The reference server's own base URL (no proxy). */
  direct: string;
  /** The token of `userId` in the world. */
  token: string;
  close(): Promise<void>;
}

/** Starts the reference server with `world` and the proxy in front of it; `token` is `userId`'s. */
export async function hostileDeployment(world: string, userId: string, rewrite: Rewrite): Promise<HostileDeployment> {
  const server = createServer();
  const listening: Listening = await server.listen();
  const token = server.control.createWorld({ world }).users.find((user) => user.id === userId)!.tokens[0]!;
  const origin = new URL(listening.url).origin;
  const proxy = createHttpServer(async (request, response) => {
    const url = new URL(request.url!, origin);
    const authorization = request.headers.authorization ?? '';
    const real = async (target = `${url.pathname}${url.search}`): Promise<ProxyAnswer> => {
      const answer = await fetch(`${origin}${target}`, { headers: { authorization } });
      return { status: answer.status, text: await answer.text() };
    };
    const { status, text } = await rewrite({ url, bearer: authorization.replace(/^Bearer /, '') }, real);
    response.writeHead(status, { 'content-type': 'application/json' }).end(text);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${(proxy.address() as { port: number }).port}/v1`,
    direct: listening.url,
    token,
    close: async () => {
      await new Promise((done) => proxy.close(done));
      await listening.close();
    },
  };
}

/** Runs `run` with what it writes to stderr kept (and not shown), then answers both. */
export async function keepingStderr<T>(run: () => Promise<T>): Promise<{ value: T; stderr: string }> {
  const kept: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string) => (kept.push(String(chunk)), true)) as typeof process.stderr.write;
  try {
    const value = await run();
    return { value, stderr: kept.join('') };
  } finally {
    process.stderr.write = write;
  }
}
