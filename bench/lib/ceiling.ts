/**
 * The ceiling of row 3: a bare node:http server that answers fixed bodies (JSON, or a published page's HTML)
 * from a Map, doing nothing a server could skip. Runs in its own process in measured runs (processes/ceiling-server.ts), in the measuring
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

/** A body the ceiling answers: JSON text, or a text with its content type. */
export type CeilingBody = string | { text: string; contentType: string };

/** Listens on a free loopback port, answering each request target (`/v1/spaces/x`) with its body. */
export function startCeiling(bodiesByTarget: Record<string, CeilingBody>): Promise<Ceiling> {
  const bodies = new Map(
    Object.entries(bodiesByTarget).map(([target, body]) => {
      const { text, contentType } = typeof body === 'string' ? { text: body, contentType: 'application/json' } : body;
      return [target, { bytes: Buffer.from(text), contentType }];
    }),
  );
  const server = createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    const bytes = body?.bytes ?? NOT_FOUND;
    response.writeHead(body ? 200 : 404, { 'content-type': body?.contentType ?? 'application/json', 'content-length': bytes.length });
    response.end(bytes);
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
