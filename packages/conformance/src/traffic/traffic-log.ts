/** What one scenario sent and received, and where the answers broke the wire conventions. */

/** One request of a scenario, as it went over the wire. */
export interface RequestRecord {
  method: string;
  /** Path below the API base, as sent (percent-encoded), e.g. `/spaces/sp_1/change-requests/1/merge`. */
  path: string;
  /** The contract's operation id, when the path matches one. */
  operation?: string | undefined;
  /** The query string as sent (`?limit=2`), when there was one: with `path` and `body`, enough to replay it. */
  search?: string | undefined;
  /** The request body as sent, when there was one. */
  body?: string | undefined;
  /** The answer's `x-request-id`, which the SDK's errors quote: it ties an error to its request exactly. */
  requestId?: string | undefined;
  /** The final status; absent when no answer came (network error). */
  status?: number | undefined;
  /** Why no answer came. */
  error?: string | undefined;
  durationMs: number;
  /**
   * The environment variable a reproduction reads this request's token from, when it was not the run's
   * (`DOCPUB_TOKEN_2` for the first other user the scenario acted as); absent for the run's own token.
   */
  tokenVariable?: string | undefined;
  /** The `id` of a successful write's JSON answer (what a create made), so a reproduction can bind it. */
  answeredId?: string | undefined;
  /** How many 429s were waited out before this answer. */
  rateLimitWaits: number;
}

/** An answer that breaks a convention of docs/wire-conventions.md, e.g. a 204 where the contract promises a body. */
export interface WireViolation {
  request: RequestRecord;
  expected: string;
  received: string;
}

/** An answer DocPub's contract does not know, where the API reference does not forbid it: reported, not failed. */
export interface ContractWarning {
  request: RequestRecord;
  message: string;
}

/** `getSpace (GET /spaces/sp_1)`, or just `GET /x` when the path matches no operation. */
export function describeRequest(request: Pick<RequestRecord, 'method' | 'path' | 'operation'>): string {
  const call = `${request.method} ${request.path}`;
  return request.operation ? `${request.operation} (${call})` : call;
}

/** A request that changed state and succeeded (a method other than GET or HEAD, answered 2xx): replaying it redoes the change. */
export function isSuccessfulWrite(request: Pick<RequestRecord, 'method' | 'status'>): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && request.status !== undefined && request.status >= 200 && request.status < 300;
}

/** A test control call of a scenario (they do not go through the recorded fetch), placed among its requests. */
export interface ControlNote {
  /** How many requests had been sent before it. */
  after: number;
  /** `advanceClock {"ms":604800000}`. */
  call: string;
}

/** The requests of one scenario, in the order they were sent. */
export class TrafficLog {
  readonly requests: RequestRecord[] = [];
  readonly violations: WireViolation[] = [];
  readonly warnings: ContractWarning[] = [];
  readonly controlCalls: ControlNote[] = [];
  readonly #tokenVariables = new Map<string, string>();
  #checked = 0;

  /** The variable a reproduction reads `token` from: one per other user, `DOCPUB_TOKEN_2` first. */
  tokenVariable(token: string): string {
    let variable = this.#tokenVariables.get(token);
    if (variable === undefined) {
      variable = `DOCPUB_TOKEN_${this.#tokenVariables.size + 2}`;
      this.#tokenVariables.set(token, variable);
    }
    return variable;
  }

  /** Notes a test control call at this point of the traffic. */
  noteControl(call: string): void {
    this.controlCalls.push({ after: this.requests.length, call });
  }

  record(request: RequestRecord): void {
    this.requests.push(request);
  }

  violate(violation: WireViolation): void {
    this.violations.push(violation);
  }

  warn(warning: ContractWarning): void {
    this.warnings.push(warning);
  }

  /** The last request sent, the one a failure most likely concerns. */
  last(): RequestRecord | undefined {
    return this.requests.at(-1);
  }

  /** The first violation not yet reported, marking every pending one as reported. */
  takeViolation(): WireViolation | undefined {
    const pending = this.violations[this.#checked];
    this.#checked = this.violations.length;
    return pending;
  }
}
