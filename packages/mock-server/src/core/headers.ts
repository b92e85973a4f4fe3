/**
 * Header values as HTTP can carry them. A header value is a byte string: Node's `http` refuses to write one
 * with a character above U+00FF or a CR/LF (and then closes the socket with no answer), and the Fetch API's
 * `Headers` throws on the same. Ids stored by a world file or a seed may hold such characters, and a `Location`
 * is made of ids, so the core encodes it and checks every other value before an answer is committed.
 */

/** What a header value may hold: tab, visible ASCII and space, and the Latin-1 bytes above it. */
const SENDABLE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** Characters a URL in a header must not hold as they are: controls, space, DEL and everything above ASCII. */
const UNSAFE_IN_URL = /[^\x21-\x7e]/gu;

/** `url` with every character a header cannot carry as such percent-encoded as UTF-8 (RFC 3986 §2.1). */
export function headerSafeUrl(url: string): string {
  return url.replace(UNSAFE_IN_URL, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      // A lone surrogate has no UTF-8 form: it is sent as U+FFFD, as a UTF-8 encoder writes it.
      return '%EF%BF%BD';
    }
  });
}

/** The name of the first header whose value HTTP cannot carry, or undefined when every one can travel. */
export function unsendableHeader(headers: Readonly<Record<string, string>>): string | undefined {
  for (const name in headers) if (!SENDABLE.test(headers[name]!)) return name;
  return undefined;
}
