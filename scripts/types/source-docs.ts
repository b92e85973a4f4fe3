/**
 * The TSDoc comments written in the contract's source: on each exported schema (`/** A space: … *\/ export
 * const space = …`) and on the fields of its object literals (`/** Id of the primary revision. *\/ revision:
 * str()`), keyed `space` and `space.revision` (`space.urls.app` for a nested object).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The first paragraph of a comment, on one line. */
function oneLine(node: ts.Node): string | undefined {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const comment = docs.at(-1)?.comment;
  if (comment === undefined) return undefined;
  const text = ts.getTextOfJSDocComment(comment) ?? '';
  const paragraph = text.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim();
  return paragraph || undefined;
}

/**
 * The object shapes a schema expression is written with: the first object literal (`resource({ … })`), or
 * each member's of a union (`z.discriminatedUnion('kind', [obj({ … }), obj({ … })])`). A function
 * (`const linkTarget = () => …`, `const listOf = (item) => …`) is read through to the schema it makes.
 */
function shapesOf(node: ts.Node): ts.ObjectLiteralExpression[] {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    return ts.isBlock(node.body) ? [] : shapesOf(node.body);
  }
  const union = unionMembers(node);
  if (union) return union.flatMap((member) => shapesOf(member));
  const first = firstObjectLiteral(node);
  return first ? [first] : [];
}

/** The member list of the first union call in `node`, if its members are written inline. */
function unionMembers(node: ts.Node): ts.Expression[] | undefined {
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee) && /^(union|discriminatedUnion)$/.test(callee.name.text)) {
      const list = node.arguments.find(ts.isArrayLiteralExpression);
      if (list && list.elements.some((element) => !ts.isIdentifier(element))) return [...list.elements];
    }
    if (ts.isPropertyAccessExpression(callee)) return unionMembers(callee.expression);
  }
  return undefined;
}

/** The first object literal in `node`'s subtree, e.g. the shape in `resource({ … })` or `z.object({ … }).refine(…)`. */
function firstObjectLiteral(node: ts.Node): ts.ObjectLiteralExpression | undefined {
  if (ts.isObjectLiteralExpression(node)) return node;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return undefined;
  let found: ts.ObjectLiteralExpression | undefined;
  node.forEachChild((child) => {
    found ??= firstObjectLiteral(child);
  });
  return found;
}

/**
 * The schema constants a field's value is built from: `pageLayout` in `layout: pageLayout.optional()` or
 * `z.array(pageLayout)`, whose comments then describe the field and the fields inside it; and `linkTarget` in
 * `to: linkTarget().nullable()`, a schema-making function without arguments, which lends its fields' comments
 * only (`...linkTarget`): a function's own comment may describe a rule (`str()`: "A string of any length.").
 */
function schemaConstants(value: ts.Expression): string[] {
  const lower = (name: string) => /^[a-z]/.test(name) && name !== 'z';
  if (ts.isIdentifier(value)) return lower(value.text) ? [value.text] : [];
  if (!ts.isCallExpression(value)) return [];
  const callee = value.expression;
  if (ts.isPropertyAccessExpression(callee) && !(ts.isIdentifier(callee.expression) && callee.expression.text === 'z')) {
    return schemaConstants(callee.expression);
  }
  // `positionOf(spaceRef)`: the fields of the shape the function makes, then those of its arguments.
  const made = ts.isIdentifier(callee) && lower(callee.text) ? [`...${callee.text}`] : [];
  return [...made, ...value.arguments.flatMap((argument) => schemaConstants(argument))];
}

/** `shape` in `...shape` or `...query.shape`: a constant whose fields are copied in. */
function shapeOf(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression) && expression.name.text === 'shape' && ts.isIdentifier(expression.expression)) {
    return expression.expression.text;
  }
  return undefined;
}

/**
 * The constants a schema's fields come from when it is derived from others: `changeRequest` in
 * `changeRequest.extend({…})` (or `.pick`, `.omit`), `revisionQuery` in `pageQuery.extend(revisionQuery.shape)`,
 * each member of a union.
 */
function derivedFrom(initializer: ts.Expression): string[] {
  const sources: string[] = [];
  let current: ts.Expression = initializer;
  while (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) {
    for (const argument of current.arguments) {
      const shape = shapeOf(argument);
      if (shape && ts.isPropertyAccessExpression(argument)) sources.push(shape);
      // The members of a union (`z.discriminatedUnion('operation', [insertPageChange, …])`), first one first.
      if (ts.isArrayLiteralExpression(argument)) {
        for (const element of argument.elements) if (ts.isIdentifier(element) && /^[a-z]/.test(element.text)) sources.push(element.text);
      }
    }
    current = current.expression.expression;
  }
  if (ts.isIdentifier(current) && /^[a-z]/.test(current.text) && current.text !== 'z') sources.push(current.text);
  // `listOf(link).extend({ … })`: the fields of the shape the function makes.
  if (ts.isCallExpression(current) && ts.isIdentifier(current.expression) && /^[a-z]/.test(current.expression.text)) {
    sources.push(current.expression.text);
  }
  return sources;
}

/** Where a field's docs come from besides its own comments: `page.layout` → `pageLayout`, `a` → spread `b`. */
type Aliases = Map<string, string[]>;

/** A field made by calling a schema function: `position: positionOf(spaceRef)` → `positionOf`, [`spaceRef`]. */
interface SchemaCall {
  key: string;
  fn: string;
  args: (string | undefined)[];
}

/** The schema function a value calls, through `.optional()` and the like, with its identifier arguments. */
function callOf(value: ts.Expression): Omit<SchemaCall, 'key'> | undefined {
  if (!ts.isCallExpression(value)) return undefined;
  const callee = value.expression;
  if (ts.isPropertyAccessExpression(callee)) return callOf(callee.expression);
  if (!ts.isIdentifier(callee)) return undefined;
  return { fn: callee.text, args: value.arguments.map((argument) => (ts.isIdentifier(argument) ? argument.text : undefined)) };
}

function collectFields(
  literal: ts.ObjectLiteralExpression,
  prefix: string,
  into: Map<string, string>,
  aliases: Aliases,
  calls: SchemaCall[],
): void {
  const alias = (key: string, source: string) => aliases.set(key, [...(aliases.get(key) ?? []), source]);
  for (const property of literal.properties) {
    const spread = ts.isSpreadAssignment(property) ? shapeOf(property.expression) : undefined;
    if (spread) alias(prefix, `...${spread}`);
    if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
    const key = `${prefix}.${property.name.text}`;
    const text = oneLine(property);
    if (text && !into.has(key)) into.set(key, text);
    const value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
    for (const constant of value ? schemaConstants(value) : []) alias(key, constant);
    const call = value && callOf(value);
    if (call) calls.push({ key, ...call });
    for (const nested of value ? shapesOf(value) : []) collectFields(nested, key, into, aliases, calls);
  }
}

/**
 * Binds the parameters of schema functions at each call: `positionOf = (ref) => z.object({ before:
 * ref.optional() })` called as `position: positionOf(spaceRef)` makes `….position.before` an alias of `spaceRef`.
 */
function bindParameters(aliases: Aliases, calls: readonly SchemaCall[], parameters: ReadonlyMap<string, string[]>): void {
  for (const call of calls) {
    const names = parameters.get(call.fn);
    if (!names) continue;
    for (const [key, sources] of [...aliases]) {
      if (!key.startsWith(`${call.fn}.`)) continue;
      for (const source of sources) {
        const argument = call.args[names.indexOf(source)];
        if (names.includes(source) && argument) {
          const target = `${call.key}${key.slice(call.fn.length)}`;
          aliases.set(target, [...(aliases.get(target) ?? []), argument]);
        }
      }
    }
  }
}

/** `A spec source in a request. Written as one object…` → `A spec source in a request.` */
const firstSentence = (text: string) => /^.+?\.(?=\s+[A-Z`]|$)/.exec(text)?.[0] ?? text;

/**
 * Gives each aliased key the docs of the constant it is built from, where it has none of its own: the
 * constant's comment for the field itself, and its fields' comments below it. Repeated so that chains
 * (`space.permissions` → `spacePermissions`, itself nesting another constant) resolve too.
 */
function resolveAliases(docs: Map<string, string>, aliases: Aliases, inherited: Map<string, string>): void {
  for (let pass = 0; pass < 4; pass++) {
    for (const [key, sources] of aliases) {
      for (const named of sources) {
        // A spread (`...shape`) adds fields only; a field built from a constant takes its comment too.
        const source = named.replace(/^\.\.\./, '');
        const own = docs.get(source);
        if (own && source === named && !docs.has(key) && !inherited.has(key)) inherited.set(key, firstSentence(own));
        for (const [docKey, text] of [...docs]) {
          if (!docKey.startsWith(`${source}.`)) continue;
          const target = `${key}${docKey.slice(source.length)}`;
          if (!docs.has(target)) docs.set(target, text);
        }
      }
    }
  }
}

/** Comments found in the source: on the fields themselves, and on the constants fields are built from. */
export interface SourceDocs {
  /** Comments on the fields (and on the fields of the constants they are built from), by key. */
  fields: Map<string, string>;
  /**
   * The comment on the constant a field is built from (`layout` → `pageLayout`'s "How a page is laid out…"):
   * it says what the value is in general, so an explicit statement of the reference wins over it.
   */
  inherited: Map<string, string>;
}

/** Comments of every top-level `const` of the `.ts` files under `folders`. */
export function readSourceDocs(folders: readonly string[]): SourceDocs {
  const docs = new Map<string, string>();
  const aliases: Aliases = new Map();
  const calls: SchemaCall[] = [];
  const parameters = new Map<string, string[]>();
  for (const folder of folders) {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts')).sort()) {
      const path = join(folder, file);
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
          const name = declaration.name.text;
          const text = oneLine(statement);
          if (text && !docs.has(name)) docs.set(name, text);
          const initializer = declaration.initializer;
          if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) {
            parameters.set(name, initializer.parameters.map((parameter) => parameter.name.getText(source)));
          }
          for (const literal of shapesOf(initializer)) collectFields(literal, name, docs, aliases, calls);
          for (const source of derivedFrom(declaration.initializer)) {
            aliases.set(name, [...(aliases.get(name) ?? []), `...${source}`]);
          }
        }
      }
    }
  }
  bindParameters(aliases, calls, parameters);
  const inherited = new Map<string, string>();
  resolveAliases(docs, aliases, inherited);
  return { fields: docs, inherited };
}
