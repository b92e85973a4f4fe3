/** What the suite runs against: a base URL, a token, a fetch to reach it, and maybe test control. */
import type { DocPubServer, FaultRuleInput } from '@docpub/mock-server';
import type { FetchFunction, Role, User } from '@docpub/sdk/contract';

/** The signature of the global `fetch` (the contract's). */
export type { FetchFunction };

/** A user made through test control, with a token to act as it. */
export interface ControlUser {
  user: User;
  token: string;
}

/**
 * Test control of a target (the reference server's `/__control/`): what scenarios marked `control` need and a
 * real deployment does not offer.
 */
export interface TargetControl {
  /** Moves the server clock forward. */
  advanceClock(ms: number): Promise<void>;
  /**
   * Makes a user with a fresh token. `orgRole` null makes a guest of no organization; otherwise the user
   * joins `organizationId` with that role.
   */
  createUser(input: {
    displayName: string;
    email?: string;
    orgRole?: Role | null;
    organizationId?: string;
  }): Promise<ControlUser>;
  /** Makes matching requests fail (docs/reference-server.md, "Control API"). */
  addFault(rule: FaultRuleInput): Promise<void>;
  /** Lifts every fault. */
  clearFaults(): Promise<void>;
  /** Waits until the target's background work (Git sync, OpenAPI processing) is done. */
  settle(): Promise<void>;
}

/** An opened target, ready for scenarios. */
export interface Target {
  /** `embedded` (the in-process reference server) or `http` (a deployment or `docpub-mock`). */
  kind: 'embedded' | 'http';
  /** Base URL of the API, ending in `/v1`. */
  baseUrl: string;
  /** The token scenarios act with. */
  token: string;
  /** How requests reach the target. */
  fetch: FetchFunction;
  /** Present only when the target offers test control. */
  control?: TargetControl | undefined;
  /** The world of a shared reference server the run's test control acts in (HTTP targets). */
  world?: string | undefined;
  /** The token's user, when opening the target already probed `GET /user`. */
  user?: User | undefined;
  /** Releases what opening the target took (nothing for both kinds today). */
  close(): Promise<void>;
}

/** Where to run: the embedded reference server (the default) or a deployment reached over HTTP. */
export type TargetOptions = EmbeddedTargetOptions | HttpTargetOptions;

/** The reference server, in-process: no network, full control. */
export interface EmbeddedTargetOptions {
  kind: 'embedded';
  /** A server to use (`createServer()` from `@docpub/mock-server`); a fresh demo-world server by default. */
  server?: DocPubServer;
  /** The token to act with; the demo organization admin's by default. */
  token?: string;
  /** Wraps the server's fetch, e.g. to alter answers in the suite's own fault tests. */
  wrapFetch?: (fetch: FetchFunction) => FetchFunction;
}

/** A deployment (or `docpub-mock`) reached over HTTP. */
export interface HttpTargetOptions {
  kind: 'http';
  /** Base URL of the API, e.g. `https://api.example.com/v1`. */
  baseUrl: string;
  token: string;
  /**
   * The control token of the target's `/__control/` (a `docpub-mock` started with one); the environment
   * variable `DOCPUB_CONTROL_TOKEN` by default. A control API that refuses the suite fails its control scenarios.
   */
  controlToken?: string;
  /**
   * The world of a shared `docpub-mock` the run's token belongs to (`w_…`, see the reference server's worlds):
   * test control (users, the clock, faults) then acts in that world (`/__control/worlds/{id}/…`) instead of the
   * server's own. By default, the world the token names by its `w_….` prefix, if it has one.
   */
  world?: string;
  /** The fetch to use; the global one by default. */
  fetch?: FetchFunction;
}
