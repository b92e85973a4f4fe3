/**
 * The fetch the server uses for URLs it is told to read (spec sources, Git repositories, content imports) when a
 * policy restricts addresses: node:http(s) with a resolver that
 * checks every address a host name resolves to against the policy before the socket connects, so a name that
 * points at a refused address (DNS rebinding included: the check is on the very addresses connected to) is
 * never reached. Where node:http does not exist (a browser), the platform's `fetch` is used, and only the URLs
 * of each hop are checked.
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import { addressAllowed, type FetchPolicy } from './fetch-policy.js';

/**
 * The part of `fetch` the server's fetchers use; `globalThis.fetch` fits, and so does a test double. It is asked not
 * to follow redirects (`redirect: 'manual'`): the caller follows a 3xx answer's `Location` itself, so that the
 * fetch policy judges every hop.
 */
export type PlainFetch = (
  url: string,
  init: {
    signal: AbortSignal;
    headers: Record<string, string>;
    redirect: 'manual';
    method?: string;
    body?: Uint8Array;
  },
) => Promise<Response>;

/** A resolver shaped like `dns.lookup` with `all: true`; tests give a stub. */
export type SpecLookup = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** The platform's fetch, looked up at call time so a later polyfill or mock applies. */
export const platformFetch: PlainFetch = (url, init) => globalThis.fetch(url, init as RequestInit);

type Builtins = { getBuiltinModule?: (id: string) => unknown };

/** The fetcher the server uses by default under `policy`. */
export function defaultFetch(policy: FetchPolicy, lookup?: SpecLookup): PlainFetch {
  if (policy === 'any' || policy === 'none') return platformFetch;
  return guardedNodeFetch(policy, lookup) ?? platformFetch;
}

/** A node:http(s) fetch whose connections go only to addresses `policy` allows; undefined outside Node. */
export function guardedNodeFetch(policy: FetchPolicy, lookup?: SpecLookup): PlainFetch | undefined {
  const builtins = (globalThis as { process?: Builtins }).process;
  if (typeof builtins?.getBuiltinModule !== 'function') return undefined;
  const http = builtins.getBuiltinModule('node:http') as typeof import('node:http');
  const https = builtins.getBuiltinModule('node:https') as typeof import('node:https');
  const dns = builtins.getBuiltinModule('node:dns') as typeof import('node:dns');
  const stream = builtins.getBuiltinModule('node:stream') as typeof import('node:stream');
  const resolve = guardedLookup(policy, lookup ?? (dns.lookup as unknown as SpecLookup));
  return (url, init) =>
    new Promise<Response>((settle, fail) => {
      const target = new URL(url);
      const client = target.protocol === 'https:' ? https : http;
      const options = { method: init.method ?? 'GET', headers: init.headers, signal: init.signal, lookup: resolve as never, agent: false };
      const request = client.request(target, options, (answer) => settle(responseOf(answer, stream)));
      request.on('error', fail);
      request.end(init.body);
    });
}

/** A `lookup` for node:net that fails, before any connection, when a resolved address is refused. */
function guardedLookup(policy: FetchPolicy, lookup: SpecLookup) {
  return (hostname: string, options: LookupOptions, callback: (...args: unknown[]) => void) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      const refused = addresses.find((entry) => !addressAllowed(entry.address, policy));
      if (refused !== undefined || addresses.length === 0) {
        const reason = refused === undefined ? 'no address' : `${refused.address}, which the fetch policy '${policy}' refuses`;
        return callback(Object.assign(new Error(`${hostname} resolves to ${reason}`), { code: 'EFETCHPOLICY' }));
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function responseOf(answer: IncomingMessage, stream: typeof import('node:stream')): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  const status = answer.statusCode ?? 502;
  const empty = status === 204 || status === 205 || status === 304;
  if (empty) answer.resume();
  const body = empty ? null : (stream.Readable.toWeb(answer) as ReadableStream<Uint8Array>);
  return new Response(body, { status, headers });
}
