/** The console, JSON and JUnit reports of a run. */
import { describe, expect, it } from 'vitest';
import { consoleReporter, jsonReporter, junitReporter, type ConformanceResult } from '../src/index.js';
import { formatScenario } from '../src/reporters/console.js';
import { escapeXml } from '../src/reporters/junit.js';

const result: ConformanceResult = {
  target: { kind: 'http', baseUrl: 'http://127.0.0.1:4010/v1', control: false },
  organization: 'acme',
  startedAt: '2025-01-01T00:00:00.000Z',
  durationMs: 1234,
  scenarios: [
    { area: 'spaces', name: 'a space & its <friends>', status: 'passed', durationMs: 12, requests: 3, operations: ['getSpace'] },
    {
      area: 'change-requests',
      name: 'merge: it works',
      status: 'failed',
      durationMs: 40,
      requests: 9,
      operations: ['createChangeRequest'],
      error: {
        step: 'merge it',
        request: { method: 'POST', path: '/spaces/s1/change-requests/1/merge', operation: 'mergeChangeRequest', status: 500 },
        expected: 'a successful answer',
        received: '500 injected fault: HTTP 500',
        message: 'mergeChangeRequest (POST /spaces/s1/change-requests/1/merge) answered 500: injected fault: HTTP 500',
      },
    },
    { area: 'spaces', name: 'purge after 7 days', status: 'skipped', durationMs: 0, requests: 0, operations: [], skippedReason: 'needs control' },
  ],
  coverage: { covered: 133, total: 135, uncovered: [{ id: 'getRevisionFile', method: 'GET', path: '/spaces/{spaceId}/revisions/{revisionId}/files/{fileId}' }, { id: 'x', method: 'GET', path: '/x' }] },
  leftovers: [{ scenario: 'teams › t', label: 'team "T" (t1)', reason: 'the API has no operation to delete a team' }],
  passed: 1,
  failed: 1,
  skipped: 1,
};

describe('console reporter', () => {
  it('prints one line per scenario with its mark and time, failure details, then totals, coverage and leftovers', () => {
    const text = consoleReporter.render(result);
    expect(text).toContain('✓ spaces › a space & its <friends> (12 ms)\n');
    expect(text).toContain(
      [
        '✗ change-requests › merge: it works (40 ms)',
        '    step: merge it',
        '    request: POST /spaces/s1/change-requests/1/merge → 500 (mergeChangeRequest)',
        '    expected: a successful answer',
        '    received: 500 injected fault: HTTP 500',
        '    mergeChangeRequest (POST /spaces/s1/change-requests/1/merge) answered 500: injected fault: HTTP 500',
      ].join('\n'),
    );
    expect(text).toContain('- spaces › purge after 7 days skipped (needs control)\n');
    expect(text).toContain('1 passed, 1 failed, 1 skipped (1.2 s) against http://127.0.0.1:4010/v1\n');
    expect(text).toContain('covered 133 of 135 operations\nuncovered (2):\n    getRevisionFile (GET /spaces/{spaceId}/revisions/{revisionId}/files/{fileId})');
    expect(text).toContain('leftovers (1):\n    team "T" (t1) — the API has no operation to delete a team [teams › t]');
  });

  it('formats a passed scenario on a single line', () => {
    expect(formatScenario(result.scenarios[0]!)).toBe('✓ spaces › a space & its <friends> (12 ms)');
  });
});

describe('json reporter', () => {
  it('writes the result itself, without the rendered report', () => {
    const parsed = JSON.parse(jsonReporter.render({ ...result, report: 'ignored' })) as ConformanceResult;
    expect(parsed).toEqual(result);
  });
});

describe('junit reporter', () => {
  const xml = junitReporter.render(result);

  it('writes testsuites with totals, one testsuite per area, one testcase per scenario', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toMatch(/<testsuites name="docpub-conformance" tests="3" failures="1" errors="0" skipped="1" time="1\.234">/);
    expect(xml.match(/<testsuite /g)).toHaveLength(2);
    expect(xml).toMatch(/<testsuite name="spaces" tests="2" failures="0" errors="0" skipped="1" time="0\.012">/);
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain('<!-- covered 133 of 135 operations; uncovered: getRevisionFile, x -->');
    expect(xml.trimEnd().endsWith('</testsuites>')).toBe(true);
  });

  it('escapes names and messages, and carries the failure details and the skip reason', () => {
    expect(xml).toContain('name="a space &amp; its &lt;friends&gt;"');
    expect(xml).toContain(
      '<failure message="mergeChangeRequest (POST /spaces/s1/change-requests/1/merge) answered 500: injected fault: HTTP 500" type="ConformanceFailure">step: merge it\nrequest: POST /spaces/s1/change-requests/1/merge → 500 (mergeChangeRequest)\nexpected: a successful answer\nreceived: 500 injected fault: HTTP 500</failure>',
    );
    expect(xml).toContain('<skipped message="needs control"/>');
  });

  it('drops characters XML cannot carry', () => {
    expect(escapeXml('a\u0000b\u001bc"\'')).toBe('abc&quot;&apos;');
  });
});
