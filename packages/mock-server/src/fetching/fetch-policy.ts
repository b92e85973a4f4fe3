/**
 * Which addresses the server may fetch: spec sources (`--openapi-fetch`) and Git repositories and content
 * imports (`--git-fetch`) each have a policy of this kind. Any member who may edit specs or sync a space chooses
 * the URL, so a server reachable by others should not fetch wherever it is told (docs/reference-server-limits.md,
 * "Fetch policy of spec URLs"; docs/git-sync.md, "Transport"). The policy is checked on the URL of every hop of a redirect and on every address a
 * host name resolves to, before any connection is made:
 * - `any`: every http(s) URL (the default: the service itself fetches public URLs);
 * - `public`: http(s) URLs whose host is, or resolves only to, public unicast addresses: no loopback, private,
 *   link-local, shared (100.64/10), unspecified (`0.0.0.0`, `::`), multicast, reserved or documentation range;
 * - `loopback`: only `localhost`, `*.localhost`, `127.0.0.0/8` and `[::1]`, resolving only to `127.0.0.0/8`
 *   or `::1`, for specs served next to the tests;
 * - `none`: no URL at all (spec URL sources end with `FETCH_ERROR`, Git sync is refused, without a request).
 * IPv4 addresses written another way (`2130706433`, `0x7f.1`, `0177.0.0.1`) are read as URL parsers read them;
 * IPv6 addresses that embed an IPv4 one (`[::ffff:127.0.0.1]`, `[64:ff9b::a00:1]`) are refused by every policy
 * but `any`: an IPv4 address is to be written as one.
 */

/** Which URLs the server fetches (see the module's comment). */
export type FetchPolicy = 'any' | 'public' | 'loopback' | 'none';

/** The policies, for flags and validation. */
export const FETCH_POLICIES: readonly FetchPolicy[] = ['any', 'public', 'loopback', 'none'];

type Range = readonly [first: number, bits: number];

/** IPv4 ranges that are not public unicast (RFC 6890 and the multicast and reserved blocks). */
const NON_PUBLIC_V4: readonly Range[] = [
  [ipv4(0, 0, 0, 0), 8],
  [ipv4(10, 0, 0, 0), 8],
  [ipv4(100, 64, 0, 0), 10],
  [ipv4(127, 0, 0, 0), 8],
  [ipv4(169, 254, 0, 0), 16],
  [ipv4(172, 16, 0, 0), 12],
  [ipv4(192, 0, 0, 0), 24],
  [ipv4(192, 0, 2, 0), 24],
  [ipv4(192, 88, 99, 0), 24],
  [ipv4(192, 168, 0, 0), 16],
  [ipv4(198, 18, 0, 0), 15],
  [ipv4(198, 51, 100, 0), 24],
  [ipv4(203, 0, 113, 0), 24],
  [ipv4(224, 0, 0, 0), 4],
  [ipv4(240, 0, 0, 0), 4],
];

function ipv4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
}

const inRange = (address: number, [first, bits]: Range) => bits === 0 || address >>> (32 - bits) === first >>> (32 - bits);

/** A dotted-quad IPv4 address as a number, or undefined (only the canonical form: URL parsers produce it). */
export function parseIPv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^(?:0|[1-9]\d{0,2})$/.test(part) && Number(part) < 256)) return undefined;
  const [a, b, c, d] = parts.map(Number) as [number, number, number, number];
  return ipv4(a, b, c, d);
}

/** An IPv6 address (brackets allowed, a dotted IPv4 tail allowed) as eight 16-bit groups, or undefined. */
export function parseIPv6(text: string): number[] | undefined {
  let body = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  body = body.split('%')[0]!; // a zone id does not change the address
  const lastColon = body.lastIndexOf(':');
  if (body.slice(lastColon + 1).includes('.')) {
    // A dotted IPv4 tail is two groups written another way.
    const v4 = parseIPv4(body.slice(lastColon + 1));
    if (v4 === undefined) return undefined;
    body = `${body.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if (![...head, ...rest].every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  const given = head.length + rest.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return undefined;
  const zeros = new Array<number>(8 - given).fill(0);
  return [...head.map((g) => parseInt(g, 16)), ...(halves.length === 2 ? zeros : []), ...rest.map((g) => parseInt(g, 16))];
}

/** True when an IPv6 address is public unicast: in 2000::/3, outside documentation and IPv4-embedding ranges. */
function isPublicV6(groups: readonly number[]): boolean {
  const first = groups[0]!;
  if ((first & 0xe000) !== 0x2000) return false; // global unicast is 2000::/3 (this also excludes ::, ::1, fc00::/7, fe80::/10, ff00::/8, ::ffff:0:0/96, 64:ff9b::/96)
  if (first === 0x2001 && groups[1] === 0x0db8) return false; // documentation
  if (first === 0x2002) return false; // 6to4 embeds an IPv4 address
  if (first === 0x2001 && groups[1] === 0x0000) return false; // Teredo embeds one too
  return true;
}

const isLoopbackV6 = (groups: readonly number[]) => groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;

/** True when `policy` lets the server connect to the IP address `address` (as a resolver or a URL gives it). */
export function addressAllowed(address: string, policy: FetchPolicy): boolean {
  if (policy === 'any') return true;
  if (policy === 'none') return false;
  const v4 = parseIPv4(address);
  if (v4 !== undefined) {
    return policy === 'loopback' ? inRange(v4, [ipv4(127, 0, 0, 0), 8]) : !NON_PUBLIC_V4.some((range) => inRange(v4, range));
  }
  const v6 = parseIPv6(address);
  if (v6 === undefined) return false;
  return policy === 'loopback' ? isLoopbackV6(v6) : isPublicV6(v6);
}

const isIpLiteral = (hostname: string) => parseIPv4(hostname) !== undefined || hostname.startsWith('[');

/**
 * True when `policy` lets the server fetch `url`: an http(s) URL it can parse whose host is an allowed address,
 * or a name the policy accepts (its addresses are checked when it is resolved, see `addressAllowed`).
 */
export function urlAllowed(url: string, policy: FetchPolicy): boolean {
  if (policy === 'none' || !URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (policy === 'any') return true;
  const host = parsed.hostname.toLowerCase();
  if (isIpLiteral(host)) return addressAllowed(host, policy);
  if (policy === 'loopback') return host === 'localhost' || host.endsWith('.localhost');
  return host !== 'localhost' && !host.endsWith('.localhost');
}
