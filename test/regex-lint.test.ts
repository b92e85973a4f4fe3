/**
 * The regex linter `npm test` runs (`npm run lint:regex`, eslint.config.js) refuses the two classes of pattern the
 * reference server met twice, a rescanning move and polynomial backtracking, anywhere in a package's sources;
 * accepts the linear forms they were rewritten to; and exempts a pattern only by a comment on its line.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/paths.js';

const eslint = new ESLint({ cwd: repoRoot });

/** The rules `code` breaks, linted as a source file of the mock server (or `file`). */
async function broken(code: string, file = 'packages/mock-server/src/visitor/example.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${file}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the regex linter', () => {
  it.each([
    ['trailing slashes trimmed by /\\/+$/ (a move: every slash of a run is a new start)', "export const f = (p: string) => p.replace(/\\/+$/, '');", 'regexp/no-super-linear-move'],
    ['a heading whose blanks and text can trade characters', 'export const f = (l: string) => /^(#{1,6})\\s+(.*)$/.exec(l);', 'regexp/no-super-linear-backtracking'],
    ['two blank runs side by side', 'export const f = (l: string) => /^```\\s*([\\w+-]*)\\s*$/.test(l);', 'regexp/no-super-linear-backtracking'],
  ])('refuses %s', async (_label, code, rule) => {
    expect(await broken(code)).toEqual([rule]);
    expect(await broken(code, 'packages/sdk/src/core/example.ts')).toEqual([rule]);
  }, 60_000);

  it('accepts the linear forms, and an exemption only on the line it names', async () => {
    expect(await broken("export const f = (p: string) => p.replace(/(?<!\\/)\\/+$/, '');")).toEqual([]);
    expect(await broken('export const f = (l: string) => /^(#{1,6})\\s+(\\S.*)?$/.exec(l);')).toEqual([]);
    expect(await broken('export const f = (l: string) => /^```\\s*(?:([\\w+-]+)\\s*)?$/.test(l);')).toEqual([]);
    const exempt = "// eslint-disable-next-line regexp/no-super-linear-move -- at most 2 characters: btoa's padding\nexport const f = (p: string) => p.replace(/=+$/, '');";
    expect(await broken(exempt)).toEqual([]);
    // Tests and scripts are not its business: only the packages' sources ship.
    expect(await eslint.isPathIgnored(`${repoRoot}packages/mock-server/test/example.ts`)).toBe(true);
  }, 60_000);
});
