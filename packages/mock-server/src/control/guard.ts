/**
 * Who may use the control API over HTTP (docs/reference-server-limits.md, "Control API access"): the rules in
 * one place, as a pure function of a plain request and the server's configuration.
 *
 * The control API can read every token and secret of the server and make admins, so it belongs to the
 * developer's programs (curl, test code, `docpub-conformance`), never to the web pages their browser opens:
 *
 * 1. Host: only a name the server answers as (loopback names, its bound address, the host of its base URL) or
 *    one configured with `--allowed-host`. A page that rebinds its own DNS name to 127.0.0.1 still sends that
 *    name, so it is refused here (DNS rebinding).
 * 2. Browser marks: a request with an `Origin` header, or a `Sec-Fetch-Site` other than `none`, was made by a
 *    page (of another site, or of this origin, such as a published site's script); refused unless its origin
 *    was opted in with `--control-allow-origin`. Programs send neither header (Node's fetch included).
 * 3. Token: when the server has a control token, every request carries it, except the CORS preflight of the
 *    opted-in origin (a browser never sends credentials on a preflight, and a preflight runs nothing).
 */
import { CONTROL_PREFIX } from '../core/paths.js';
import { errorResponse } from '../core/responses.js';
import type { PlainRequest, PlainResponse } from '../core/types.js';

/** The configuration the rules read. */
export interface ControlGuardRules {
  /** When set, every control request must carry this token (`X-Control-Token` or `Authorization: Bearer`). */
  token?: string | undefined;
  /** The one web origin whose pages may call the control API (`--control-allow-origin`); requires `token`. */
  allowOrigin?: string | undefined;
  /** Host patterns configured besides the server's own names: an exact name, `.suffix`, or `*`. */
  allowedHosts?: readonly string[] | undefined;
  /** Names the server answers as: the host of its base URL, the address it is bound to (without port). */
  ownHosts: readonly string[];
}

/** Header a client names the control token in. */
export const CONTROL_TOKEN_HEADER = 'x-control-token';

/** The name under `Host`, lower-cased, without its port; IPv6 addresses keep their brackets. */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) {
    const end = lower.indexOf(']');
    return end < 0 ? lower : lower.slice(0, end + 1);
  }
  const colon = lower.indexOf(':');
  return colon < 0 ? lower : lower.slice(0, colon);
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function isIpv4(name: string): boolean {
  const parts = IPV4.exec(name);
  return parts !== null && parts.slice(1).every((part) => Number(part) <= 255);
}

const isIpv6 = (name: string) => /^\[[0-9a-f:.]+\]$/.test(name);

/** Names only this machine can reach: `localhost`, 127.0.0.0/8, `[::1]`. */
export function isLoopbackName(name: string): boolean {
  return name === 'localhost' || name === '[::1]' || (isIpv4(name) && name.startsWith('127.'));
}

/** A bind address that listens on every address of the machine. */
const isWildcard = (name: string) => name === '0.0.0.0' || name === '[::]' || name === '::';

/** Whether `pattern` (an exact name, `.suffix` for the name and its subdomains, or `*`) admits `name`. */
function matches(pattern: string, name: string): boolean {
  const lower = pattern.toLowerCase();
  if (lower === '*') return true;
  if (lower.startsWith('.')) return name === lower.slice(1) || name.endsWith(lower);
  return hostName(lower) === name;
}

/** Whether control may answer a request sent to the host `name`. */
function hostAllowed(rules: ControlGuardRules, name: string): boolean {
  if (isLoopbackName(name)) return true;
  // A wildcard bind listens on every address of the machine, and an address is not a name a page can rebind.
  const own = rules.ownHosts.map(bracketed);
  if (own.includes(name)) return true;
  if ((isIpv4(name) || isIpv6(name)) && own.some(isWildcard)) return true;
  return (rules.allowedHosts ?? []).some((pattern) => matches(pattern, name));
}

/** `::1` → `[::1]`: addresses as the `Host` header writes them. */
function bracketed(host: string): string {
  const lower = host.toLowerCase();
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : hostName(lower);
}

function hostRefusal(rules: ControlGuardRules, request: PlainRequest): PlainResponse | undefined {
  const host = request.headers.host;
  // Every browser request names its host; only a program (an HTTP/1.0 client) leaves it out.
  if (host === undefined) return undefined;
  const name = hostName(host);
  if (hostAllowed(rules, name)) return undefined;
  return errorResponse(
    403,
    `control API: the host name ${JSON.stringify(name)} is not one this server answers control requests for ` +
      `(loopback names and its own address). If clients reach it by that name, start it with --allowed-host ${name || '<name>'} ` +
      '(createServer({ allowedHosts }))',
  );
}

const isPreflight = (request: PlainRequest) =>
  request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;

/** Whether a browser sent the request on behalf of a page: it names the page's origin or its site relation. */
function fromPage(request: PlainRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return request.headers.origin !== undefined || (site !== undefined && site !== 'none');
}

/** Whether the request comes from the opted-in origin's pages. */
export function fromAllowedOrigin(rules: ControlGuardRules, request: PlainRequest): boolean {
  return rules.allowOrigin !== undefined && request.headers.origin === rules.allowOrigin;
}

function pageRefusal(rules: ControlGuardRules, request: PlainRequest): PlainResponse | undefined {
  if (!fromPage(request) || fromAllowedOrigin(rules, request)) return undefined;
  const origin = request.headers.origin;
  const from = origin !== undefined ? `a page of ${JSON.stringify(origin)}` : `a page (Sec-Fetch-Site: ${request.headers['sec-fetch-site']})`;
  return errorResponse(
    403,
    `control API: refused a request from ${from}. ${CONTROL_PREFIX}/ serves programs (curl, test code, ` +
      'docpub-conformance), not web pages; a browser test runner opts its origin in with --control-allow-origin <origin> ' +
      'and a control token',
  );
}

/** Compares in time that does not depend on where the texts differ, so the token cannot be guessed by timing. */
function sameText(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let index = 0; index < expected.length; index++) {
    difference |= (given.charCodeAt(index % Math.max(given.length, 1)) || 0) ^ expected.charCodeAt(index);
  }
  return difference === 0;
}

function presentedToken(request: PlainRequest): string | undefined {
  const header = request.headers[CONTROL_TOKEN_HEADER];
  if (header !== undefined) return header;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

function tokenRefusal(rules: ControlGuardRules, request: PlainRequest): PlainResponse | undefined {
  if (rules.token === undefined) return undefined;
  if (isPreflight(request) && fromAllowedOrigin(rules, request)) return undefined;
  const given = presentedToken(request);
  if (given !== undefined && sameText(given, rules.token)) return undefined;
  return errorResponse(401, 'control API: a valid control token is required (X-Control-Token header; DOCPUB_CONTROL_TOKEN for the tools)', {
    'www-authenticate': 'Bearer realm="docpub-control"',
  });
}

/**
 * The answer refusing a control request (403 for a host or a page it does not serve, 401 without the control
 * token), or undefined when the request may go on. The stage every control path passes first, the worlds'
 * routes included.
 */
export function controlRefusal(rules: ControlGuardRules, request: PlainRequest): PlainResponse | undefined {
  return hostRefusal(rules, request) ?? pageRefusal(rules, request) ?? tokenRefusal(rules, request);
}

/**
 * Checks the configuration of the rules, so that a server never starts with rules that cannot hold.
 * @throws TypeError naming the option: an empty token, an allowed origin without a token or not in origin form
 *   (`http://localhost:5173`), an empty or malformed host pattern.
 */
export function checkGuardRules(rules: Omit<ControlGuardRules, 'ownHosts'>): void {
  if (rules.token === '') throw new TypeError('controlToken: must not be empty');
  if (rules.allowOrigin !== undefined) {
    if (rules.token === undefined) {
      throw new TypeError('controlAllowOrigin: requires a control token (controlToken, --control-token or DOCPUB_CONTROL_TOKEN)');
    }
    let origin: string | undefined;
    try {
      origin = new URL(rules.allowOrigin).origin;
    } catch {
      origin = undefined;
    }
    if (origin === undefined || origin === 'null' || origin !== rules.allowOrigin) {
      throw new TypeError(`controlAllowOrigin: must be a web origin such as http://localhost:5173 (scheme, host, port; no path), got ${JSON.stringify(rules.allowOrigin)}`);
    }
  }
  for (const pattern of rules.allowedHosts ?? []) {
    if (!/^(\*|\.?[a-z0-9_-]+(\.[a-z0-9_-]+)*|\[[0-9a-f:.]+\])$/i.test(pattern)) {
      throw new TypeError(`allowedHosts: ${JSON.stringify(pattern)} must be a host name (no port), a domain suffix such as .internal, or *`);
    }
  }
}
