/**
 * A tiny static server for the browser page on 127.0.0.1: the page, msw's service worker script and the
 * bundle. Nothing else — the API under `/v1` is answered inside the page by the service worker, so a request
 * that reaches this server there means the worker was bypassed, and it answers 502 to make that visible.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pageDir = fileURLToPath(new URL('.', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
};

/** A running page server. */
export interface PageServer {
  /** e.g. `http://127.0.0.1:41234` */
  readonly origin: string;
  close(): Promise<void>;
}

function fileFor(pathname: string, bundleDir: string): string | undefined {
  if (pathname === '/' || pathname === '/index.html') return join(pageDir, 'index.html');
  if (pathname === '/mockServiceWorker.js') return join(pageDir, 'mockServiceWorker.js');
  if (pathname === '/page.js' || pathname === '/page.js.map') return join(bundleDir, pathname.slice(1));
  return undefined;
}

/** Serves the page, with the bundle (`page.js`) read from `bundleDir`. */
export async function servePage(bundleDir: string): Promise<PageServer> {
  const server: Server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://page.local');
    const file = fileFor(pathname, bundleDir);
    if (!file) {
      response.writeHead(pathname.startsWith('/v1/') ? 502 : 404, { 'content-type': 'text/plain' });
      response.end(`not served here: ${pathname}`);
      return;
    }
    try {
      const body = await readFile(file);
      const type = TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end(`missing: ${pathname}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
