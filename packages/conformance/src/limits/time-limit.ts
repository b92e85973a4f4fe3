/** `--max-time`: a limit on the whole run, which stops it (and every request in flight) when reached. */

/** The run reached its time limit and was stopped. */
export class RunTimeLimitError extends Error {
  /** The limit, in milliseconds. */
  readonly limitMs: number;

  constructor(limitMs: number) {
    super(
      `the run exceeded its time limit of ${limitMs / 1000} s (--max-time) and was stopped; objects created by the scenario in progress may remain`,
    );
    this.limitMs = limitMs;
  }

  override get name(): string {
    return 'RunTimeLimitError';
  }
}

/** A stop signal for a run, fired after `limitMs` (never when `undefined`). */
export class RunClock {
  readonly #controller = new AbortController();
  readonly #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #limitMs: number | undefined;

  constructor(limitMs: number | undefined) {
    this.#limitMs = limitMs;
    if (limitMs !== undefined) this.#timer = setTimeout(() => this.#controller.abort(), limitMs);
  }

  /** Aborts when the time is up. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Settles with `work`, or rejects with {@link RunTimeLimitError} as soon as the time is up. */
  async bound<T>(work: Promise<T>): Promise<T> {
    const signal = this.#controller.signal;
    const limitMs = this.#limitMs ?? 0;
    if (signal.aborted) throw new RunTimeLimitError(limitMs);
    let onAbort: (() => void) | undefined;
    const stopped = new Promise<never>((_resolve, reject) => {
      onAbort = () => reject(new RunTimeLimitError(limitMs));
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([work, stopped]);
    } finally {
      signal.removeEventListener('abort', onAbort!);
      work.catch(() => undefined);
    }
  }

  /** Stops the clock (the run ended in time). */
  dispose(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
  }
}
