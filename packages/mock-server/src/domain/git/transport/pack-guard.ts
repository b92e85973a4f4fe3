/**
 * Watches the pack an upload-pack answer carries while it streams in, before the Git library unpacks it
 * (docs/git-sync.md, "Limits"). The library inflates every object of a pack whole, at the size the pack says, so a
 * few hundred compressed bytes can claim (or inflate to) hundreds of megabytes. The guard reads the same stream:
 * the answer's pkt-lines, the pack data of side band 1, the pack's header and each object's header, and inflates
 * each object counting its bytes without keeping them. It fails the operation as soon as
 *
 * - the pack claims more objects than the operation's byte cap can carry (each takes at least
 *   {@link MIN_PACKED_OBJECT_BYTES}),
 * - an object's header, or a delta's result size, claims more than `maxObjectBytes`,
 * - an object inflates past what its header claimed,
 *
 * so memory stays within the caps whatever the pack claims. What it does not understand it leaves to the
 * library, which refuses it as malformed.
 */
import pako from 'pako';
import { GitSyncError } from './git-sync-error.js';

/**
 * The fewest bytes an object takes in a pack: a one-byte header and the smallest zlib stream (two bytes of
 * header, an empty final block in two, four of checksum).
 */
export const MIN_PACKED_OBJECT_BYTES = 9;

const OFS_DELTA = 6;
const REF_DELTA = 7;
/** Inflated output is counted in pieces of this size and dropped. */
const INFLATE_CHUNK = 64 * 1024;

type PackState =
  | { at: 'header' }
  | { at: 'object-header' }
  | { at: 'delta-base'; type: number; size: number }
  | { at: 'data'; type: number; size: number; inflated: number; inflator: pako.Inflate; deltaHead: number[] }
  | { at: 'done' };

/** The pack inside one answer: call {@link push} with every chunk of the answer's body, in order. */
export class PackGuard {
  private pending = new Uint8Array(0);
  private packLine = true;
  private readonly pack: PackReader;

  /**
   * @param maxObjectBytes the most one object may inflate to
   * @param maxPackBytes the most bytes the operation may receive (bounds the object count a pack may claim)
   */
  constructor(maxObjectBytes: number, maxPackBytes: number) {
    this.pack = new PackReader(maxObjectBytes, maxPackBytes);
  }

  /** Reads the next chunk of the answer. @throws GitSyncError (`limit`) once the pack passes a cap. */
  push(chunk: Uint8Array): void {
    if (!this.packLine) return;
    let bytes = concat(this.pending, chunk);
    for (;;) {
      if (bytes.length < 4) break;
      const length = Number.parseInt(new TextDecoder().decode(bytes.subarray(0, 4)), 16);
      // Not a pkt-line: the library cannot read it either, and refuses it.
      if (!Number.isInteger(length) || length < 0 || (length > 0 && length < 4 && length !== 1 && length !== 2)) {
        this.packLine = false;
        return;
      }
      if (length < 4) {
        bytes = bytes.subarray(4);
        continue;
      }
      if (bytes.length < length) break;
      const payload = bytes.subarray(4, length);
      if (payload[0] === 1) this.pack.push(payload.subarray(1));
      bytes = bytes.subarray(length);
    }
    this.pending = bytes.slice();
  }
}

/** The pack data of band 1, read object by object. */
class PackReader {
  private state: PackState = { at: 'header' };
  private buffered = new Uint8Array(0);
  private objectsLeft = 0;

  constructor(
    private readonly maxObjectBytes: number,
    private readonly maxPackBytes: number,
  ) {}

  push(data: Uint8Array): void {
    let bytes = concat(this.buffered, data);
    while (bytes.length > 0 && this.state.at !== 'done') {
      const used = this.step(bytes);
      if (used === undefined) break;
      bytes = bytes.subarray(used);
    }
    this.buffered = this.state.at === 'done' ? new Uint8Array(0) : bytes.slice();
  }

  /** Reads what the state needs from the front of `bytes`; how many bytes it used, or undefined to wait for more. */
  private step(bytes: Uint8Array): number | undefined {
    const state = this.state;
    switch (state.at) {
      case 'header':
        return this.header(bytes);
      case 'object-header':
        return this.objectHeader(bytes);
      case 'delta-base':
        return this.deltaBase(bytes, state);
      case 'data':
        return this.data(bytes, state);
      case 'done':
        return bytes.length;
    }
  }

  private header(bytes: Uint8Array): number | undefined {
    if (bytes.length < 12) return undefined;
    const view = new DataView(bytes.buffer, bytes.byteOffset, 12);
    // 'PACK', version 2: anything else the library refuses on its own.
    if (view.getUint32(0) !== 0x5041434b || view.getUint32(4) !== 2) {
      this.state = { at: 'done' };
      return 12;
    }
    this.objectsLeft = view.getUint32(8);
    if (this.objectsLeft * MIN_PACKED_OBJECT_BYTES > this.maxPackBytes) {
      throw new GitSyncError('limit', `the pack claims ${this.objectsLeft} objects, more than the ${this.maxPackBytes} bytes an operation may receive can hold`);
    }
    this.state = this.objectsLeft === 0 ? { at: 'done' } : { at: 'object-header' };
    return 12;
  }

  private objectHeader(bytes: Uint8Array): number | undefined {
    const type = (bytes[0]! >> 4) & 0b111;
    let size = bytes[0]! & 0b1111;
    let scale = 16;
    let at = 0;
    while (bytes[at]! & 0x80) {
      at += 1;
      // Ten bytes hold any size a pack may carry; more is no header.
      if (at > 10) throw new GitSyncError('malformed', 'the pack holds an unreadable object header');
      if (at >= bytes.length) return undefined;
      size += (bytes[at]! & 0x7f) * scale;
      scale *= 128;
      this.checkSize(size, 'an object of the pack claims');
    }
    this.checkSize(size, 'an object of the pack claims');
    if (type === 0 || type === 5) throw new GitSyncError('malformed', `the pack holds an object of unknown type ${type}`);
    this.state = type === OFS_DELTA || type === REF_DELTA ? { at: 'delta-base', type, size } : this.dataState(type, size);
    return at + 1;
  }

  /** Skips a delta's base: an offset (a varint) or an object id (20 bytes). */
  private deltaBase(bytes: Uint8Array, state: { type: number; size: number }): number | undefined {
    let used: number;
    if (state.type === REF_DELTA) used = 20;
    else {
      used = bytes.findIndex((byte) => (byte & 0x80) === 0) + 1;
      // An offset longer than any pack could need is no offset.
      if (used === 0 && bytes.length > 10) throw new GitSyncError('malformed', 'the pack holds a delta with an unreadable base offset');
    }
    if (used === 0 || bytes.length < used) return undefined;
    this.state = this.dataState(state.type, state.size);
    return used;
  }

  private dataState(type: number, size: number): PackState {
    const inflator = new pako.Inflate({ chunkSize: INFLATE_CHUNK });
    const state = { at: 'data' as const, type, size, inflated: 0, inflator, deltaHead: [] as number[] };
    inflator.onData = (chunk) => this.inflated(state, chunk as Uint8Array);
    // The default keeps every piece to join them at the end; only the failure is wanted here.
    inflator.onEnd = (status) => {
      if (status !== 0) inflator.err = status as pako.ReturnCodes;
    };
    return state;
  }

  /** Counts inflated bytes, and reads a delta's result size from its first bytes. */
  private inflated(state: Extract<PackState, { at: 'data' }>, chunk: Uint8Array): void {
    state.inflated += chunk.byteLength;
    if (state.inflated > state.size) {
      throw new GitSyncError('limit', `an object of the pack inflates past the ${state.size} bytes its header claims`);
    }
    if ((state.type === OFS_DELTA || state.type === REF_DELTA) && state.deltaHead.length < 20) {
      state.deltaHead.push(...chunk.subarray(0, 20 - state.deltaHead.length));
      const resultSize = deltaResultSize(state.deltaHead);
      if (resultSize !== undefined) this.checkSize(resultSize, 'a delta of the pack claims a result of');
    }
  }

  private data(bytes: Uint8Array, state: Extract<PackState, { at: 'data' }>): number | undefined {
    const { inflator } = state;
    if (!inflator.push(bytes, false) || inflator.err) throw new GitSyncError('malformed', 'an object of the pack does not inflate');
    const ended = (inflator as unknown as { ended: boolean }).ended;
    if (!ended) return bytes.length;
    const left = (inflator as unknown as { strm: { avail_in: number } }).strm.avail_in;
    this.objectsLeft -= 1;
    this.state = this.objectsLeft === 0 ? { at: 'done' } : { at: 'object-header' };
    return bytes.length - left;
  }

  private checkSize(size: number, what: string): void {
    if (size > this.maxObjectBytes) {
      throw new GitSyncError('limit', `${what} ${size} bytes, more than the ${this.maxObjectBytes} bytes an object may inflate to`);
    }
  }
}

/** A delta's result size: the second of the two varints it starts with; undefined while they are incomplete. */
function deltaResultSize(head: readonly number[]): number | undefined {
  let at = 0;
  while (at < head.length && head[at]! & 0x80) at += 1;
  at += 1;
  let size = 0;
  let scale = 1;
  for (; at < head.length; at++) {
    size += (head[at]! & 0x7f) * scale;
    scale *= 128;
    if ((head[at]! & 0x80) === 0) return size;
  }
  return undefined;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const whole = new Uint8Array(a.length + b.length);
  whole.set(a);
  whole.set(b, a.length);
  return whole;
}
