/**
 * Visitor tokens: JWTs signed `HS256` with a site's private key, as the owner's backend signs them for visitor
 * authentication and for the `gitbook-visitor-token` claims cookie. Verified with jose; DocPub writes no crypto.
 * Expiry is judged by the world's clock, so moving the clock expires a token.
 */
import { errors, jwtVerify } from 'jose';

/** A token longer than this is refused unread. */
export const MAX_TOKEN_LENGTH = 8192;

/** A token that verified: its claims and when it expires (seconds since the epoch). */
export interface VerifiedToken {
  ok: true;
  claims: Record<string, unknown>;
  expiresAt: number;
}

/** A token that did not, and why (never the token itself). */
export interface RefusedToken {
  ok: false;
  reason: string;
}

const encoder = new TextEncoder();

function reasonOf(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'token expired';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature does not verify with the site key';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm not allowed (HS256 only)';
  if (error instanceof errors.JWTClaimValidationFailed) return `claim ${error.claim}: ${error.reason}`;
  if (error instanceof errors.JOSEError) return `malformed token (${error.code})`;
  return 'malformed token';
}

/** Verifies `token` against the site's `privateKey` at `nowMs`; never throws. */
export async function verifyVisitorToken(token: string, privateKey: string, nowMs: number): Promise<VerifiedToken | RefusedToken> {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: `token longer than ${MAX_TOKEN_LENGTH} characters` };
  try {
    const { payload } = await jwtVerify(token, encoder.encode(privateKey), {
      algorithms: ['HS256'],
      currentDate: new Date(nowMs),
      requiredClaims: ['exp'],
    });
    return { ok: true, claims: { ...payload }, expiresAt: payload.exp! };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}
