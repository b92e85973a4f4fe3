/**
 * Why a repository cannot be read or written in the service's Git format at all (a `root` that leaves the project
 * directory, a `SUMMARY.md` nested beyond the limit). Lesser problems are warnings, not errors.
 */
export class FormatError extends Error {
  override readonly name = 'FormatError';
  /** What was wrong, for a journal entry's `reason`: a stable word. */
  readonly code: 'root-outside-project' | 'path-outside-root' | 'summary-too-deep';

  constructor(code: FormatError['code'], message: string) {
    super(message);
    this.code = code;
  }
}
