/**
 * Conditions of sections and site spaces (adaptive content): expressions over `visitor.claims`, parsed by
 * jsep and evaluated by a walker of DocPub's own that knows only the grammar below (docs/published-sites.md,
 * "Adaptive content"). Nothing here reaches `eval`, `Function` or any object's prototype.
 *
 * Grammar: literals (numbers, strings, `true`, `false`, `null`, arrays), the name `visitor` with member access
 * (`.name`, `["name"]`, `[0]`; not `?.`), `== != === !== < <= > >= && || !`, unary minus on a number, parentheses.
 */
import jsep from 'jsep';
import { badRequest } from '../core/http-error.js';

/** The longest condition the API takes. */
export const MAX_CONDITION_LENGTH = 1024;
/** How deep parentheses and brackets may nest in the text. */
export const MAX_BRACKET_DEPTH = 32;
/** How deep the expression tree may go (a chain of `&&` is a tree as deep as it is long). */
export const MAX_TREE_DEPTH = 64;

/** A condition that cannot be parsed, or leaves the grammar. */
export class ConditionSyntaxError extends Error {
  override name = 'ConditionSyntaxError';
}

/** A condition that parsed but cannot be evaluated against these claims. */
export class ConditionEvaluationError extends Error {
  override name = 'ConditionEvaluationError';
}

const EQUALITY = new Set(['==', '!=', '===', '!==']);
const ORDER = new Set(['<', '<=', '>', '>=']);
const LOGICAL = new Set(['&&', '||']);

type Node = jsep.Expression;

function bracketDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let quote: string | undefined;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quote !== undefined) {
      if (char === '\\') index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === ')' || char === ']') depth--;
  }
  return deepest;
}

/** Checks that every node of the tree is one the grammar has, and that the tree is not too deep. */
function checkNode(node: Node, depth: number): void {
  if (depth > MAX_TREE_DEPTH) throw new ConditionSyntaxError(`nested more than ${MAX_TREE_DEPTH} deep`);
  switch (node.type) {
    case 'Literal':
      return;
    case 'Identifier':
      if (node.name !== 'visitor') throw new ConditionSyntaxError(`unknown name '${String(node.name)}' (only visitor.claims… is known)`);
      return;
    case 'MemberExpression': {
      // jsep reads `a?.b` as a member access marked optional; the walker would read it as `a.b`, failing where
      // JavaScript answers undefined, so it is refused rather than evaluated otherwise than it reads.
      if (node.optional === true) throw new ConditionSyntaxError("optional chaining ('?.') is not in the grammar: a missing claim already reads undefined");
      checkNode(node.object as Node, depth + 1);
      const property = node.property as Node;
      if (node.computed) checkNode(property, depth + 1);
      else if (property.type !== 'Identifier') throw new ConditionSyntaxError('a member name must follow "."');
      return;
    }
    case 'ArrayExpression':
      for (const element of node.elements as (Node | null)[]) {
        if (element === null) throw new ConditionSyntaxError('an array must not have holes');
        checkNode(element, depth + 1);
      }
      return;
    case 'UnaryExpression': {
      const argument = node.argument as Node;
      if (node.operator === '-' && argument.type === 'Literal' && typeof argument.value === 'number') return;
      if (node.operator !== '!') throw new ConditionSyntaxError(`operator '${String(node.operator)}' is not allowed`);
      checkNode(argument, depth + 1);
      return;
    }
    case 'BinaryExpression': {
      const operator = String(node.operator);
      if (!EQUALITY.has(operator) && !ORDER.has(operator) && !LOGICAL.has(operator)) {
        throw new ConditionSyntaxError(`operator '${operator}' is not allowed`);
      }
      checkNode(node.left as Node, depth + 1);
      checkNode(node.right as Node, depth + 1);
      return;
    }
    default:
      throw new ConditionSyntaxError(`${node.type} is not allowed`);
  }
}

/**
 * Parses a condition and checks it against the grammar.
 * @throws ConditionSyntaxError saying what is wrong.
 */
export function parseCondition(text: string): Node {
  if (text.length > MAX_CONDITION_LENGTH) throw new ConditionSyntaxError(`longer than ${MAX_CONDITION_LENGTH} characters`);
  if (bracketDepth(text) > MAX_BRACKET_DEPTH) throw new ConditionSyntaxError(`parentheses nested more than ${MAX_BRACKET_DEPTH} deep`);
  let tree: Node;
  try {
    tree = jsep(text);
  } catch (error) {
    throw new ConditionSyntaxError((error as Error).message);
  }
  if ((tree.type as string) === 'Compound') throw new ConditionSyntaxError('one expression expected');
  checkNode(tree, 0);
  return tree;
}

/** The reason `text` is not a condition, or undefined when it is one. */
export function conditionProblem(text: string): string | undefined {
  try {
    parseCondition(text);
    return undefined;
  } catch (error) {
    if (error instanceof ConditionSyntaxError) return error.message;
    throw error;
  }
}

/**
 * A condition to be set through the API must parse as one: one that never could be evaluated is refused now,
 * rather than hiding its section from every visitor later. `null` and omitted pass (they remove or keep).
 * @throws HttpError 400 `condition: …`.
 */
export function checkCondition(condition: string | null | undefined): void {
  if (typeof condition !== 'string') return;
  const problem = conditionProblem(condition);
  if (problem !== undefined) throw badRequest('condition', `not a condition DocPub can evaluate: ${problem}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => equal(item, b[index]));
  if (isRecord(a) && isRecord(b) && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && equal(a[key], b[key]));
  }
  return false;
}

function compare(operator: string, a: unknown, b: unknown): boolean {
  const comparable = (typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string');
  if (!comparable) throw new ConditionEvaluationError(`'${operator}' compares two numbers or two strings`);
  const [x, y] = [a as number | string, b as number | string];
  return operator === '<' ? x < y : operator === '<=' ? x <= y : operator === '>' ? x > y : x >= y;
}

function member(object: unknown, key: unknown): unknown {
  if (!isRecord(object)) throw new ConditionEvaluationError(`cannot read '${String(key)}' of ${object === null ? 'null' : typeof object}`);
  if (typeof key !== 'string' && typeof key !== 'number') throw new ConditionEvaluationError('a member name is a string or a number');
  const name = String(key);
  // Own members only: `__proto__`, `constructor` and the like read nothing.
  return Object.hasOwn(object, name) ? (object as Record<string, unknown>)[name] : undefined;
}

function evaluate(node: Node, scope: Record<string, unknown>): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier':
      return scope[node.name as string];
    case 'MemberExpression': {
      const object = evaluate(node.object as Node, scope);
      const property = node.property as Node;
      return member(object, node.computed ? evaluate(property, scope) : property.name);
    }
    case 'ArrayExpression':
      return (node.elements as Node[]).map((element) => evaluate(element, scope));
    case 'UnaryExpression':
      return node.operator === '-' ? -(evaluate(node.argument as Node, scope) as number) : !evaluate(node.argument as Node, scope);
    case 'BinaryExpression': {
      const operator = String(node.operator);
      const left = evaluate(node.left as Node, scope);
      if (operator === '&&') return left ? evaluate(node.right as Node, scope) : left;
      if (operator === '||') return left ? left : evaluate(node.right as Node, scope);
      const right = evaluate(node.right as Node, scope);
      if (operator === '==' || operator === '===') return equal(left, right);
      if (operator === '!=' || operator === '!==') return !equal(left, right);
      return compare(operator, left, right);
    }
    default:
      throw new ConditionEvaluationError(`${node.type} cannot be evaluated`);
  }
}

/**
 * Whether `condition` holds for a visitor with `claims`. A condition that does not parse or cannot be evaluated
 * does not hold: what it guards is hidden, never a failed page.
 */
export function conditionHolds(condition: string, claims: Record<string, unknown>): boolean {
  try {
    return Boolean(evaluate(parseCondition(condition), { visitor: { claims } }));
  } catch (error) {
    if (error instanceof ConditionSyntaxError || error instanceof ConditionEvaluationError) return false;
    throw error;
  }
}
