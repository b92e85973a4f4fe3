/**
 * The areas scenarios are grouped by: what `--only` accepts and how reports are sectioned. They are the
 * contract's areas (each operation names its own), so a scenario's area is the area of the operations it checks.
 */
import { AREA_NAMES, isArea as isContractArea, type Area as ContractArea } from '@docpub/sdk/contract';

/** An area of the service, e.g. `change-requests`. */
export type Area = ContractArea;

/** Every area, in report order (the contract's reading order). */
export const AREAS: readonly Area[] = AREA_NAMES;

/** True when `name` is a known area. */
export function isArea(name: string): name is Area {
  return isContractArea(name);
}
