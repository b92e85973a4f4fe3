/** The areas scenarios are grouped by: what `--only` accepts and how reports are sectioned. */

/** Every area, in report order. */
export const AREAS = [
  'organizations',
  'spaces',
  'content',
  'change-requests',
  'comments',
  'permissions',
  'teams',
  'sites',
  'site-structure',
  'redirects',
  'share-links',
  'publishing-auth',
  'openapi',
  'translations',
  'integrations',
] as const;

/** An area of the service, e.g. `change-requests`. */
export type Area = (typeof AREAS)[number];

/** True when `name` is a known area. */
export function isArea(name: string): name is Area {
  return (AREAS as readonly string[]).includes(name);
}
