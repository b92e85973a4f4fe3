/**
 * What `docpub-mock` prints once it listens: the base URL first, on a line of its own that scripts match,
 * then what a user needs to make a first call — a token, the control API, and how CORS and the log are set.
 */
import { CONTROL_PREFIX } from '../core/paths.js';

export interface BannerFacts {
  /** Base URL of the API, e.g. `http://127.0.0.1:4010/v1`. */
  url: string;
  /** A token of the demo organization's admin. */
  adminToken: string;
  cors: boolean;
  quiet: boolean;
}

/** The banner's lines. The first is `DocPub reference server listening on <url>`. */
export function bannerLines(facts: BannerFacts): string[] {
  const control = `${new URL(facts.url).origin}${CONTROL_PREFIX}`;
  return [
    `DocPub reference server listening on ${facts.url}`,
    `  token    ${facts.adminToken}  (the demo organization's admin: Authorization: Bearer ${facts.adminToken})`,
    `  try      curl -H 'Authorization: Bearer ${facts.adminToken}' ${facts.url}/user`,
    `  control  ${control}  (reset, clock, users, faults, journal)`,
    `  cors     ${facts.cors ? 'on: any origin may call (--no-cors to turn off)' : 'off'}`,
    `  log      ${facts.quiet ? 'off (--quiet)' : 'one line per request (--quiet to silence)'}`,
  ];
}
