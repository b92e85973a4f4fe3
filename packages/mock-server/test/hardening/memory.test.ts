/**
 * A long life in a short test: ≥ 1 GiB of mixed traffic (1 MB bodies answered 401, 405 and 400: a wrong content type, and a field collections do not take) through
 * `server.fetch`, then the journal stays within its byte bound and the process's RSS grows by less than
 * {@link RSS_GROWTH_BOUND}. Without a byte bound the journal alone would keep over a gigabyte.
 */
import { describe, expect, it } from 'vitest';
import { JOURNAL_MAX_BYTES, MAX_BODY_BYTES } from '../../src/index.js';
import { DEMO, demoServer } from './support.js';

/** The stated bound: what the process may grow by over the run (the journal's 32 MiB and the heap's slack). */
const RSS_GROWTH_BOUND = 256 * 1024 * 1024;
const GIB = 1024 * 1024 * 1024;
/** Time for a gigabyte through the server: under a minute at rest, several on a busy machine. */
const CPU_HEAVY_MS = 600_000;

describe('memory of a long-lived server', () => {
  it('stays bounded after 1 GiB of large bodies, 401s and 405s', async () => {
    const server = demoServer({ validateResponses: false });
    const filler = 'x'.repeat(MAX_BODY_BYTES - 100);
    const body = JSON.stringify({ title: 'Big', note: filler.slice(0, MAX_BODY_BYTES - 100 - 30) });
    const url = `${server.baseUrl}/orgs/${DEMO.organization}/collections`;
    const kinds: { headers: Record<string, string>; method: string; url: string }[] = [
      { headers: { 'content-type': 'application/json' }, method: 'POST', url }, // 401: no token
      { headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO.tokens.admin}` }, method: 'PATCH', url }, // 405
      { headers: { 'content-type': 'text/plain', authorization: `Bearer ${DEMO.tokens.admin}` }, method: 'POST', url }, // 400
      { headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO.tokens.admin}` }, method: 'POST', url }, // 400: note is unknown
    ];
    const rssBefore = process.memoryUsage().rss;
    let sent = 0;
    const statuses: Record<number, number> = {};
    for (let index = 0; sent < GIB; index++) {
      const kind = kinds[index % kinds.length]!;
      const response = await server.fetch(kind.url, { method: kind.method, headers: kind.headers, body });
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      await response.arrayBuffer();
      sent += body.length;
    }
    const rssAfter = process.memoryUsage().rss;
    const journal = server.control.journal();
    const journalBytes = JSON.stringify(journal).length;
    console.log(
      `memory: sent ${(sent / GIB).toFixed(2)} GiB in ${Object.values(statuses).reduce((a, b) => a + b)} requests ${JSON.stringify(statuses)}; ` +
        `journal ${journal.length} entries, ${journalBytes} bytes; RSS ${mib(rssBefore)} → ${mib(rssAfter)} MiB, heap ${mib(process.memoryUsage().heapUsed)} MiB`,
    );
    expect(Object.keys(statuses).sort()).toEqual(['400', '401', '405']);
    expect(journalBytes).toBeLessThanOrEqual(JOURNAL_MAX_BYTES);
    expect(journal.every((entry) => entry.bodyTruncated === true)).toBe(true);
    expect(rssAfter - rssBefore).toBeLessThan(RSS_GROWTH_BOUND);
  }, CPU_HEAVY_MS);
});

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

describe('the journal under a small heap', () => {
  it('survives 400 unauthenticated 1 MiB POSTs in a 160 MiB heap: it counts what its entries keep alive', async () => {
    const { spawnSync } = await import('node:child_process');
    const { fileURLToPath } = await import('node:url');
    const script = fileURLToPath(new URL('./processes/journal-flood.ts', import.meta.url));
    const child = spawnSync(process.execPath, ['--max-old-space-size=160', '--expose-gc', '--import', 'tsx', script, '400'], {
      encoding: 'utf8',
      timeout: CPU_HEAVY_MS - 60_000,
    });
    expect(child.stderr).not.toMatch(/heap out of memory/i);
    expect(child.status).toBe(0);
    const outcome = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { entries: number; heapUsed: number };
    expect(outcome.entries).toBeGreaterThan(100);
    // The journal's 32 MiB plus the server and the loader, far below the 400 MiB the bodies add up to.
    expect(outcome.heapUsed).toBeLessThan(120 * 1024 * 1024);
  }, CPU_HEAVY_MS);
});
