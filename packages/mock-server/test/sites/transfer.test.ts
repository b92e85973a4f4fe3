import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { ORG, SITE, SPACES, siteWorld } from './support.js';

describe('transferring a published space to another organization', () => {
  it("takes it off the old organization's sites", async () => {
    const { server, admin, clientFor } = siteWorld();
    const published = async () => (await admin.sites.siteSpaces.list(ORG, SITE).toArray()).map((s) => s.space.id);
    expect(await published()).toContain(SPACES.handbook);

    // Transfer needs admin on the space and in the target organization: a globex admin granted the space.
    const mover = server.control.createUser({
      displayName: 'Mover',
      orgRole: 'admin',
      organizationId: DEMO.otherOrganization,
    });
    await admin.spaces.permissions.grant(SPACES.handbook, { role: 'admin', users: [mover.user.id] });
    const moved = await clientFor(mover.token).spaces.transfer(SPACES.handbook, { organization: DEMO.otherOrganization });

    expect(moved.organization).toBe(DEMO.otherOrganization);
    expect(await published()).not.toContain(SPACES.handbook);
  });
});
