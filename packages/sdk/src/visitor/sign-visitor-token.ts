/** Signing a visitor token: the JWT a visitor-auth backend hands a visitor of a `visitor-auth` site. */
import { SignJWT } from 'jose';
import { InvalidArgumentError } from '../errors/invalid-argument-error.js';

/** What {@link signVisitorToken} needs. */
export interface SignVisitorTokenOptions {
  /**
   * The site's private key, as `client.sites.publishingAuth.get(…)` returns it (`privateKey`). A server-side
   * secret: read it on your backend, never send it to a browser.
   */
  privateKey: string;
  /**
   * What the site learns about the visitor: any JSON object. Sections and site spaces whose `condition` reads
   * `visitor.claims.<name>` see these. The registered claims `iat` and `exp` are set from `now` and `expiresIn`
   * and replace any of the same name here.
   */
  claims?: Record<string, unknown>;
  /**
   * How long the token is valid: seconds (`3600`) or a duration (`'1h'`, `'30 min'`, `'7d'`). One hour when
   * absent; the site keeps the visitor signed in for as long as the token is valid.
   */
  expiresIn?: number | string;
  /**
   * The moment the token is issued (default: now). A test whose server runs on another clock (the reference
   * server's `advanceClock`) passes that clock's time here.
   */
  now?: Date | number;
}

const ONE_HOUR = 3600;

/**
 * Signs a visitor token for a `visitor-auth` site: a JWT (HS256, keyed by the site's private key) that carries
 * the visitor's claims, issued now and valid for `expiresIn`. Send the visitor back to the site with it
 * through {@link visitorReturnURL}.
 *
 * Runs where Web Crypto does (Node 20.19+, Deno, Bun, edge workers). Call it on your server only: the private
 * key signs tokens for any claims, so whoever holds it can let anyone in as anyone.
 *
 * @throws {@link InvalidArgumentError} when the key is empty, `expiresIn` is not a positive duration, or
 *   `claims` is not a plain object.
 * @example
 * ```ts
 * import { signVisitorToken } from '@docpub/sdk/visitor';
 *
 * const token = await signVisitorToken({
 *   privateKey: process.env.DOCPUB_SITE_PRIVATE_KEY!,
 *   claims: { email: user.email, isBetaUser: true },
 *   expiresIn: '1h',
 * });
 * ```
 * @category Visitor authentication
 */
export async function signVisitorToken(options: SignVisitorTokenOptions): Promise<string> {
  const { privateKey, claims = {}, expiresIn = ONE_HOUR, now = Date.now() } = options;
  if (typeof privateKey !== 'string' || privateKey.length === 0) {
    throw new InvalidArgumentError('signVisitorToken: privateKey is required (the site’s publishing auth privateKey)');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new InvalidArgumentError('signVisitorToken: claims must be a plain object');
  }
  const issuedAt = Math.floor((now instanceof Date ? now.getTime() : now) / 1000);
  if (!Number.isFinite(issuedAt)) throw new InvalidArgumentError('signVisitorToken: now must be a valid date');
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeInSeconds(expiresIn))
    .sign(new TextEncoder().encode(privateKey));
}

// A duration as the published service's examples write it ('1h', '30 min', '7d') or plain seconds.
const DURATION = /^(\d+(?:\.\d+)?)\s*(s|sec|secs|second|seconds|m|min|mins|minute|minutes|h|hr|hrs|hour|hours|d|day|days|w|week|weeks)?$/i;
const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };

/** `expiresIn` in whole seconds; refuses anything that is not a positive duration. */
function lifetimeInSeconds(expiresIn: number | string): number {
  let seconds = Number.NaN;
  if (typeof expiresIn === 'number') seconds = expiresIn;
  else if (typeof expiresIn === 'string') {
    const match = DURATION.exec(expiresIn.trim());
    if (match) seconds = Number(match[1]) * UNIT_SECONDS[(match[2] ?? 's')[0]!.toLowerCase()]!;
  }
  if (!Number.isFinite(seconds) || seconds < 1) {
    throw new InvalidArgumentError(
      `signVisitorToken: expiresIn must be a positive number of seconds or a duration such as '1h' (got ${JSON.stringify(expiresIn)})`,
    );
  }
  return Math.floor(seconds);
}
