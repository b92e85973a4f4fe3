/**
 * The callers of the authorization matrix: no token, an unknown token, the six roles of the demo
 * organization, a guest (outside it, granted directly) and a user of another organization.
 */
import { DEMO } from '@docpub/mock-server';
import type { Role } from '@docpub/sdk/contract';

export const ROLE_NAMES = ['admin', 'create', 'review', 'edit', 'comment', 'read'] as const satisfies readonly Role[];

export const PRINCIPAL_NAMES = ['anonymous', 'unknown-token', ...ROLE_NAMES, 'guest', 'outsider'] as const;
export type PrincipalName = (typeof PRINCIPAL_NAMES)[number];

/** A caller: its token (none for `anonymous`) and, for demo users, its user id. */
export interface Principal {
  name: PrincipalName;
  token: string | undefined;
  userId: string | undefined;
}

/** A token the server never issued. */
export const UNKNOWN_TOKEN = 'tok_never_issued_0000';

function demoPrincipal(name: Exclude<PrincipalName, 'anonymous' | 'unknown-token'>): Principal {
  return { name, token: DEMO.tokens[name], userId: DEMO.users[name] };
}

/** Every principal of the matrix, in a stable order. */
export const PRINCIPALS: readonly Principal[] = [
  { name: 'anonymous', token: undefined, userId: undefined },
  { name: 'unknown-token', token: UNKNOWN_TOKEN, userId: undefined },
  ...ROLE_NAMES.map(demoPrincipal),
  demoPrincipal('guest'),
  demoPrincipal('outsider'),
];

/** The demo organization's admin, who sets the stage for every test. */
export const ADMIN_TOKEN = DEMO.tokens.admin;
