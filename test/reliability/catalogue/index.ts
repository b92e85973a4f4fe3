/**
 * A valid request for every operation of the contract, against the matrix world. The type makes a missing
 * operation a compile error, and {@link casesFor} makes it a runtime one, so a new operation cannot slip
 * past the matrix and the bad-input sweep unnoticed.
 */
import { operations, type Operation, type OperationId } from '@docpub/sdk/contract';
import type { MatrixWorld } from '../support/matrix-world.js';
import type { PrincipalName } from '../support/principals.js';
import { contentCases } from './content.js';
import { orgDataCases } from './org-data.js';
import { orgSpaceCases } from './orgs-spaces.js';
import { peopleAndInsightCases } from './people-and-insights.js';
import type { CaseTable, RequestCase } from './request-case.js';
import { siteCases } from './sites.js';

export type { RequestCase } from './request-case.js';

export const CATALOGUE: CaseTable = { ...orgSpaceCases, ...contentCases, ...siteCases, ...orgDataCases, ...peopleAndInsightCases };

/** The valid requests of `operation` as `who` sends them. */
export function casesFor(operation: Operation, world: MatrixWorld, who: PrincipalName = 'admin'): RequestCase[] {
  const build = CATALOGUE[operation.id as OperationId];
  if (!build) throw new Error(`no valid request for ${operation.id} in test/reliability/catalogue`);
  return build(world, who);
}

/** Operations that change nothing: answering them twice is answering them once. */
export const isRead = (operation: Operation) => operation.method === 'GET';

/** Every operation id of the contract, for completeness checks. */
export const OPERATION_IDS = Object.keys(operations) as OperationId[];
