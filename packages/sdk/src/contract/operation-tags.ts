/**
 * The OpenAPI tags of the API: the headings of its areas. The OpenAPI document tags each operation with its
 * area's heading, so that a viewer such as Swagger UI shows "Spaces", "Sites", "Comments"… instead of one long
 * list; the generated types use the same headings as documentation categories.
 *
 * Derived from the areas (areas.ts) and each operation's `area`, never kept as a list of its own.
 */
import { AREAS, areaInfo } from './areas.js';
import type { Operation } from './operation.js';

/** A tag: its name (an area heading) and a sentence for readers. */
export interface OperationTag {
  readonly name: string;
  readonly description: string;
}

function tagsOfAreas(): OperationTag[] {
  const tags = new Map<string, string[]>();
  for (const area of AREAS) tags.set(area.heading, [...(tags.get(area.heading) ?? []), area.description]);
  return [...tags].map(([name, descriptions]) => ({ name, description: descriptions.join(' ') }));
}

/** Every tag, in the areas' reading order; areas sharing a heading share a tag. */
export const OPERATION_TAGS: readonly OperationTag[] = tagsOfAreas();

/** The tag of an operation: its area's heading. Throws for an operation without an area (not the API's). */
export function operationTag(operation: Pick<Operation, 'id' | 'area'>): OperationTag {
  if (!operation.area) throw new Error(`${operation.id}: has no area`);
  const { heading } = areaInfo(operation.area);
  return OPERATION_TAGS.find((tag) => tag.name === heading)!;
}
