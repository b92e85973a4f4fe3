/**
 * Keeping secrets out of a captured world file. What a test needs to keep working is replaced by fresh random
 * values (site private keys, share-link keys, the token's own user's token); what only a deployment needs is
 * removed (user-info of URLs, the capturing token wherever the deployment echoes it, members of free-form data
 * whose name looks secret); e-mail addresses are pseudonymised unless asked to be kept. The report names each
 * path and counts, never a value.
 */
import { randomBytes } from 'node:crypto';
import { isSecretName } from '../core/redact.js';
import type { WorldFile } from '../worlds/world-file-schema.js';
import { replaceEmails, type FoundEmail } from './emails.js';

export interface ScrubReport {
  /** Paths whose secret value was replaced by a fresh random one. */
  replaced: string[];
  /** Paths from which a credential or a secret-looking member was removed. */
  removed: string[];
  /** Number of distinct e-mail addresses replaced by `user-<n>@example.invalid`. */
  pseudonymised: number;
}

export interface ScrubOptions {
  keepEmails?: boolean;
  /** The token's own user, who gets a fresh token in the file. */
  ownUserId: string;
  /** The token the capture read with: never written, whatever field a deployment echoes it in. */
  token: string;
}

/** What stands in for the capturing token where a deployment echoed it. */
const TOKEN_REMOVED = '***';

/** A fresh random secret: 32 bytes, base64url. */
export const freshSecret = (): string => randomBytes(32).toString('base64url');

// A scheme, any slashes or backslashes (none too: `https:user:pass@host`), then user-info up to the last `@`
// of the authority. The user-info may hold anything but what ends an authority.
const URL_USER_INFO = /([a-z][a-z0-9+.-]{0,31}:[/\\]*)[^/\\?#\s]*@(?=[^/\\?#\s@]*(?:[/\\?#\s]|$))/gi;

/** `text` without the user-info of any URL in it. */
export function withoutUrlCredentials(text: string): string {
  return text.includes('@') ? text.replace(URL_USER_INFO, '$1') : text;
}

/** Words that make a member name secret in a capture, besides those the server's redaction knows. */
const CAPTURE_SECRET_WORDS = ['passphrase', 'secret', 'token', 'password', 'credential'];

/**
 * True for the name of a member of free-form data that a capture removes: a name the server's redaction calls
 * secret, one ending in `key` or `keys` (`accessKey`, `signing_key`, `ENCRYPTIONKEY`), or one holding
 * `passphrase`, `secret`, `token`, `password` or `credential`, in any case and with any separator. The contract's
 * own names that end in `key` (`privateKey`, a share link's `key`) are not free-form data: they are replaced by
 * fresh values instead.
 */
export function isCaptureSecretName(name: string): boolean {
  if (isSecretName(name)) return true;
  const folded = name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return /keys?$/.test(folded) || CAPTURE_SECRET_WORDS.some((word) => folded.includes(word));
}

/** The spellings of `token` a deployment may echo: as it is and percent-encoded. */
function tokenSpellings(token: string): string[] {
  const encoded = encodeURIComponent(token);
  return encoded === token ? [token] : [token, encoded];
}

/** The key under which spellings of one address share a pseudonym: decoded, case-folded. */
function emailKey({ local, domain }: FoundEmail): string {
  const text = `${local}@${domain}`;
  try {
    return decodeURIComponent(text).toLowerCase();
  } catch {
    return text.toLowerCase();
  }
}

class Scrubber {
  readonly report: ScrubReport = { replaced: [], removed: [], pseudonymised: 0 };
  readonly pseudonyms = new Map<string, string>();
  readonly tokens: string[];
  constructor(readonly options: ScrubOptions) {
    this.tokens = tokenSpellings(options.token);
  }

  /** `user-<n>`, the same for every spelling of one address; the separator stays as written (`@`, `%40`). */
  pseudonym(email: FoundEmail): string {
    const key = emailKey(email);
    let pseudonym = this.pseudonyms.get(key);
    if (pseudonym === undefined) {
      pseudonym = `user-${this.pseudonyms.size + 1}`;
      this.pseudonyms.set(key, pseudonym);
      this.report.pseudonymised += 1;
    }
    return `${pseudonym}${email.separator}example.invalid`;
  }

  withoutToken(value: string, path: string): string {
    if (!this.tokens.some((spelling) => value.includes(spelling))) return value;
    this.report.removed.push(`${path} (the capturing token)`);
    return this.tokens.reduce((text, spelling) => text.split(spelling).join(TOKEN_REMOVED), value);
  }

  text(value: string, path: string): string {
    const withoutToken = this.withoutToken(value, path);
    let out = withoutUrlCredentials(withoutToken);
    if (out !== withoutToken) this.report.removed.push(`${path} (URL credentials)`);
    if (!this.options.keepEmails) out = replaceEmails(out, (email) => this.pseudonym(email));
    return out;
  }

  /** Every string of `value` scrubbed; in free-form data (`freeForm`), secret-named members dropped. */
  walk(value: unknown, path: string, freeForm: boolean): unknown {
    if (typeof value === 'string') return this.text(value, path);
    if (Array.isArray(value)) return value.map((item, index) => this.walk(item, `${path}[${index}]`, freeForm));
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [name, member] of Object.entries(value)) {
      const key = this.withoutToken(name, path === '' ? '(a member name)' : `${path} (a member name)`);
      const at = path === '' ? key : `${path}.${key}`;
      if (freeForm && isCaptureSecretName(key)) {
        this.report.removed.push(at);
        continue;
      }
      out[key] = this.walk(member, at, freeForm || FREE_FORM.has(key));
    }
    return out;
  }

  secrets(file: WorldFile): void {
    for (const [index, user] of (file.users ?? []).entries()) {
      if (user.id !== this.options.ownUserId) continue;
      user.tokens = [freshSecret()];
      this.report.replaced.push(`users[${index}].tokens (the capturing token's user: a fresh token)`);
    }
    for (const [index, site] of (file.sites ?? []).entries()) {
      if (site.publishingAuth === undefined) continue;
      site.publishingAuth.privateKey = freshSecret();
      this.report.replaced.push(`sites[${index}].publishingAuth.privateKey`);
    }
    for (const [index, link] of (file.shareLinks ?? []).entries()) {
      link.key = freshSecret();
      this.report.replaced.push(`shareLinks[${index}].key`);
    }
  }
}

/** Members holding data of any shape, as an integration or a customization defines it. */
const FREE_FORM = new Set(['configurations', 'configuration', 'customization', 'secrets']);

/** A copy of `file` with its secrets replaced or removed, and what was done. */
export function scrubWorldFile(file: WorldFile, options: ScrubOptions): { file: WorldFile; report: ScrubReport } {
  const scrubber = new Scrubber(options);
  const scrubbed = scrubber.walk(file, '', false) as WorldFile;
  scrubber.secrets(scrubbed);
  return { file: scrubbed, report: scrubber.report };
}
