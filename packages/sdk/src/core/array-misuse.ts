/**
 * A list call answers a `PagePromise` (await it for one `ListPage`), not an array. Code written as
 * if it were one fails to compile: the array methods (`list.map(…)`) with a message that says what to use
 * instead, and throw the same message at run time, for JavaScript callers; `page[0]` because a page has no
 * index; `page.length` because a page's `length` is private (its documentation says what to use);
 * `const spaces: Space[] = await list` because a page lacks an array's members.
 */

/** What a list result answers when it is used as an array: where the items are. */
export type ListIsNotAnArray =
  'A list result is not an array: use page.items (one page), for await (const item of list) (every item), or await list.toArray()';

/** The run-time form of {@link ListIsNotAnArray}. */
export const LIST_IS_NOT_AN_ARRAY: ListIsNotAnArray =
  'A list result is not an array: use page.items (one page), for await (const item of list) (every item), or await list.toArray()';

/**
 * The array methods a list result does not have, typed with {@link ListIsNotAnArray} so that the compiler's
 * error shows it. There is no index signature and no public `length`: a property of any type would compile
 * where it is read (`page.length`, `page[0]`), so they are left out, and reading them is the error.
 */
export interface ArrayMisuseHints {
  /** @deprecated Not an array: {@link ListIsNotAnArray}. @throws {TypeError} always. */
  map(hint: ListIsNotAnArray): never;
  /** @deprecated Not an array: {@link ListIsNotAnArray}. @throws {TypeError} always. */
  filter(hint: ListIsNotAnArray): never;
  /** @deprecated Not an array: {@link ListIsNotAnArray}. @throws {TypeError} always. */
  forEach(hint: ListIsNotAnArray): never;
  /** @deprecated Not an array: {@link ListIsNotAnArray}. @throws {TypeError} always. */
  find(hint: ListIsNotAnArray): never;
  /** @deprecated Not an array: {@link ListIsNotAnArray}. @throws {TypeError} always. */
  slice(hint: ListIsNotAnArray): never;
}

const ARRAY_METHODS = ['map', 'filter', 'forEach', 'find', 'slice'] as const;

/**
 * Gives a list class's prototype (`ListPage`, `PagePromise`) array methods that throw {@link LIST_IS_NOT_AN_ARRAY},
 * naming the class and method. Takes any class, so that this file needs nothing from pagination.ts.
 */
export function refuseArrayMethods(target: { readonly name: string; readonly prototype: object }): void {
  for (const name of ARRAY_METHODS) {
    Object.defineProperty(target.prototype, name, {
      configurable: true,
      writable: true,
      enumerable: false,
      value: function notAnArray(): never {
        throw new TypeError(`${target.name}.${name}(): ${LIST_IS_NOT_AN_ARRAY}`);
      },
    });
  }
}
