/**
 * Reads what a zod schema accepts without parsing: the field names of an object schema and whether a field
 * takes a list. The query validator needs both to refuse unknown parameters and repeated scalars with a clear
 * message before the schema would report something vaguer.
 */
import type { z } from 'zod';

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Wrappers that do not change what kind of value a schema takes. */
const TRANSPARENT = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The schema under optional/nullable/default wrappers and pipes (a preprocess is a pipe into its schema). */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (TRANSPARENT.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.out && defOf(def.in!).type === 'transform') current = def.out;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

const fieldsCache = new WeakMap<z.ZodType, Record<string, z.ZodType> | undefined>();

/** The fields of an object schema, or undefined when the schema is not an object (nothing can be checked). */
export function objectFields(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (fieldsCache.has(schema)) return fieldsCache.get(schema);
  const def = defOf(unwrap(schema));
  const fields = def.type === 'object' ? def.shape : undefined;
  fieldsCache.set(schema, fields);
  return fields;
}

/** True when the field takes an array, so a query key may repeat for it. */
export function acceptsList(field: z.ZodType): boolean {
  return defOf(unwrap(field)).type === 'array';
}
