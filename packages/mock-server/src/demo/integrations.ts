/**
 * The demo world's integrations: the marketplace of `integrations-catalogue.ts`, and two of them installed
 * on space `handbook` — `video-embed` (a block) then `pulse-analytics` (a script that may set cookies).
 */
import { installIntegration } from '../domain/integrations/installations.js';
import { publishIntegration } from '../domain/integrations/publish.js';
import { DEMO } from './ids.js';
import { DEMO_CATALOGUE } from './integrations-catalogue.js';
import type { DemoStep } from './step.js';

export const buildIntegrations: DemoStep = ({ store, clock }) => {
  for (const entry of DEMO_CATALOGUE) {
    const { record } = publishIntegration(store, clock, entry.name, entry.body.organization, entry.body);
    record.verified = entry.verified;
  }
  installIntegration(store, clock, DEMO.spaces.handbook, DEMO.integrations.video);
  installIntegration(store, clock, DEMO.spaces.handbook, DEMO.integrations.analytics);
};
