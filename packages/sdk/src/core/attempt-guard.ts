/**
 * The deadline and the caller's abort for one attempt, as one `AbortSignal` for the transport and one check
 * for the body reader: the timeout covers the whole attempt (headers and body), not only the wait for headers.
 */

/** Why an attempt was stopped, if it was. */
export type StopReason = 'timeout' | 'abort';

export class AttemptGuard {
  /** Aborts the request (connection and body stream) when the deadline passes or the caller aborts. */
  readonly signal: AbortSignal;
  #reason: StopReason | undefined;
  readonly #controller = new AbortController();
  readonly #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #callerSignal: AbortSignal | undefined;
  #onStop: ((reason: StopReason) => void) | undefined;

  constructor(timeout: number, callerSignal: AbortSignal | undefined) {
    this.signal = this.#controller.signal;
    this.#callerSignal = callerSignal;
    if (callerSignal?.aborted) this.#stop('abort');
    else callerSignal?.addEventListener('abort', this.#onCallerAbort, { once: true });
    if (timeout !== Number.POSITIVE_INFINITY) this.#timer = setTimeout(this.#onDeadline, timeout);
  }

  /** Why the attempt was stopped; `undefined` while it runs. */
  get reason(): StopReason | undefined {
    return this.#reason;
  }

  /**
   * Settles with `work`, or rejects as soon as the attempt is stopped: a `fetch` or a body stream that
   * ignores the signal still cannot hold the caller past the deadline.
   */
  race<T>(work: Promise<T>, onStop?: () => void): Promise<T> {
    if (this.#reason) {
      work.catch(() => undefined);
      onStop?.();
      return Promise.reject(new Error(`attempt stopped: ${this.#reason}`));
    }
    return new Promise<T>((resolve, reject) => {
      this.#onStop = (reason) => {
        onStop?.();
        reject(new Error(`attempt stopped: ${reason}`));
      };
      work.then(resolve, reject);
    });
  }

  /**
   * Calls `stop` as soon as the attempt is stopped, at once if it already is: for work that can end itself
   * when told to (a body reader cancels, which settles its pending read), one call instead of a race per step.
   * Replaces the callback of any earlier {@link race} or {@link whenStopped}.
   */
  whenStopped(stop: () => void): void {
    if (this.#reason) stop();
    else this.#onStop = stop;
  }

  /** Releases the timer and the listener on the caller's signal. */
  dispose(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#callerSignal?.removeEventListener('abort', this.#onCallerAbort);
    this.#onStop = undefined;
  }

  readonly #onDeadline = (): void => this.#stop('timeout');
  readonly #onCallerAbort = (): void => this.#stop('abort');

  #stop(reason: StopReason): void {
    if (this.#reason) return;
    this.#reason = reason;
    this.#controller.abort();
    this.#onStop?.(reason);
  }
}
