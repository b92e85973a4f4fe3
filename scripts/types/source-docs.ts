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

function collectFields(literal: ts.ObjectLiteralExpression, prefix: string, into: Map<string, string>): void {
  for (const property of literal.properties) {
    if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
    const key = `${prefix}.${property.name.text}`;
    const text = oneLine(property);
    if (text && !into.has(key)) into.set(key, text);
    const value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
    const nested = value && firstObjectLiteral(value);
    if (nested) collectFields(nested, key, into);
  }
}

/** Comments of every top-level `const` of the `.ts` files under `folders`. */
export function readSourceDocs(folders: readonly string[]): Map<string, string> {
  const docs = new Map<string, string>();
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
          const literal = firstObjectLiteral(declaration.initializer);
          if (literal) collectFields(literal, name, docs);
        }
      }
    }
  }
  return docs;
}
