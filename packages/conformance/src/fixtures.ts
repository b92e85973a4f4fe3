/**
 * What scenarios start from, discovered through the API rather than hard-coded, so the suite runs on any
 * deployment: the token's user and the organization under test.
 */
import { operations, type Organization, type User } from '@docpub/sdk/contract';
import type { DocPub } from '@docpub/sdk';
import { ConformanceStartError } from './targets/start-error.js';

export interface Fixtures {
  /** The user the token belongs to. */
  user: User;
  /** The organization scenarios work in: the one asked for, else the first the user administers. */
  organization: Organization;
}

/** Finds the organization under test; throws {@link ConformanceStartError} when there is none. */
export async function discoverFixtures(client: DocPub, user: User, wanted?: string): Promise<Fixtures> {
  const organizations = await client.list(operations.listOrganizations, []).toArray({ max: 1000 });
  if (wanted !== undefined) {
    const organization = organizations.find((candidate) => candidate.id === wanted);
    if (!organization) {
      const known = organizations.map((candidate) => candidate.id).join(', ') || 'none';
      throw new ConformanceStartError(`organization: the token's user is not a member of "${wanted}" (its organizations: ${known})`);
    }
    return { user, organization };
  }
  const organization = organizations.find((candidate) => candidate.permissions.admin) ?? organizations[0];
  if (!organization) throw new ConformanceStartError("the token's user belongs to no organization: scenarios need one to work in");
  return { user, organization };
}
