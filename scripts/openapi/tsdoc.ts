/**
 * Descriptions for the OpenAPI document, read from the TSDoc the SDK's users already see in their editor, so
 * that the text is written once:
 * - an operation's description from the TSDoc of the SDK method that calls it (its text, `@remarks`,
 *   `@throws` and `@example`), found by the `operations.<id>` the method passes to the client;
 * - a schema's description from the TSDoc of the contract's exported schema, and a property's from the
 *   TSDoc on that property in the schema's object literal.
 *
 * Read with the TypeScript compiler's parser, from the sources: no build, no second copy of the text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const sdkSource = fileURLToPath(new URL('../../packages/sdk/src/', import.meta.url));

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

const sourcesIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => parse(join(dir, name)));

const commentText = (comment: string | ts.NodeArray<ts.JSDocComment> | undefined) =>
  (ts.getTextOfJSDocComment(comment) ?? '').trim();

/** The JSDoc blocks written directly on `node`. */
const docsOf = (node: ts.Node): ts.JSDoc[] => ts.getJSDocCommentsAndTags(node).filter((entry): entry is ts.JSDoc => ts.isJSDoc(entry));

/** The text of a doc block with its `@remarks`, `@throws` and `@example`, as Markdown. */
function described(node: ts.Node): string | undefined {
  const parts: string[] = [];
  for (const doc of docsOf(node)) {
    const main = commentText(doc.comment);
    if (main) parts.push(main);
    for (const tag of doc.tags ?? []) {
      const text = commentText(tag.comment);
      if (!text) continue;
      const name = tag.tagName.text;
      if (name === 'remarks') parts.push(text);
      else if (name === 'throws') parts.push(`Errors: ${text}`);
      else if (name === 'example') parts.push(`With the SDK:\n\n${text}`);
    }
  }
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

/** The plain text of a doc block (no tags): a schema's or a property's sentence. */
function sentence(node: ts.Node): string | undefined {
  const text = docsOf(node)
    .map((doc) => commentText(doc.comment))
    .filter(Boolean)
    .join('\n\n');
  return text || undefined;
}

/** Operation id → the description of the SDK method that calls it. */
export function operationDescriptions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const source of sourcesIn(join(sdkSource, 'resources'))) {
    const visit = (node: ts.Node) => {
      if (ts.isMethodDeclaration(node) && node.body) {
        const called = /\boperations\.(\w+)/.exec(node.body.getText(source));
        const text = called && described(node);
        if (called && text && !found.has(called[1]!)) found.set(called[1]!, text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** What the TSDoc says of an exported schema and of the properties of its object literal. */
export interface SchemaDoc {
  description?: string | undefined;
  properties: Map<string, string>;
}

/** The first object literal among a call's arguments, looking through a chain (`resource({...}).extend(...)`). */
function shapeOf(expression: ts.Expression): ts.ObjectLiteralExpression | undefined {
  if (!ts.isCallExpression(expression)) return undefined;
  const literal = expression.arguments.find(ts.isObjectLiteralExpression);
  if (literal) return literal;
  const callee = expression.expression;
  return ts.isPropertyAccessExpression(callee) ? shapeOf(callee.expression) : undefined;
}

/** Export name of a contract schema → its TSDoc and its properties' TSDoc. */
export function schemaDescriptions(): Map<string, SchemaDoc> {
  const found = new Map<string, SchemaDoc>();
  for (const source of sourcesIn(join(sdkSource, 'contract', 'resources'))) {
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const properties = new Map<string, string>();
        const shape = shapeOf(declaration.initializer);
        for (const property of shape?.properties ?? []) {
          const text = property.name && ts.isIdentifier(property.name) ? sentence(property) : undefined;
          if (text) properties.set((property.name as ts.Identifier).text, text);
        }
        found.set(declaration.name.text, { description: sentence(statement), properties });
      }
    }
  }
  return found;
}
