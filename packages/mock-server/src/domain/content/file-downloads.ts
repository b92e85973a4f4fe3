/**
 * Where the API says a file's bytes are (`downloadURL`): a signed, expiring URL of the world's own published
 * origin, as the service hands out signed storage URLs (docs/behaviour.md, "File downloads"):
 *
 * `<published base>/~files/<spaceId>/<revisionId>/<fileId>/<name>?user=<userId>&expires=<unix s>&signature=<hex>`
 *
 * The published base names the world (`/worlds/<worldId>` for a world made by control), so the URL is answered by
 * the world that handed it out, and its signature, made with that world's own random key, holds nowhere else. The
 * URL names one version of one file (revisions never change) and the caller it was given to: whoever holds it may
 * download until it expires, as long as that caller may still read the space (visitor/downloads.ts checks all of
 * it). Being a plain URL, it works where no header can be added (`<img src>`, a browser's download).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { FileRecord } from '../../store/content-records.js';
import type { Store } from '../../store/store.js';
import { DOWNLOADS_SEGMENT, publishedBase } from '../sites/urls.js';

/** How long a download URL holds at least; it holds less than twice as long (see {@link expiryOf}). */
export const DOWNLOAD_URL_LIFETIME_MS = 60 * 60 * 1000;

/** The download URL of a file of one revision, for the caller it is presented to. */
export type FileDownloadUrl = (file: FileRecord) => string;

/** What a download URL names, as signed. */
export interface DownloadClaim {
  spaceId: string;
  revisionId: string;
  fileId: string;
  name: string;
  userId: string;
  /** Seconds since the epoch, on the world's clock. */
  expires: number;
}

// Kept beside the store, not in it: a signing key is no record (snapshots and world files never carry it), and it
// is drawn at random, never from the seed, which is public.
const keys = new WeakMap<Store, Uint8Array>();

function keyOf(store: Store): Uint8Array {
  let key = keys.get(store);
  if (!key) keys.set(store, (key = globalThis.crypto.getRandomValues(new Uint8Array(32))));
  return key;
}

/** The signature of `claim` with `store`'s key, as hex. */
export function signatureOf(store: Store, claim: DownloadClaim): string {
  const message = [claim.spaceId, claim.revisionId, claim.fileId, claim.name, claim.userId, String(claim.expires)].join('\n');
  return bytesToHex(hmac(sha256, keyOf(store), new TextEncoder().encode(message)));
}

/**
 * The expiry of a URL made at `nowMs`: the end of the next whole hour of the world's clock, so a URL holds one to
 * two hours, and the same read gives the same URL for an hour (answers stay comparable, and kept answers true).
 */
export function expiryOf(nowMs: number): number {
  return (Math.floor(nowMs / DOWNLOAD_URL_LIFETIME_MS) + 2) * (DOWNLOAD_URL_LIFETIME_MS / 1000);
}

/** The signed URL of `claim` on `store`'s published base. */
export function downloadUrl(store: Store, claim: DownloadClaim): string {
  const path = [DOWNLOADS_SEGMENT, claim.spaceId, claim.revisionId, claim.fileId, claim.name].map(encodeURIComponent).join('/');
  const query = `user=${encodeURIComponent(claim.userId)}&expires=${claim.expires}&signature=${signatureOf(store, claim)}`;
  return `${publishedBase(store)}/${path}?${query}`;
}

/** Who a download URL is made for, when and where: a handler's context is one. */
export interface DownloadContext {
  store: Store;
  user: { id: string };
  clock: { now(): number };
}

/** The download URLs of the files of revision `revisionId` of `spaceId`, for the caller of `ctx`. */
export function fileDownloads(ctx: DownloadContext, spaceId: string, revisionId: string): FileDownloadUrl {
  const expires = expiryOf(ctx.clock.now());
  return (file) => downloadUrl(ctx.store, { spaceId, revisionId, fileId: file.id, name: file.name, userId: ctx.user.id, expires });
}
