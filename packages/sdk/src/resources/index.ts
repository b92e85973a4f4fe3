/**
 * The resource namespaces of `DocPub`: one class per area, each method one operation of the contract's table.
 *
 * @module resources
 */
export { ChangeRequestContent } from './change-request-content.js';
export { ChangeRequestLinks } from './change-request-links.js';
export { ChangeRequestReviews } from './change-request-reviews.js';
export { ChangeRequests } from './change-requests.js';
export { CollectionPermissions } from './collection-permissions.js';
export { Collections } from './collections.js';
export { CommentReplies } from './comment-replies.js';
export { Comments } from './comments.js';
export { Integrations } from './integrations.js';
export { Members } from './members.js';
export { OpenAPISpecs } from './openapi.js';
export { OpenAPISpecVersions } from './openapi-versions.js';
export { Orgs } from './orgs.js';
export { Revisions } from './revisions.js';
export { SiteCustomizationSettings, SiteSpaceCustomizationSettings } from './site-customization.js';
export { SitePublishingAuth } from './site-publishing-auth.js';
export { SiteRedirects } from './site-redirects.js';
export { SiteSectionGroups } from './site-section-groups.js';
export { SiteSections } from './site-sections.js';
export { SiteShareLinks } from './site-share-links.js';
export { SiteSpaces } from './site-spaces.js';
export { Sites } from './sites.js';
export { SpaceContent } from './space-content.js';
export { SpaceGit } from './space-git.js';
export { SpaceIntegrations } from './space-integrations.js';
export { SpacePermissions } from './space-permissions.js';
export { Spaces } from './spaces.js';
export { Teams } from './teams.js';
export { TeamMembers } from './team-members.js';
export { Translations } from './translations.js';
export { CurrentUser } from './user.js';
