/**
 * The later reason of a request's journal entry, apart from the journal so that the core's types can name it
 * without importing the journal (which imports them).
 */

/** What a later reason writes to: a journal entry (`JournalEntry`), seen only by its `reason`. */
export interface ReasonedEntry {
  reason?: string;
}

/** Longest reason a later outcome writes on an entry. */
const MAX_LATER_REASON = 2000;

/**
 * The `reason` of a request's journal entry as work the request started after its answer gives it (a Git sync's
 * outcome): set before the entry is recorded, it is written when it is; set after, it amends the entry in place.
 * The reason is short text the work wrote for this purpose, never a secret.
 */
export class LaterReason {
  private entry: ReasonedEntry | undefined;
  private reason: string | undefined;

  /** Called by the core with the request's entry once it is recorded. */
  attach(entry: ReasonedEntry): void {
    this.entry = entry;
    if (this.reason !== undefined) entry.reason = this.reason;
  }

  set(reason: string): void {
    this.reason = reason.length > MAX_LATER_REASON ? `${reason.slice(0, MAX_LATER_REASON)}…` : reason;
    if (this.entry) this.entry.reason = this.reason;
  }
}
