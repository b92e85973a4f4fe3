/**
 * The types of the packed SDK, as a user's editor and compiler see them: the tarball of `npm pack`,
 * installed into a fresh project, and code compiled against its `.d.ts` (strict, NodeNext) with the
 * TypeScript compiler. Sub-pages keep their type at any depth (the recursive `Page` survives the build), and
 * each mistake the types catch fails with a message that says what is wrong.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { consumerProject } from '../support/consumer.js';
import { CONSUMER_INSTALLS } from '../support/consumer-installs.js';

// Code that must compile: a deep tree walk whose title is `string` (neither `any` nor `unknown`).
const DEEP_WALK = `
import type { PageTree, Page } from '@docpub/sdk';
import { DocPub } from '@docpub/sdk';

type Exactly<A, B> = 0 extends 1 & A ? false : [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export async function walk(client: DocPub): Promise<string[]> {
  const tree: PageTree = await client.spaces.content.pages('space-1');
  const title = tree.pages[0]!.pages![0]!.pages![0]!.title;
  const isString: Exactly<typeof title, string> = true;
  const fourDeep = tree.pages[0]?.pages?.[0]?.pages?.[0]?.pages?.[0];
  const isPage: Exactly<typeof fourDeep, Page | undefined> = true;
  const titles: string[] = [];
  const visit = (pages: readonly Page[]) => pages.forEach((page) => (titles.push(page.title), visit(page.pages ?? [])));
  visit(tree.pages);
  void isString, isPage;
  return titles;
}
`;

// The /visitor entry, as a visitor-auth backend writes against it.
const VISITOR_BACKEND = `
import { signVisitorToken, visitorReturnURL, InvalidArgumentError, type SignVisitorTokenOptions } from '@docpub/sdk/visitor';

export async function back(privateKey: string, location: string | null): Promise<string> {
  const options: SignVisitorTokenOptions = { privateKey, claims: { plan: 'pro', beta: true }, expiresIn: '1h' };
  const token: string = await signVisitorToken(options);
  try {
    return visitorReturnURL({ siteURL: 'https://docs.example.com/handbook', location, token });
  } catch (error) {
    if (error instanceof InvalidArgumentError) return 'https://docs.example.com/handbook';
    throw error;
  }
}
`;

// Mistakes: each file must fail with the message given.
const MISTAKES: Record<string, { code: string; message: RegExp }> = {
  'misspelt-field.ts': {
    code: `import type { Space } from '@docpub/sdk';\nexport const f = (space: Space) => space.titel;\n`,
    message: /Property 'titel' does not exist on type 'Space'\. Did you mean 'title'\?/,
  },
  'deep-misspelt-field.ts': {
    code: `import type { PageTree } from '@docpub/sdk';\nexport const f = (tree: PageTree) => tree.pages[0]!.pages![0]!.pages![0]!.titel;\n`,
    message: /Property 'titel' does not exist on type 'Page'/,
  },
  'misspelt-body-field.ts': {
    code: `import { DocPub } from '@docpub/sdk';\nexport const f = (client: DocPub) => client.spaces.create('org-1', { titel: 'Handbook' });\n`,
    message: /'titel' does not exist in type 'CreateSpaceParams'/,
  },
  'list-map.ts': {
    code: `import { DocPub } from '@docpub/sdk';\nexport const f = async (client: DocPub) => (await client.spaces.list('org-1')).map((space: unknown) => space);\n`,
    message: /A list result is not an array: use page\.items \(one page\), for await \(const item of list\) \(every item\), or await list\.toArray\(\)/,
  },
  // Here the compiler lists the array members a page lacks first; the hint shows on `.map` and `.forEach`.
  'list-as-array.ts': {
    code: `import { DocPub, type Space } from '@docpub/sdk';\nexport const f = async (client: DocPub) => { const spaces: Space[] = await client.spaces.list('org-1'); return spaces; };\n`,
    message: /Type 'ListPage<Space, ListBody<Space>>' is missing the following properties from type 'Space\[\]'/,
  },
  'list-not-awaited.ts': {
    code: `import { DocPub } from '@docpub/sdk';\nexport const f = (client: DocPub) => client.spaces.list('org-1').forEach((space: unknown) => space);\n`,
    message: /A list result is not an array: use page\.items/,
  },
  'list-index.ts': {
    code: `import { DocPub } from '@docpub/sdk';\nexport const f = async (client: DocPub) => (await client.spaces.list('org-1'))[0].title;\n`,
    message: /Element implicitly has an 'any' type because expression of type '0' can't be used to index type 'ListPage<Space, ListBody<Space>>'/,
  },
  'list-length.ts': {
    code: `import { DocPub } from '@docpub/sdk';\nexport const f = async (client: DocPub) => (await client.spaces.list('org-1')).length;\n`,
    message: /Property 'length' is private and only accessible within class 'ListPage<Item, Body>'/,
  },
  'visitor-expires-in-boolean.ts': {
    code: `import { signVisitorToken } from '@docpub/sdk/visitor';\nexport const f = () => signVisitorToken({ privateKey: 'k', expiresIn: true });\n`,
    message: /Type 'true' is not assignable to type 'string \| number/,
  },
  'visitor-return-url-without-token.ts': {
    code: `import { visitorReturnURL } from '@docpub/sdk/visitor';\nexport const f = () => visitorReturnURL({ siteURL: 'https://docs.example.com' });\n`,
    message: /Property 'token' is missing/,
  },
  'change-request-space-number.ts': {
    code: `import { DocPub } from '@docpub/sdk';\nexport const f = (client: DocPub) => client.changeRequests.get(1, 7);\n`,
    message: /Argument of type 'number' is not assignable to parameter of type 'string'/,
  },
};

let project: string;

beforeAll(async () => {
  // The project of all three tarballs (shared with the other tests of them): the SDK's types resolve alike.
  ({ dir: project } = await consumerProject(CONSUMER_INSTALLS.packedAll, {
    folder: 'types',
    files: { 'deep-walk.ts': DEEP_WALK, 'visitor-backend.ts': VISITOR_BACKEND, ...Object.fromEntries(Object.entries(MISTAKES).map(([file, { code }]) => [file, code])) },
  }));
}, 300_000);

const FILES = ['deep-walk.ts', 'visitor-backend.ts', ...Object.keys(MISTAKES)];
let program: ts.Program | undefined;

/**
 * The compiler's messages for one file of the project, flattened. One program holds every file (each a module
 * of its own, so none sees another's names): the packed declarations are read and checked once, not per file.
 */
function diagnostics(file: string): string[] {
  program ??= ts.createProgram(
    FILES.map((name) => join(project, name)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    },
  );
  const source = program.getSourceFile(join(project, file));
  if (!source) throw new Error(`${file} is not in the program`);
  return ts.getPreEmitDiagnostics(program, source).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the packed SDK’s types', () => {
  it('keep sub-pages typed at every depth: a deep tree walk compiles, its titles are string', () => {
    expect(diagnostics('deep-walk.ts')).toEqual([]);
  });

  it('resolve the /visitor entry under NodeNext: a visitor-auth backend compiles', () => {
    expect(diagnostics('visitor-backend.ts')).toEqual([]);
  });

  it.each(Object.keys(MISTAKES))('refuse %s with a message that says what is wrong', (file) => {
    const messages = diagnostics(file);
    expect(messages.length, messages.join('\n')).toBeGreaterThan(0);
    expect(messages.join('\n')).toMatch(MISTAKES[file]!.message);
  });
});
