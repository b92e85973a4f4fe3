/**
 * The operations of the table nearest to a request that matched none, so that a 404 can say "did you mean
 * POST /v1/spaces/{spaceId}/change-requests?" instead of leaving the caller to find the typo.
 *
 * Paths are compared segment by segment: a template's `{param}` takes any one non-empty segment for free, a
 * literal segment costs its spelling distance (0 to 1), and a segment too many or too few costs 1. A request
 * whose method differs from the operation's ranks after one with the same method, so the operation it most
 * likely meant comes first. The work is bounded whatever the path: only the first
 * {@link MAX_SEGMENTS} segments and the first {@link MAX_SEGMENT_LENGTH} characters of each are compared.
 */
import { distance } from 'fastest-levenshtein';
import type { Operation } from '@docpub/sdk/contract';

/** Segments of a request path compared at the most; a longer path is no near miss of any operation. */
const MAX_SEGMENTS = 12;
/** Characters of a segment compared at the most. */
const MAX_SEGMENT_LENGTH = 64;
/**
 * The largest path distance still offered as a suggestion: one segment's worth, and no more than half a
 * segment per literal segment of the template, so that `/nope` is no near miss of `/user` while `/users` is.
 */
const largestDistance = (literals: number) => Math.min(1, literals / 2);
/** What a different method adds to a path's distance. */
const METHOD_COST = 0.25;
/** Suggestions named at the most. */
const MAX_SUGGESTIONS = 3;
/** How much further than the nearest a suggestion may be: the runners-up worth naming beside it. */
const RUNNER_UP_MARGIN = 0.3;

const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** Spelling distance of two literal segments, from 0 (equal) to 1 (nothing in common). */
function segmentCost(template: string, given: string): number {
  if (isParam(template)) return given === '' ? 1 : 0;
  if (template === given) return 0;
  const cut = given.slice(0, MAX_SEGMENT_LENGTH);
  return distance(template, cut) / Math.max(template.length, cut.length);
}

/** Edit distance between a template's segments and a request's, by whole segments. */
function pathDistance(template: readonly string[], given: readonly string[]): number {
  let previous = Array.from({ length: given.length + 1 }, (_, index) => index);
  for (let row = 1; row <= template.length; row++) {
    const current = [row];
    for (let column = 1; column <= given.length; column++) {
      const replace = previous[column - 1]! + segmentCost(template[row - 1]!, given[column - 1]!);
      current[column] = Math.min(replace, previous[column]! + 1, current[column - 1]! + 1);
    }
    previous = current;
  }
  return previous[given.length]!;
}

/**
 * Up to three operations nearest to `method` on `path` (relative to the API base, `/spaces/x`), nearest
 * first; none when nothing is close.
 */
export function nearestOperations(operations: readonly Operation[], method: string, path: string): Operation[] {
  const given = path.split('/').slice(1);
  if (given.length > MAX_SEGMENTS) return [];
  const wanted = method.toUpperCase();
  return operations
    .flatMap((operation) => {
      const template = operation.path.split('/').slice(1);
      const cost = pathDistance(template, given);
      if (cost > largestDistance(template.filter((segment) => !isParam(segment)).length)) return [];
      return [{ operation, rank: cost + (operation.method === wanted ? 0 : METHOD_COST) }];
    })
    .sort((a, b) => a.rank - b.rank)
    .filter(({ rank }, _index, [nearest]) => rank <= nearest!.rank + RUNNER_UP_MARGIN)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ operation }) => operation);
}
