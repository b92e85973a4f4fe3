/**
 * Where redaction looks for a URL's user-info: `nextUrlStart` finds what the leftmost match of the regular
 * expression `[a-z][a-z0-9+.-]{0,31}:[/\\]*` (any case) finds, without trying that expression at every position
 * (which cost a request with a large body milliseconds of journal redaction: 32 steps per character of a run of
 * letters). The expression is the oracle here; texts are drawn from the characters that matter.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextUrlStart, redactedStart, redactUrlCredentials } from '../../src/core/redact.js';

const ORACLE = /[a-z][a-z0-9+.-]{0,31}:[/\\]*/gi;

function oracle(text: string, from: number) {
  ORACLE.lastIndex = from;
  const match = ORACLE.exec(text);
  return match ? { index: match.index, colon: match.index + match[0].search(/:/), next: match.index + match[0].length } : undefined;
}

const relevant = fc.constantFrom(...'ahtps:/\\@?#=%x1+.-AZ \n"\'&;'.split(''));
const texts = fc.oneof(
  fc.array(relevant, { maxLength: 120 }).map((chars) => chars.join('')),
  // Runs of letters near and beyond a scheme's longest, then a colon.
  fc.tuple(fc.integer({ min: 0, max: 40 }), fc.array(relevant, { maxLength: 40 })).map(([letters, rest]) => 'a'.repeat(letters) + rest.join('')),
);

describe('the start of a URL, for redaction', () => {
  it('is where the regular expression would find it, from any position', () => {
    fc.assert(
      fc.property(texts, fc.nat(), (text, at) => {
        const from = text.length === 0 ? 0 : at % text.length;
        expect(nextUrlStart(text, from)).toEqual(oracle(text, from));
      }),
      { numRuns: 20_000 },
    );
  });

  it('takes a scheme of 32 characters and no longer, and needs a letter first', () => {
    expect(nextUrlStart(`${'a'.repeat(32)}://h`, 0)).toEqual({ index: 0, colon: 32, next: 35 });
    expect(nextUrlStart(`${'a'.repeat(40)}://h`, 0)).toEqual({ index: 8, colon: 40, next: 43 });
    expect(nextUrlStart('1+.-://h', 0)).toBeUndefined();
    expect(nextUrlStart('no colon at all', 0)).toBeUndefined();
  });

  it('leaves redaction as it was: user-info blanked after a long run of letters, in a cut body too', () => {
    expect(redactUrlCredentials(`${'x'.repeat(100_000)} https://user:pass@host/p`)).toBe(`${'x'.repeat(100_000)} https://***@host/p`);
    // Cut inside the authority, before its `@`: blanked up to the cut.
    expect(redactedStart(`{"note":"${'x'.repeat(1000)} ftp:u:p@h/"}`, 1017)).toBe(`{"note":"${'x'.repeat(1000)} ftp:***`);
  });
});
