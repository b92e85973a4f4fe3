/**
 * How a token reads once base64-encoded inside something longer: `Basic base64(user:token)`, or a proxy that
 * echoes the `Authorization` header (`Bearer <token>`) base64-encoded in a message or a body. Base64 writes three
 * bytes as four characters, so where the token starts within a group of three changes every character; but for
 * each of the three places it can start, the characters made of the token's bytes alone are the same whatever
 * comes before and after it. Those stretches, in the standard and the URL-safe alphabets, find the token in any
 * such encoding; the whole encodings of the usual forms (`token`, `:token`, `token:`, `Bearer token`) are listed
 * too, so that where one of them stands alone it is replaced whole, padding included.
 */

/** Stretches shorter than this are left out: they would match unrelated base64 text (8 characters are 6 bytes). */
export const MIN_BASE64_SPELLING = 8;

const encoder = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

// Base64 pads with at most two `=`, so a bounded quantifier says the same as `=+` without a super-linear move.
function urlSafe(text: string): string {
  return text.replace(/\+/g, '-').replace(/\//g, '_').replace(/={1,2}$/, '');
}

/** The characters of `token`'s encoding that depend on its bytes alone, when it starts `offset` bytes into a group. */
function alignedStretch(bytes: Uint8Array, offset: number): string {
  const shifted = new Uint8Array(offset + bytes.length);
  shifted.set(bytes, offset);
  const encoded = base64(shifted);
  // Character i holds bits 6i to 6i+5 of the stream: keep those wholly inside the token's bits.
  return encoded.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
}

/** Every base64 spelling of `token` worth looking for, standard and URL-safe, none shorter than {@link MIN_BASE64_SPELLING}. */
export function base64Spellings(token: string): string[] {
  const bytes = encoder.encode(token);
  const standard = [
    ...[token, `:${token}`, `${token}:`, `Bearer ${token}`].map((form) => base64(encoder.encode(form))),
    ...[0, 1, 2].map((offset) => alignedStretch(bytes, offset)),
  ];
  const spellings = new Set<string>();
  for (const spelling of standard) {
    for (const form of [spelling, spelling.replace(/={1,2}$/, ''), urlSafe(spelling)]) {
      if (form.length >= MIN_BASE64_SPELLING && form !== token) spellings.add(form);
    }
  }
  return [...spellings];
}
