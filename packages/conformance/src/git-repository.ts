/**
 * The scratch Git repository the `git-sync` area writes to and reads from: a repository the target can reach
 * over HTTP(S), given by URL (`--git-repository`), its credentials from the environment
 * (`DOCPUB_CONFORMANCE_GIT_CREDENTIALS`) so that they stay out of shell histories and process lists. Without
 * one, the area is skipped with its reason.
 */
import { ConformanceStartError } from './targets/start-error.js';

/** The environment variable the scratch repository's credentials are read from: `user:password`, or a token. */
export const GIT_CREDENTIALS_ENV = 'DOCPUB_CONFORMANCE_GIT_CREDENTIALS';

/**
 * The user a credential without `:` (a bare access token) is sent with: the one the service's own GitHub
 * integration puts in the URLs it sends (`https://x-access-token:<token>@github.com/…`).
 */
export const TOKEN_USER = 'x-access-token';

/** A scratch repository as given to `runConformance`. */
export interface GitRepositoryOptions {
  /** The repository's URL, `http(s)://host/owner/repo.git`. */
  url: string;
  /**
   * `user:password`, or an access token alone (sent as the password of `x-access-token`); replaces any
   * credentials in `url`. Never shown in a report.
   */
  credentials?: string | undefined;
}

/** The scratch repository as scenarios use it. */
export interface ScratchRepository {
  /** The URL the target is given: with the credentials, when there are any. */
  readonly url: string;
  /** The URL without credentials, query or fragment: what may be shown and what the target may keep. */
  readonly shown: string;
  /** The strings a report must never show (the credentials, and the URL that carries them). */
  readonly secrets: readonly string[];
}

/**
 * Checks `options` and makes the scratch repository of a run.
 * @throws {ConformanceStartError} when the URL is not an http(s) URL.
 */
export function scratchRepository(options: GitRepositoryOptions): ScratchRepository {
  const url = URL.canParse(options.url) ? new URL(options.url) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConformanceStartError('gitRepository.url: must be an http(s) URL of a Git repository the target can reach');
  }
  if (options.credentials !== undefined && options.credentials !== '') {
    const colon = options.credentials.indexOf(':');
    url.username = encodeURIComponent(colon < 0 ? TOKEN_USER : options.credentials.slice(0, colon));
    url.password = encodeURIComponent(colon < 0 ? options.credentials : options.credentials.slice(colon + 1));
  }
  const secrets = url.password === '' ? [] : [url.href, decodeURIComponent(url.password), url.password, `${url.username}:${url.password}`];
  const shown = new URL(url.href);
  shown.username = '';
  shown.password = '';
  shown.search = '';
  shown.hash = '';
  return { url: url.href, shown: shown.href, secrets };
}
