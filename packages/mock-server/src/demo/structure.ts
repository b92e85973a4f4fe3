/** The demo world's teams, collections, spaces and grants. */
import { insertCollection } from '../domain/collections/collections.js';
import { setGrant } from '../domain/permissions/grants.js';
import { insertSpace } from '../domain/spaces/spaces.js';
import { insertTeam } from '../domain/teams/teams.js';
import { DEMO } from './ids.js';
import type { DemoStep } from './step.js';

const { users, teams, collections, spaces } = DEMO;

export const buildTeams: DemoStep = ({ store, clock }) => {
  insertTeam(store, clock, {
    id: teams.writers,
    organizationId: DEMO.organization,
    title: 'Writers',
    members: [
      { userId: users.edit, role: 'owner' },
      { userId: users.comment, role: 'member' },
    ],
  });
  insertTeam(store, clock, {
    id: teams.reviewers,
    organizationId: DEMO.organization,
    title: 'Reviewers',
    members: [
      { userId: users.review, role: 'owner' },
      { userId: users.read, role: 'member' },
    ],
  });
};

export const buildCollections: DemoStep = ({ store, clock }) => {
  insertCollection(store, clock, { id: collections.guides, organizationId: DEMO.organization, title: 'Guides' });
  insertCollection(store, clock, {
    id: collections.api,
    organizationId: DEMO.organization,
    title: 'API',
    parentId: collections.guides,
  });
  setGrant(store, { kind: 'collection', id: collections.guides }, { kind: 'team', id: teams.writers }, 'edit');
  setGrant(store, { kind: 'collection', id: collections.api }, { kind: 'team', id: teams.reviewers }, 'review');
};

export const buildSpaces: DemoStep = ({ store, clock }) => {
  const acme = DEMO.organization;
  insertSpace(store, clock, { id: spaces.handbook, organizationId: acme, title: 'Handbook', emoji: '📘', defaultLevel: 'read' });
  insertSpace(store, clock, { id: spaces.api, organizationId: acme, title: 'API reference', parentId: collections.api });
  insertSpace(store, clock, { id: spaces.internal, organizationId: acme, title: 'Internal notes' });
  insertSpace(store, clock, { id: spaces.roadmap, organizationId: acme, title: 'Roadmap', defaultLevel: 'comment' });
  insertSpace(store, clock, { id: spaces.globex, organizationId: DEMO.otherOrganization, title: 'Globex guide', defaultLevel: 'read' });

  const internal = { kind: 'space', id: spaces.internal } as const;
  setGrant(store, internal, { kind: 'user', id: users.guest }, 'read');
  setGrant(store, internal, { kind: 'user', id: users.comment }, 'comment');
  setGrant(store, internal, { kind: 'team', id: teams.reviewers }, 'review');
};
