/**
 * The areas of the API, as documentation groups them: each operation belongs to exactly one, decided by its
 * path (the first area whose pattern matches, in this order). The OpenAPI document tags operations with
 * these, so that a viewer such as Swagger UI shows "Spaces", "Sites", "Comments"… instead of one long list.
 *
 * Kept apart from the operation table so that adding an operation needs no edit here unless its path
 * starts a new area.
 */
import type { Operation } from './operation.js';

/** An area: its tag name, a sentence for readers, and which paths belong to it. */
export interface OperationTag {
  readonly name: string;
  readonly description: string;
  readonly paths: RegExp;
}

/** Every area, in reading order; the first whose `paths` matches an operation's path is its area. */
export const OPERATION_TAGS: readonly OperationTag[] = [
  { name: 'Users', description: 'The user the token belongs to, and the spaces of a user.', paths: /^\/users?(\/\{userId\}\/spaces)?$/ },
  {
    name: 'Permissions',
    description: 'Roles of users and teams on spaces and collections, direct and inherited.',
    paths: /\/permissions(\/|$)/,
  },
  { name: 'Teams', description: "An organization's teams and their members.", paths: /^\/orgs\/\{organizationId\}\/teams/ },
  {
    name: 'Organizations',
    description: 'Organizations the user belongs to, and their members.',
    paths: /^\/orgs(\/\{organizationId\}(\/(members|invites).*)?)?$/,
  },
  { name: 'Collections', description: 'Collections: folders that group spaces.', paths: /\/collections/ },
  {
    name: 'Change requests',
    description: 'Change requests: proposed edits to a space, their content, reviews, links and merging.',
    paths: /\/change-requests/,
  },
  { name: 'Comments', description: "Comments on a space's content and their replies.", paths: /\/comments/ },
  {
    name: 'Content',
    description: 'The content of a space: revisions, page trees, pages, files and reusable content.',
    paths: /^\/spaces\/\{spaceId\}\/(content|revisions)/,
  },
  {
    name: 'Integrations',
    description: 'The integrations marketplace, publishing integrations, and what is installed on a space.',
    paths: /integration/,
  },
  {
    name: 'Spaces',
    description: 'Spaces: documentation projects. Create, update, soft-delete and restore, duplicate, move, transfer, embed and sync with Git.',
    paths: /(^\/spaces\/\{spaceId\}|\/spaces$)/,
  },
  {
    name: 'Site structure',
    description: "A docs site's structure: sections, section groups and the spaces it publishes.",
    paths: /\/sites\/\{siteId\}\/(sections|section-groups|site-spaces)/,
  },
  {
    name: 'Site access',
    description: 'How a published site is reached: redirects, share links and visitor authentication.',
    paths: /\/sites\/\{siteId\}\/(redirects?|share-links|publishing\/auth)/,
  },
  { name: 'Sites', description: 'Docs sites: create, update, publish and unpublish.', paths: /\/sites/ },
  {
    name: 'OpenAPI specs',
    description: "An organization's OpenAPI specifications, their processing and versions.",
    paths: /\/openapi/,
  },
  { name: 'Translations', description: "An organization's translation settings.", paths: /\/translations/ },
];

/** The area an operation belongs to; throws when none matches, so a new kind of path cannot go untagged. */
export function operationTag(operation: Pick<Operation, 'id' | 'path'>): OperationTag {
  const tag = OPERATION_TAGS.find((candidate) => candidate.paths.test(operation.path));
  if (!tag) throw new Error(`${operation.id}: no area matches its path ${operation.path}`);
  return tag;
}
