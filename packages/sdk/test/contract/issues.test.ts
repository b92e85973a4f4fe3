/** The contract's one issue formatter, used by the SDK's errors, the server's 400s and the suite's reports. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues } from '../../src/contract/index.js';

const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues;

describe('describeIssues', () => {
  const schema = z.object({ id: z.string(), items: z.array(z.object({ n: z.number() })) });

  it('names each broken field by its dotted path, joined with "; "', () => {
    const issues = issuesOf(schema, { id: 1, items: [{ n: 'x' }] });
    expect(describeIssues(issues)).toBe(
      'id: Invalid input: expected string, received number; items.0.n: Invalid input: expected number, received string',
    );
  });

  it('reports an issue about the whole value against the root it is given, "(body)" by default', () => {
    const issues = issuesOf(schema, 'text');
    expect(describeIssues(issues)).toBe('(body): Invalid input: expected object, received string');
    expect(describeIssues(issues, { root: 'query' })).toBe('query: Invalid input: expected object, received string');
  });

  it('spells out the first `limit` issues, then counts the rest', () => {
    const issues = issuesOf(z.array(z.string()), [1, 2, 3, 4]);
    expect(describeIssues(issues, { limit: 2 })).toBe(
      '0: Invalid input: expected string, received number; 1: Invalid input: expected string, received number; and 2 more',
    );
    expect(describeIssues(issues).split('; ')).toHaveLength(4);
    expect(describeIssues([])).toBe('');
  });
});
