/**
 * A small, deterministic JSON-Schema sample generator: bodies the published service could send, for tests that
 * check the SDK reads them.
 *
 * One sample per {@link SampleMode}: which optional properties to fill, which branch of every `oneOf`/`anyOf`
 * (and of every enumeration) to take, and whether nullable values are `null`. Recursion is cut at a depth cap:
 * below it, optional properties are left out and arrays are empty.
 *
 * One branch index for every choice at once correlates them: a union of two met inside a union of four only
 * ever takes its first member under the first member of the outer one. So every choice point (a union, an
 * enumeration, a nullable value) records which of its options the kept samples took, and each option no kept
 * sample took gets a sample of its own that forces it.
 */
import { deref, type JsonSchema } from './published-spec.js';

/** How one sample is generated. */
export interface SampleMode {
  /** `'required'`: only required properties; `'all'`: every declared property. */
  optional: 'required' | 'all';
  /** Index of the branch taken in every union and enumeration (modulo its size). */
  branch: number;
  /** True: a nullable value is `null` instead of a value. */
  nulls: boolean;
  /** Options taken whatever `branch` and `nulls` say, by choice point (the union, enumeration or nullable schema). */
  forced?: ReadonlyMap<object, number>;
}

/** What generating one sample saw, to decide which further samples are worth generating. */
export interface SampleStats {
  /** The largest number of branches (union members or enumeration members) met. */
  widestChoice: number;
  /** Whether a nullable value was met. */
  sawNullable: boolean;
  /** Every choice point met above the depth cap: how many options it has and which ones were taken. */
  choices: Map<object, ChoicePoint>;
}

/** A union (its members, plus `null` last when it allows it), an enumeration, or a nullable value (value, `null`). */
export interface ChoicePoint {
  options: number;
  taken: Set<number>;
}

const DEPTH_CAP = 7;
const FIXED_DATE = '2024-05-06T07:08:09.000Z';

/** Strings tried, in order, against a `pattern` until one matches (and fits the length bounds). */
const PATTERN_CANDIDATES = [
  'sample',
  'en',
  'sample-value',
  'abc',
  '/sample',
  '/sample/*',
  'refs/heads/main',
  '#a0b1c2',
  'integration:sample:one',
  'integration:sample',
  'connection:sample',
  'docs.example.com',
  'docs.example.com/path',
  'www.docs.example.com',
  `UC${'a'.repeat(22)}`,
  '@sample',
  'owner/repo',
  'a b',
];

/** Generates one sample of `schema` under `mode`. */
export function generateSample(schema: JsonSchema, mode: SampleMode): { value: unknown; stats: SampleStats } {
  const stats: SampleStats = { widestChoice: 1, sawNullable: false, choices: new Map() };
  const value = new Generator(mode, stats, schema).generate(schema, 0, []);
  return { value, stats };
}

/** A labelled sample. */
export interface LabelledSample {
  label: string;
  value: unknown;
}

/**
 * The samples of a schema: required-only and all-optional, each with every branch index up to the widest
 * choice met, and with nulls where allowed; then one sample for every option of a choice point that no kept
 * sample took (forced, on the mode of the first kept sample that met the choice point). `keep` tells which
 * samples count (the caller's validator: a sample the published schema refuses covers nothing). Samples equal
 * to an earlier one are dropped.
 */
export function generateSamples(
  schema: JsonSchema,
  maxBranches = 24,
  keep: (value: unknown) => boolean = () => true,
): LabelledSample[] {
  const samples: LabelledSample[] = [];
  const seen = new Set<string>();
  const coverage = new Map<object, { options: number; taken: Set<number>; firstMode: SampleMode }>();
  const add = (label: string, mode: SampleMode, value: unknown, stats: SampleStats) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return;
    seen.add(key);
    samples.push({ label, value });
    if (!keep(value)) return;
    for (const [point, { options, taken }] of stats.choices) {
      const entry = coverage.get(point) ?? { options, taken: new Set<number>(), firstMode: mode };
      for (const option of taken) entry.taken.add(option);
      coverage.set(point, entry);
    }
  };
  for (const optional of ['required', 'all'] as const) {
    for (const nulls of [false, true]) {
      let widest = 1;
      for (let branch = 0; branch < Math.min(widest, maxBranches); branch++) {
        const mode = { optional, branch, nulls };
        const { value, stats } = generateSample(schema, mode);
        widest = Math.max(widest, stats.widestChoice);
        if (nulls && !stats.sawNullable) break;
        add(`${optional}${nulls ? '+nulls' : ''}#${branch}`, mode, value, stats);
      }
    }
  }
  // Forcing one option can reach choice points never met before: repeat until every option met was tried.
  const tried = new Set<string>();
  for (let round = 0; round < 4; round++) {
    let forcedAny = false;
    for (const [point, { options, taken, firstMode }] of [...coverage]) {
      for (let option = 0; option < options; option++) {
        const id = `${pointId(point)}:${option}`;
        if (taken.has(option) || tried.has(id)) continue;
        tried.add(id);
        forcedAny = true;
        const mode = { ...firstMode, forced: new Map([...(firstMode.forced ?? []), [point, option]]) };
        const { value, stats } = generateSample(schema, mode);
        add(`forced ${pointId(point)} option ${option}`, mode, value, stats);
      }
    }
    if (!forcedAny) break;
  }
  return samples;
}

const pointIds = new WeakMap<object, number>();
let nextPointId = 0;
/** A stable short name of a choice point, for labels. */
function pointId(point: object): string {
  let id = pointIds.get(point);
  if (id === undefined) pointIds.set(point, (id = nextPointId++));
  return `c${id}`;
}

class Generator {
  constructor(
    private readonly mode: SampleMode,
    private readonly stats: SampleStats,
    /** The schema generation started from: `#/$defs/...` references resolve in it. */
    private readonly root: JsonSchema,
  ) {}

  /** Follows a reference: into the root schema's `$defs`, or into the published document. */
  private resolve(ref: string): JsonSchema {
    if (ref === '#') return this.root;
    if (!ref.startsWith('#/$defs/')) return deref<JsonSchema>({ $ref: ref });
    const defs = (this.root.$defs ?? {}) as Record<string, JsonSchema>;
    const found = defs[ref.slice('#/$defs/'.length)];
    if (found === undefined) throw new Error(`unresolved reference ${ref}`);
    return found;
  }

  generate(raw: JsonSchema | boolean, depth: number, refs: string[]): unknown {
    if (raw === true || raw === false) return 'sample';
    if (typeof raw.$ref === 'string') {
      const ref = raw.$ref;
      // A reference already being expanded twice on this path: recursion, cut it.
      const tooDeep = refs.filter((seen) => seen === ref).length >= 2;
      return this.generate(this.resolve(ref), tooDeep ? DEPTH_CAP + 1 : depth, [...refs, ref]);
    }
    const schema = raw;
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum)) {
      const members = enumMembers(schema);
      return members[this.choose(schema, members.length, depth)]!;
    }
    const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
    if (Array.isArray(union)) return this.generateUnion(schema, union, depth, refs);
    if (Array.isArray(schema.allOf)) return this.generateAll(schema, schema.allOf as JsonSchema[], depth, refs);
    const types = typeList(schema);
    if (types.includes('null')) {
      this.stats.sawNullable = true;
      if (types.length === 1) return null;
      // Option 0: a value; option 1: null.
      if (this.choose(schema, 2, depth, this.mode.nulls ? 1 : 0) === 1) return null;
    }
    const type = types.find((candidate) => candidate !== 'null') ?? inferType(schema);
    switch (type) {
      case 'object':
        return this.generateObject(schema, depth, refs);
      case 'array':
        return this.generateArray(schema, depth, refs);
      case 'string':
        // All-optional samples are also the maximal ones: strings as long as allowed.
        return generateString(schema, this.mode.optional === 'all');
      case 'integer':
        return generateNumber(schema, true);
      case 'number':
        return generateNumber(schema, false);
      case 'boolean':
        return this.mode.branch % 2 === 0;
      default:
        return 'sample';
    }
  }

  /**
   * Which of a choice point's options this sample takes: the forced one, else `preferred` (the mode's branch
   * index when not given). Recorded only above the depth cap; below it `deep` is taken when given.
   */
  private choose(point: object, options: number, depth: number, preferred?: number, deep?: number): number {
    const forced = this.mode.forced?.get(point);
    const wanted = preferred ?? this.mode.branch % options;
    if (depth > DEPTH_CAP && forced === undefined) return deep ?? wanted;
    this.stats.widestChoice = Math.max(this.stats.widestChoice, options);
    const option = forced ?? wanted;
    const entry = this.stats.choices.get(point) ?? { options, taken: new Set<number>() };
    entry.taken.add(option);
    this.stats.choices.set(point, entry);
    return option;
  }

  private generateUnion(schema: JsonSchema, union: JsonSchema[], depth: number, refs: string[]): unknown {
    const hasNull = union.some((branch) => branch.type === 'null');
    const candidates = union.filter((branch) => branch.type !== 'null');
    if (hasNull) this.stats.sawNullable = true;
    // The members, then `null` (last) when the union allows it. Below the depth cap the first member is
    // taken, which in recursive schemas tends to be the leaf.
    const preferred = hasNull && this.mode.nulls ? candidates.length : this.mode.branch % candidates.length;
    const option = this.choose(schema, candidates.length + (hasNull ? 1 : 0), depth, preferred, hasNull && this.mode.nulls ? candidates.length : 0);
    if (option === candidates.length) return null;
    const branch = candidates[option]!;
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
    const merged = hasConstraints(rest) ? { allOf: [rest, branch] } : branch;
    return this.generate(merged, depth, refs);
  }

  private generateAll(schema: JsonSchema, parts: JsonSchema[], depth: number, refs: string[]): unknown {
    const { allOf: _allOf, ...rest } = schema;
    const values = [...parts, ...(hasConstraints(rest) ? [rest] : [])]
      .filter((part) => typeof part !== 'object' || hasConstraints(part))
      .map((part) => this.generate(part, depth, refs));
    const objects = values.filter((value) => typeof value === 'object' && value !== null && !Array.isArray(value));
    if (objects.length === 0) return values[0];
    return Object.assign({}, ...objects);
  }

  private generateObject(schema: JsonSchema, depth: number, refs: string[]): Record<string, unknown> {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    const fillAll = this.mode.optional === 'all' && depth <= DEPTH_CAP;
    const value: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(properties)) {
      if (!required.has(name) && !fillAll) continue;
      value[name] = this.generate(property, depth + 1, refs);
    }
    for (const name of required) if (!(name in value)) value[name] = 'sample';
    const additional = schema.additionalProperties;
    if (fillAll && typeof additional === 'object' && additional !== null && Object.keys(properties).length === 0) {
      // Key constraints may sit behind a reference (a language code, say): follow it.
      const rawKeys = (schema.propertyNames ?? {}) as JsonSchema;
      const keySchema = typeof rawKeys.$ref === 'string' ? this.resolve(rawKeys.$ref) : rawKeys;
      value[keySchema.pattern || keySchema.enum ? String(generateString(keySchema)) : 'sampleKey'] = this.generate(
        additional as JsonSchema,
        depth + 1,
        refs,
      );
    }
    return value;
  }

  private generateArray(schema: JsonSchema, depth: number, refs: string[]): unknown[] {
    const min = Number(schema.minItems ?? 0);
    const wanted = depth > DEPTH_CAP ? min : Math.max(min, this.mode.optional === 'all' ? 1 : 0);
    const items = (schema.items ?? {}) as JsonSchema;
    const values: unknown[] = [];
    for (let index = 0; index < wanted; index++) values.push(this.generate(items, depth + 1, refs));
    return schema.uniqueItems ? dedupe(values) : values;
  }
}

/** An enumeration's members that also fit its `type` (some published enumerations mix in other types). */
function enumMembers(schema: JsonSchema): unknown[] {
  const members = schema.enum as unknown[];
  const types = typeList(schema);
  if (types.length === 0) return members;
  const fitting = members.filter((member) => types.includes(member === null ? 'null' : Number.isInteger(member) && types.includes('integer') ? 'integer' : typeof member));
  return fitting.length > 0 ? fitting : members;
}

/** Keywords that say something of a value; the rest (description, example, x-…) only annotate it. */
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', 'deprecated', 'readOnly', 'writeOnly', 'default', 'discriminator', '$comment']);

function hasConstraints(schema: JsonSchema): boolean {
  return Object.keys(schema).some((key) => !ANNOTATIONS.has(key) && !key.startsWith('x-'));
}

function typeList(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.nullable === true) return [inferType(schema), 'null'];
  return [];
}

function inferType(schema: JsonSchema): string {
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  return 'string';
}

function generateString(schema: JsonSchema, longest = false): string {
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? Number.POSITIVE_INFINITY);
  switch (schema.format) {
    case 'date-time':
      return FIXED_DATE;
    case 'date':
      return FIXED_DATE.slice(0, 10);
    case 'uri':
      return 'https://docs.example.com/sample';
    case 'email':
      return 'sample@example.com';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'byte':
      return 'c2FtcGxl';
    default:
      break;
  }
  const fits = (candidate: string) => candidate.length >= min && candidate.length <= max;
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate) && fits(candidate));
    if (found !== undefined) return found;
    throw new Error(`no sample string matches the pattern ${schema.pattern}`);
  }
  const base = 'sample';
  if (longest && Number.isFinite(max) && max <= 4096) return 'x'.repeat(max);
  if (fits(base)) return base;
  return base.repeat(Math.ceil(Math.max(min, 1) / base.length)).slice(0, Math.max(min, Math.min(max, base.length)));
}

function generateNumber(schema: JsonSchema, integer: boolean): number {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + (integer ? 1 : 0.5) : undefined;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  let value = minimum ?? exclusive ?? 1;
  if (maximum !== undefined && value > maximum) value = maximum;
  return integer ? Math.ceil(value) : value;
}

function dedupe(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
