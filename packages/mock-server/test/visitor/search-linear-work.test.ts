/**
 * Search reads, indexes, quotes and marks a page in work linear in its size, measured as growth
 * (../support/growth.ts) the way the published page's own linear-work tests measure it: the same request at a size
 * and at a quarter of it, in CPU time side by side, linear within LINEAR_GROWTH (a quadratic grows twice as much).
 * Each run adds a page to a fresh server whose index is warm, and searches a word only the page holds, at its very
 * end: the first search after the change reads the new page (markdown, block tags, raw HTML through the
 * sanitizer), indexes it, and quotes and marks its text from its beginning to the hit. The pages are what an author could write against a scan that restarts: unclosed
 * `{%`, tags with titles, unclosed inline `<script>` (one swallows the rest of the page, as on the page), raw HTML
 * blocks, code spans, and words that begin like the query word.
 */
import { describe, expect, it } from 'vitest';
import { growth, LINEAR_GROWTH } from '../support/growth.js';
import { SITE_URL, siteServer } from './support.js';

/** Text of about `size` characters made of `unit` over and over. */
const repeat = (unit: string, size: number) => unit.repeat(Math.max(1, Math.floor(size / unit.length)));

describe('linear work searching a published page', () => {
  it.each([
    ['unclosed {% tags', `${'{% hint style="x '.repeat(20)}\n\n`],
    ['tags with titles', `${'{% tab title="a b" %} word '.repeat(12)}\n\n`],
    ['unclosed inline <script> tags', 'text <script> more <style> text\n\n'],
    ['raw HTML blocks', '<div><script>x</script>text</div>\n\n'],
    ['code spans of growing backtick runs', `${'`` ` ``` word '.repeat(20)}\n\n`],
    ['words that begin like the query word', `${'markz marking '.repeat(20)}\n\n`],
  ])('a page of %s', async (_label, unit) => {
    // Each run gets a server of its own, its index already warm, so that no run pays for the pages of the
    // runs before it or for indexing the rest of the site.
    let site = siteServer();
    let made = 0;
    const ratio = await growth(
      async (size) => {
        const word = `mark${made++}z`;
        site.server.control.seed({ kind: 'content', spaceId: 'sp-guide', pages: [{ title: `Page ${made}`, markdown: `${repeat(unit, size)}\n\n${word}` }] });
        const answer = await site.visit(`${SITE_URL}/~search?q=${word}`);
        expect(answer.status).toBe(200);
        // The unclosed <script> hides the rest of that page from readers, and so from search.
        if (!unit.includes('text <script>')) expect(await answer.text()).toContain(`<mark>${word}</mark>`);
      },
      // Near the most a page's markdown may hold: below a quarter million characters the work of some of these
      // pages still climbs to its linear slope (V8's strings and heap settle there), which reads as growth.
      990_000,
      async () => {
        site = siteServer();
        expect((await site.visit(`${SITE_URL}/~search?q=warm`)).status).toBe(200);
      },
    );
    expect(ratio).toBeLessThanOrEqual(LINEAR_GROWTH);
  }, 300_000);
});
