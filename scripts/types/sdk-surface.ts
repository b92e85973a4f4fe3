/**
 * The SDK's public surface as written in its source: each namespace of `DocPub` (`client.spaces`,
 * `client.spaces.git`…), its methods, the operation each method calls, and the method's signature.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface SdkMethod {
  /** `spaces.git` */
  namespace: string;
  /** `import` */
  method: string;
  /** The operation id the method calls, e.g. `importGit`. */
  operationId: string;
  /** `spaceId: string, body: ImportGitParams, options?: RequestOptions` */
  parameters: string;
  /** `APIPromise<void>` */
  returns: string;
}

function classesOf(files: readonly string[]): Map<string, ts.ClassDeclaration> {
  const classes = new Map<string, ts.ClassDeclaration>();
  for (const path of files) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (ts.isClassDeclaration(statement) && statement.name) classes.set(statement.name.text, statement);
    }
  }
  return classes;
}

/** `readonly git = new SpaceGit(this._client)` → `['git', 'SpaceGit']`. */
function namespaceProperty(member: ts.ClassElement): [string, string] | undefined {
  if (!ts.isPropertyDeclaration(member) || !ts.isIdentifier(member.name)) return undefined;
  const value = member.initializer;
  if (!value || !ts.isNewExpression(value) || !ts.isIdentifier(value.expression)) return undefined;
  return [member.name.text, value.expression.text];
}

/** The id in the first `operations.<id>` of a method's body. */
function operationCalled(method: ts.MethodDeclaration): string | undefined {
  let found: string | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'operations') {
      found = node.name.text;
      return;
    }
    node.forEachChild(visit);
  };
  if (method.body) visit(method.body);
  return found;
}

const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/,\s*$/, '').trim();

/** Every method of every namespace reachable from the `DocPub` class, in declaration order. */
export function readSdkSurface(sdkSource: string): SdkMethod[] {
  const folder = join(sdkSource, 'resources');
  const files = [join(sdkSource, 'client.ts'), ...readdirSync(folder).sort().map((file) => join(folder, file))];
  const classes = classesOf(files);
  const methods: SdkMethod[] = [];
  const walk = (className: string, namespace: string) => {
    const declaration = classes.get(className);
    if (!declaration) return;
    // A namespace's own methods first, then its sub-namespaces.
    for (const member of declaration.members) {
      if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name) || !namespace) continue;
      const operationId = operationCalled(member);
      if (!operationId) continue;
      methods.push({
        namespace,
        method: member.name.text,
        operationId,
        parameters: flat(member.parameters.map((parameter) => parameter.getText()).join(', ')),
        returns: member.type ? flat(member.type.getText()) : 'unknown',
      });
    }
    for (const member of declaration.members) {
      const child = namespaceProperty(member);
      if (child) walk(child[1], namespace ? `${namespace}.${child[0]}` : child[0]);
    }
  };
  walk('DocPub', '');
  return methods;
}
