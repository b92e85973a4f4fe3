/** The run could not start: the target is unreachable, the token is refused, or the options are wrong. */
export class ConformanceStartError extends Error {
  override get name(): string {
    return 'ConformanceStartError';
  }
}
