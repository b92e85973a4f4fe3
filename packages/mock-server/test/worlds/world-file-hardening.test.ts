/**
 * World files written as an attacker would write them: a `__proto__` key, a document nested far beyond the
 * limit, a YAML tag nobody resolves next to a token, ids that cannot travel in an HTTP header. Each is refused
 * with an error naming its path in the file, and no line of the file reaches the error or stderr.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer, readWorldFile, WorldFileError, type WorldFile } from '../../src/index.js';

const FORMAT = 'docpub-world/1';
const org = { id: 'org-1', title: 'Org' };
const site = { id: 'site-1', organizationId: 'org-1', title: 'Docs' };

function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof WorldFileError) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
}

const fromData = (file: unknown) => () => createServer({ world: file as WorldFile });
const fromText = (text: string) => () => readWorldFile(text);

afterEach(() => vi.restoreAllMocks());

describe('world files refuse', () => {
  it('a __proto__ key, in YAML and in JSON data, naming its path', () => {
    const yaml = `format: ${FORMAT}\norganizations: [{ id: org-1, title: Org }]\nsites:\n  - id: site-1\n    organizationId: org-1\n    title: Docs\n    customization:\n      __proto__: { styling: { primaryColor: '#f00' } }\n`;
    expect(problemsOf(fromText(yaml))).toEqual(["sites[0].customization.__proto__: unknown key '__proto__'"]);
    const json = JSON.parse(`{"format":"${FORMAT}","organizations":[{"id":"org-1","title":"Org"}],"sites":[{"id":"site-1","organizationId":"org-1","title":"Docs","customization":{"__proto__":{"x":1}}}]}`);
    expect(problemsOf(fromData(json))).toEqual(["sites[0].customization.__proto__: unknown key '__proto__'"]);
  });

  it('a document nested 400 levels deep, naming where the limit is passed', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 400; level += 1) deep = { a: deep };
    const file = { format: FORMAT, organizations: [org], sites: [{ ...site, customization: deep }] };
    const [problem, ...rest] = problemsOf(fromData(file));
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^sites\[0\]\.customization(\.a)+: nests deeper than 132 levels$/);
    // As YAML text (flow style) too.
    const text = `format: ${FORMAT}\nsites: ${'['.repeat(400)}${']'.repeat(400)}\n`;
    expect(problemsOf(fromText(text))[0]).toMatch(/^sites(\[0\])+: nests deeper than 132 levels$/);
  });

  it('a YAML tag nobody resolves, and any parse error, by line and column without quoting the file', () => {
    const stderr = vi.spyOn(process.stderr, 'write');
    const warnings = vi.spyOn(process, 'emitWarning');
    const tagged = `format: ${FORMAT}\nusers:\n  - id: u\n    displayName: U\n    tokens: [!secret dp_TOPSECRETTOKEN]\n`;
    const problems = problemsOf(fromText(tagged));
    expect(problems).toEqual(['(text): not YAML or JSON at line 5, column 14: tag resolve failed']);
    const broken = `format: ${FORMAT}\nusers: [{ id: u, displayName: U, tokens: [dp_TOPSECRETTOKEN }\n`;
    const error = (() => {
      try {
        readWorldFile(broken, 'fixtures.yaml');
      } catch (caught) {
        return caught as WorldFileError;
      }
      throw new Error('accepted');
    })();
    expect(error.problems[0]).toMatch(/^\(text\): not YAML or JSON at line \d+, column \d+: [a-z ]+$/);
    for (const text of [...problems, error.message, ...error.problems]) expect(text).not.toContain('TOPSECRET');
    expect(stderr).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it.each([
    ['a non-Latin-1 id', 'org-東京'],
    ['a CR/LF in an id', 'org-1\r\nSet-Cookie: x=1'],
    ['a control character in an id', 'org-\u0007'],
    ['a DEL in an id', 'org-\u007f'],
  ])('%s, naming its path', (_, bad) => {
    expect(problemsOf(fromData({ format: FORMAT, organizations: [{ id: bad, title: 'Org' }] }))).toEqual([
      'organizations[0].id: must be Latin-1 text without control characters (it travels in HTTP headers)',
    ]);
  });

  it('a token that cannot travel in an Authorization header, and ids over HTTP with a 400', async () => {
    const users = [{ id: 'u', displayName: 'U', tokens: ['tok\nen'] }];
    expect(problemsOf(fromData({ format: FORMAT, users }))).toEqual([
      'users[0].tokens[0]: must be Latin-1 text without control characters (it travels in HTTP headers)',
    ]);
    const server = createServer();
    const response = await server.fetch('/__control/worlds', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ world: { format: FORMAT, organizations: [org], spaces: [{ id: 'space-東京', organizationId: 'org-1', title: 'S' }] } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain('spaces[0].id: must be Latin-1 text');
  });

  it('ids a content seed sets are held to the same rule', async () => {
    const server = createServer();
    const spaceId = server.control.exportState().spaces![0]!.id;
    const response = await server.fetch('/__control/seed', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'content', spaceId, pages: [{ id: 'page-東京', title: 'Tokyo' }] }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/pages\.0\.id/);
  });
});
