/** Bytes of Git's smart-HTTP answers and packs, written by hand as a hostile server would send them. */

/** A pkt-line of `payload`: its length (four hex digits, the four included), then the payload. */
export function pktLine(payload: string | Uint8Array): Buffer {
  const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  return Buffer.concat([Buffer.from((bytes.length + 4).toString(16).padStart(4, '0')), bytes]);
}

/** A pack object's header: its type (3 a blob, 6 an ofs-delta) and the inflated size it claims. */
export function objectHeader(type: number, size: number): Buffer {
  const bytes = [(type << 4) | (size & 0x0f)];
  for (let rest = Math.floor(size / 16); rest > 0; rest = Math.floor(rest / 128)) {
    bytes[bytes.length - 1]! |= 0x80;
    bytes.push(rest & 0x7f);
  }
  return Buffer.from(bytes);
}

/** The start of a pack: `PACK`, version 2, and the object count it claims. */
export function packHeader(objects: number): Buffer {
  const header = Buffer.alloc(12);
  header.write('PACK', 0, 'latin1');
  header.writeUInt32BE(2, 4);
  header.writeUInt32BE(objects, 8);
  return header;
}
