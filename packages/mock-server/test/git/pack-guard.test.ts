// The pack guard on its own: an upload-pack answer fed in pieces of any size, honest packs passed, lying ones stopped.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PackGuard } from '../../src/domain/git/transport/pack-guard.js';
import { objectHeader, packHeader, pktLine } from './support/pack-bytes.js';

const CAP = 1024 * 1024;

function sizeVarint(size: number): number[] {
  const bytes: number[] = [];
  do {
    bytes.push((size & 0x7f) | (size >= 128 ? 0x80 : 0));
    size = Math.floor(size / 128);
  } while (size > 0);
  return bytes;
}

/** An upload-pack answer: `NAK`, then the pack (header and `objects`) in band 1, then a flush. */
function answer(objects: Buffer[], count = objects.length): Buffer {
  const pack = Buffer.concat([packHeader(count), ...objects, Buffer.alloc(20, 7)]);
  const lines = [pktLine(Buffer.from('NAK\n'))];
  for (let at = 0; at < pack.length; at += 1000) lines.push(pktLine(Buffer.concat([Buffer.from([1]), pack.subarray(at, at + 1000)])));
  return Buffer.concat([...lines, Buffer.from('0000')]);
}

const blob = (text: string, claimed = Buffer.byteLength(text)) => Buffer.concat([objectHeader(3, claimed), deflateSync(text)]);
/** An ofs-delta whose instructions claim a result of `resultSize` bytes from a base of 10. */
const delta = (resultSize: number) => {
  const instructions = Buffer.from([...sizeVarint(10), ...sizeVarint(resultSize), 0x90, 0x0a]);
  return Buffer.concat([objectHeader(6, instructions.length), Buffer.from([0x05]), deflateSync(instructions)]);
};

/** Feeds `bytes` to a new guard in pieces of `piece` bytes; the error it threw, if any. */
function feed(bytes: Buffer, piece: number): Error | undefined {
  const guard = new PackGuard(CAP, CAP);
  try {
    for (let at = 0; at < bytes.length; at += piece) guard.push(bytes.subarray(at, at + piece));
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

describe('the pack guard', () => {
  const honest = answer([blob('# Welcome\n'), blob('x'.repeat(5000)), delta(10), blob('')]);

  it('passes an honest pack whatever the pieces it arrives in', () => {
    for (const piece of [1, 3, 7, 64, 1000, honest.length]) expect(feed(honest, piece), `pieces of ${piece}`).toBeUndefined();
  });

  it('stops an object that inflates past its claim, in pieces of any size', () => {
    const lying = answer([blob('# Welcome\n'), blob('y'.repeat(200_000), 100)]);
    for (const piece of [1, 5, 4096]) {
      expect(feed(lying, piece)?.message, `pieces of ${piece}`).toBe('an object of the pack inflates past the 100 bytes its header claims');
    }
  });

  it('stops a delta whose result claims more than the cap', () => {
    expect(feed(answer([delta(CAP + 1)]), 2)?.message).toBe(`a delta of the pack claims a result of ${CAP + 1} bytes, more than the ${CAP} bytes an object may inflate to`);
    expect(feed(answer([delta(CAP)]), 2)).toBeUndefined();
  });

  it('stops a pack claiming more objects than the cap can carry, and an object claiming more than the cap', () => {
    expect(feed(answer([], Math.floor(CAP / 9) + 1), 4)?.message).toMatch(/^the pack claims 116509 objects/);
    expect(feed(answer([blob('z', CAP + 1)]), 1)?.message).toBe(`an object of the pack claims ${CAP + 1} bytes, more than the ${CAP} bytes an object may inflate to`);
  });
});
