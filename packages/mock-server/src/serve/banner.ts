/**
 * What `docpub-mock` prints once it listens: the base URL first, on a line of its own that scripts match,
 * then what a user needs to make a first call — a token, the control API, and how CORS and the log are set.
 */
import { CONTROL_PREFIX } from '../core/paths.js';

export interface BannerFacts {
  /** Base URL of the API, e.g. `http://127.0.0.1:4010/v1`. */
  url: string;
  /** A token of the demo organization's admin; absent when the server starts from a world file. */
  adminToken?: string | undefined;
  /** The world file the server started from, if any (its users' tokens are named there). */
  worldFile?: string | undefined;
  /** The control API: open to any program that reaches it, behind a control token, or turned off. */
  control: 'open' | 'token' | 'off';
  /** The control token made at start (beyond loopback without one given), printed so the user can use it. */
  generatedControlToken?: string | undefined;
  /** The one web origin whose pages may call the control API (`--control-allow-origin`). */
  controlAllowOrigin?: string | undefined;
  cors: boolean;
  quiet: boolean;
  /** A published site of the server's own world a person can open in a browser, when there is one. */
  publishedSite?: { title: string; url: string } | undefined;
}

/** The banner's lines. The first is `DocPub reference server listening on <url>`. */
export function bannerLines(facts: BannerFacts): string[] {
  const control = `${new URL(facts.url).origin}${CONTROL_PREFIX}`;
  const controlLine = {
    open: `  control  ${control}  (reset, clock, users, faults, journal, worlds; programs only, no web page)`,
    token:
      facts.generatedControlToken === undefined
        ? `  control  ${control}  (requires the control token: X-Control-Token header)`
        : `  control  ${control}  (requires the control token, generated: X-Control-Token: ${facts.generatedControlToken})`,
    off: '  control  off (--no-control)',
  }[facts.control];
  const originLine =
    facts.controlAllowOrigin === undefined ? [] : [`  control  pages of ${facts.controlAllowOrigin} may call it (--control-allow-origin)`];
  const tokenLines =
    facts.adminToken === undefined
      ? [`  tokens   the users' tokens of ${facts.worldFile ?? 'the world file'}`]
      : [
          `  token    ${facts.adminToken}  (the demo organization's admin: Authorization: Bearer ${facts.adminToken})`,
          `  try      curl -H 'Authorization: Bearer ${facts.adminToken}' ${facts.url}/user`,
        ];
  return [
    `DocPub reference server listening on ${facts.url}`,
    ...tokenLines,
    controlLine,
    ...(facts.publishedSite === undefined ? [] : [`  site     ${facts.publishedSite.url}  ("${facts.publishedSite.title}", published: open it in a browser)`]),
    ...originLine,
    `  cors     ${facts.cors ? 'on: any origin may call /v1 (--no-cors to turn off)' : 'off'}`,
    `  log      ${facts.quiet ? 'off (--quiet)' : 'one line per request (--quiet to silence)'}`,
  ];
}
