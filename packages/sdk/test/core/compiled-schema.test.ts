import * as z from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { operations, pageTree, space } from '../../src/contract/index.js';
import { parserFor } from '../../src/core/compiled-schema.js';
import { spaceFixture } from './support.js';

describe('compiled response schemas', () => {
  afterEach(() => {
    z.config({ jitless: false });
  });

  it('runs the runtime parser on first use and a compiled clone from the second on, the same clone each time', () => {
    const schema = z.looseObject({ id: z.string(), count: z.number().int() });
    expect(parserFor(schema)).toBe(schema);
    const second = parserFor(schema);
    expect(second).not.toBe(schema);
    expect(parserFor(schema)).toBe(second);
  });

  it('gives the output of the runtime parser, unknown fields kept, for a conforming space', () => {
    parserFor(space);
    const compiled = parserFor(space);
    expect(compiled).not.toBe(space);
    const body = { ...spaceFixture(), addedLater: { nested: [1, 2] } };
    const fromCompiled = compiled.parse(body);
    expect(fromCompiled).toEqual(space.parse(body));
    expect(fromCompiled).toHaveProperty('addedLater', { nested: [1, 2] });
    // A fresh value, not the input handed back: the caller may mutate what it gets.
    expect(fromCompiled).not.toBe(body);
  });

  it('reports the same issues as the runtime parser for a body that does not conform', () => {
    const schema = operations.getSpace.response;
    parserFor(schema);
    const compiled = parserFor(schema);
    const { revision: _revision, ...rest } = spaceFixture();
    const broken = { ...rest, comments: 'many', permissions: { access: 'yes' } };
    const fromCompiled = compiled.safeParse(broken);
    const fromRuntime = schema.safeParse(broken);
    expect(fromCompiled.success).toBe(false);
    expect(fromCompiled.error?.issues).toEqual(fromRuntime.error?.issues);
  });

  it('keeps the runtime parser for a recursive schema (the page tree), which still parses', () => {
    parserFor(pageTree);
    expect(parserFor(pageTree)).toBe(pageTree);
  });

  it('compiles nothing when zod is told not to generate code (jitless, e.g. under a strict CSP)', () => {
    z.config({ jitless: true });
    const schema = z.looseObject({ id: z.string() });
    parserFor(schema);
    expect(parserFor(schema)).toBe(schema);
    expect(parserFor(schema).parse({ id: 'a' })).toEqual({ id: 'a' });
  });
});
