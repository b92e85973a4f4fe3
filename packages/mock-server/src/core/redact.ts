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

// Where a URL may start: a scheme and at least one slash or backslash (browsers read `\` as `/`). The scheme's
// length is bounded so that a long run of letters costs linear time, not quadratic.
const URL_START = /[a-z][a-z0-9+.-]{0,31}:[/\\]+/gi;

// The authority ends at the path, the query or the fragment. Nothing else ends it: a password may hold
// quotes, `<`, spaces or tabs, and a stray `@`.
const AUTHORITY_END = /[/\\?#]/;

// A parameter of a query or a fragment: its separator, its name, `=`.
const PARAMETER = /([?&#;])([^=&#;?\s"'<>]{1,200})=/g;

// A parameter's value ends at the next separator, blank or quote.
const VALUE_END = /[&#;\s"'<>]/;

const SECRET_WORDS = ['token', 'secret', 'passw', 'pwd', 'credential', 'apikey', 'privatekey', 'signature'];
const SECRET_NAMES = new Set(['auth', 'authorization', 'key', 'sig', 'session', 'sessionid', 'code', 'pass']);

/** `%5F` decoded when it can be; the text as is when it is not valid percent-encoding. */
function percentDecoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * True for a parameter or member name that carries a secret: `access_token`, `Private%5FToken`,
 * `client-secret`, `secrets`, `password`, `apiKey`…, in any case and with `_`, `-`, `.` ignored.
 */
export function isSecretName(name: string): boolean {
  const folded = percentDecoded(name).toLowerCase().replace(/[-_.\s]/g, '');
  return SECRET_NAMES.has(folded) || SECRET_WORDS.some((word) => folded.includes(word));
}

function blankUserInfo(text: string): string {
  let out = '';
  let from = 0;
  URL_START.lastIndex = 0;
  for (let start = URL_START.exec(text); start; start = URL_START.exec(text)) {
    const authorityStart = start.index + start[0].length;
    const rest = text.slice(authorityStart);
    const end = rest.search(AUTHORITY_END);
    const authority = end < 0 ? rest : rest.slice(0, end);
    const at = authority.lastIndexOf('@');
    if (at < 0) continue;
    out += `${text.slice(from, authorityStart)}${REDACTED}`;
    from = authorityStart + at;
    URL_START.lastIndex = from;
  }
  return out + text.slice(from);
}

function blankSecretParameters(text: string): string {
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

/**
 * `https://user:pass@host/x?private_token=t#access_token=u` → `https://***@host/x?private_token=***#access_token=***`,
 * for every URL-like value in `text`.
 */
export function redactUrlCredentials(text: string): string {
  if (!text.includes('@') && !text.includes('=')) return text;
  return blankSecretParameters(blankUserInfo(text));
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
