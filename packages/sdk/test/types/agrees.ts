/**
 * Type-level comparison of a generated type with a schema's inferred type: mutually assignable once the
 * `[key: string]: unknown` index signatures that keep unknown fields (on the schema side) are set aside.
 */

/** `T` without index signatures of `unknown` values, at every depth. */
export type WithoutOpenIndex<T> = T extends readonly (infer Item)[]
  ? WithoutOpenIndex<Item>[]
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { [K in keyof T as string extends K ? (unknown extends T[K] ? never : K) : K]: WithoutOpenIndex<T[K]> }
      : T;

/**
 * `true` when the generated type `A` and the schema's type `B` are assignable to each other, index
 * signatures of unknown values aside, and `B` as it is (what the SDK parses) is assignable to `A` (what its
 * methods declare).
 */
export type Agrees<A, B> = [WithoutOpenIndex<A>] extends [WithoutOpenIndex<B>]
  ? [WithoutOpenIndex<B>] extends [WithoutOpenIndex<A>]
    ? [B] extends [A]
      ? true
      : false
    : false
  : false;

/** Fails to compile unless `T` is `true`. */
export type Check<T extends true> = T;
