/**
 * Work that grows linearly with its input, measured as growth (./../support/growth.ts): the same request at the
 * size limit and at a quarter of it, measured in CPU time side by side in one run, linear within
 * LINEAR_GROWTH (a quadratic grows twice as much). Each input is one an attacker would pick against a regex or
 * a check that rescans: a wide YAML map (duplicate keys), a page of `[` (markdown links), a path of slashes
 * (redirect destinations). And computed pages stay proportional to their spec however many tags one operation
 * carries. A published page's blocks and HTML are read in linear work too.
 */
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/index.js';
import { parseWorldFileText } from '../../src/worlds/world-file-check.js';
import { SPACE, contentWorld } from '../content/support.js';
import { ORG, SITE, SPACES, siteWorld } from '../sites/support.js';
import { growth, LINEAR_GROWTH } from '../support/growth.js';
import { ACME, orgDataWorld } from '../support/org-data-world.js';
import { SITE_URL, siteServer } from '../visitor/support.js';

/** Room left in a body for the JSON around the attacker's text. */
const LIMIT = MAX_BODY_BYTES - 4096;

/** A YAML OpenAPI document of about `size` characters whose extension map holds many distinct keys. */
function wideYamlSpec(size: number): string {
  const head = "openapi: 3.1.0\ninfo: {title: Wide, version: '1'}\npaths: {}\nx-wide:\n";
  const lines: string[] = [];
  for (let length = head.length, index = 0; length < size; index++) {
    const line = `  k${index}: ${index}\n`;
    lines.push(line);
    length += line.length + 1; // the newline is two characters once escaped in JSON
  }
  return head + lines.join('');
}

describe('linear work at the size limits', () => {
  it('a spec text of one wide YAML map (the duplicate-key check)', async () => {
    const world = orgDataWorld();
    const edit = world.clientFor('edit');
    let made = 0;
    const ratio = await growth(async (size) => {
      const text = wideYamlSpec(size * 0.9);
      await edit.openapi.create(ACME, { slug: `wide-${made++}`, source: { text } });
      await world.settle();
    }, LIMIT);
    // Parsed whole, then refused for its width (10,000 members at most): the check that used to rescan is done.
    const spec = await edit.openapi.get(ACME, `wide-${made - 1}`);
    expect(spec.lastProcessErrorCode).toBe('PARSE_ERROR');
    expect(ratio).toBeLessThanOrEqual(LINEAR_GROWTH);
  }, 120_000);

  it('a world file of one wide map, and its duplicate keys still refused', async () => {
    const ratio = await growth(async (size) => parseWorldFileText(wideYamlSpec(size).replace('openapi', 'x-openapi')), LIMIT / 2);
    expect(ratio).toBeLessThanOrEqual(LINEAR_GROWTH);
    expect(() => parseWorldFileText('a: 1\nb: 2\na: 3\n')).toThrow(/unique|repeated|duplicate key/i);
  }, 120_000);

  it.each([
    ['nothing but [', (size: number) => '['.repeat(size)],
    ['[]( over and over', (size: number) => '[](x'.repeat(size / 4)],
    ['![ and ] without (', (size: number) => '![a]'.repeat(size / 4)],
  ])('the links of a page of %s', async (_label, markdown) => {
    const world = contentWorld();
    const edit = world.clientFor('edit');
    const reader = world.clientFor('read');
    const ratio = await growth(async (size) => {
      const cr = await edit.changeRequests.create(SPACE);
      await edit.changeRequests.content.apply(SPACE, cr.id, {
        changes: [{ operation: 'insert_page', title: 'Brackets', document: { markdown: markdown(size * 0.9) } }],
      });
      await reader.changeRequests.links.list(SPACE, cr.id);
    }, LIMIT);
    expect(ratio).toBeLessThanOrEqual(LINEAR_GROWTH);
  }, 120_000);

  it('a redirect whose destination path is a long run of slashes', async () => {
    const { admin } = siteWorld();
    let made = 0;
    const ratio = await growth(async (size) => {
      const path = `a${'/'.repeat(size * 0.9)}b`;
      await admin.sites.redirects
        .create(ORG, SITE, { source: `/slashes-${made++}`, destination: { kind: 'path', spaceId: SPACES.handbook, path } })
        .catch((error: unknown) => expect((error as { status?: number }).status).toBe(404));
    }, LIMIT);
    expect(ratio).toBeLessThanOrEqual(LINEAR_GROWTH);
  }, 120_000);
});

describe('computed output proportional to its input', () => {
  it('one operation under 2,000 tags does not multiply the space content read', async () => {
    const world = orgDataWorld();
    const edit = world.clientFor('edit');
    const tags = Array.from({ length: 2000 }, (_, index) => `tag-${index}`);
    const text = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Fan', version: '1' },
      paths: { '/one': { get: { tags, summary: 'The one operation', description: 'd'.repeat(16 * 1024) } } },
    });
    await edit.openapi.put(ACME, 'fan', { source: { text } });
    await world.settle();
    const reader = world.clientFor('read');
    const before = JSON.stringify(await reader.spaces.content.get(SPACE)).length;
    const seeded = world.server.control.seed({ kind: 'content', spaceId: SPACE, pages: [{ title: 'API', type: 'computed', computed: { spec: 'fan', models: false } }] }) as {
      pages: { id: string }[];
    };
    const content = await reader.spaces.content.get(SPACE);
    const growthBytes = JSON.stringify(content).length - before;
    console.log(`fan-out: spec ${text.length} bytes, content read grew by ${growthBytes} bytes (${(growthBytes / text.length).toFixed(1)}x)`);
    expect(growthBytes).toBeLessThan(12 * text.length + 1024 * 1024);
    const page = content.pages?.find((candidate) => candidate.id === seeded.pages[0]!.id);
    expect(page?.markdown).toMatch(/pages are left out/);
    expect(page?.pages?.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('linear redaction of what the journal keeps', () => {
  it('a body of URLs with credentials and encoded secret parameters, journaled unauthenticated', async () => {
    const server = (await import('../../src/index.js')).createServer({ validateResponses: false });
    const ratio = await growth(async (size) => {
      const body = JSON.stringify({ title: 'T', note: `?access_token=x&a=%253Ftoken%253Dy ${'https:u:p@h/ '.repeat(size / 16)}` });
      server.core.handle({ method: 'POST', path: '/v1/orgs/x/collections', query: {}, headers: { 'content-type': 'application/json' }, body });
    }, LIMIT);
    expect(JSON.stringify(server.control.journal())).not.toMatch(/u:p@|token%253Dy|token=y/);
    expect(ratio).toBeLessThanOrEqual(LINEAR_GROWTH);
  }, 120_000);
});

/** Pages a visitor is served, up to half the largest markdown a page holds: the service's blocks and raw HTML. */
describe('linear work rendering a published page', () => {
  /** Text of about `size` characters made of `unit` over and over. */
  const repeat = (unit: string, size: number) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));

  it.each([
    ['unclosed hints, each inside the last', (size: number) => repeat('{% hint style="warning" %}\nword\n', size)],
    ['tabs nested without end', (size: number) => repeat('{% tabs %}\n{% tab title="t" %}\n', size)],
    ['one line of {% without %}', (size: number) => repeat('{%', size)],
    ['tags whose quotes never close', (size: number) => `${repeat('{% tab title="', size)}%}`],
    ['backtick runs of every length between tags', (size: number) => {
      const parts: string[] = [];
      for (let length = 1, total = 0; total < size; length++) {
        const part = `${'`'.repeat(length)} {% hint %} `;
        parts.push(part);
        total += part.length;
      }
      return parts.join('');
    }],
    ['closing tags of nothing', (size: number) => repeat('{% endhint %}{% endtabs %}\n', size)],
    ['raw HTML opened and never closed, then closed by the wrong name', (size: number) => `${repeat('<div>', size / 2)}${repeat('</span>', size / 2)}`],
    ['includes of a reusable content that includes itself', (size: number) => repeat('{% include ".gitbook/includes/loop.md" %}\n', size)],
  ])('a page of %s', async (_label, markdown) => {
    const { server, visit } = siteServer();
    server.control.seed({ kind: 'content', spaceId: 'sp-guide', reusableContents: [{ id: 'loop', title: 'Loop', markdown: 'Again {% include "loop.md" %}' }] });
    let made = 0;
    const ratio = await growth(async (size) => {
      const slug = `big-${made++}`;
      server.control.seed({ kind: 'content', spaceId: 'sp-guide', pages: [{ title: slug, slug, markdown: markdown(size) }] });
      const answer = await visit(`${SITE_URL}/guides/guide/${slug}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toMatch(/\{%[\s\w-]*%\}/);
    }, 500_000);
    expect(ratio).toBeLessThanOrEqual(LINEAR_GROWTH);
  }, 300_000);
});
