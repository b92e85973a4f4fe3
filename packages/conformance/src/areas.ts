/**
 * The areas scenarios are grouped by: what `--only` accepts and how reports are sectioned. They are the
 * contract's areas (each operation names its own), so a scenario's area is the area of the operations it checks;
 * plus the areas the suite checks beyond the API, which have no operations of their own.
 */
import { AREA_NAMES, isArea as isContractArea, type Area as ContractArea } from '@docpub/sdk/contract';

/**
 * Areas beyond the API: `published-site` visits the sites the API publishes, as an anonymous visitor at their
 * `urls.published`; `git-sync` exports a space to a scratch Git repository and imports it back, and runs only
 * when the run is given one.
 */
export const SUITE_AREAS = ['published-site', 'git-sync'] as const;

/** An area of the service, e.g. `change-requests`. */
export type Area = ContractArea | (typeof SUITE_AREAS)[number];

/** Every area, in report order (the contract's reading order, then the suite's own). */
export const AREAS: readonly Area[] = [...AREA_NAMES, ...SUITE_AREAS];

/** True when `name` is a known area. */
export function isArea(name: string): name is Area {
  return isContractArea(name) || (SUITE_AREAS as readonly string[]).includes(name);
}
