/**
 * A valid request for an operation, built against the matrix world: what the authorization matrix sends on
 * behalf of every principal, and the baseline the bad-input sweep breaks one field at a time.
 */
import type { OperationId } from '@docpub/sdk/contract';
import type { MatrixWorld } from '../support/matrix-world.js';
import type { PrincipalName } from '../support/principals.js';

export interface RequestCase {
  /** Which variant of the operation, when its rule depends on the request (`react` vs `edit others'`). */
  variant: string;
  params: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: Record<string, unknown>;
}

/** The valid requests of one operation, as `who` would send them. */
export type CaseBuilder = (world: MatrixWorld, who: PrincipalName) => RequestCase[];

export type CaseTable<K extends OperationId = OperationId> = { readonly [Id in K]: CaseBuilder };

/** The single, default variant of an operation. */
export const one =
  (build: (world: MatrixWorld) => Omit<RequestCase, 'variant'>): CaseBuilder =>
  (world) => [{ variant: 'default', ...build(world) }];
