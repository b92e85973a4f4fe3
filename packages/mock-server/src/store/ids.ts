/**
 * Deterministic ids and sequence numbers; tokens deterministic when the seed was chosen.
 *
 * An id is a per-kind counter scrambled with the store's seed: it looks random (so clients cannot lean on
 * its order) but the same seed and the same history give the same ids, which keeps tests and recorded
 * conformance runs reproducible. The scrambling is a bijection of the counter, so ids of one kind never
 * collide.
 */
import type { Store } from './store.js';

/** FNV-1a: a stable 32-bit hash of a string, to turn the seed and kind into salts. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A bijective 32-bit mix (the MurmurHash3 finalizer): distinct inputs give distinct outputs. */
function mix32(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

const word = (value: number) => value.toString(36).padStart(7, '0');

/** Advances and returns the counter of `kind`. */
function nextCount(store: Store, kind: string): number {
  const counters = store.data.meta.counters;
  const count = (counters[kind] ?? 0) + 1;
  counters[kind] = count;
  return count;
}

/** `words` base-36 words derived from the seed, the kind and the counter; the first alone is unique. */
function scrambled(store: Store, kind: string, words: number): string {
  const count = nextCount(store, kind);
  const salt = hash32(`${store.data.meta.seed}\u0000${kind}`);
  const first = mix32(count ^ salt);
  let out = word(first);
  let previous = first;
  for (let i = 1; i < words; i += 1) {
    previous = mix32(previous ^ hash32(`${salt}:${i}`));
    out += word(previous);
  }
  return out;
}

/** A new id for a record of `kind` (`space`, `team`, …): 14 base-36 characters. */
export function nextId(store: Store, kind: string): string {
  return scrambled(store, kind, 2);
}

/** `words` base-36 words from a cryptographic random source (Web Crypto: the server also runs in browsers). */
function randomWords(words: number): string {
  const values = globalThis.crypto.getRandomValues(new Uint32Array(words));
  return Array.from(values, word).join('');
}

/**
 * A new API token, recognisable by its `dp_` prefix: derived from the seed when the state's tokens are seeded
 * (an explicit seed, for reproducible runs), else random, so that no one can recompute it from a public seed.
 */
export function nextToken(store: Store): string {
  if (store.data.meta.seededTokens) return `dp_${scrambled(store, 'token', 4)}`;
  nextCount(store, 'token');
  return `dp_${randomWords(4)}`;
}

/** A new 40-hex-digit Git object id. */
export function nextGitOid(store: Store): string {
  const count = nextCount(store, 'git-oid');
  const salt = hash32(`${store.data.meta.seed}\u0000git-oid`);
  let value = mix32(count ^ salt);
  let out = '';
  for (let i = 0; i < 5; i += 1) {
    out += value.toString(16).padStart(8, '0');
    value = mix32(value + 0x9e3779b9);
  }
  return out;
}

/** The next store-wide creation sequence number (the `seq` of records). */
export function nextSeq(store: Store): number {
  store.data.meta.seq += 1;
  return store.data.meta.seq;
}

/** A sort key of a sequence number: zero-padded so that string order is numeric order. */
export function seqKey(seq: number): string {
  return String(seq).padStart(12, '0');
}
