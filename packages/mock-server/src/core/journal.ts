/**
 * The journal of API requests the server received, for tests that assert what a client sent
 * (`GET /__control/journal`). It keeps no headers at all, so the `Authorization` token can never leak, and it
 * redacts credentials in bodies and in the query (see `redact.ts`).
 *
 * A long-lived server must not grow without bound, so the journal is bounded by entries and by bytes: a body
 * larger than `maxBodyBytes` is kept as the start of its text, marked `bodyTruncated`, and the oldest entries
 * go first once either bound is reached. Recording never throws: it runs after a request may have changed
 * the state, and nothing there may turn a done write into an error.
 */
import type { Clock } from './clock.js';
import { redactDeep, redactedStart, redactQuery, redactUrlCredentials } from './redact.js';
import type { PlainRequest, PlainResponse } from './types.js';
import { jsonLimitViolation } from './json-limits.js';

/** How many entries a journal keeps by default; older ones are dropped first. */
export const JOURNAL_CAPACITY = 10_000;

/** How many bytes of memory a journal's entries may hold by default: 32 MiB. */
export const JOURNAL_MAX_BYTES = 32 * 1024 * 1024;

/** The largest body a journal entry keeps whole by default: 64 KiB; a larger one is kept truncated. */
export const JOURNAL_MAX_BODY_BYTES = 64 * 1024;

/** Bounds of a journal; every member is optional and falls back to the defaults above. */
export interface JournalLimits {
  /** Most entries kept. */
  capacity?: number;
  /** Most bytes kept, counted as what each entry holds in memory (see {@link Journal.size}). */
  maxBytes?: number;
  /** Longest body kept whole; a longer one is kept as its first `maxBodyBytes` characters, redacted. */
  maxBodyBytes?: number;
}

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
  /** The JSON body (or the raw text when it was not JSON or too large), with credentials redacted. */
  body?: unknown;
  /** True when the body was larger than the journal keeps: `body` is then the start of its text. */
  bodyTruncated?: true;
  /** True when a fault rule produced the answer or dropped the connection. */
  fault?: true;
  /** Why a visitor of a published site was answered so (a refused token, an unknown path); never a secret. */
  reason?: string;
}

/** What the core knows about a request beyond the request and response. */
export interface JournalNote {
  operationId?: string | undefined;
  fault?: boolean;
  /** The body as the core already parsed it, so the journal does not parse it a second time. */
  json?: Record<string, unknown> | undefined;
  /** Why a visitor of a published site was answered so. */
  reason?: string | undefined;
}

/** The body as the journal keeps it: parsed and redacted when small and sane, else redacted text. */
function journalBody(
  text: string | undefined,
  json: Record<string, unknown> | undefined,
  maxBodyBytes: number,
): { body?: unknown; truncated?: true } {
  if (text === undefined || text === '') return json === undefined ? {} : { body: redactDeep(json) };
  if (text.length > maxBodyBytes) {
    // Only the start that is kept is read (a credential the cut splits is blanked up to the cut), so the work is
    // bounded by what is kept; then copied, because a slice shares its parent's memory and would keep the whole
    // body alive.
    return { body: copyOf(redactedStart(text, maxBodyBytes)), truncated: true };
  }
  if (json !== undefined) return { body: redactDeep(json) };
  try {
    const parsed: unknown = JSON.parse(text);
    // A body the core refused for its depth or width is kept as text: walking it is what the limits prevent.
    if (jsonLimitViolation(parsed, { protoKeys: true }) === undefined) return { body: redactDeep(parsed) };
  } catch {
    // not JSON: kept as text
  }
  return { body: redactUrlCredentials(text) };
}

/**
 * A string that shares no memory with the one it was cut from. Engines keep a slice as a view of its parent,
 * so a 64 KiB start of a 1 MiB body would hold the whole MiB; a round trip through UTF-8 builds a new string.
 */
function copyOf(text: string): string {
  return new TextDecoder().decode(new TextEncoder().encode(text));
}

function journalQuery(query: PlainRequest['query']): Record<string, string | string[]> {
  return isEmpty(query) ? {} : redactQuery(query);
}

/** The instant last formatted: requests come many to a millisecond under load, and formatting is not free. */
let lastTime = { ms: Number.NaN, iso: '' };

/** ISO time of the clock, or the epoch's when the clock is out of range (recording must not throw). */
function timeOf(clock: Clock): string {
  const ms = clock.now();
  if (ms === lastTime.ms) return lastTime.iso;
  const date = new Date(ms);
  const iso = Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
  lastTime = { ms, iso };
  return iso;
}

/** A bounded, oldest-first record of requests (a queue, so recording stays O(1) amortised when full). */
export class Journal {
  private queue: { entry: JournalEntry; bytes: number }[] = [];
  private head = 0;
  private bytes = 0;
  private droppedCount = 0;
  readonly capacity: number;
  readonly maxBytes: number;
  readonly maxBodyBytes: number;

  constructor(
    private readonly clock: Clock,
    limits: JournalLimits | number = {},
  ) {
    const given = typeof limits === 'number' ? { capacity: limits } : limits;
    this.capacity = given.capacity ?? JOURNAL_CAPACITY;
    this.maxBytes = given.maxBytes ?? JOURNAL_MAX_BYTES;
    this.maxBodyBytes = given.maxBodyBytes ?? JOURNAL_MAX_BODY_BYTES;
  }

  /** Records one answered request and returns its entry (work the request started may amend it). Never throws. */
  record(request: PlainRequest, response: PlainResponse, note: JournalNote = {}): JournalEntry {
    let entry: JournalEntry;
    try {
      entry = this.entryOf(request, response, note);
    } catch {
      // Whatever broke, the request was answered: keep the facts that cannot fail.
      entry = { time: new Date(0).toISOString(), method: request.method, path: '', query: {}, status: response.status };
    }
    this.push(entry);
    return entry;
  }

  private entryOf(request: PlainRequest, response: PlainResponse, note: JournalNote): JournalEntry {
    const entry: JournalEntry = {
      time: timeOf(this.clock),
      method: request.method,
      path: redactUrlCredentials(request.path),
      query: journalQuery(request.query),
      status: response.status,
    };
    if (note.operationId !== undefined) entry.operationId = note.operationId;
    const { body, truncated } = journalBody(request.body, note.json, this.maxBodyBytes);
    if (body !== undefined) entry.body = body;
    if (truncated) entry.bodyTruncated = true;
    if (note.fault) entry.fault = true;
    if (note.reason !== undefined) entry.reason = note.reason;
    return entry;
  }

  private push(entry: JournalEntry): void {
    const bytes = sizeOf(entry);
    this.queue.push({ entry, bytes });
    this.bytes += bytes;
    while (this.length > this.capacity || (this.bytes > this.maxBytes && this.length > 1)) {
      this.bytes -= this.queue[this.head]!.bytes;
      this.queue[this.head++] = undefined as never;
      this.droppedCount++;
    }
    // Drop the consumed front once it is half the array, so the array does not grow for ever.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }

  private get length(): number {
    return this.queue.length - this.head;
  }

  /**
   * Bytes the kept entries hold now (what `maxBytes` bounds): the JSON text of each, two bytes a character
   * when it holds any beyond Latin-1 (as engines store such strings), plus the objects and members it is made of.
   */
  get size(): number {
    return this.bytes;
  }

  /** How many entries were dropped to stay within the bounds since the journal was made or last emptied. */
  get dropped(): number {
    return this.droppedCount;
  }

  /** Every kept entry, oldest first. */
  entries(): JournalEntry[] {
    return this.queue.slice(this.head).map(({ entry }) => entry);
  }

  /** Forgets every entry. */
  clear(): void {
    this.queue = [];
    this.head = 0;
    this.bytes = 0;
    this.droppedCount = 0;
  }
}

/** What an entry costs beyond its text: the entry object, its query record and their slots. */
const ENTRY_OVERHEAD = 256;
/** What each object, array or member of a parsed body costs beyond its text. */
const MEMBER_OVERHEAD = 48;

/** The bytes an entry holds in memory, what `maxBytes` bounds (see {@link Journal.size}). */
function sizeOf(entry: JournalEntry): number {
  if (entry.body === undefined && isEmpty(entry.query)) return ENTRY_OVERHEAD + bareSize(entry);
  try {
    return ENTRY_OVERHEAD + heldBy(JSON.stringify(entry));
  } catch {
    return ENTRY_OVERHEAD + 1024;
  }
}

/** The memory behind an entry's JSON text: its characters at their width, and a slot per value or member. */
function heldBy(json: string): number {
  let wide = false;
  let members = 0;
  for (let at = 0; at < json.length; at++) {
    const code = json.charCodeAt(at);
    if (code > 0xff) wide = true;
    else if (code === 0x2c || code === 0x7b || code === 0x5b) members++; // , { [
  }
  return json.length * (wide ? 2 : 1) + members * MEMBER_OVERHEAD;
}

function isEmpty(record: object): boolean {
  for (const _name in record) return false;
  return true;
}

/** What JSON.stringify may write other than as itself: quotes, backslashes, controls and (lone) surrogates. */
const MAY_BE_ESCAPED = /["\\\u0000-\u001f\ud800-\udfff]/;

/** The length of `text` as a JSON string, quotes included. */
const quoted = (text: string) => (MAY_BE_ESCAPED.test(text) ? JSON.stringify(text).length : text.length + 2);

/**
 * The JSON length of an entry without body or query (most reads), counted rather than written: recording is on
 * every request's path. Members in the order `entryOf` sets them, as JSON.stringify would write them:
 * `{"time":…,"method":…,"path":…,"query":{},"status":…,"operationId":…,"fault":true}`.
 */
function bareSize(entry: JournalEntry): number {
  let size = '{"time":,"method":,"path":,"query":{},"status":}'.length;
  size += quoted(entry.time) + quoted(entry.method) + quoted(entry.path) + String(entry.status).length;
  if (entry.operationId !== undefined) size += ',"operationId":'.length + quoted(entry.operationId);
  if (entry.fault) size += ',"fault":true'.length;
  return size;
}
