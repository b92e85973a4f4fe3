/**
 * A deployment that answers with hostile error messages — terminal escape sequences, a bare CR, line breaks
 * that forge a passing line, bidirectional overrides, and a 2 MB message — gets none of it through to the
 * terminal and no message whole into any report (console, JSON, JUnit, HTML).
 */
import { createServer } from '@docpub/mock-server';
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS } from '../src/check/report-text.js';
import { formatScenario, formatSummary } from '../src/reporters/console.js';
import { runConformance, type ConformanceResult, type FetchFunction } from '../src/index.js';
import { embedded } from './support.js';

const FORGED = '\n✓ spaces › everything is fine (1 ms)';
const MESSAGES = [
  `\u001b[2J\u001b[Hcleared${FORGED}`,
  `\u001b]0;owned\u0007title set\rover-written${FORGED}`,
  `\u009b31mred\u009d0;x\u009c${FORGED}`,
  `\u202eevil\u2028line${FORGED}`,
  `big ${'x'.repeat(2 * 1024 * 1024)}`,
];

/** Answers every read of a space with a 500 carrying `message`. */
function hostileSpaces(message: string) {
  return (fetch: FetchFunction): FetchFunction =>
    async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'GET' || !/\/v1\/spaces\/[^/]+$/.test(new URL(request.url).pathname)) return fetch(request);
      return new Response(JSON.stringify({ error: { code: 500, message } }), { status: 500, headers: { 'content-type': 'application/json' } });
    };
}

async function run(message: string, reporter: 'console' | 'json' | 'junit' | 'html'): Promise<ConformanceResult> {
  return runConformance({ target: embedded(createServer(), hostileSpaces(message)), only: ['spaces'], reporter });
}

describe('hostile messages from a deployment', () => {
  it.each(MESSAGES.map((message, index) => [index, message] as const))('message %i reaches the console escaped', async (_index, message) => {
    const result = await run(message, 'console');
    expect(result.failed).toBeGreaterThan(0);
    const printed = [...result.scenarios.map(formatScenario), formatSummary(result), result.report ?? ''].join('\n');
    expect(printed).not.toMatch(/[\u001b\u0007\u009b\u009c\u009d\u202e\u2028\r]/);
    // Every line that starts with a mark is one the console wrote for a scenario the run really passed.
    const passedNames = new Set(result.scenarios.filter((scenario) => scenario.status === 'passed').map((scenario) => scenario.name));
    for (const line of printed.split('\n').filter((text) => text.startsWith('✓ '))) {
      expect(passedNames.has(line.replace(/^✓ spaces › /, '').replace(/ \(\d+ ms\)$/, ''))).toBe(true);
    }
    expect(printed.split('\n').some((line) => line.trimStart().startsWith('✓ spaces › everything is fine'))).toBe(false);
  }, 60_000);

  it.each(['console', 'json', 'junit', 'html'] as const)('the %s report caps a 2 MB message and says how much it cut', async (reporter) => {
    const result = await run(MESSAGES.at(-1)!, reporter);
    const report = result.report ?? '';
    expect(report.length).toBeLessThan(20 * MAX_MESSAGE_CHARS * Math.max(1, result.failed) + 200_000);
    expect(report).toMatch(/more characters cut/);
    for (const scenario of result.scenarios) {
      for (const text of [scenario.error?.message, scenario.error?.received, ...(scenario.warnings ?? [])]) {
        expect((text ?? '').length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS + 64);
      }
    }
  }, 60_000);
});
