/** The whole suite against the embedded reference server: everything passes and every operation is reached. */
import { operationList } from '@docpub/sdk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { exitCodeOf, runConformance, scenarios, type ConformanceResult } from '../src/index.js';

let result: ConformanceResult;

beforeAll(async () => {
  result = await runConformance();
}, 120_000);

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
