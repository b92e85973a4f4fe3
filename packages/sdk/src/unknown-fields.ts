/**
 * Reading fields the SDK's types do not name. Responses keep every field the service sends (the schemas
 * are tolerant readers), but their types list only the known ones, so that a misspelt field fails to
 * compile. A field the service added after this version of the SDK is read through this escape hatch.
 */

/** A value of the API whose other fields can be read too, as `unknown`: check their type before use. */
export type WithUnknownFields<T> = T & { readonly [field: string]: unknown };

/**
 * The same value, typed so that fields its type does not name can be read (as `unknown`).
 *
 * @example
 * ```ts
 * const space = withUnknownFields(await client.spaces.get('space-1'));
 * if (typeof space.newField === 'string') console.log(space.newField);
 * ```
 */
export function withUnknownFields<T extends object>(value: T): WithUnknownFields<T> {
  return value as WithUnknownFields<T>;
}
