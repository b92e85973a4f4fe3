/**
 * A document served on loopback for content imports (`POST /spaces/{spaceId}/content/import` reads its URL):
 * every path answers `body` with `contentType`. Close it after the test.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DocumentSource {
  /** `http://127.0.0.1:<port>` + `path`. */
  url(path?: string): string;
  close(): Promise<void>;
}

export async function serveDocument(body: string, contentType = 'text/markdown; charset=utf-8'): Promise<DocumentSource> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path = '/') => `${origin}${path}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
