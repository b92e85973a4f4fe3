/**
 * Credentials must never be stored, returned, logged or journaled. Redaction here works by parsing what a
 * URL is made of rather than by matching known spellings of one, because clients and attackers spell URLs
 * in many ways (`https:/u:p@h`, `https:\\u:p@h`, passwords with quotes or tabs, `?private%5Ftoken=`).
 *
 * - The user-info of every URL-like value (a scheme, then any mix of `/` and `\`, then an authority that
 *   contains `@`) is blanked up to its last `@`, whatever characters the password holds.
 * - Query and fragment parameters whose percent-decoded, case-folded name looks secret keep their name and
 *   lose their value.
 * - In JSON values, members whose key looks secret (`secrets`, `clientSecret`, `password`…) lose their value.
 *
 * Over-redacting a harmless value is accepted; leaking a secret is not.
 */

/** What stands in for removed credentials. */
export const REDACTED = '***';

// Where a URL may start: a scheme (a letter, then up to 31 letters, digits, `+`, `.` or `-`), its `:`, then any
// number of slashes or backslashes — none included, since `https:user:pass@host` is read by URL parsers as user
// and password. Found from each `:` (see {@link nextUrlStart}).
const MAX_SCHEME_LENGTH = 32;
const isSchemeChar = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 43 || code === 46 || code === 45;
const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);

// Schemes whose URLs have an authority even without slashes (`https:host`); any other one without slashes is
// not a URL with user-info (`keys: a@b.c`).
const SPECIAL_SCHEME = /^(?:https?|wss?|ftp):$/i;

// The authority ends at the path, the query or the fragment. Nothing else ends it: a password may hold
// quotes, `<`, spaces or tabs, and a stray `@`.
const isAuthorityEnd = (char: string) => char === '/' || char === '\\' || char === '?' || char === '#';

// A parameter of a query, a fragment or a cookie: its separator (or the start of the text), its name, `=`.
// The name holds no separator, so the attempts from successive separators never overlap: linear time.
const PARAMETER = /(^|[?&#;,\s"'])([^=&#;?,\s"'<>]+)=/g;

// A parameter's value ends at the next separator, blank or quote.
const VALUE_END = /[&#;,\s"'<>]/;

// A JSON member's name in text (a body too large or too broken to parse): a quoted string, then `:`.
const MEMBER = /"((?:[^"\\\n]|\\.){1,512})"\s{0,16}:\s{0,16}/g;

// Spellings that hide a character: percent-encoding (runs of it, so UTF-8 sequences decode whole), the
// `\uXXXX` / `\xXX` escapes of JSON and JavaScript, and escaped quotes and backslashes (JSON text inside a
// JSON string: `"{\"jwt_token\":\"…\"}"`).
const ENCODED = /(?:%[0-9a-f]{2})+|\\u[0-9a-f]{4}|\\x[0-9a-f]{2}|\\["\\/]/gi;

/** How many layers of encoding are looked through (`%2525…` is three). */
const MAX_LAYERS = 4;

const SECRET_WORDS = [
  'token',
  'secret',
  'passw',
  'pwd',
  'credential',
  'apikey',
  'privatekey',
  'signature',
  'sharekey',
  'cookie',
  'jwt',
  'visitorpublic',
];
// `share` is the published sites' share-link key (`?share=`): one redaction for the journal and the request log.
const SECRET_NAMES = new Set(['auth', 'authorization', 'key', 'sig', 'session', 'sessionid', 'code', 'pass', 'share']);

/** One layer of encoding taken off: every valid percent run and escape decoded, anything else left as it is. */
function decodeLayer(text: string): string {
  if (!text.includes('%') && !text.includes('\\')) return text;
  return text.replace(ENCODED, (run) => {
    if (run[0] === '\\') return run.length === 2 ? run[1]! : String.fromCharCode(Number.parseInt(run.slice(2), 16));
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** `text` with every layer of encoding taken off (up to {@link MAX_LAYERS}). */
function fullyDecoded(text: string): string {
  let decoded = text;
  for (let layer = 0; layer < MAX_LAYERS; layer++) {
    const next = decodeLayer(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/**
 * True for a parameter or member name that carries a secret: `access_token`, `Private%5FToken`,
 * `client-secret`, `shareKey`, `gitbook-visitor-token`, `secrets`, `password`, `apiKey`…, in any case, encoded
 * or escaped up to four times (`MAX_LAYERS`), and with `_`, `-`, `.` ignored.
 */
export function isSecretName(name: string): boolean {
  const folded = fullyDecoded(name).toLowerCase().replace(/[-_.\s]/g, '');
  return SECRET_NAMES.has(folded) || SECRET_WORDS.some((word) => folded.includes(word));
}

/**
 * Blanks the user-info of every URL-like value. The end of an authority and its last `@` are found once per
 * stretch between two authority ends, and shared by every scheme that starts in it, so the work is linear.
 * In a `cut` text (the start of a longer one) an authority that runs into the cut may have its `@` beyond it,
 * so it is blanked up to the cut.
 */
function blankUserInfo(text: string, cut: boolean): string {
  if (!cut && !text.includes('@')) return text;
  let out = '';
  let from = 0;
  let stretchEnd = -1;
  let lastAt = -1;
  let resumeAt = 0;
  for (let start = nextUrlStart(text, 0); start; start = nextUrlStart(text, resumeAt)) {
    const authorityStart = start.next;
    resumeAt = authorityStart;
    const slashed = authorityStart > start.colon + 1;
    if (!slashed && !SPECIAL_SCHEME.test(text.slice(start.index, authorityStart))) continue;
    if (authorityStart > stretchEnd) {
      lastAt = -1;
      let end = authorityStart;
      for (; end < text.length && !isAuthorityEnd(text[end]!); end++) if (text[end] === '@') lastAt = end;
      if (cut && end === text.length) lastAt = end;
      stretchEnd = end;
    }
    if (lastAt < authorityStart) continue;
    out += `${text.slice(from, authorityStart)}${REDACTED}`;
    from = lastAt;
    resumeAt = lastAt;
  }
  return out + text.slice(from);
}

/**
 * The first URL start at or after `from`, as the leftmost match of `[a-z][a-z0-9+.-]{0,31}:[/\\]*` (any case)
 * would find it: its index, its `:` and where its slashes end (`next`). Found from each `:` onwards, looking back
 * at most a scheme's length: a text without colons costs one `indexOf`, and a long run of letters (a 1 MB body of
 * them) is not tried at every position, as a regular expression would.
 */
export function nextUrlStart(text: string, from: number): { index: number; colon: number; next: number } | undefined {
  for (let colon = text.indexOf(':', from + 1); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    // The scheme's characters before the colon, no further back than `from` and a scheme's length.
    let runStart = colon;
    while (runStart > from && colon - runStart < MAX_SCHEME_LENGTH && isSchemeChar(text.charCodeAt(runStart - 1))) runStart--;
    // The leftmost letter there starts the match (what follows it up to the colon is scheme characters).
    let index = runStart;
    while (index < colon && !isLetter(text.charCodeAt(index))) index++;
    if (index === colon) continue;
    let next = colon + 1;
    while (next < text.length && (text[next] === '/' || text[next] === '\\')) next++;
    return { index, colon, next };
  }
  return undefined;
}

function blankSecretParameters(text: string): string {
  if (!text.includes('=')) return text;
  let out = '';
  let from = 0;
  PARAMETER.lastIndex = 0;
  for (let parameter = PARAMETER.exec(text); parameter; parameter = PARAMETER.exec(text)) {
    if (!isSecretName(parameter[2]!)) continue;
    const valueStart = parameter.index + parameter[0].length;
    const end = text.slice(valueStart).search(VALUE_END);
    out += `${text.slice(from, valueStart)}${REDACTED}`;
    from = end < 0 ? text.length : valueStart + end;
    PARAMETER.lastIndex = from;
  }
  return out + text.slice(from);
}

/** Where the JSON value starting at `start` ends (an unterminated one runs to the end of the text). */
function endOfJsonValue(text: string, start: number): number {
  const first = text[start];
  if (first === '"') {
    for (let at = start + 1; at < text.length; at++) {
      if (text[at] === '\\') at++;
      else if (text[at] === '"') return at + 1;
    }
    return text.length;
  }
  if (first === '{' || first === '[') {
    let depth = 0;
    for (let at = start; at < text.length; at++) {
      const char = text[at];
      if (char === '"') at = endOfJsonValue(text, at) - 1;
      else if (char === '{' || char === '[') depth++;
      else if ((char === '}' || char === ']') && --depth === 0) return at + 1;
    }
    return text.length;
  }
  const end = text.slice(start).search(/[,}\]\s]/);
  return end < 0 ? text.length : start + end;
}

/** The name of a JSON member as written between its quotes, escapes read; the text itself if it is not JSON. */
function memberName(quoted: string): string {
  try {
    return JSON.parse(`"${quoted}"`) as string;
  } catch {
    return quoted;
  }
}

/** Blanks the value of every secret-named member of JSON text that could not be parsed (cut, broken). */
function blankSecretMembers(text: string): string {
  if (!text.includes('"')) return text;
  let out = '';
  let from = 0;
  MEMBER.lastIndex = 0;
  for (let member = MEMBER.exec(text); member; member = MEMBER.exec(text)) {
    if (!isSecretName(memberName(member[1]!))) continue;
    const valueStart = member.index + member[0].length;
    out += `${text.slice(from, valueStart)}"${REDACTED}"`;
    from = endOfJsonValue(text, valueStart);
    MEMBER.lastIndex = from;
  }
  return out + text.slice(from);
}

/** One pass of redaction over text as it is spelled; `cut` when the text is the start of a longer one. */
function redactLayer(text: string, cut: boolean): string {
  return blankSecretMembers(blankSecretParameters(blankUserInfo(text, cut)));
}

/** Characters without which no layer of `text` can hold a credential. */
const MAY_HOLD_SECRET = /[@=:%\\]/;

/**
 * `https://user:pass@host/x?private_token=t#access_token=u` → `https://***@host/x?private_token=***#access_token=***`,
 * for every URL-like value, parameter (`a=1; gitbook-visitor-token=…`) and JSON member in `text`. A secret
 * found only once percent-encoding or escapes are taken off leaves the text decoded, with the secret blanked.
 */
export function redactUrlCredentials(text: string): string {
  return redactText(text, false);
}

/**
 * The first `length` characters of `text`, redacted as {@link redactUrlCredentials} would, in time bounded by
 * `length` however long `text` is. Only the start is read: a parameter or member value that runs into the cut
 * is blanked to the end already, and a URL authority that does is blanked up to the cut (its `@` may lie
 * beyond). The result is at most `length` characters.
 */
export function redactedStart(text: string, length: number): string {
  if (text.length <= length) return redactUrlCredentials(text);
  return redactText(text.slice(0, length), true).slice(0, length);
}

function redactText(text: string, cut: boolean): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  let result = redactLayer(text, cut);
  let probe = result;
  for (let layer = 0; layer < MAX_LAYERS; layer++) {
    const decoded = decodeLayer(probe);
    if (decoded === probe) break;
    const redacted = redactLayer(decoded, cut);
    if (redacted !== decoded) result = redacted;
    probe = redacted;
  }
  return result;
}

/** A query record with every secret-named parameter's value blanked, and credentials blanked in the rest. */
export function redactQuery(query: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  // fromEntries makes own properties, so a parameter named `__proto__` is recorded, not made the prototype.
  return Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
      .map(([name, value]) => [
        redactUrlCredentials(name),
        Array.isArray(value) ? value.map((item) => redactedValue(name, item)) : redactedValue(name, value),
      ]),
  );
}

function redactedValue(name: string, value: string): string {
  return isSecretName(name) ? REDACTED : redactUrlCredentials(value);
}

/**
 * A copy of a JSON value with credentials blanked in every string (keys included), and the value of every
 * member whose key looks secret replaced by `***`. Iterative, so no nesting depth can overflow the
 * stack.
 */
export function redactDeep(value: unknown): unknown {
  const root: { value?: unknown } = {};
  const work: { from: unknown; into: Record<string, unknown> | unknown[]; key: string | number }[] = [
    { from: value, into: root as Record<string, unknown>, key: 'value' },
  ];
  for (let item = work.pop(); item; item = work.pop()) {
    const { from, into, key } = item;
    let copy: unknown;
    if (typeof from === 'string') copy = redactUrlCredentials(from);
    else if (Array.isArray(from)) {
      const list: unknown[] = new Array(from.length);
      from.forEach((element, index) => work.push({ from: element, into: list, key: index }));
      copy = list;
    } else if (typeof from === 'object' && from !== null) {
      // Own properties only, defined rather than assigned: a key named `__proto__` is copied as data.
      const object: Record<string, unknown> = {};
      for (const [name, member] of Object.entries(from)) {
        const safeName = redactUrlCredentials(name);
        if (isSecretName(name)) define(object, safeName, REDACTED);
        else {
          define(object, safeName, undefined);
          work.push({ from: member, into: object, key: safeName });
        }
      }
      copy = object;
    } else copy = from;
    define(into, key, copy);
  }
  return root.value;
}

function define(target: Record<string, unknown> | unknown[], key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
