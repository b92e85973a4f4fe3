/** Handlers of the integrations marketplace, of publishing, and of what is installed on a space. */
import type { HandlerTable } from '../../core/types.js';
import { authorizeOrganizationNamed } from '../../domain/access/access.js';
import {
  isListedFor,
  matchesFilters,
  matchesSearch,
  requireVisibleIntegration,
} from '../../domain/integrations/catalogue.js';
import { installedOn } from '../../domain/integrations/installations.js';
import {
  injectsScript,
  integrationViewer,
  presentIntegration,
  presentIntegrationScript,
  presentSpaceBlocks,
} from '../../domain/integrations/present.js';
import {
  assertPublishable,
  checkPublishBody,
  publishIntegration,
  resolvePublisher,
} from '../../domain/integrations/publish.js';
import { listPage } from '../../domain/listing.js';

export const integrationHandlers = {
  listIntegrations: (ctx) => {
    const viewer = integrationViewer(ctx);
    const listed = [...ctx.store.data.integrations.values()].filter(
      (record) => isListedFor(viewer.view, record) && matchesFilters(record, ctx.query),
    );
    return listPage(listed, ctx.query, 'integrations', (record) => presentIntegration(ctx, viewer, record));
  },

  getIntegration: (ctx) => {
    const viewer = integrationViewer(ctx);
    const record = requireVisibleIntegration(ctx.store, viewer.view, ctx.params.integrationName);
    return presentIntegration(ctx, viewer, record);
  },

  publishIntegration: (ctx) => {
    const { organization } = authorizeOrganizationNamed(ctx, resolvePublisher(ctx.store, ctx.body.organization));
    const name = ctx.params.integrationName;
    checkPublishBody(ctx.body);
    assertPublishable(ctx.store, name, organization.id);
    const { record } = publishIntegration(ctx.store, ctx.clock, name, organization.id, ctx.body);
    // 200 whether this publication created the integration or added a version, as the published service
    // answers: a client written for it checks for 200.
    return presentIntegration(ctx, integrationViewer(ctx), record);
  },

  listSpaceIntegrations: (ctx) => {
    const { space } = ctx.granted;
    const viewer = integrationViewer(ctx);
    const installed = installedOn(ctx.store, space.id).filter(({ integration }) =>
      matchesSearch(integration, ctx.query.search),
    );
    return listPage(
      installed.map(({ installation, integration }) => ({ seq: installation.seq, integration })),
      ctx.query,
      `space-integrations:${space.id}`,
      ({ integration }) => presentIntegration(ctx, viewer, integration),
    );
  },

  getSpaceIntegrationBlocks: (ctx) => {
    const { space } = ctx.granted;
    return installedOn(ctx.store, space.id)
      .filter(({ integration }) => integration.blocks.length > 0)
      .map(({ integration }) => presentSpaceBlocks(integration));
  },

  getSpaceIntegrationScripts: (ctx) => {
    const { space } = ctx.granted;
    return installedOn(ctx.store, space.id)
      .filter(({ integration }) => injectsScript(integration))
      .map(({ integration }) => presentIntegrationScript(integration));
  },
} satisfies HandlerTable;
