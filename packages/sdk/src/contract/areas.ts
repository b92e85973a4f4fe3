/**
 * The areas of the API: each operation of the table names exactly one in its `area` field, and everything that
 * groups operations reads it from there: the OpenAPI document's tags, the generated types' documentation
 * categories, the conformance suite's `--only` and report sections, and the file each operation row lives in.
 */

/** One area: its name (as operations and the conformance suite's `--only` write it), a sentence, its heading. */
export interface AreaInfo {
  readonly name: string;
  readonly description: string;
  /**
   * The heading documentation lists the area under (OpenAPI tag, documentation category). Areas that readers
   * look up together share one: redirects, share links and visitor authentication are all "Site access".
   */
  readonly heading: string;
}

/** Every area, in reading order. */
export const AREAS = [
  { name: 'users', heading: 'Users', description: 'The user the token belongs to, and the spaces of a user.' },
  { name: 'organizations', heading: 'Organizations', description: 'Organizations the user belongs to, and their members.' },
  { name: 'teams', heading: 'Teams', description: "An organization's teams and their members." },
  { name: 'collections', heading: 'Collections', description: 'Collections: folders that group spaces.' },
  {
    name: 'spaces',
    heading: 'Spaces',
    description:
      'Spaces: documentation projects. Create, update, soft-delete and restore, duplicate, move, transfer, embed and sync with Git.',
  },
  {
    name: 'permissions',
    heading: 'Permissions',
    description: 'Roles of users and teams on spaces and collections, direct and inherited.',
  },
  {
    name: 'content',
    heading: 'Content',
    description: 'The content of a space: revisions, page trees, pages, files and reusable content.',
  },
  {
    name: 'change-requests',
    heading: 'Change requests',
    description: 'Change requests: proposed edits to a space, their content, reviews, links and merging.',
  },
  { name: 'comments', heading: 'Comments', description: "Comments on a space's content and their replies." },
  { name: 'sites', heading: 'Sites', description: 'Docs sites: create, update, publish and unpublish.' },
  {
    name: 'site-structure',
    heading: 'Site structure',
    description: "A docs site's structure: sections, section groups and the spaces it publishes.",
  },
  { name: 'redirects', heading: 'Site access', description: "Redirects: where a published site sends a visitor's old URLs." },
  { name: 'share-links', heading: 'Site access', description: 'Share links: secret URLs that open a published site to visitors.' },
  {
    name: 'publishing-auth',
    heading: 'Site access',
    description: 'Visitor authentication: how visitors of a published site prove who they are.',
  },
  {
    name: 'openapi',
    heading: 'OpenAPI specs',
    description: "An organization's OpenAPI specifications, their processing and versions.",
  },
  { name: 'translations', heading: 'Translations', description: "An organization's translation settings." },
  {
    name: 'integrations',
    heading: 'Integrations',
    description: 'The integrations marketplace, publishing integrations, and what is installed on a space.',
  },
] as const satisfies readonly AreaInfo[];

/** The name of an area, e.g. `change-requests`. */
export type Area = (typeof AREAS)[number]['name'];

/** Every area's name, in reading order. */
export const AREA_NAMES: readonly Area[] = AREAS.map((area) => area.name);

/** True when `name` is a known area. */
export function isArea(name: string): name is Area {
  return (AREA_NAMES as readonly string[]).includes(name);
}

/** The facts of a known area. */
export function areaInfo(name: Area): AreaInfo {
  return AREAS.find((area) => area.name === name)!;
}
