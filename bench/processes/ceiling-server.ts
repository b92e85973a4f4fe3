/**
 * Child process: the ceiling of row 3 — a bare node:http server that answers fixed JSON bodies from a Map,
 * doing nothing a server could skip. argv[2] is a JSON object from request target (`/v1/spaces/x`) to body.
 * Announces `{ url }` (the origin) when listening.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveUntilStopped } from '../lib/child.js';

const bodies = new Map(
  Object.entries(JSON.parse(process.argv[2] ?? '{}') as Record<string, string>).map(([target, body]) => [target, Buffer.from(body)]),
);
const notFound = Buffer.from('{"error":{"code":404,"message":"not in the ceiling server\'s map"}}');

const server = createServer((request, response) => {
  const body = bodies.get(request.url ?? '');
  response.writeHead(body ? 200 : 404, { 'content-type': 'application/json', 'content-length': (body ?? notFound).length });
  response.end(body ?? notFound);
});

await serveUntilStopped(
  () =>
    new Promise<{ url: string }>((resolve) => {
      server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
    }),
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);
