/** The console, JSON, JUnit and HTML reports of a run. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { consoleReporter, htmlReporter, jsonReporter, junitReporter, type ConformanceResult } from '../src/index.js';
import { formatScenario } from '../src/reporters/console.js';
import { escapeXml } from '../src/reporters/junit.js';

const result: ConformanceResult = {
  target: { kind: 'http', baseUrl: 'http://127.0.0.1:4010/v1', control: true, world: 'w_0123456789abcdef' },
  organization: 'acme',
  startedAt: '2025-01-01T00:00:00.000Z',
  durationMs: 1234,
  scenarios: [
    {
      area: 'spaces',
      name: 'a space & its <friends>',
      status: 'passed',
      durationMs: 12,
      requests: 3,
      operations: ['getSpace'],
      warnings: ['getSpace (GET /spaces/s1): answers fields DocPub\'s contract does not know: <mergeRules>'],
    },
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
        reproduce: [
          '# Recreates what the failed request found (1 earlier write of the scenario, replayed in order; what they make stays), then sends it again.',
          `ID1=$(curl -sS -X POST 'http://127.0.0.1:4010/v1/orgs/acme/spaces' -H "Authorization: Bearer $DOCPUB_TOKEN" | node -p 'JSON.parse(require("fs").readFileSync(0, "utf8")).id')`,
          `curl -sS -i -X POST 'http://127.0.0.1:4010/v1/spaces/'"$ID1"'/change-requests/1/merge' -H "Authorization: Bearer $DOCPUB_TOKEN"`,
        ],
      },
    },
    { area: 'spaces', name: 'purge after 7 days', status: 'skipped', durationMs: 0, requests: 0, operations: [], skippedReason: 'needs control' },
  ],
  coverage: { covered: 133, total: 135, uncovered: [{ id: 'getRevisionFile', method: 'GET', path: '/spaces/{spaceId}/revisions/{revisionId}/files/{fileId}' }, { id: 'x', method: 'GET', path: '/x' }] },
  leftovers: [{ scenario: 'change-requests › merge: it works', label: 'team "T" (t1)', reason: 'the API has no operation to delete a team' }],
  passed: 1,
  failed: 1,
  skipped: 1,
  warnings: 1,
};

describe('console reporter', () => {
  it('prints one line per scenario with its mark and time, failure details, then totals, coverage and leftovers', () => {
    const text = consoleReporter.render(result);
    expect(text).toContain("✓ spaces › a space & its <friends> (12 ms)\n    warning: getSpace (GET /spaces/s1): answers fields DocPub's contract does not know: <mergeRules>\n");
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
    expect(text).toContain('1 passed, 1 failed, 1 skipped, 1 warnings (1.2 s) against http://127.0.0.1:4010/v1 (world w_0123456789abcdef)\n');
    expect(text).toContain('covered 133 of 135 operations\nuncovered (2):\n    getRevisionFile (GET /spaces/{spaceId}/revisions/{revisionId}/files/{fileId})');
    expect(text).toContain('leftovers (1):\n    team "T" (t1) — the API has no operation to delete a team [change-requests › merge: it works]');
    // The recap gives every line of the reproduction, indented.
    expect(text).toContain(result.scenarios[1]!.error!.reproduce!.map((line) => `     ${line}`).join('\n'));
  });

  it('formats a passed scenario without warnings on a single line', () => {
    expect(formatScenario({ ...result.scenarios[0]!, warnings: undefined })).toBe('✓ spaces › a space & its <friends> (12 ms)');
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
  // Parsed by an XML parser, as a CI system reads it: attributes under '@', element text under '#text'.
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text', isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name) }).parse(xml) as {
    testsuites: {
      '@name': string;
      '@tests': string;
      '@failures': string;
      '@skipped': string;
      testsuite: {
        '@name': string;
        '@tests': string;
        properties: { property: { '@name': string; '@value': string }[] };
        testcase: { '@name': string; '@classname': string; failure?: { '@message': string; '#text': string }; skipped?: { '@message': string }; 'system-out'?: string }[];
      }[];
    };
  };
  const suites = parsed.testsuites.testsuite;
  const cases = suites.flatMap((suite) => suite.testcase);

  it('is well-formed XML: testsuites with totals, one testsuite per area, one testcase per scenario', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(parsed.testsuites).toMatchObject({ '@tests': '3', '@failures': '1', '@skipped': '1' });
    expect(suites.map((suite) => [suite['@name'], suite['@tests']])).toEqual([['spaces', '2'], ['change-requests', '1']]);
    expect(cases.map((testcase) => testcase['@name'])).toEqual(['a space & its <friends>', 'purge after 7 days', 'merge: it works']);
    expect(xml).toContain('<!-- covered 133 of 135 operations; uncovered: getRevisionFile, x -->');
  });

  it('names the target: the testsuites element, and every testsuite’s properties (base URL, world)', () => {
    expect(parsed.testsuites['@name']).toBe('docpub-conformance against http://127.0.0.1:4010/v1 (world w_0123456789abcdef)');
    for (const suite of suites) {
      const properties = Object.fromEntries(suite.properties.property.map((property) => [property['@name'], property['@value']]));
      expect(properties).toMatchObject({ baseUrl: 'http://127.0.0.1:4010/v1', world: 'w_0123456789abcdef', targetKind: 'http', organization: 'acme', coverage: '133/135' });
    }
  });

  it('carries the failure details with the lines that reproduce it, the skip reason, warnings and leftovers', () => {
    const failed = cases.find((testcase) => testcase.failure)!;
    expect(failed.failure!['@message']).toBe('mergeChangeRequest (POST /spaces/s1/change-requests/1/merge) answered 500: injected fault: HTTP 500');
    expect(failed.failure!['#text']).toBe(
      [
        'step: merge it',
        'request: POST /spaces/s1/change-requests/1/merge → 500 (mergeChangeRequest)',
        'expected: a successful answer',
        'received: 500 injected fault: HTTP 500',
        '',
        'reproduce (with DOCPUB_TOKEN set):',
        ...result.scenarios[1]!.error!.reproduce!,
      ].join('\n'),
    );
    expect(failed['system-out']).toBe('leftover: team "T" (t1) — the API has no operation to delete a team');
    expect(cases[0]!['system-out']).toBe("warning: getSpace (GET /spaces/s1): answers fields DocPub's contract does not know: <mergeRules>");
    expect(cases[1]!.skipped!['@message']).toBe('needs control');
  });

  it('stays well-formed with control characters and markup in every field', () => {
    const hostile = '\u0000\u001b[2J</failure><system-out>]]>&x;"\'';
    const scenario = result.scenarios[1]!;
    const xmlOf = junitReporter.render({
      ...result,
      target: { ...result.target, baseUrl: `http://h/${hostile}` },
      scenarios: [{ ...scenario, warnings: [hostile], error: { ...scenario.error!, message: hostile, reproduce: [hostile] } }],
      leftovers: [{ scenario: 'change-requests › merge: it works', label: hostile, reason: hostile }],
    });
    expect(XMLValidator.validate(xmlOf)).toBe(true);
  });

  it('drops characters XML cannot carry', () => {
    expect(escapeXml('a\u0000b\u001bc"\'')).toBe('abc&quot;&apos;');
  });
});

describe('html reporter', () => {
  const html = htmlReporter.render(result);

  it('shows the warnings under their scenario, the leftovers, and the target with its world', () => {
    expect(html).toContain('warning: getSpace (GET /spaces/s1): answers fields DocPub&#39;s contract does not know: &#60;mergeRules&#62;');
    expect(html).toMatch(/<h2 id="leftovers">Leftovers \(1\)<\/h2>[\s\S]*team &#34;T&#34; \(t1\)<\/td><td>the API has no operation to delete a team<\/td>/);
    expect(html).toContain('<code>http://127.0.0.1:4010/v1 (world w_0123456789abcdef)</code>');
    expect(html).toContain('<b>1</b>warnings');
  });

  it('shows every line of a failure’s reproduction', () => {
    expect(html).toContain(`ID1=$(curl -sS -X POST &#39;http://127.0.0.1:4010/v1/orgs/acme/spaces&#39;`);
    expect(html).toContain(`curl -sS -i -X POST &#39;http://127.0.0.1:4010/v1/spaces/&#39;&#34;$ID1&#34;&#39;/change-requests/1/merge&#39;`);
  });
});
