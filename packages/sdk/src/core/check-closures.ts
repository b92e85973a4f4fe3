/**
 * The in-place checks made of closures: where generating code is not allowed (a strict Content-Security-Policy,
 * zod's `jitless`). The same verdicts as the generated code, slower (see schema-check.ts).
 */
import { hasOwnProto, hasUnnamedKey, isObject, isPlainRecord, restConforms } from './check-runtime.js';
import type { BodyCheck } from './schema-check.js';
import type { Shape } from './schema-model.js';

/** The check of `root` as a tree of closures; recursive shapes refer to themselves through a slot. */
export function closures(root: Shape): BodyCheck {
  const made = new Map<Shape, BodyCheck>();
  const make = (shape: Shape): BodyCheck => {
    const known = made.get(shape);
    if (known) return known;
    if (shape.kind !== 'object') return closureOf(shape, make);
    // Objects may be recursive: registered before their fields are made.
    const slot: { check?: BodyCheck } = {};
    made.set(shape, (value) => slot.check!(value));
    slot.check = objectClosure(shape, make);
    return slot.check;
  };
  return make(root);
}

function closureOf(shape: Exclude<Shape, { kind: 'object' }>, make: (shape: Shape) => BodyCheck): BodyCheck {
  switch (shape.kind) {
    case 'any':
      return () => true;
    case 'string':
      return (value) => typeof value === 'string';
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'number':
      return shape.integer
        ? (value) => typeof value === 'number' && Number.isSafeInteger(value)
        : (value) => typeof value === 'number' && Number.isFinite(value);
    case 'values':
      return (value) => shape.values.has(value);
    case 'optional': {
      const inner = make(shape.inner);
      return (value) => value === undefined || inner(value);
    }
    case 'nullable': {
      const inner = make(shape.inner);
      return (value) => value === null || inner(value);
    }
    case 'array': {
      const element = make(shape.element);
      return (value) => Array.isArray(value) && value.every((item) => element(item));
    }
    case 'record': {
      const inner = make(shape.value);
      return (value) => isPlainRecord(value) && Object.keys(value).every((key) => inner(value[key]));
    }
    case 'union': {
      const options = shape.options.map(make);
      return (value) => options.some((option) => option(value));
    }
    case 'discriminated': {
      const options = new Map([...shape.options].map(([key, option]) => [key, make(option)]));
      return (value) => isObject(value) && (options.get(value[shape.key])?.(value) ?? false);
    }
  }
}

function objectClosure(shape: Shape & { kind: 'object' }, make: (shape: Shape) => BodyCheck): BodyCheck {
  const fields = shape.fields.map((field) => ({ ...field, check: make(field.shape) }));
  const named = new Set(fields.map((field) => field.key));
  const rest = typeof shape.extra === 'object' ? make(shape.extra) : undefined;
  return (value) => {
    if (!isObject(value) || hasOwnProto(value)) return false;
    for (const field of fields) {
      // `in`, as zod asks: an absent key of an optional field is fine, of any other field an issue.
      if (!(field.key in value)) {
        if (field.optional) continue;
        return false;
      }
      if (!field.check(value[field.key])) return false;
    }
    if (shape.extra === 'none') return !hasUnnamedKey(value, named);
    return rest === undefined || restConforms(value, named, rest);
  };
}
