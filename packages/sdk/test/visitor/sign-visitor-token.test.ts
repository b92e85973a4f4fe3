/**
 * Visitor tokens as the site reads them: checked with jose against the site's key (not through the code that
 * signed them), HS256, claims intact, the lifetime asked for — and refused under another key or once expired.
 */
import { decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, signVisitorToken } from '../../src/visitor/index.js';

const KEY = 'site-private-key-1f0c9a';
const key = (text: string) => new TextEncoder().encode(text);

describe('signVisitorToken', () => {
  it('signs an HS256 JWT that verifies against the site’s key and carries the claims unchanged', async () => {
    const claims = { email: 'ada@example.com', isBetaUser: true, plan: 'pro', team: { name: 'Ünïcode ✓', seats: 3 }, roles: ['a', 'b'] };
    const token = await signVisitorToken({ privateKey: KEY, claims });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, key(KEY), { algorithms: ['HS256'] });
    expect(payload).toMatchObject(claims);
    expect(Object.keys(payload).sort()).toEqual([...Object.keys(claims), 'exp', 'iat'].sort());
  });

  it('is refused under another key (another site’s, or the key after regeneration)', async () => {
    const token = await signVisitorToken({ privateKey: KEY, claims: { a: 1 } });
    await expect(jwtVerify(token, key(`${KEY}x`))).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
  });

  it('expires after expiresIn: valid a second before, refused a second after', async () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    const token = await signVisitorToken({ privateKey: KEY, expiresIn: '1h', now });
    const { payload } = await jwtVerify(token, key(KEY), { currentDate: new Date(now + 3_599_000) });
    expect(payload.iat).toBe(now / 1000);
    expect(payload.exp).toBe(now / 1000 + 3600);
    await expect(jwtVerify(token, key(KEY), { currentDate: new Date(now + 3_601_000) })).rejects.toBeInstanceOf(errors.JWTExpired);
  });

  it.each([
    [90, 90],
    ['90', 90],
    ['30 min', 1800],
    ['2h', 7200],
    ['7d', 604_800],
    ['1w', 604_800],
  ])('reads expiresIn %j as %i seconds', async (expiresIn, seconds) => {
    const token = await signVisitorToken({ privateKey: KEY, expiresIn, now: new Date(1_000_000_000) });
    const { payload } = await jwtVerify(token, key(KEY), { currentDate: new Date(1_000_000_000) });
    expect(payload.exp! - payload.iat!).toBe(seconds);
  });

  it('lives one hour when expiresIn is absent, and its own iat/exp replace claims of the same name', async () => {
    const now = 1_700_000_000_000;
    const token = await signVisitorToken({ privateKey: KEY, claims: { exp: 9_999_999_999, iat: 1 }, now });
    const { payload } = await jwtVerify(token, key(KEY), { currentDate: new Date(now) });
    expect(payload).toMatchObject({ iat: now / 1000, exp: now / 1000 + 3600 });
  });

  it.each([
    [{ privateKey: '' }, /privateKey is required/],
    [{ privateKey: undefined as unknown as string }, /privateKey is required/],
    [{ privateKey: KEY, expiresIn: 0 }, /expiresIn must be a positive/],
    [{ privateKey: KEY, expiresIn: -60 }, /expiresIn must be a positive/],
    [{ privateKey: KEY, expiresIn: Number.NaN }, /expiresIn must be a positive/],
    [{ privateKey: KEY, expiresIn: 'soon' }, /expiresIn must be a positive/],
    [{ privateKey: KEY, expiresIn: '1 month' }, /expiresIn must be a positive/],
    [{ privateKey: KEY, claims: ['a'] as unknown as Record<string, unknown> }, /claims must be a plain object/],
    [{ privateKey: KEY, now: new Date('not a date') }, /now must be a valid date/],
  ])('refuses %j with an InvalidArgumentError', async (options, message) => {
    const signing = signVisitorToken(options);
    await expect(signing).rejects.toBeInstanceOf(InvalidArgumentError);
    await expect(signing).rejects.toThrow(message);
  });
});
