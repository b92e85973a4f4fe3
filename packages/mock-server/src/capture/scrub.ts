/**
 * Keeping secrets out of a captured world file. What a test needs to keep working is replaced by fresh random
 * values (site private keys, share-link keys, the token's own user's token); what only a deployment needs is
 * removed (user-info of URLs, members of free-form data whose name looks secret); e-mail addresses are
 * pseudonymised unless asked to be kept. The report names each path and counts, never a value.
 */
import { randomBytes } from 'node:crypto';
import { isSecretName } from '../core/redact.js';
import type { WorldFile } from '../worlds/world-file-schema.js';

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
}

/** A fresh random secret: 32 bytes, base64url. */
export const freshSecret = (): string => randomBytes(32).toString('base64url');

// A scheme, any slashes or backslashes (none too: `https:user:pass@host`), then user-info up to the last `@`
// of the authority. The user-info may hold anything but what ends an authority.
const URL_USER_INFO = /([a-z][a-z0-9+.-]{0,31}:[/\\]*)[^/\\?#\s]*@(?=[^/\\?#\s@]*(?:[/\\?#\s]|$))/gi;
const EMAIL = /(?<![a-z0-9.!#$%&'*+=?^_`{|}~-])[a-z0-9.!#$%&'*+=?^_`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

/** `text` without the user-info of any URL in it. */
export function withoutUrlCredentials(text: string): string {
  return text.includes('@') ? text.replace(URL_USER_INFO, '$1') : text;
}

class Scrubber {
  readonly report: ScrubReport = { replaced: [], removed: [], pseudonymised: 0 };
  readonly pseudonyms = new Map<string, string>();
  constructor(readonly options: ScrubOptions) {}

  pseudonym(email: string): string {
    const key = email.toLowerCase();
    let pseudonym = this.pseudonyms.get(key);
    if (pseudonym === undefined) {
      pseudonym = `user-${this.pseudonyms.size + 1}@example.invalid`;
      this.pseudonyms.set(key, pseudonym);
      this.report.pseudonymised += 1;
    }
    return pseudonym;
  }

  text(value: string, path: string): string {
    let out = withoutUrlCredentials(value);
    if (out !== value) this.report.removed.push(`${path} (URL credentials)`);
    if (!this.options.keepEmails && out.includes('@')) out = out.replace(EMAIL, (email) => this.pseudonym(email));
    return out;
  }

  /** Every string of `value` scrubbed; in free-form data (`freeForm`), secret-named members dropped. */
  walk(value: unknown, path: string, freeForm: boolean): unknown {
    if (typeof value === 'string') return this.text(value, path);
    if (Array.isArray(value)) return value.map((item, index) => this.walk(item, `${path}[${index}]`, freeForm));
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      const at = path === '' ? key : `${path}.${key}`;
      if (freeForm && isSecretName(key)) {
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
