/** The demo world's organizations, users, memberships and tokens. */
import type { Role } from '@docpub/sdk/contract';
import { addMember, insertOrganization } from '../domain/organizations/organizations.js';
import { insertUser, issueToken } from '../store/users.js';
import { DEMO, type DemoUser } from './ids.js';
import type { DemoStep } from './step.js';

interface DemoPerson {
  name: DemoUser;
  displayName: string;
  email: string;
  /** Organization and role; none for the guest. */
  membership?: { organizationId: string; role: Role };
}

const PEOPLE: readonly DemoPerson[] = [
  { name: 'admin', displayName: 'Ada Admin', email: 'ada@acme.test', membership: { organizationId: DEMO.organization, role: 'admin' } },
  { name: 'create', displayName: 'Carl Creator', email: 'carl@acme.test', membership: { organizationId: DEMO.organization, role: 'create' } },
  { name: 'review', displayName: 'Rita Reviewer', email: 'rita@acme.test', membership: { organizationId: DEMO.organization, role: 'review' } },
  { name: 'edit', displayName: 'Eddie Editor', email: 'eddie@acme.test', membership: { organizationId: DEMO.organization, role: 'edit' } },
  { name: 'comment', displayName: 'Cora Commenter', email: 'cora@acme.test', membership: { organizationId: DEMO.organization, role: 'comment' } },
  { name: 'read', displayName: 'Reed Reader', email: 'reed@acme.test', membership: { organizationId: DEMO.organization, role: 'read' } },
  { name: 'guest', displayName: 'Gus Guest', email: 'gus@guest.test' },
  { name: 'outsider', displayName: 'Olga Outsider', email: 'olga@globex.test', membership: { organizationId: DEMO.otherOrganization, role: 'admin' } },
];

export const buildPeople: DemoStep = ({ store, clock }) => {
  insertOrganization(store, clock, {
    id: DEMO.organization,
    title: 'Acme',
    emailDomains: ['acme.test'],
    hostname: 'acme',
    type: 'business',
    plan: 'pro',
    defaultRole: 'read',
    profile: {
      useCase: 'docsSite',
      ai: true,
      logo: 'https://files.docpub.test/acme/logo.png',
      customHostname: 'docs.acme.test',
    },
  });
  insertOrganization(store, clock, { id: DEMO.otherOrganization, title: 'Globex', emailDomains: ['globex.test'], type: 'business', plan: 'free' });
  for (const person of PEOPLE) {
    const userId = DEMO.users[person.name];
    insertUser(store, { id: userId, displayName: person.displayName, email: person.email });
    issueToken(store, userId, DEMO.tokens[person.name]);
    if (person.membership) addMember(store, clock, person.membership.organizationId, userId, person.membership.role);
  }
};
