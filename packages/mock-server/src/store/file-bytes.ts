/**
 * The bytes of a world's files, kept outside the records: keyed by Git blob id, so that snapshots and
 * transactions (which copy records) never copy them, and the same bytes in many revisions are kept once. A file
 * record names its bytes by `git.oid`. The store counts what it holds against a cap (the world's memory: see
 * worlds/registry.ts), and refuses, whole, a batch that would pass it. Bytes are never removed while the world
 * lives: a restore may bring back records that name them.
 */
import type { Store } from './store.js';

/** What the server's own world may hold in file bytes by default; a world made by control gets its memory cap. */
export const DEFAULT_FILE_BYTES_CAP = 256 * 1024 * 1024;

/** A refused batch: it would take the world past its cap. */
export class FileBytesCapError extends Error {
  override readonly name = 'FileBytesCapError';
}

/** The file bytes of one world. */
export class FileBytes {
  private readonly blobs = new Map<string, Uint8Array>();
  private held = 0;

  constructor(public cap: number = DEFAULT_FILE_BYTES_CAP) {}

  /** Bytes held now. */
  get size(): number {
    return this.held;
  }

  /** The bytes of blob `oid`: this world's own, else those shared by every world ({@link shareBlob}). */
  get(oid: string): Uint8Array | undefined {
    return this.blobs.get(oid) ?? sharedBlob(oid);
  }

  /**
   * Keeps every blob of `entries` (blob id → bytes) it does not hold yet, or none of them.
   * @throws FileBytesCapError when they would take the world past its cap.
   */
  addAll(entries: Iterable<readonly [string, Uint8Array]>): void {
    const added = new Map<string, Uint8Array>();
    let bytes = 0;
    for (const [oid, blob] of entries) {
      if (this.blobs.has(oid) || added.has(oid)) continue;
      added.set(oid, blob);
      bytes += blob.byteLength;
    }
    if (this.held + bytes > this.cap) {
      throw new FileBytesCapError(`the files would take the world's file bytes to ${this.held + bytes}, past its cap of ${this.cap} bytes`);
    }
    for (const [oid, blob] of added) this.blobs.set(oid, blob);
    this.held += bytes;
  }
}

/**
 * Blobs every world may read, made on first use and kept once for the process (the demo world's files: a world
 * file carries no bytes). Blob ids are content addresses, so sharing them changes no world's answer; they are not
 * counted in any world's cap, as no world holds a copy of its own.
 */
const shared = new Map<string, { make: () => Uint8Array; bytes?: Uint8Array }>();

/** Makes the blob `oid` readable in every world, its bytes made by `make` when first read. */
export function shareBlob(oid: string, make: () => Uint8Array): void {
  if (!shared.has(oid)) shared.set(oid, { make });
}

function sharedBlob(oid: string): Uint8Array | undefined {
  const entry = shared.get(oid);
  if (entry === undefined) return undefined;
  entry.bytes ??= entry.make();
  return entry.bytes;
}

// Kept beside the store, not in it: bytes are not records, and snapshots must stay cheap.
const byStore = new WeakMap<Store, FileBytes>();

/** The file bytes of `store`'s world. */
export function fileBytesOf(store: Store): FileBytes {
  let bytes = byStore.get(store);
  if (!bytes) byStore.set(store, (bytes = new FileBytes()));
  return bytes;
}
