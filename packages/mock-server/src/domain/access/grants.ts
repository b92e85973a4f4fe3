/**
 * What authorizing a request finds, by kind of resource: the resource, the caller's role on it and the caller's
 * view. The core hands it to the handler as `ctx.granted`; its type per operation is read off the POLICY row.
 * Kept apart from access.ts, which computes grants, so that the core's types need nothing from the domain's code.
 */
import type { Operation, OperationId, Role } from '@docpub/sdk/contract';
import type { CollectionRecord, OrganizationRecord, SpaceRecord, TeamRecord, UserRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import type { POLICY } from './policy.js';
import type { AccessView } from './roles.js';

/** What authorizing on each kind of resource finds: the resource, the caller's role on it, the caller's view. */
export interface Grants {
  token: { view: AccessView };
  organization: { organization: OrganizationRecord; role: Role; view: AccessView };
  collection: { collection: CollectionRecord; role: Role; view: AccessView };
  team: { organization: OrganizationRecord; team: TeamRecord };
  space: { space: SpaceRecord; role: Role; view: AccessView };
}

/** Any grant; `undefined` for the rows a handler resolves itself. */
export type Grant = Grants[keyof Grants] | undefined;

type Policy = typeof POLICY;

/** The grant the core hands the handler of operation `Id`, read off its POLICY row. */
export type GrantOf<Id extends OperationId> = Policy[Id] extends { resolvedBy: 'handler' }
  ? undefined
  : Grants[Policy[Id]['on']];

/** The parts of a request authorization reads: the state, the authenticated caller and the operation. */
export interface AccessContext {
  store: Store;
  user: UserRecord;
  operation: Operation;
}

/** A request as the authorize stage sees it: the access context and the decoded path parameters. */
export type RequestToAuthorize = AccessContext & { params: Readonly<Record<string, string>> };

/** A request whose POLICY row authorized it on a resource of kind `On`, for helpers shared by handlers. */
export type Authorized<On extends keyof Grants> = AccessContext & { granted: Grants[On] };
