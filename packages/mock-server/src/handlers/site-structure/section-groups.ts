/** Handlers of a site's section groups and of the sections they hold. */
import type { HandlerTable } from '../../core/types.js';
import { listPage } from '../../domain/listing.js';
import { siteOfRequest } from '../../domain/sites/access.js';
import {
  addSectionToGroup,
  groupOfSite,
  insertGroup,
  listedSections,
  moveGroup,
  removeGroup,
  removeSectionFromGroup,
} from '../../domain/sites/groups.js';
import { placementOf } from '../../domain/sites/ordering.js';
import { presentGroup, siteApiUrl, siteView } from '../../domain/sites/present.js';
import { sectionOfSite, setOrRemove } from '../../domain/sites/sections.js';
import { groupsOfSite } from '../../domain/sites/structure.js';

export const siteSectionGroupHandlers = {
  listSiteSectionGroups: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const view = siteView(ctx, site);
    return listPage(groupsOfSite(ctx.store, site.id), ctx.query, `site-section-groups:${site.id}`, (group) =>
      presentGroup(view, group),
    );
  },

  createSiteSectionGroup: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const { title, icon } = ctx.body;
    const sections = listedSections(ctx.store, site, ctx.body.sections ?? []);
    const group = insertGroup(ctx.store, site, { title, sections, ...(icon === undefined ? {} : { icon }) });
    const location = siteApiUrl(ctx.baseUrl, site, 'section-groups', group.id);
    return { explicit: true, status: 201, body: presentGroup(siteView(ctx, site), group), location };
  },

  updateSiteSectionGroup: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const group = groupOfSite(ctx.store, site, ctx.params.siteSectionGroupId);
    if (ctx.body.title !== undefined) group.title = ctx.body.title;
    setOrRemove(group, 'icon', ctx.body.icon);
    return presentGroup(siteView(ctx, site), group);
  },

  deleteSiteSectionGroup: (ctx) => {
    const { site } = siteOfRequest(ctx);
    removeGroup(ctx.store, site, groupOfSite(ctx.store, site, ctx.params.siteSectionGroupId));
  },

  addSiteSectionToGroup: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const group = groupOfSite(ctx.store, site, ctx.params.siteSectionGroupId);
    const section = sectionOfSite(ctx.store, site, ctx.body.sectionId, 'sectionId section');
    addSectionToGroup(ctx.store, site, group, section);
    return presentGroup(siteView(ctx, site), group);
  },

  removeSiteSectionFromGroup: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const group = groupOfSite(ctx.store, site, ctx.params.siteSectionGroupId);
    removeSectionFromGroup(ctx.store, site, group, sectionOfSite(ctx.store, site, ctx.params.siteSectionId));
  },

  moveSiteSectionGroup: (ctx) => {
    const { site } = siteOfRequest(ctx);
    const group = groupOfSite(ctx.store, site, ctx.params.siteSectionGroupId);
    const ref = ctx.body.position?.before ?? ctx.body.position?.after;
    const placement = placementOf(ctx.body.position, (entry) => entry.id, 'id');
    moveGroup(ctx.store, site, group, placement && ref ? { ...placement, kind: ref.type } : undefined);
    return presentGroup(siteView(ctx, site), group);
  },
} satisfies HandlerTable;
