/**
 * The whole suite against the embedded reference server, given a scratch Git repository served on loopback (so
 * the git-sync area runs too): everything passes, every operation is reached, no warning is printed, and every
 * field of every answer the server sent is one the contract declares.
 */
import { createServer } from '@docpub/mock-server';
import { operationList, type Operation } from '@docpub/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveRepositories, type GitHttpServer } from '../../mock-server/test/git/support/git-http-server.js';
import { RepositoryRoot } from '../../mock-server/test/git/support/git-repositories.js';
import { EXHAUSTIVE, unknownFields } from '../src/check/verdicts.js';
import { exitCodeOf, runConformance, scenarios, type ConformanceResult, type FetchFunction } from '../src/index.js';
import { OperationMatcher } from '../src/traffic/operation-matcher.js';
import { embedded } from './support.js';

/** One success answer of the API during the run: what was asked, and the JSON body as sent. */
interface Answer {
  operation: Operation;
  request: string;
  body: unknown;
}

// The content-import scenario's URL is answered by a fake of the web (tests never reach the network), so that the
// import answers its revision like every other operation. Git work runs in the server's thread: a worker would
// compile DocPub's sources anew for each operation.
const server = createServer({
  gitWorker: false,
  contentImportFetch: async () => new Response('# Example Domain\n\nFor examples.\n', { headers: { 'content-type': 'text/markdown' } }),
});
const repositories = new RepositoryRoot();
let git: GitHttpServer;
const answers: Answer[] = [];
let result: ConformanceResult;

/** Keeps every JSON success answer of an API operation (published pages and control calls are not operations). */
function recordAnswers(fetch: FetchFunction): FetchFunction {
  const matcher = new OperationMatcher();
  const apiPath = new URL(server.baseUrl).pathname;
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request.clone());
    const url = new URL(request.url);
    const operation = url.pathname.startsWith(`${apiPath}/`)
      ? matcher.match(request.method, url.pathname.slice(apiPath.length))
      : undefined;
    if (operation && response.ok && (response.headers.get('content-type') ?? '').includes('json')) {
      const body: unknown = JSON.parse(await response.clone().text());
      answers.push({ operation, request: `${request.method} ${url.pathname.slice(apiPath.length)}`, body });
    }
    return response;
  };
}

/** `getOrganization (GET /orgs/acme): mergeRules` for each field an answer has and its operation's schema does not declare. */
function undeclaredFields(answer: Answer): string[] {
  const schema = answer.operation.response;
  if (schema === undefined) return answer.body === undefined ? [] : [`${answer.operation.id} (${answer.request}): a body where the contract declares none`];
  return unknownFields(schema, answer.body, EXHAUSTIVE).map((field) => `${answer.operation.id} (${answer.request}): ${field}`);
}

beforeAll(async () => {
  repositories.create('scratch');
  // A first commit on the default branch, as a Git host makes when a repository is created: the Git library
  // DocPub uses cannot fetch from a repository whose HEAD names no branch (isomorphic-git issue 1654).
  repositories.commit('scratch', { 'README.md': '# Scratch\n' });
  git = await serveRepositories({ root: repositories.path });
  result = await runConformance({ target: embedded(server, recordAnswers), gitRepository: { url: git.url('scratch') } });
}, 180_000);

afterAll(async () => {
  await git.close();
  repositories.remove();
});

describe('the suite against the embedded reference server', () => {
  it('passes every scenario (nothing skipped: the embedded server offers control)', () => {
    const failures = result.scenarios
      .filter((scenario) => scenario.status !== 'passed')
      .map((scenario) => `${scenario.area} › ${scenario.name}: ${scenario.error?.message ?? scenario.skippedReason}`);
    expect(failures).toEqual([]);
    expect(result.passed).toBe(scenarios.length);
    expect(exitCodeOf(result)).toBe(0);
  });

  it(`covers all ${operationList.length} operations of the contract`, () => {
    expect(result.coverage.uncovered.map((operation) => operation.id)).toEqual([]);
    expect(result.coverage).toMatchObject({ covered: operationList.length, total: operationList.length });
  });

  it('prints no warning', () => {
    const warnings = result.scenarios.flatMap((scenario) => (scenario.warnings ?? []).map((warning) => `${scenario.area} › ${scenario.name}: ${warning}`));
    expect(warnings).toEqual([]);
    expect(result.warnings).toBe(0);
  });

  it('answers, for every operation, only fields the contract declares (every item of every list, at every depth)', () => {
    const answered = new Set(answers.map((answer) => answer.operation.id));
    // The sweep saw the answers of every operation that answers a body, so a field cannot hide in one not swept.
    expect(operationList.filter((operation) => operation.response && !answered.has(operation.id)).map((operation) => operation.id)).toEqual([]);
    const first = answers.flatMap(undeclaredFields)[0] ?? 'none';
    expect(first, 'the first field the reference server sent that the contract does not declare').toBe('none');
  });

  it('reaches, in each scenario, every operation the scenario declares', () => {
    const missed = result.scenarios.flatMap((outcome) => {
      const declared = scenarios.find((scenario) => scenario.area === outcome.area && scenario.name === outcome.name)!.operations;
      return declared.filter((id) => !outcome.operations.includes(id)).map((id) => `${outcome.area} › ${outcome.name}: ${id}`);
    });
    expect(missed).toEqual([]);
  });

  it('leaves behind only what the API cannot delete (collections, teams, integrations)', () => {
    for (const leftover of result.leftovers) expect(leftover.reason).toMatch(/^the API has no operation to delete/);
  });

  it('names each scenario once within its area', () => {
    const titles = scenarios.map((scenario) => `${scenario.area} › ${scenario.name}`);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
