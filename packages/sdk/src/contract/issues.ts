/**
 * One way to put a schema's complaints into words, shared by the SDK's errors, the reference server's 400s
 * and the conformance suite's reports, so the same broken field reads the same everywhere.
 */

/** The parts of a zod issue a description reads. */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** How {@link describeIssues} words a list. */
export interface DescribeIssuesOptions {
  /** What an issue about the whole value is reported against, e.g. `body` or `query`. Default `(body)`. */
  root?: string;
  /** How many issues to spell out before `; and N more`. Default: all of them. */
  limit?: number;
}

/**
 * `items.0.id: Invalid input: expected string, received undefined; …`: each issue as `<dotted.path>: <message>`,
 * joined with `; `, so one message names every broken field (or the first `limit`, then a count).
 */
export function describeIssues(issues: readonly IssueLike[], options: DescribeIssuesOptions = {}): string {
  const { root = '(body)', limit = issues.length } = options;
  const shown = issues.slice(0, limit).map((issue) => `${issue.path.map(String).join('.') || root}: ${issue.message}`);
  const hidden = issues.length - shown.length;
  return shown.join('; ') + (hidden > 0 ? `; and ${hidden} more` : '');
}
