/**
 * The reference server in a process of its own, for the soak: its memory is then its own to measure, not
 * mixed with the load generator's. Run with `node --expose-gc --import tsx`; talks to its parent over IPC:
 * - sends `{ type: 'ready', url, limits }` once listening on loopback;
 * - answers `{ type: 'memory' }` with `{ type: 'memory', rss, heapUsed }` after a full garbage collection;
 * - stops on `{ type: 'stop' }`.
 *
 * `limits` are read from the node:http server the adapter made (caught by wrapping `http.createServer`
 * before the server module loads), so the soak can check they are set.
 */
import http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';

export interface ServerLimits {
  requestTimeout: number;
  headersTimeout: number;
  keepAliveTimeout: number;
  maxHeaderSize: number;
}

export type ChildMessage =
  | { type: 'ready'; url: string; limits: ServerLimits }
  | { type: 'memory'; rss: number; heapUsed: number };

const made: http.Server[] = [];
const createServer = http.createServer;
http.createServer = ((...args: Parameters<typeof http.createServer>) => {
  const server = createServer(...args);
  made.push(server);
  return server;
}) as typeof http.createServer;
// The adapter imports node:http as an ES module; this makes that import see the wrapper too.
syncBuiltinESMExports();

const send = (message: ChildMessage) => process.send?.(message);
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

async function main(): Promise<void> {
  const { createServer: createDocPubServer } = await import('@docpub/mock-server');
  const listening = await createDocPubServer().listen({ host: '127.0.0.1', port: 0 });
  const server = made.at(-1);
  if (!server) throw new Error('the adapter did not create its server through http.createServer');
  send({
    type: 'ready',
    url: listening.url,
    limits: {
      requestTimeout: server.requestTimeout,
      headersTimeout: server.headersTimeout,
      keepAliveTimeout: server.keepAliveTimeout,
      // Set per server through createServer options only; otherwise the process-wide limit applies.
      maxHeaderSize: (server as { maxHeaderSize?: number }).maxHeaderSize ?? http.maxHeaderSize,
    },
  });
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'memory') {
      collect();
      collect();
      const { rss, heapUsed } = process.memoryUsage();
      send({ type: 'memory', rss, heapUsed });
    } else if (message.type === 'stop') {
      void listening.close().finally(() => process.exit(0));
    }
  });
  // An orphan must not outlive its parent.
  process.on('disconnect', () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
