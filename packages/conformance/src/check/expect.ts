/** Assertions that say what was checked, what was expected and what came: `title: expected "A", received "B"`. */
import { isDeepStrictEqual } from 'node:util';
import { ExpectationFailure } from './failures.js';
import { formatValue } from './format.js';

/** Assertions on one value; `what` names it in the failure message. */
export class Expectation<T> {
  readonly #value: T;
  readonly #what: string;

  constructor(value: T, what: string) {
    this.#value = value;
    this.#what = what;
  }

  /** Strictly equal (`Object.is`). */
  toBe(expected: T): void {
    if (!Object.is(this.#value, expected)) this.#fail(formatValue(expected));
  }

  /** Not strictly equal. */
  notToBe(unexpected: T): void {
    if (Object.is(this.#value, unexpected)) this.#fail(`anything but ${formatValue(unexpected)}`);
  }

  /** Deeply equal (same members, same order in arrays). */
  toEqual(expected: unknown): void {
    if (!isDeepStrictEqual(this.#value, expected)) this.#fail(formatValue(expected));
  }

  /** Neither `undefined` nor `null`. */
  toBeDefined(): void {
    if (this.#value === undefined || this.#value === null) this.#fail('a value');
  }

  /** Absent (`undefined`). */
  toBeUndefined(): void {
    if (this.#value !== undefined) this.#fail('no value (undefined)');
  }

  /** An array holding `item` (deep equality), or a string holding the substring `item`. */
  toContain(item: unknown): void {
    if (!holds(this.#value, item)) this.#fail(`to contain ${formatValue(item)}`);
  }

  /** An array or string not holding `item`. */
  notToContain(item: unknown): void {
    if (holds(this.#value, item)) this.#fail(`not to contain ${formatValue(item)}`);
  }

  /** An array or string of `length` members. */
  toHaveLength(length: number): void {
    const actual = (this.#value as { length?: unknown } | null | undefined)?.length;
    if (actual !== length) this.#fail(`length ${length}`, `length ${formatValue(actual)}: ${formatValue(this.#value)}`);
  }

  /** A number above `bound`. */
  toBeGreaterThan(bound: number): void {
    if (!(typeof this.#value === 'number' && this.#value > bound)) this.#fail(`more than ${bound}`);
  }

  /** A number of at least `bound`. */
  toBeAtLeast(bound: number): void {
    if (!(typeof this.#value === 'number' && this.#value >= bound)) this.#fail(`at least ${bound}`);
  }

  /** A string matching `pattern`. */
  toMatch(pattern: RegExp): void {
    if (!(typeof this.#value === 'string' && pattern.test(this.#value))) this.#fail(`a string matching ${pattern}`);
  }

  /** `predicate` holds; `description` says what it requires, e.g. `an ISO 8601 date-time`. */
  toSatisfy(predicate: (value: T) => boolean, description: string): void {
    if (!predicate(this.#value)) this.#fail(description);
  }

  #fail(expected: string, received: string = formatValue(this.#value)): never {
    throw new ExpectationFailure(this.#what, expected, received);
  }
}

/** Whether an array holds `item` (deep equality), or a string the substring `item`. */
function holds(value: unknown, item: unknown): boolean {
  if (typeof value === 'string') return typeof item === 'string' && value.includes(item);
  return Array.isArray(value) && value.some((member) => isDeepStrictEqual(member, item));
}
