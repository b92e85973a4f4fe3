/**
 * Row 1 — SDK overhead: an SDK call versus raw `fetch` + `JSON.parse` against the same local HTTP server (in its
 * own process), for a GET of one space and for a page of 1,000 comments, validation on.
 *
 * ky is the SDK's transport, so on a small answer the SDK is measured against ky alone (its floor):
 * SDK / ky alone ≤ 1.05× on GET one space. On a page of 1,000 the transport's share is small and the SDK is
 * measured against a raw fetch: SDK / raw fetch ≤ 1.05×.
 */
import { DocPub } from '../lib/sdk.js';
import ky from 'ky';
import { startReferenceServer } from '../lib/servers.js';
import { expectItems, expectSpace, rawGet } from '../lib/raw.js';
import { check, figure } from '../lib/result.js';
import { count, emptyResult, pick, ratioOf, round, timingFigure, type Row } from '../lib/row.js';
import { sampleGroups } from '../lib/sampler.js';
import { authHeaders } from '../lib/world.js';

const SIZES = {
  full: { pageSize: 1000, plan: { warmupRounds: 30, rounds: 300, budgetMs: 120_000 } },
  quick: { pageSize: 50, plan: { warmupRounds: 2, rounds: 10, budgetMs: 5_000 } },
  smoke: { pageSize: 10, plan: { warmupRounds: 1, rounds: 2, budgetMs: 1_000 } },
};
const TARGET = 1.05;

/**
 * ky on its own, as the SDK's transport calls it (transport.ts): what the SDK costs before any code of its own,
 * so the report can tell the SDK's share of the overhead from ky's.
 */
async function kyGet(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await ky(url, { headers, timeout: 60_000, retry: 0, throwHttpErrors: false });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return JSON.parse(await response.text()) as unknown;
}

export const sdkOverhead: Row = {
  id: 1,
  title: 'SDK overhead',
  async measure(context) {
    const { pageSize, plan } = pick(context, SIZES);
    const result = emptyResult(this);
    context.log(`starting the reference server with a space of ${count(pageSize)} comments`);
    const server = await startReferenceServer(context, [{ key: 'page', comments: pageSize }], 120_000);
    try {
      const { url, token } = server.value;
      const spaceId = server.value.spaces.page!.id;
      const client = new DocPub({ token, baseUrl: url, validation: 'strict' });
      const headers = authHeaders(token);
      const pageUrl = `${url}/spaces/${spaceId}/comments?limit=${pageSize}`;
      context.log(`sampling ${plan.rounds} interleaved rounds per request`);
      const spaceUrl = `${url}/spaces/${spaceId}`;
      const isSpace = (space: unknown) => expectSpace(space, spaceId);
      const isPage = (page: unknown) => expectItems(page, pageSize);
      const samples = await sampleGroups(
        [
          [
            { name: 'sdk-space', call: () => client.spaces.get(spaceId), verify: isSpace },
            { name: 'raw-space', call: () => rawGet(spaceUrl, headers), verify: isSpace },
            { name: 'ky-space', call: () => kyGet(spaceUrl, headers), verify: isSpace },
          ],
          [
            { name: 'sdk-page', call: async () => await client.comments.list(spaceId, { limit: pageSize }), verify: isPage },
            { name: 'raw-page', call: () => rawGet(pageUrl, headers), verify: isPage },
            { name: 'ky-page', call: () => kyGet(pageUrl, headers), verify: isPage },
          ],
        ],
        plan,
      );
      const measures = [
        { what: 'GET one space', key: 'space', baseline: 'ky', baselineLabel: 'ky alone' },
        { what: `page of ${count(pageSize)} comments`, key: 'page', baseline: 'raw', baselineLabel: 'raw fetch' },
      ] as const;
      for (const { what, key, baseline, baselineLabel } of measures) {
        const ratio = ratioOf(samples, `sdk-${key}`, `${baseline}-${key}`);
        result.checks.push(check(`SDK / ${baselineLabel}, ${what}`, round(ratio), 'x', '<=', TARGET));
      }
      for (const { what, key } of measures) {
        result.figures.push(timingFigure(`SDK, ${what}`, samples, `sdk-${key}`));
        result.figures.push(timingFigure(`raw fetch + JSON.parse, ${what}`, samples, `raw-${key}`));
        result.figures.push(timingFigure(`ky alone + JSON.parse, ${what}`, samples, `ky-${key}`));
        result.figures.push(figure(`SDK / raw fetch, ${what}`, round(ratioOf(samples, `sdk-${key}`, `raw-${key}`)), 'x'));
        result.figures.push(figure(`SDK / ky alone, ${what}`, round(ratioOf(samples, `sdk-${key}`, `ky-${key}`)), 'x'));
        const kyRatio = ratioOf(samples, `ky-${key}`, `raw-${key}`);
        result.figures.push(figure(`ky alone / raw fetch, ${what} (the SDK's floor)`, round(kyRatio), 'x'));
      }
      const pageBytes = JSON.stringify(await rawGet(pageUrl, headers)).length;
      result.figures.push(figure(`size of the page of ${count(pageSize)} comments`, round(pageBytes / 1024), 'KB'));
      result.notes.push('Server in its own process on loopback HTTP; both clients share Node’s fetch connection pool; validation "strict".');
      return result;
    } finally {
      await server.stop();
    }
  },
};
