/** Change requests: draft to merge, reviews, links, counters, and updates from the primary content. */
import { defineScenario } from '../scenario.js';
import { flattenPages, idsOf, newSpace } from './support.js';

const merge = defineScenario({
  area: 'change-requests',
  name: "merge: the change request's revision becomes the space's revision",
  operations: [
    'createChangeRequest',
    'getChangeRequest',
    'updateChangeRequest',
    'listChangeRequests',
    'editChangeRequestContent',
    'getChangeRequestContent',
    'getChangeRequestContentPages',
    'getChangeRequestContentPageById',
    'getChangeRequestContentPageByPath',
    'createChangeRequestReview',
    'listChangeRequestReviews',
    'listChangeRequestLinks',
    'mergeChangeRequest',
  ],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const subject = t.title('Add a guide');
    const created = await t.step('create a change request', () => t.client.changeRequests.create(space.id, { subject }));
    t.expect(created.status, 'status of a new change request').toBe('draft');
    t.expect(created.number, 'number of the first change request of a space').toBe(1);
    t.expect(created.revisionInitial, 'revisionInitial').toBe(space.revision);
    t.expect(created.revision, 'revision of a new change request').toBe(space.revision);
    const counted = await t.step('read the space counters', () => t.client.spaces.get(space.id));
    t.expect(counted.changeRequests, 'space.changeRequests').toBe(1);
    t.expect(counted.changeRequestsDraft, 'space.changeRequestsDraft').toBe(1);

    const edited = await t.step('insert a page and a sub-page', async () => {
      const withGuide = await t.client.changeRequests.content.apply(space.id, created.id, {
        changes: [{ operation: 'insert_page', title: 'Guide', slug: 'guide', document: { markdown: '# Guide' } }],
      });
      const tree = await t.client.changeRequests.content.pages(space.id, created.id);
      const guide = t.defined(flattenPages(tree.pages).find((page) => page.slug === 'guide'), 'the inserted page "guide"');
      await t.client.changeRequests.content.apply(space.id, created.id, {
        changes: [{ operation: 'insert_page', into: guide.id, title: 'Intro', slug: 'intro', document: { markdown: 'Hello' } }],
      });
      return withGuide;
    });
    t.expect(edited.revision, 'change request revision after an edit').notToBe(space.revision);

    const content = await t.step("read the change request's revision", () => t.client.changeRequests.content.get(space.id, created.id));
    const current = await t.step('read the change request', () => t.client.changeRequests.get(space.id, created.id));
    t.expect(content.id, "id of the change request's content").toBe(current.revision);
    t.expect(content.parents, 'parents of the second edit').toEqual([edited.revision]);
    const intro = t.defined(flattenPages(content.pages).find((page) => page.slug === 'intro'), 'the page "intro"');
    t.expect(intro.path, 'path of a sub-page').toBe('guide/intro');
    const byId = await t.step('read the page by id', () => t.client.changeRequests.content.page(space.id, created.id, intro.id));
    t.expect(byId.title, 'title of the page read by id').toBe('Intro');
    const byPath = await t.step('read the page by path', () => t.client.changeRequests.content.pageByPath(space.id, created.id, 'guide/intro'));
    t.expect(byPath.id, 'id of the page read by path').toBe(intro.id);

    await t.step('open it', async () => {
      const opened = await t.client.changeRequests.update(space.id, String(created.number), { status: 'open' });
      t.expect(opened.status, 'status after PATCH').toBe('open');
      const listed = await t.client.changeRequests.list(space.id).toArray();
      t.expect(idsOf(listed), 'open change requests listed by default').toContain(created.id);
      const counters = await t.client.spaces.get(space.id);
      t.expect(counters.changeRequestsOpen, 'space.changeRequestsOpen').toBe(1);
      t.expect(counters.changeRequestsDraft, 'space.changeRequestsDraft').toBe(0);
    });

    await t.step('review it', async () => {
      const review = await t.client.changeRequests.reviews.create(space.id, created.id, { status: 'approved', comment: { markdown: 'Looks good' } });
      t.expect(review.status, 'review.status').toBe('approved');
      const reviews = await t.client.changeRequests.reviews.list(space.id, created.id).toArray();
      t.expect(idsOf(reviews), 'listed reviews').toContain(review.id);
    });

    await t.step('list its links, with stats', async () => {
      const links = await t.client.changeRequests.links.list(space.id, created.id);
      t.expect(links.body.stats.total, 'links stats.total').toBeAtLeast(links.items.length);
    });

    const merged = await t.step('merge it', () => t.client.changeRequests.merge(space.id, created.id));
    t.expect(merged.result, 'merge result').toBe('merge');
    await t.step('the merge revision is the primary one', async () => {
      const after = await t.client.spaces.get(space.id);
      t.expect(after.revision, 'space.revision after the merge').toBe(merged.revision);
      t.expect(after.changeRequestsOpen, 'space.changeRequestsOpen after the merge').toBe(0);
      const changeRequest = await t.client.changeRequests.get(space.id, created.id);
      t.expect(changeRequest.status, 'status after merge').toBe('merged');
      t.expect(changeRequest.revisionMerged, 'revisionMerged').toBe(merged.revision);
      const revision = await t.client.revisions.get(space.id, merged.revision);
      t.expect(revision.type, 'type of the merge revision').toBe('merge');
      t.expect(revision.parents, 'parents of the merge revision').toEqual([space.revision, current.revision]);
      const page = await t.client.spaces.content.pageByPath(space.id, 'guide/intro');
      t.expect(page.id, 'the merged page in the primary content').toBe(intro.id);
    });
    await t.step('merging again is a conflict', () =>
      t.rejects(t.client.changeRequests.merge(space.id, created.id), 409, 'a second merge'),
    );
  },
});

const outdated = defineScenario({
  area: 'change-requests',
  name: 'an outdated change request is brought up to date; a bad edit is rejected whole',
  operations: ['createChangeRequest', 'editChangeRequestContent', 'mergeChangeRequest', 'getChangeRequest', 'updateChangeRequestFromPrimary', 'updateChangeRequest'],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const [first, second] = await t.step('create two change requests', async () => [
      await t.client.changeRequests.create(space.id, { subject: 'first' }),
      await t.client.changeRequests.create(space.id, { subject: 'second' }),
    ]);
    t.expect(second.number, 'number of the second change request').toBe(first.number + 1);

    await t.step('merge a page through the first', async () => {
      await t.client.changeRequests.content.apply(space.id, first.id, {
        changes: [{ operation: 'insert_page', title: 'Alpha', slug: 'alpha', document: { markdown: 'alpha' } }],
      });
      await t.client.changeRequests.merge(space.id, first.id);
    });
    const stale = await t.step('read the second', () => t.client.changeRequests.get(space.id, second.id));
    t.expect(stale.outdated, 'outdated after the primary content moved on').toBe(true);

    const updated = await t.step('update it from the primary content', () => t.client.changeRequests.updateFromPrimary(space.id, second.id));
    t.expect(updated.result, 'update result').toBe('update');
    const fresh = await t.step('read it again', () => t.client.changeRequests.get(space.id, second.id));
    t.expect(fresh.outdated, 'outdated after the update').toBe(false);
    t.expect(fresh.revision, 'revision after the update').toBe(updated.revision);
    const pages = await t.step('its content has the merged page', () => t.client.changeRequests.content.pages(space.id, second.id));
    t.expect(flattenPages(pages.pages).map((page) => page.slug), 'slugs in the updated change request').toContain('alpha');

    await t.step('an edit naming a missing page is rejected whole', async () => {
      await t.rejects(
        t.client.changeRequests.content.apply(space.id, second.id, {
          changes: [
            { operation: 'insert_page', title: 'Beta', slug: 'beta', document: { markdown: 'beta' } },
            { operation: 'delete_page', page: `${t.slug('missing-page')}` },
          ],
        }),
        400,
        'content edit deleting a missing page',
      );
      const after = await t.client.changeRequests.get(space.id, second.id);
      t.expect(after.revision, 'revision after a rejected edit').toBe(fresh.revision);
    });

    await t.step('an archived change request cannot be merged', async () => {
      const archived = await t.client.changeRequests.update(space.id, second.id, { status: 'archived' });
      t.expect(archived.status, 'status after archiving').toBe('archived');
      await t.rejects(t.client.changeRequests.merge(space.id, second.id), 409, 'merge of an archived change request');
    });
  },
});

const treeInOneBatch = defineScenario({
  area: 'change-requests',
  name: 'one content batch builds a tree: a page inserted with a ref holds the pages inserted into it',
  operations: ['createChangeRequest', 'editChangeRequestContent', 'getChangeRequestContentPageByPath'],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const created = await t.step('create a change request', () =>
      t.client.changeRequests.create(space.id, { subject: t.title('A tree in one batch') }),
    );
    const page = (title: string, slug: string) => ({ title, slug, document: { markdown: `# ${title}` } });
    const edited = await t.step('insert a guide, a page into it by its ref, and one into that', () =>
      t.client.changeRequests.content.apply(space.id, created.id, {
        changes: [
          { operation: 'insert_page', ref: 'guide', ...page('Guide', 'guide') },
          { operation: 'insert_page', ref: 'setup', into: 'guide', ...page('Setup', 'setup') },
          { operation: 'insert_page', into: 'setup', ...page('Tokens', 'tokens') },
        ],
      }),
    );
    const pages = t.defined(edited.created, 'the pages the batch created, in its answer');
    t.expect(pages.map((entry) => entry.change), 'the changes that created pages').toEqual([0, 1, 2]);
    t.expect(pages.map((entry) => entry.ref ?? null), 'their refs').toEqual(['guide', 'setup', null]);
    const deepest = await t.step('read the deepest page by its path', () =>
      t.client.changeRequests.content.pageByPath(space.id, created.id, 'guide/setup/tokens'),
    );
    t.expect(deepest.id, 'id of the deepest page').toBe(t.defined(pages[2], 'the third page created').id);
    await t.step('a batch giving one ref twice is refused whole', () =>
      t.rejects(
        t.client.changeRequests.content.apply(space.id, created.id, {
          changes: [
            { operation: 'insert_page', ref: 'twice', ...page('One', 'one') },
            { operation: 'insert_page', ref: 'twice', ...page('Two', 'two') },
          ],
        }),
        400,
        'a batch repeating a ref',
      ),
    );
  },
});

export const changeRequestScenarios = [merge, outdated, treeInOneBatch];
