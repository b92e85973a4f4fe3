/**
 * The demo world's reader ratings, on pages of space `api`: one page readers like (a `good` rating), one they
 * find wanting (`bad`), and one whose ratings cancel out (`ok`), so content insights show every rating.
 */
import { seedRatings } from '../domain/spaces/ratings-seed.js';
import { DEMO } from './ids.js';
import type { DemoStep } from './step.js';

const { pages } = DEMO.content;

export const buildDemoRatings: DemoStep = ({ store, clock }) => {
  seedRatings(store, clock, {
    kind: 'page-ratings',
    spaceId: DEMO.content.space,
    pages: [
      // score 12 − 1.5 − 2 = 8.5 (good), pondered over 16 ratings: 136
      { pageId: pages.gettingStarted, good: 12, ok: 3, bad: 1 },
      // score 2 − 1 − 4 = −3 (bad), pondered over 6 ratings: −18
      { pageId: pages.authentication, good: 2, ok: 2, bad: 2 },
      // score 1 − 1 = 0 (ok), pondered: 0
      { pageId: pages.pagination, good: 1, ok: 2 },
    ],
  });
};
