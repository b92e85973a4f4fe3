/**
 * Writes a zod schema of the contract as TypeScript type text: what `z.output` (responses, query parameters)
 * or `z.input` (bodies) of the schema is, spelt out field by field so editors and typedoc show the fields
 * instead of zod's generic types.
 *
 * Differences from zod's inference, on purpose: a response object that keeps unknown fields
 * (`z.looseObject`) gets no `[key: string]: unknown` index signature, so a misspelt field fails to compile;
 * an open enumeration (a union of an enum and any string) is written `'a' | 'b' | (string & {})`.
 */
import type * as z from 'zod';

/** Which side of a schema to describe: what the SDK reads (`output`) or what a caller writes (`input`). */
export type Mode = 'input' | 'output';

/** Where a field sits: the named type it belongs to and the path of object keys from that type's root. */
export interface FieldPlace {
  owner: string;
  path: readonly string[];
}

/** What the writer needs besides the schema: names of schemas written elsewhere, and field descriptions. */
export interface WriterContext {
  /** The name of a schema that has a type of its own in this mode, so a reference to it is written by name. */
  nameOf(schema: z.ZodType, mode: Mode): string | undefined;
  /** The one-line description of a field. */
  describe(place: FieldPlace): string;
  /** Told of every named type a written type refers to. */
  referenced?(name: string): void;
}

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const optionality = (schema: z.ZodType, mode: Mode): 'optional' | undefined =>
  (schema as unknown as { _zod: { optin?: 'optional'; optout?: 'optional' } })._zod[mode === 'input' ? 'optin' : 'optout'];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const literal = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

/** Wraps a union or intersection in parentheses where `[]` or `&` would otherwise bind to its last member. */
const grouped = (text: string) => (splitTopLevel(text, '|').length > 1 || splitTopLevel(text, '&').length > 1 ? `(${text})` : text);

/** A comment of one line, or nothing. */
const doc = (text: string, indent: string) => (text ? `${indent}/** ${text.replaceAll('*/', '*\\/')} */\n` : '');

/** Writes the types of one mode. */
export class TypeWriter {
  constructor(
    private readonly context: WriterContext,
    private readonly mode: Mode,
  ) {}

  /** The type of `schema` as written inside another type: a named schema is written by its name. */
  typeOf(schema: z.ZodType, place: FieldPlace, indent: string): string {
    const name = this.context.nameOf(schema, this.mode);
    if (name !== undefined) {
      this.context.referenced?.(name);
      return name;
    }
    return this.body(schema, place, indent);
  }

  /** The type of `schema` itself, even when it has a name (for the declaration of that name). */
  body(schema: z.ZodType, place: FieldPlace, indent: string): string {
    const def = defOf(schema);
    const inner = (child: unknown) => this.typeOf(child as z.ZodType, place, indent);
    switch (def.type) {
      case 'string':
        return 'string';
      case 'number':
        return 'number';
      case 'bigint':
        return 'bigint';
      case 'boolean':
        return 'boolean';
      case 'null':
        return 'null';
      case 'undefined':
      case 'void':
        return 'undefined';
      case 'date':
        return 'Date';
      case 'never':
        return 'never';
      case 'any':
        return 'any';
      case 'unknown':
      case 'custom':
      case 'transform':
        return 'unknown';
      case 'literal':
        return (def.values as unknown[]).map(literal).join(' | ');
      case 'enum':
        return Object.values(def.entries as Record<string, string | number>).map(literal).join(' | ');
      case 'optional':
        return this.optional(inner(def.innerType));
      case 'nullable':
        return `${inner(def.innerType)} | null`;
      case 'default':
      case 'prefault':
        return this.mode === 'input' ? this.optional(inner(def.innerType)) : inner(def.innerType);
      case 'readonly':
      case 'catch':
      case 'nonoptional':
      case 'success':
        return inner(def.innerType);
      case 'lazy':
        return inner((def.getter as () => z.ZodType)());
      case 'pipe':
        return this.pipe(def, place, indent);
      case 'array':
        return `${grouped(inner(def.element))}[]`;
      case 'tuple':
        return this.tuple(def, place, indent);
      case 'record':
        return `{ [key: string]: ${inner(def.valueType)} }`;
      case 'intersection':
        return `${grouped(inner(def.left))} & ${grouped(inner(def.right))}`;
      case 'union':
        return this.union(def.options as z.ZodType[], place, indent);
      case 'object':
        return this.object(def, place, indent);
      default:
        throw new Error(`${place.owner}.${place.path.join('.')}: no TypeScript for a zod "${def.type}" schema`);
    }
  }

  /** The members of an object type, one per line with its description, without the braces. */
  members(schema: z.ZodType, place: FieldPlace, indent: string): string {
    const def = defOf(schema);
    const shape = def.shape as Record<string, z.ZodType>;
    return Object.keys(shape)
      .map((name) => {
        const field = shape[name]!;
        const fieldPlace = { owner: place.owner, path: [...place.path, name] };
        const optional = optionality(field, this.mode) === 'optional';
        const type = this.typeOf(field, fieldPlace, indent);
        const written = optional ? type.replace(/ \| undefined$/, '') : type;
        return `${doc(this.context.describe(fieldPlace), indent)}${indent}${key(name)}${optional ? '?' : ''}: ${written};\n`;
      })
      .join('');
  }

  private object(def: Def, place: FieldPlace, indent: string): string {
    const shape = def.shape as Record<string, z.ZodType>;
    if (Object.keys(shape).length === 0) return this.catchall(def, place, indent) ?? this.emptyObject(def);
    const schema = { _zod: { def } } as unknown as z.ZodType;
    return `{\n${this.members(schema, place, `${indent}  `)}${indent}}`;
  }

  /** `{ [key: string]: T }` for an empty object with a catch-all other than "keep unknown fields". */
  private catchall(def: Def, place: FieldPlace, indent: string): string | undefined {
    const rest = def.catchall as z.ZodType | undefined;
    if (!rest || ['unknown', 'never'].includes(defOf(rest).type)) return undefined;
    return `{ [key: string]: ${this.typeOf(rest, place, indent)} }`;
  }

  /** An object without known fields: a loose one (its content is free-form, e.g. a structured document) can be read. */
  private emptyObject(def: Def): string {
    const rest = def.catchall as z.ZodType | undefined;
    return rest && defOf(rest).type === 'unknown' ? '{ [key: string]: unknown }' : 'Record<string, never>';
  }

  private optional(type: string): string {
    return type.endsWith(' | undefined') ? type : `${type} | undefined`;
  }

  private pipe(def: Def, place: FieldPlace, indent: string): string {
    const from = def.in as z.ZodType;
    const to = def.out as z.ZodType;
    if (this.mode === 'output') return defOf(to).type === 'transform' ? 'unknown' : this.typeOf(to, place, indent);
    // `z.preprocess` reads any input and hands it to its target: what a caller should write is the target's type.
    return defOf(from).type === 'transform' ? this.typeOf(to, place, indent) : this.typeOf(from, place, indent);
  }

  private tuple(def: Def, place: FieldPlace, indent: string): string {
    const items = (def.items as z.ZodType[]).map((item) => this.typeOf(item, place, indent));
    if (def.rest) items.push(`...${grouped(this.typeOf(def.rest as z.ZodType, place, indent))}[]`);
    return `[${items.join(', ')}]`;
  }

  private union(options: z.ZodType[], place: FieldPlace, indent: string): string {
    const kinds = options.map((option) => defOf(option));
    // An open enumeration: its known members, then any other string without swallowing them in editors. Only
    // a union of string literals and a string is one; a string beside an object is a plain `string`.
    const openString =
      kinds.some((kind) => kind.type === 'string') &&
      kinds.every((kind) => kind.type === 'string' || kind.type === 'enum' || kind.type === 'literal');
    const members = options.map((option, index) =>
      openString && kinds[index]!.type === 'string' ? '(string & {})' : this.typeOf(option, place, indent),
    );
    const unique = [...new Set(members.flatMap((member) => splitTopLevel(member)))];
    if (openString && unique.length === 1) return 'string';
    return unique.join(' | ');
  }
}

/** Splits `a | b | { c: d | e }` at its top-level `|` (or another operator). */
function splitTopLevel(type: string, operator = '|'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < type.length; index++) {
    const char = type[index]!;
    if ('{[(<'.includes(char)) depth++;
    else if ('}])>'.includes(char)) depth--;
    else if (char === operator && depth === 0 && type[index - 1] === ' ' && type[index + 1] === ' ') {
      parts.push(type.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(type.slice(start).trim());
  return parts;
}
