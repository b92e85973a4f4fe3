/**
 * The journal of API requests the server received, for tests that assert what a client sent
 * (`GET /__control/journal`). It keeps no headers at all, so the `Authorization` token can never leak, and it
 * blanks credentials inside URLs in bodies and query values.
 */
import type { Clock } from './clock.js';
import { redactDeep, redactUrlCredentials } from './redact.js';
import type { PlainRequest, PlainResponse } from './types.js';

/** How many entries a journal keeps by default; older ones are dropped first. */
export const JOURNAL_CAPACITY = 10_000;

/** One received request and how it was answered. */
export interface JournalEntry {
  /** When it was received, by the server clock (ISO 8601). */
  time: string;
  method: string;
  /** Full path, `/v1` included, as received (still URL-encoded). */
  path: string;
  query: Record<string, string | string[]>;
  /** The answer's status; 0 when an injected fault dropped the connection. */
  status: number;
  /** The operation the request was routed to, when it was. */
  operationId?: string;
  /** The JSON body (or the raw text when it was not JSON), with URL credentials blanked. */
  body?: unknown;
  /** True when a fault rule produced the answer or dropped the connection. */
  fault?: true;
}

/** What the core knows about a request beyond the request and response. */
export interface JournalNote {
  operationId?: string | undefined;
  fault?: boolean;
  /** The body as the core already parsed it, so the journal does not parse it a second time. */
  json?: Record<string, unknown> | undefined;
}

function journalBody(text: string | undefined, json: Record<string, unknown> | undefined): unknown {
  if (json !== undefined) return redactDeep(json);
  if (text === undefined || text === '') return undefined;
  try {
    return redactDeep(JSON.parse(text));
  } catch {
    return redactUrlCredentials(text);
  }
}

function journalQuery(query: PlainRequest['query']): Record<string, string | string[]> {
  // fromEntries makes own properties, so a parameter named `__proto__` is recorded, not made the prototype.
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map(redactUrlCredentials) : redactUrlCredentials(value),
    ]),
  );
}

/** A bounded, oldest-first record of requests (a ring buffer, so recording stays O(1) when full). */
export class Journal {
  private readonly buffer: JournalEntry[] = [];
  private start = 0;

  constructor(
    private readonly clock: Clock,
    readonly capacity: number = JOURNAL_CAPACITY,
  ) {}

  /** Records one answered request. */
  record(request: PlainRequest, response: PlainResponse, note: JournalNote = {}): void {
    const entry: JournalEntry = {
      time: new Date(this.clock.now()).toISOString(),
      method: request.method,
      path: request.path,
      query: journalQuery(request.query),
      status: response.status,
    };
    if (note.operationId !== undefined) entry.operationId = note.operationId;
    const body = journalBody(request.body, note.json);
    if (body !== undefined) entry.body = body;
    if (note.fault) entry.fault = true;
    this.push(entry);
  }

  private push(entry: JournalEntry): void {
    if (this.buffer.length < this.capacity) {
      this.buffer.push(entry);
      return;
    }
    this.buffer[this.start] = entry;
    this.start = (this.start + 1) % this.capacity;
  }

  /** Every kept entry, oldest first. */
  entries(): JournalEntry[] {
    return [...this.buffer.slice(this.start), ...this.buffer.slice(0, this.start)];
  }

  /** Forgets every entry. */
  clear(): void {
    this.buffer.length = 0;
    this.start = 0;
  }
}
