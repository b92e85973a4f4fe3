/** Helpers of the site tests, on top of test/support/world.ts: the demo site's ids, error and state checks. */
import type { DocPub } from '@docpub/sdk';
import { DEMO } from '../../src/demo/demo.js';
import { testWorld, type TestWorld } from '../support/world.js';

export { all, expectError, expectNoChange } from '../support/assertions.js';

export const ORG = DEMO.organization;
export const SITE = DEMO.sites.docs;
export const { sections: SECTIONS, groups: GROUPS, siteSpaces: SITE_SPACES, redirects: REDIRECTS } = DEMO.sites;
export const SHARE_KEY = DEMO.sites.shareKeys.partners;
export const SHARE_LINK = DEMO.sites.shareLinks.partners;
export const SPACES = DEMO.spaces;

/** The published URL of the demo site. */
export const DOCS_URL = 'http://docpub.test/sites/acme.docpub.site/docs';

/** A demo world with an admin client, the commonest start of a site test. */
export function siteWorld(): TestWorld & { admin: DocPub } {
  const world = testWorld();
  return { ...world, admin: world.clientFor('admin') };
}

/** `n` characters. */
export const chars = (n: number, char = 'a') => char.repeat(n);
