/**
 * The fetch policy on every hop and every resolved address, and the size cap while streaming: a spec URL on
 * 127.0.0.1 that redirects elsewhere, a name that resolves to a refused address, and a source that streams
 * without a Content-Length. Real servers listen on 127.0.0.1 only; refused private addresses are never
 * connected to (a fetch double or a resolver stub stands where they would be).
 */
import { createServer as createHttpServer, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_FETCHED_SPEC_BYTES, fetchSpecText, type SpecFetch } from '../../src/domain/openapi/fetch-source.js';
import { guardedNodeFetch, type SpecLookup } from '../../src/fetching/node-fetch.js';
import type { SpecFetchPolicy } from '../../src/index.js';
import { DEMO, demoServer, send } from './support.js';

const SPEC = JSON.stringify({ openapi: '3.1.0', info: { title: 'Served', version: '1' }, paths: {} });

const servers: HttpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)))));
});

/** A server on 127.0.0.1 (port 0) that counts its requests. */
async function local(handler: (path: string, response: ServerResponse) => void): Promise<{ port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = createHttpServer((request, response) => {
    hits.push(request.url ?? '');
    handler(request.url ?? '', response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, hits };
}

const redirectTo = (location: string) => (_path: string, response: ServerResponse) => {
  response.writeHead(302, { location });
  response.end();
};
const serveSpec = (_path: string, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(SPEC);
};

/** Creates a URL spec through the API and waits for its processing; the error code it ended with. */
async function processed(options: { policy?: SpecFetchPolicy; fetch?: SpecFetch }, url: string) {
  const server = demoServer({
    ...(options.policy === undefined ? {} : { openapiFetchPolicy: options.policy }),
    ...(options.fetch === undefined ? {} : { openapiFetch: options.fetch }),
    // No test here is about the timeout: room for reading the 20 MiB cap on a busy machine.
    openapiFetchTimeoutMs: 60_000,
  });
  const created = send(server, 'POST', `/orgs/${DEMO.organization}/openapi`, { token: DEMO.tokens.edit, body: { slug: 'hop', source: { url } } });
  expect(created.status).toBe(201);
  await server.control.settle();
  const spec = send(server, 'GET', `/orgs/${DEMO.organization}/openapi/hop`, { token: DEMO.tokens.edit }).body as { lastProcessErrorCode?: string };
  return spec.lastProcessErrorCode;
}

describe('redirects of a spec URL', () => {
  it('refuses, under loopback, a redirect from 127.0.0.1 to [::ffff:127.0.0.1] before connecting to it', async () => {
    const target = await local(serveSpec);
    const origin = await local(redirectTo(`http://[::ffff:127.0.0.1]:${target.port}/spec.json`));
    expect(await processed({ policy: 'loopback' }, `http://127.0.0.1:${origin.port}/spec.json`)).toBe('FETCH_ERROR');
    expect(origin.hits).toHaveLength(1);
    expect(target.hits).toHaveLength(0);
  });

  it('follows, under loopback, a redirect to another loopback URL, relative or absolute', async () => {
    const target = await local(serveSpec);
    const relative = await local((path, response) => (path === '/spec.json' ? serveSpec(path, response) : redirectTo('/spec.json')(path, response)));
    const origin = await local(redirectTo(`http://127.0.0.1:${target.port}/spec.json`));
    expect(await processed({ policy: 'loopback' }, `http://127.0.0.1:${origin.port}/start`)).toBeUndefined();
    expect(target.hits).toEqual(['/spec.json']);
    expect(await processed({ policy: 'loopback' }, `http://localhost:${relative.port}/start`)).toBeUndefined();
    expect(relative.hits).toEqual(['/start', '/spec.json']);
  });

  it.each([
    ['loopback', 'http://10.0.0.7/private.json'],
    ['loopback', 'http://169.254.169.254/latest/meta-data'],
    ['loopback', 'http://[::ffff:10.0.0.7]/private.json'],
    ['loopback', 'http://0.0.0.0/private.json'],
    ['loopback', 'file:///etc/passwd'],
    ['public', 'http://192.168.1.1/private.json'],
    ['public', 'http://127.0.0.1:4010/v1/user'],
  ] as const)('refuses, under %s, a redirect to %s without requesting it', async (policy, location) => {
    const requested: string[] = [];
    const fetch: SpecFetch = async (url, init) => {
      requested.push(url);
      expect(init.redirect).toBe('manual');
      return new Response(null, { status: 302, headers: { location } });
    };
    const first = policy === 'loopback' ? 'http://127.0.0.1/spec.json' : 'https://specs.example.com/spec.json';
    expect(await processed({ policy, fetch }, first)).toBe('FETCH_ERROR');
    expect(requested).toEqual([first]);
  });

  it('gives up after five redirects', async () => {
    const requested: string[] = [];
    const fetch: SpecFetch = async (url) => {
      requested.push(url);
      return new Response(null, { status: 301, headers: { location: `/hop${requested.length}` } });
    };
    expect(await processed({ policy: 'any', fetch }, 'https://specs.example.com/start')).toBe('FETCH_ERROR');
    expect(requested).toHaveLength(6);
  });
});

describe('the addresses a spec host resolves to', () => {
  /** A resolver stub: names to addresses, and every name asked. */
  function resolver(table: Record<string, string>): { lookup: SpecLookup; asked: string[] } {
    const asked: string[] = [];
    const lookup: SpecLookup = (hostname, _options, callback) => {
      asked.push(hostname);
      const address = table[hostname];
      if (address === undefined) return callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), []);
      callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
    };
    return { lookup, asked };
  }

  it.each([
    ['loopback', 'rebound.localhost', '10.0.0.7'],
    ['loopback', 'rebound.localhost', '::ffff:127.0.0.1'],
    ['loopback', 'rebound.localhost', '0.0.0.0'],
    ['public', 'specs.example.test', '127.0.0.1'],
    ['public', 'specs.example.test', '10.1.2.3'],
    ['public', 'specs.example.test', 'fd12::1'],
    ['public', 'specs.example.test', '::ffff:169.254.169.254'],
  ] as const)('under %s, refuses %s resolving to %s before any connection', async (policy, host, address) => {
    const { lookup, asked } = resolver({ [host]: address });
    const fetch = guardedNodeFetch(policy, lookup)!;
    const outcome = await fetchSpecText(fetch, `http://${host}:9/spec.json`, 5000, policy);
    expect(outcome).toEqual({ error: 'FETCH_ERROR' });
    expect(asked).toEqual([host]);
    await expect(fetch(`http://${host}:9/spec.json`, { signal: new AbortController().signal, headers: {}, redirect: 'manual' })).rejects.toThrow(
      /fetch policy/,
    );
  });

  it('connects when every address of the name is allowed', async () => {
    const target = await local(serveSpec);
    const { lookup } = resolver({ 'specs.localhost': '127.0.0.1' });
    const outcome = await fetchSpecText(guardedNodeFetch('loopback', lookup)!, `http://specs.localhost:${target.port}/spec.json`, 5000, 'loopback');
    expect(outcome).toEqual({ text: SPEC });
    expect(target.hits).toEqual(['/spec.json']);
  });
});

describe('the size cap while streaming', () => {
  it.each(['any', 'loopback'] as const)('stops reading a body without Content-Length once it passes 20 MiB (%s)', async (policy) => {
    let written = 0;
    let closed!: () => void;
    const done = new Promise<void>((resolve) => (closed = resolve));
    const chunk = Buffer.alloc(256 * 1024, 'a');
    const source = await local((_path, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }); // chunked: no Content-Length
      response.on('close', closed);
      const pump = () => {
        while (!response.destroyed && written < 400 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    expect(await processed({ policy }, `http://127.0.0.1:${source.port}/endless.json`)).toBe('FETCH_ERROR');
    await done;
    // The cap, plus what socket buffers held when reading stopped: far from the 400 MiB on offer.
    expect(written).toBeLessThan(MAX_FETCHED_SPEC_BYTES + 32 * 1024 * 1024);
  });
});
