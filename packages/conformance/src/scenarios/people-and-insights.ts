/**
 * The operations the API reference names outside its tables: invitations, a user's spaces, reader feedback on
 * content (insights) and importing content.
 */
import type { PageContentInsight } from '@docpub/sdk';
import type { ScenarioContext } from '../context.js';
import { defineScenario } from '../scenario.js';
import { flattenPages, idsOf, newSpace, unlessDeleted } from './support.js';

const invitations = defineScenario({
  area: 'organizations',
  name: 'an invitation makes members of the addresses it names, each with its role',
  operations: ['inviteOrganizationMembers', 'listMembers'],
  needs: ['write'],
  async run(t) {
    const slug = t.slug('invitee');
    const reader = `${slug}.reader@example.com`;
    const editor = `${slug}.editor@example.com`;
    const result = await t.step('invite two addresses, one with a role of its own', () =>
      t.client.members.invite(t.org, { emails: [reader, { email: editor, role: 'edit' }], role: 'read' }),
    );
    t.leftover(`members ${reader} and ${editor}`, 'the API has no operation to delete a member of an organization');
    t.expect(result.users.length, 'users of the invitation').toBe(2);
    t.expect(result.invited, 'invited').toBe(2);

    const members = await t.step('list the members', () => t.client.members.list(t.org).toArray());
    const roleOf = (userId: string | undefined) => members.find((member) => member.user.id === userId)?.role;
    t.expect(roleOf(result.users[0]), `role of ${reader}`).toBe('read');
    t.expect(roleOf(result.users[1]), `role of ${editor}`).toBe('edit');

    const again = await t.step('invite one of them again', () => t.client.members.invite(t.org, { emails: [reader], role: 'admin' }));
    t.expect(again.users, 'users of the repeated invitation').toEqual([result.users[0]]);
    t.expect(again.invited, 'invited by the repeated invitation (already a member)').toBe(0);
    await t.step('a malformed address is refused', () =>
      t.rejects(t.client.members.invite(t.org, { emails: ['not-an-address'] }), 400, 'an invitation of a malformed address'),
    );
  },
});

const userSpaces = defineScenario({
  area: 'spaces',
  name: "a user's spaces include the spaces it created",
  operations: ['listUserSpaces', 'createSpace'],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const mine = await t.step("list the caller's spaces", () => t.client.spaces.listByUser(t.fixtures.user.id).toArray());
    t.expect(idsOf(mine), "ids of the caller's spaces").toContain(space.id);
    await t.step('an unknown user is 404', () =>
      t.rejects(t.client.spaces.listByUser(t.slug('missing-user')).toArray(), 404, 'GET /users/{unknown}/spaces'),
    );
  },
});

/** What is wrong with a page's insight, by the formulas of the API reference; empty when nothing is. */
function insightProblems(insight: PageContentInsight): string[] {
  const { good, ok, bad } = insight.ratings;
  const score = good - 0.5 * ok - 2 * bad;
  const total = good + ok + bad;
  const rating = score > 0 ? 'good' : score === 0 ? 'ok' : 'bad';
  const problems: string[] = [];
  if (insight.score !== score) problems.push(`score ${insight.score}, expected ${score}`);
  if (insight.total !== total) problems.push(`total ${insight.total}, expected ${total}`);
  if (insight.rating !== rating) problems.push(`rating ${insight.rating}, expected ${rating}`);
  if (insight.ponderedScore !== score * total) problems.push(`ponderedScore ${insight.ponderedScore}, expected ${score * total}`);
  return problems;
}

async function checkInsightsOf(t: ScenarioContext, spaceId: string): Promise<number> {
  // A space listed a moment ago may be deleted meanwhile by a scenario running alongside.
  const insights = await t.step(`read the content insights of space ${spaceId}`, () =>
    unlessDeleted(t, spaceId, () => t.client.spaces.contentInsights(spaceId)),
  );
  if (insights === undefined) return 0;
  for (const insight of insights.pages) {
    t.expect(insightProblems(insight), `insight of page ${insight.page}`).toEqual([]);
  }
  return insights.pages.length;
}

const insights = defineScenario({
  area: 'spaces',
  name: 'content insights score each rated page by the published formulas',
  operations: ['getSpaceContentInsights', 'listSpaces'],
  async run(t) {
    const spaces = await t.step('list the spaces', () => t.client.spaces.list(t.org).toArray({ max: 20 }));
    for (const space of spaces.slice(0, 10)) await checkInsightsOf(t, space.id);
  },
});

const freshInsights = defineScenario({
  area: 'spaces',
  name: 'a new space has no rated page',
  operations: ['getSpaceContentInsights', 'createSpace'],
  needs: ['write'],
  async run(t) {
    const fresh = await t.step('create a space', () => newSpace(t));
    t.expect(await checkInsightsOf(t, fresh.id), 'rated pages of a new space').toBe(0);
  },
});

const contentImport = defineScenario({
  area: 'content',
  name: 'importing content from a URL makes a new primary revision',
  operations: ['importContent', 'getSpaceContent', 'getSpace'],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const revision = await t.step('import a page from a URL', () =>
      t.client.spaces.content.import(space.id, { url: 'https://www.example.com/guides/getting-started', source: 'website' }),
    );
    const read = await t.step('read the space', () => t.client.spaces.get(space.id));
    t.expect(read.revision, 'space.revision after the import').toBe(revision.id);
    const content = await t.step('read the primary content', () => t.client.spaces.content.get(space.id));
    t.expect(flattenPages(content.pages).length, 'pages after importing into an empty space').toBe(1);
    await t.step('a URL that is not absolute is refused', () =>
      t.rejects(t.client.spaces.content.import(space.id, { url: 'guides/getting-started' }), 400, 'an import of a relative URL'),
    );
  },
});

export const peopleAndInsightScenarios = [invitations, userSpaces, insights, freshInsights, contentImport];
