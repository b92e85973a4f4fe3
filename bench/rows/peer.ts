/**
 * Row 7 — peers: the DocPub SDK against the published service's official client, `@gitbook/api`, and a raw
 * `fetch` + `JSON.parse`, all calling the same reference server over loopback HTTP (in its own process),
 * interleaved: GET one space, and the space's comments in pages of 100 and of 1,000.
 *
 * `@gitbook/api` validates nothing and calls `fetch` directly, so it sits at about a raw fetch; DocPub goes
 * through ky (its transport) and validates every answer. Targets: on pages, DocPub / `@gitbook/api`
 * ≤ 1.10× (100) and ≤ 1.05× (1,000); on GET one space, where ky's own cost dominates, DocPub / `@gitbook/api`
 * ≤ 1.05 × (ky alone / `@gitbook/api`), both measured in this run.
 */
import { DocPub } from '../lib/sdk.js';
import { GitBookAPI } from '@gitbook/api';
import ky from 'ky';
import { startReferenceServer } from '../lib/servers.js';
import { expectItems, expectSpace, rawGet } from '../lib/raw.js';
import { check, figure } from '../lib/result.js';
import { count, emptyResult, pick, ratioOf, round, timingFigure, type Row } from '../lib/row.js';
import { sampleGroups, type Contender } from '../lib/sampler.js';
import { authHeaders } from '../lib/world.js';

const SIZES = {
  full: { pages: [100, 1000], plan: { warmupRounds: 30, rounds: 250, budgetMs: 90_000 } },
  quick: { pages: [10, 20], plan: { warmupRounds: 1, rounds: 5, budgetMs: 2_000 } },
  smoke: { pages: [5, 10], plan: { warmupRounds: 1, rounds: 2, budgetMs: 1_000 } },
};
const PAGE_TARGETS = [1.1, 1.05];
const SPACE_MARGIN = 1.05;

export const peer: Row = {
  id: 7,
  title: 'Peer clients',
  async measure(context) {
    const { pages, plan } = pick(context, SIZES);
    const largest = Math.max(...pages);
    const result = emptyResult(this);
    context.log(`starting the reference server with a space of ${count(largest)} comments`);
    const server = await startReferenceServer(context, [{ key: 'peer', comments: largest }], 120_000);
    try {
      const { url, token } = server.value;
      const spaceId = server.value.spaces.peer!.id;
      const docpub = new DocPub({ token, baseUrl: url, validation: 'strict' });
      // The official client takes the origin and adds /v1 itself.
      const official = new GitBookAPI({ authToken: token, endpoint: url.replace(/\/v1$/, '') });
      const headers = authHeaders(token);
      const spaceUrl = `${url}/spaces/${spaceId}`;
      const isSpace = (space: unknown) => expectSpace(space, spaceId);
      const spaceGroup: Contender[] = [
        { name: 'docpub-space', call: () => docpub.spaces.get(spaceId), verify: isSpace },
        { name: 'official-space', call: async () => (await official.spaces.getSpaceById(spaceId)).data, verify: isSpace },
        { name: 'raw-space', call: () => rawGet(spaceUrl, headers), verify: isSpace },
        {
          name: 'ky-space',
          call: async () => JSON.parse(await (await ky(spaceUrl, { headers, timeout: 60_000, retry: 0, throwHttpErrors: false })).text()) as unknown,
          verify: isSpace,
        },
      ];
      const pageGroup = (limit: number): Contender[] => {
        const isPage = (page: unknown) => expectItems(page, limit);
        return [
          { name: `docpub-${limit}`, call: async () => await docpub.comments.list(spaceId, { limit }), verify: isPage },
          { name: `official-${limit}`, call: async () => (await official.spaces.listCommentsInSpace(spaceId, { limit })).data, verify: isPage },
          { name: `raw-${limit}`, call: () => rawGet(`${spaceUrl}/comments?limit=${limit}`, headers), verify: isPage },
        ];
      };
      context.log(`sampling ${plan.rounds} interleaved rounds per request`);
      const samples = await sampleGroups([spaceGroup, ...pages.map(pageGroup)], plan);
      const kyFloor = ratioOf(samples, 'ky-space', 'official-space');
      result.checks.push(
        check('DocPub / @gitbook/api, GET one space', round(ratioOf(samples, 'docpub-space', 'official-space')), 'x', '<=', round(SPACE_MARGIN * kyFloor)),
      );
      pages.forEach((limit, index) => {
        result.checks.push(
          check(`DocPub / @gitbook/api, page of ${count(limit)} comments`, round(ratioOf(samples, `docpub-${limit}`, `official-${limit}`)), 'x', '<=', PAGE_TARGETS[index]!),
        );
      });
      for (const [what, key] of [['GET one space', 'space'], ...pages.map((limit) => [`page of ${count(limit)} comments`, String(limit)])] as const) {
        result.figures.push(
          timingFigure(`DocPub SDK, ${what}`, samples, `docpub-${key}`),
          timingFigure(`@gitbook/api, ${what}`, samples, `official-${key}`),
          timingFigure(`raw fetch + JSON.parse, ${what}`, samples, `raw-${key}`),
          figure(`@gitbook/api / raw fetch, ${what}`, round(ratioOf(samples, `official-${key}`, `raw-${key}`)), 'x'),
          figure(`DocPub / raw fetch, ${what}`, round(ratioOf(samples, `docpub-${key}`, `raw-${key}`)), 'x'),
        );
      }
      result.figures.push(
        timingFigure('ky alone + JSON.parse, GET one space', samples, 'ky-space'),
        figure('ky alone / @gitbook/api, GET one space (the target of GET one space is 1.05 × this)', round(kyFloor), 'x'),
      );
      result.notes.push(
        'All clients call one reference server over loopback HTTP (its own process); DocPub validates every answer ("strict"), @gitbook/api validates nothing. The target of GET one space follows ky alone (DocPub\'s transport), measured in this run.',
      );
      return result;
    } finally {
      await server.stop();
    }
  },
};
