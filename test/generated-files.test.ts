/**
 * Every generated file — the SDK types, their type test, the API overview, the operation descriptors, the
 * response checkers, the world file's JSON Schema and the demo world's module (`npm run generate`) — matches
 * what the generators make of the current contract, resource classes, API reference and demo world file: a
 * change without regenerating fails here, naming the files and the command.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationList } from '@docpub/sdk/contract';
import { COMMAND, generateAll } from '../scripts/generated.js';
import { repoRoot } from './support/paths.js';

const generated = generateAll(repoRoot);
const onDisk = (path: string) => {
  try {
    return readFileSync(join(repoRoot, path), 'utf8');
  } catch {
    return undefined;
  }
};

describe('generated files', () => {
  it('are up to date with the contract', () => {
    const stale = [...generated.files].filter(([path, text]) => onDisk(path) !== text).map(([path]) => path);
    expect(stale, `stale generated files: run \`${COMMAND}\` and commit the result`).toEqual([]);
  });

  it('include the operation descriptors, the response checkers, the world file schema and the demo world', () => {
    expect([...generated.files.keys()]).toEqual(
      expect.arrayContaining([
        'packages/sdk/src/generated/operations.ts',
        'packages/sdk/src/generated/response-checks.ts',
        'packages/mock-server/world-file.schema.json',
        'packages/mock-server/src/demo/demo-world.ts',
      ]),
    );
    expect(COMMAND).toBe('npm run generate');
  });

  it('come out the same on every run', () => {
    const again = generateAll(repoRoot);
    expect([...again.files.entries()]).toEqual([...generated.files.entries()]);
  });

  it('name the parameters of every operation that takes any, and list every operation in the overview', () => {
    const operations = generated.files.get('packages/sdk/src/types/operations.ts')!;
    const overview = generated.files.get('packages/sdk/api.md')!;
    for (const operation of operationList) {
      const name = `${operation.id.charAt(0).toUpperCase()}${operation.id.slice(1)}Params`;
      if (operation.query || operation.body) expect(operations, operation.id).toContain(`export interface ${name} {`);
      expect(overview, operation.id).toContain(`\`${operation.method} ${operation.path}\``);
    }
    expect(overview).not.toContain('## Operations without a method');
  });

  it('describe every field on one line, from the source or the API reference', () => {
    const resources = generated.files.get('packages/sdk/src/types/resources.ts')!;
    const space = /export interface Space \{\n([\s\S]*?)\n\}/.exec(resources)![1]!;
    expect(space).toContain('/** Id of the primary revision. */\n  revision: string;');
    expect(space).toContain('/** Who may read the content: `public`, `unlisted`, `share-link`, `visitor-auth`, `in-collection` or `private`. */');
    expect(space).toContain('/** When the space was created (ISO 8601 date-time). */\n  createdAt: string;');
    // A field built from a named schema constant takes the constant's comment, and its fields theirs.
    expect(space).toContain('/** What the caller may do on this space. */\n  permissions: {');
    expect(space).toContain('/** Whether the caller may merge change requests. */\n    merge: boolean;');
    // A reference entry without a type does not borrow the next entry's (`createdAt`, `updatedAt`; `revision`… strings (revision ids)).
    const page = /export interface Page \{\n([\s\S]*?)\n\}/.exec(resources)![1]!;
    expect(page).toContain('/** When true, the page is left out of the navigation but can still be opened by its address. */\n  hidden?: boolean;');
    // Built from a constant (`layout: pageLayout.optional()`): the constant's fields bring their comments.
    expect(page).toMatch(/\/\*\* Whether the outline of the page's headings is shown\. \*\/\n {4}outline\?: boolean;/);
    const changeRequest = /export interface ChangeRequest \{\n([\s\S]*?)\n\}/.exec(resources)![1]!;
    expect(changeRequest).toContain('/** When the change request was created (ISO 8601 date-time). */\n  createdAt: string;');
    expect(space).toMatch(/visibility: "public" \| [^;]*\| \(string & \{\}\);/);
    // Every member of every type has a comment line right above it.
    const members = [...resources.matchAll(/^( +)(\w+)\??: /gm)];
    const undocumented = members.filter((match) => {
      const before = resources.slice(0, match.index).trimEnd().split('\n').at(-1)!;
      return !/^\s*\/\*\* .+ \*\/$/.test(before);
    });
    expect(undocumented.map((match) => match[2])).toEqual([]);
  });
});
