/**
 * The building blocks of record schemas: a stored record kind is described once, as a zod schema, and
 * everything else is derived from it — the store's type of the record ({@link Stored}), the world-file entry
 * that loads it (the schema itself: unknown keys are errors, defaults fill what was left out), the exported
 * world file (the record as stored) and the world file's JSON Schema (generated from the schemas).
 *
 * A field has one of three forms: required (what says what the record is: ids, titles, what it belongs to),
 * with a constant default (`.default(…)`: optional in a world file, always present in the store), or
 * {@link filled} with bookkeeping the loader supplies from the world (creation sequence, the world's clock,
 * the order of the file): optional in a world file, always present in the store.
 *
 * Scalars reuse the contract's rules (roles, date-times), so a world file accepts what the API accepts.
 */
import { z } from 'zod';
import { dateTime, str } from '@docpub/sdk/contract';

/**
 * Text that can travel in an HTTP header: ids reach `Location` headers and tokens `Authorization`, which
 * carry Latin-1 without control characters only.
 */
const HEADER_SAFE = /^[\u0020-\u007e\u00a0-\u00ff]*$/;
const headerSafe = { error: 'must be Latin-1 text without control characters (it travels in HTTP headers)' };

/** A record or a nested mapping of one: its unknown keys are errors. */
export const mapping = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a mapping') });

/** One schema for every id, so the JSON Schema states the rule once. */
const ID = str()
  .min(1, { error: 'must not be empty' })
  .regex(/^[^|]+$/, { error: 'must not contain |' })
  .regex(HEADER_SAFE, headerSafe)
  .meta({ description: 'An id: not empty, no `|`, Latin-1 without control characters.' });
export const id = () => ID;
export const name = () => str().min(1, { error: 'must not be empty' });
/** A secret a client sends in a header (an API token). */
export const headerText = () => name().regex(HEADER_SAFE, headerSafe);
export const textField = () => str();
export const seq = () =>
  z.number({ error: 'must be an integer' }).int({ error: 'must be an integer' }).min(1, { error: 'must be at least 1' });
export const count = () =>
  z.number({ error: 'must be an integer' }).int({ error: 'must be an integer' }).min(0, { error: 'must be 0 or more' });
export const time = () => dateTime();
export const flag = () => z.boolean({ error: 'must be true or false' });
/**
 * A flag that is off unless set: `false` reads as absent (the loader drops undefined fields), as the API stores
 * such a flag, so a record that never set it and one set back read and compare the same.
 */
export const setFlag = () => flag().transform((value) => (value ? true : undefined)).optional();
export const list = <T extends z.ZodType>(item: T) => z.array(item, { error: 'must be a list' });
/** JSON data kept as given (documents, customization, settings the server stores verbatim). */
export const data = () => z.record(z.string(), z.unknown(), { error: 'must be a mapping' });

/**
 * What the loader fills a bookkeeping field with when a world file leaves it out: `derived` fields are
 * worked out by the loader from the rest of the world (a space's primary revision and counters, a comment's
 * target revision, a site's random private key), the others by {@link fillRecord}.
 */
export type Fill = 'seq' | 'now' | 'position' | 'derived';

declare const FILLED: unique symbol;
/** A field the loader fills: optional in a world file, present on every stored record. */
export type Filled<T extends z.ZodType> = z.ZodOptional<T> & { readonly [FILLED]: true };

const fills = new WeakMap<z.ZodType, Fill>();

/** Marks a field as bookkeeping the loader fills from the world (see {@link Fill}). */
export function filled<T extends z.ZodType>(schema: T, fill: Fill): Filled<T> {
  const field = schema.optional();
  fills.set(field, fill);
  return field as unknown as Filled<T>;
}

/** The creation sequence, in file order after every number the file uses. */
export const filledSeq = () => filled(seq(), 'seq');
/** A timestamp: the world's clock when the file leaves it out. */
export const filledTime = () => filled(time(), 'now');
/** Order among siblings: the entry's index in its section when left out. */
export const filledPosition = () => filled(z.number({ error: 'must be a number' }), 'position');
/** Worked out by the loader from the rest of the world when left out. */
export const derived = <T extends z.ZodType>(schema: T) => filled(schema, 'derived');

/**
 * JSON data the server keeps as given, typed as the store reads it (a customization, an integration's
 * blocks): the world file checks only that it is a mapping, and the API's own checks shaped it.
 */
export const dataOf = <T>() => data() as unknown as z.ZodType<T, Record<string, unknown>>;

type ShapeOf<S> = S extends z.ZodObject<infer Shape> ? Shape : never;
type Flat<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<Shape> = {
  [K in keyof Shape]: Shape[K] extends { readonly [FILLED]: true } ? never : Shape[K] extends z.ZodOptional ? K : never;
}[keyof Shape];

/** A field's value in the store: filled fields present, nested mappings and lists stored the same way. */
type StoredValue<F> = F extends { readonly [FILLED]: true } & z.ZodOptional<infer Inner>
  ? StoredValue<Inner>
  : F extends z.ZodObject<infer Shape>
    ? StoredShape<Shape>
    : F extends z.ZodArray<infer Item>
      ? StoredValue<Item>[]
      : F extends z.ZodOptional<infer Inner>
        ? StoredValue<Inner> | undefined
        : F extends z.ZodDefault<infer Inner>
          ? StoredValue<Inner>
          : F extends z.ZodNullable<infer Inner>
            ? StoredValue<Inner> | null
            : z.output<F>;

type StoredShape<Shape> = Flat<
  { [K in Exclude<keyof Shape, OptionalKeys<Shape>>]: StoredValue<Shape[K]> } & { [K in OptionalKeys<Shape>]?: StoredValue<Shape[K]> }
>;

/** The store's type of a record kind: its schema's output, every filled field present (nested ones too). */
export type Stored<S extends z.ZodType> = StoredShape<ShapeOf<S>>;

/** What the loader fills bookkeeping with. */
export interface FillContext {
  /** The world's clock as an ISO date-time. */
  now: string;
  /** The next creation sequence number, or `given` when the file set one. */
  seq(given: number | undefined): number;
}

/** One thing {@link fillRecord} does to a key of a record: fill it, or descend into the mapping or list it holds. */
type Step = { key: string; fill: Exclude<Fill, 'derived'> } | { key: string; nested: z.ZodObject; many: boolean };

const plans = new WeakMap<z.ZodObject, readonly Step[]>();

function unwrapped(field: z.ZodType): z.ZodType {
  let inner = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  return inner;
}

/** The steps filling a record of `schema`, worked out once per schema. */
function planOf(schema: z.ZodObject): readonly Step[] {
  let plan = plans.get(schema);
  if (plan !== undefined) return plan;
  const steps: Step[] = [];
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const fill = fills.get(field);
    if (fill !== undefined) {
      if (fill !== 'derived') steps.push({ key, fill });
      continue;
    }
    const inner = unwrapped(field);
    const item = inner instanceof z.ZodArray ? unwrapped(inner.element as z.ZodType) : inner;
    if (item instanceof z.ZodObject && planOf(item).length > 0) steps.push({ key, nested: item, many: inner !== item });
  }
  plan = steps;
  plans.set(schema, plan);
  return plan;
}

/**
 * A checked world-file entry of `schema` as the store keeps it: every {@link filled} field it left out filled
 * in, in the mappings and lists it holds too (`index` is its place in its section, for positions). Derived
 * fields are left to the loader.
 */
export function fillRecord<S extends z.ZodObject>(schema: S, entry: z.output<S>, context: FillContext, index = 0): Stored<S> {
  return fillEntry(schema, entry as Record<string, unknown>, context, index) as Stored<S>;
}

function fillEntry(schema: z.ZodObject, entry: Record<string, unknown>, context: FillContext, index: number): Record<string, unknown> {
  const record: Record<string, unknown> = { ...entry };
  for (const step of planOf(schema)) {
    const given = record[step.key];
    if ('fill' in step) {
      if (step.fill === 'seq') record[step.key] = context.seq(given as number | undefined);
      else if (given === undefined) record[step.key] = step.fill === 'now' ? context.now : index;
    } else if (given !== undefined && given !== null) {
      record[step.key] = step.many
        ? (given as Record<string, unknown>[]).map((item, at) => fillEntry(step.nested, item, context, at))
        : fillEntry(step.nested, given as Record<string, unknown>, context, 0);
    }
  }
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
  return record;
}
