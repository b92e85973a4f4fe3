/**
 * Secrets of sites: publishing-auth private keys and share-link keys. Unlike ids and tokens they are drawn
 * from a cryptographic random source, never from the seed: a secret anyone can recompute from the seed
 * protects nothing. (Web Crypto rather than node:crypto, so the server still runs in a browser through msw.)
 */

/** Bytes of a publishing-auth private key (at least 32: docs/behaviour.md, "Sites"). */
export const PRIVATE_KEY_BYTES = 32;

/** Bytes of a share-link key: 144 bits, far beyond guessing. */
export const SHARE_KEY_BYTES = 18;

/** `bytes` random bytes as unpadded base64url text. */
export function randomSecret(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  let binary = '';
  for (const byte of buffer) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/={1,2}$/, '');
}

/** A new private key that signs visitor JWTs of a `visitor-auth` site. */
export const newPrivateKey = (): string => randomSecret(PRIVATE_KEY_BYTES);

/** A new share-link key. */
export const newShareKey = (): string => randomSecret(SHARE_KEY_BYTES);
