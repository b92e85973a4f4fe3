import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openEnum, queryBool, queryInt, text } from '../../src/contract/rules.js';
import { operations, operationList } from '../../src/contract/index.js';

const firstMessage = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('contract rules', () => {
  it('text() says required, wrong type and length apart', () => {
    const schema = z.object({ title: text(2, 128) });
    expect(firstMessage(schema.safeParse({}))).toBe('is required');
    expect(firstMessage(schema.safeParse({ title: 3 }))).toBe('must be a string');
    expect(firstMessage(schema.safeParse({ title: 'a' }))).toBe('must be 2 to 128 characters');
    expect(schema.safeParse({ title: 'ab' }).success).toBe(true);
  });

  it('queryInt() takes the wire text and the typed value', () => {
    const limit = queryInt(1, 1000);
    expect(limit.parse('10')).toBe(10);
    expect(limit.parse(10)).toBe(10);
    for (const bad of ['0', '1001', 'abc', '1.5', '']) {
      expect(limit.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('queryBool() accepts only true and false', () => {
    expect(queryBool().parse('false')).toBe(false);
    expect(queryBool().parse(true)).toBe(true);
    expect(firstMessage(queryBool().safeParse('yes'))).toBe('must be true or false');
  });

  it('openEnum() accepts members it does not know', () => {
    const status = openEnum(['draft', 'open']);
    expect(status.parse('draft')).toBe('draft');
    expect(status.parse('someday')).toBe('someday');
    expect(status.safeParse(3).success).toBe(false);
  });

  it('every operation is named by its key and lists its path parameters', () => {
    for (const [key, operation] of Object.entries(operations)) {
      expect(operation.id).toBe(key);
      expect(operation.pathParams).toEqual([...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
    }
    const keys = operationList.map((o) => `${o.method} ${o.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
