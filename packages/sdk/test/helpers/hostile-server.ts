/**
 * A real HTTP server on 127.0.0.1 that misbehaves on purpose, for tests of what the SDK and the conformance
 * suite do when the network or a deployment does: each test gives the handler, the server counts requests.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers one request; `index` counts from 0 across the server's life. */
export type HostileHandler = (request: IncomingMessage, response: ServerResponse, index: number) => void | Promise<void>;

export interface HostileServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** Method and URL of every request received, in order. */
  readonly requests: { method: string; url: string; body: string }[];
  close(): Promise<void>;
}

/** Starts a server on a free port of 127.0.0.1. */
export async function startHostileServer(handler: HostileHandler): Promise<HostileServer> {
  const requests: HostileServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const index = requests.length;
      requests.push({ method: request.method ?? '', url: request.url ?? '', body: Buffer.concat(chunks).toString() });
      Promise.resolve(handler(request, response, index)).catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes `text` to a chunked answer and resolves once it is flushed, so a reset after it cuts the body. */
export function writeChunk(response: ServerResponse, text: string | Buffer): Promise<void> {
  return new Promise((resolve) => {
    if (!response.write(text)) response.once('drain', resolve);
    else resolve();
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
