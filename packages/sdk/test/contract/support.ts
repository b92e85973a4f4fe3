/** Helpers of the contract tests: a failed parse worded as the server's 400, and small fixtures. */
import { expect } from 'vitest';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/**
 * A union none of whose forms took the value: the server reports the issues of the one form the value has the
 * shape of (see the reference server's validate.ts), and so does this.
 */
function narrowed(issue: Issue): Issue {
  if (issue.code !== 'invalid_union') return issue;
  const shapedLike = issue.errors.filter((errors) => !errors.some((inner) => inner.path.length === 0 && inner.code === 'invalid_type'));
  if (shapedLike.length !== 1 || shapedLike[0]!.length === 0) return issue;
  const inner = shapedLike[0]![0]!;
  return narrowed({ ...inner, path: [...issue.path, ...inner.path] } as Issue);
}

/** The first issue of a failed parse as the server's 400 words it: `path: message`; undefined when valid. */
export function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const issue = narrowed(result.error.issues[0]!);
  return `${issue.path.join('.')}: ${issue.message}`;
}

/** Checks each `[input, expected first error or undefined]` pair. */
export function check(schema: z.ZodType, cases: [unknown, string | undefined][]) {
  for (const [input, expected] of cases) {
    expect(firstError(schema, input), JSON.stringify(input).slice(0, 120)).toBe(expected);
  }
}

export const chars = (n: number, c = 'a') => c.repeat(n);
export const at = '2024-05-01T10:00:00.000Z';
export const org = {
  object: 'organization',
  id: 'org_1',
  title: 'Acme',
  createdAt: at,
  urls: { location: 'https://api/v1/orgs/org_1', app: 'https://app/o/org_1' },
  permissions: { admin: true, createContent: true },
};
