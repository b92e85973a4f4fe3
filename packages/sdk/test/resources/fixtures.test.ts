import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '../../src/contract/index.js';
import { examples } from './fixtures.js';

/** The contract schema each example must satisfy. */
const schemaOf: { [K in keyof typeof examples]: z.ZodType } = {
  user: contract.user,
  organization: contract.organization,
  member: contract.member,
  team: contract.team,
  teamMember: contract.teamMember,
  teamPermission: contract.teamPermission,
  collection: contract.collection,
  permissionItem: contract.permissionItem,
  space: contract.space,
  gitSyncInfo: contract.gitSyncInfo,
  embed: contract.embed,
  page: contract.page,
  pageTree: contract.pageTree,
  file: contract.revisionFile,
  reusableContent: contract.reusableContent,
  revision: contract.revision,
  revisionChanges: contract.revisionChanges,
  changeRequest: contract.changeRequest,
  createdChangeRequest: contract.createdChangeRequest,
  mergeResult: contract.mergeResult,
  updateResult: contract.updateResult,
  comment: contract.comment,
  commentReply: contract.commentReply,
  review: contract.changeRequestReview,
  link: contract.changeRequestLink,
  linkStats: contract.changeRequestLinkStats,
  site: contract.site,
  siteSpace: contract.siteSpace,
  siteSection: contract.siteSection,
  siteSectionGroup: contract.siteSectionGroup,
  siteRedirect: contract.siteRedirect,
  siteRedirectLookup: contract.siteRedirectLookup,
  shareLink: contract.shareLink,
  publishingAuth: contract.publishingAuth,
  publishedSite: contract.publishedContentSite,
  openApiSpec: contract.openApiSpec,
  openApiSpecVersion: contract.openApiSpecVersion,
  openApiSpecVersionContent: contract.openApiSpecVersionContent,
  translationSettings: contract.translationSettings,
  integration: contract.integration,
  integrationScript: contract.integrationScript,
  spaceIntegrationBlocks: contract.spaceIntegrationBlocks,
};

describe('resource fixtures', () => {
  it.each(Object.entries(examples))('%s passes its contract schema unchanged', (name, example) => {
    const result = schemaOf[name as keyof typeof examples].safeParse(example);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toEqual(example);
  });
});
