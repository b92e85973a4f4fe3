/**
 * Building blocks shared by every schema of the contract.
 *
 * Error messages are written once here so that the reference server's 400s read the same everywhere:
 * `<field>: <rule>`, e.g. `title: must be 2 to 128 characters`.
 */
import * as z from 'zod';

/** Says "is required" for a missing value and `wrong` otherwise, so a 400 tells the two apart. */
export function requiredOr(wrong: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : wrong);
}

/**
 * The error of a discriminated union: says what is missing, what is not an object, or which kinds there are,
 * so `destination: must be one of site-section, url` reads like the scalar rules.
 */
export function variantError(kinds: readonly string[]) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined
      ? 'is required'
      : typeof issue.input !== 'object' || issue.input === null
        ? 'must be an object'
        : `must be one of ${kinds.join(', ')}`;
}

/** A string of any length. */
export const str = () => z.string({ error: requiredOr('must be a string') });

/** A string of `min` to `max` characters. */
export const text = (min: number, max: number) =>
  str()
    .min(min, { error: `must be ${min} to ${max} characters` })
    .max(max, { error: `must be ${min} to ${max} characters` });

/** A string of at most `max` characters. */
export const maxText = (max: number) => str().max(max, { error: `must be at most ${max} characters` });

/** A string that must match `pattern`; `max` bounds its length first. */
export const patterned = (pattern: RegExp, max: number) =>
  maxText(max).regex(pattern, { error: `must match ${pattern.source}` });

/** A boolean in a JSON body. */
export const bool = () => z.boolean({ error: requiredOr('must be true or false') });

/** An integer in a JSON body. */
export const int = () => z.number({ error: requiredOr('must be an integer') }).int({ error: 'must be an integer' });

/** An absolute URL in a JSON body. */
export const url = () => z.url({ error: requiredOr('must be an absolute URL') });

/** A date-time in a JSON body (ISO 8601 with an optional offset). */
export const dateTime = () =>
  z.iso.datetime({ offset: true, error: requiredOr('must be an ISO 8601 date-time') });

/**
 * An array, with at most `max` members when `max` is given. Without it no bound is set at all (a bound of
 * `Infinity` would reach JSON Schema as `"maxItems": null`, which OpenAPI tools reject).
 */
export const arrayOf = <T extends z.ZodType>(item: T, max?: number) => {
  const array = z.array(item, { error: requiredOr('must be an array') });
  return max === undefined ? array : array.max(max, { error: `must have at most ${max} items` });
};

/**
 * A closed enumeration, as requests use it: the server accepts known members only.
 * (The matching response schema is {@link openEnum}.)
 */
export const closedEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: requiredOr(`must be one of ${values.join(', ')}`) });

/** The type of an open enumeration: the known members, autocompleted, plus any other string. */
export type OpenEnum<T extends string> = T | (string & {});

/**
 * An open enumeration (`enum*` in the API reference), as responses use it: known members are typed, and a
 * member the service adds later is accepted, so a client built today keeps working tomorrow.
 */
export const openEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.string()]) as unknown as z.ZodType<OpenEnum<T[number]>, OpenEnum<T[number]>>;

// Query strings arrive as text. These accept the typed value (what the SDK sends) and its text form (what
// arrives on the wire), and always yield the typed value, so one schema serves both sides.

/** An integer query parameter within `min..max`. */
export const queryInt = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value),
    z
      .number({ error: requiredOr(`must be an integer from ${min} to ${max}`) })
      .int({ error: `must be an integer from ${min} to ${max}` })
      .min(min, { error: `must be an integer from ${min} to ${max}` })
      .max(max, { error: `must be an integer from ${min} to ${max}` }),
  ) as unknown as z.ZodType<number, number | string>;

/** A boolean query parameter: `true` or `false`. */
export const queryBool = () =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: requiredOr('must be true or false') }),
  ) as unknown as z.ZodType<boolean, boolean | 'true' | 'false'>;

/** A query parameter that may be repeated (`?type=a&type=b`), always yielding an array. */
export const queryList = <T extends z.ZodType<string, string>>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(item)) as unknown as z.ZodType<
    z.output<T>[],
    z.input<T>[] | z.input<T>
  >;

/** A response timestamp (ISO 8601). Kept as the string the service sent. */
export const timestamp = () => z.string();

/** A response URL. Kept as the string the service sent. */
export const href = () => z.string();

/**
 * A response object: unknown fields are kept, not stripped, so data the service adds survives a round trip
 * through the client.
 */
export const resource = <S extends z.core.$ZodLooseShape>(shape: S) => z.looseObject(shape);
