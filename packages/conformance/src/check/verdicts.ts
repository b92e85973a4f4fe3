/**
 * Verdicts on what a deployment answers: a **failure** when it broke the API reference, a **warning** when it
 * answered something DocPub's contract does not know (a field, an enumeration member, a union shape, a status
 * the reference does not fix). Only failures fail a scenario; warnings are reported beside it.
 *
 * With `--strict`, every difference from DocPub's contract is a failure, as the strict SDK sees it.
 */
import type { Operation } from '@docpub/sdk/contract';
import type * as z from 'zod';

export type Verdict = 'failure' | 'warning';

/** One complaint of the contract's schema about a body (the shape zod and the SDK report). */
export interface BodyIssue {
  code?: string | undefined;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
}

/**
 * Whether an issue means the deployment broke the API reference. The contract requires only what the reference
 * marks `req`, with the types it states: a missing required field or a value of the wrong type is a failure.
 * An unknown member of an enumeration, a union shape DocPub does not know, or an unexpected literal (other than
 * the `object` kind every resource names) is DocPub's gap: a warning.
 */
export function verdictOf(issue: BodyIssue): Verdict {
  const last = issue.path.at(-1);
  switch (issue.code) {
    case 'invalid_value':
      return last === 'object' ? 'failure' : 'warning';
    case 'invalid_union':
      return 'warning';
    default:
      return 'failure';
  }
}

/** `items.0.urls.app: <message>`. */
export function describeIssue(issue: BodyIssue): string {
  return `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)'}: ${issue.message}`;
}

/**
 * A success status the contract does not expect but the API reference does not forbid: a creation answered
 * `200` instead of `201` (the reference fixes no creation status; the published service answers 200 to some).
 */
export function statusWarning(operation: Operation, response: Response): string | undefined {
  if (operation.status === 201 && response.status === 200) {
    return `answered 200 where DocPub's contract expects 201 Created (the API reference does not fix the status)`;
  }
  return undefined;
}

/** How much of a body `unknownFields` looks at, and how much it lists. */
export interface UnknownFieldsLimits {
  /** Most fields listed (default 10: enough to act on, few enough to read). */
  shown: number;
  /** Items of each array and entries of each record walked (default 3: they share one schema). */
  itemsChecked: number;
  /** Deepest schema level walked, wrappers (optional, nullable, lazy) included (default 24: a hostile body cannot make it work long). */
  maxDepth: number;
}

const WARNING_LIMITS: UnknownFieldsLimits = { shown: 10, itemsChecked: 3, maxDepth: 24 };

/** Every field of every item: for a sweep that must not miss a field sent only by the tenth item of a list. */
export const EXHAUSTIVE: UnknownFieldsLimits = {
  shown: Number.POSITIVE_INFINITY,
  itemsChecked: Number.POSITIVE_INFINITY,
  maxDepth: 1_000,
};

/**
 * Fields of `value` that `schema` does not declare (objects keep unknown fields, so parsing does not tell), as
 * paths: `items.0.mergeRules`. By default arrays are checked through their first items only, which share one schema.
 */
export function unknownFields(schema: z.ZodType, value: unknown, limits: UnknownFieldsLimits = WARNING_LIMITS): string[] {
  const found: string[] = [];
  walk(schema, value, [], { found, limits }, 0);
  return found.slice(0, limits.shown);
}

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
}

function defOf(schema: z.ZodType): ZodDef {
  return (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
}

interface Walk {
  found: string[];
  limits: UnknownFieldsLimits;
}

function walk(schema: z.ZodType, value: unknown, path: string[], at: Walk, depth: number): void {
  if (depth > at.limits.maxDepth || value === null || value === undefined || at.found.length >= at.limits.shown) return;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      return walk(def.innerType!, value, path, at, depth + 1);
    case 'lazy':
      return walk(def.getter!(), value, path, at, depth + 1);
    case 'pipe':
      return walk(def.in!, value, path, at, depth + 1);
    case 'union': {
      // The first member that accepts the value is the one it was read as.
      const member = def.options!.find((option) => option.safeParse(value).success);
      if (member) walk(member, value, path, at, depth + 1);
      return;
    }
    case 'array':
      if (Array.isArray(value)) {
        value.slice(0, at.limits.itemsChecked).forEach((item, index) => walk(def.element!, item, [...path, String(index)], at, depth + 1));
      }
      return;
    case 'record':
      if (typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, item] of Object.entries(value).slice(0, at.limits.itemsChecked)) walk(def.valueType!, item, [...path, key], at, depth + 1);
      }
      return;
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) return;
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        const field = def.shape![key];
        if (field === undefined) at.found.push([...path, key].join('.'));
        else walk(field, item, [...path, key], at, depth + 1);
      }
      return;
    default:
      return;
  }
}
