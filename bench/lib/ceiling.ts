/**
 * The ceiling of row 3: a bare node:http server that answers fixed JSON bodies from a Map, doing nothing a
 * server could skip. Runs in its own process in measured runs (processes/ceiling-server.ts), in the measuring
 * process in a smoke run.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A listening ceiling server. */
export interface Ceiling {
  /** Its origin. */
  url: string;
  close(): Promise<void>;
}

const NOT_FOUND = Buffer.from('{"error":{"code":404,"message":"not in the ceiling server\'s map"}}');

/** Listens on a free loopback port, answering each request target (`/v1/spaces/x`) with its body. */
export function startCeiling(bodiesByTarget: Record<string, string>): Promise<Ceiling> {
  const bodies = new Map(Object.entries(bodiesByTarget).map(([target, body]) => [target, Buffer.from(body)]));
  const server = createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json', 'content-length': (body ?? NOT_FOUND).length });
    response.end(body ?? NOT_FOUND);
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close }));
  });
}
