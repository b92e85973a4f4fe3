/** A bad command line: `docpub-conformance` prints its message and exits 2. */
export class UsageError extends Error {
  override get name(): string {
    return 'UsageError';
  }
}
