/** Content: the primary revision and any revision by id, their pages, paths, files and changes, and imports. */
import { APIError, type Revision, type Space } from '@docpub/sdk';
import type { ScenarioContext } from '../context.js';
import { defineScenario } from '../scenario.js';
import { editPrimaryContent, flattenPages, idsOf, newSpace, unlessDeleted } from './support.js';

/** Spaces to look through for content to read: enough to find some, few enough to stay quick. */
const SPACES_SEARCHED = 25;

interface Sample {
  space: Space;
  content: Revision;
}

/** The first spaces (at most {@link SPACES_SEARCHED}) with their primary content. */
async function sampleContent(t: ScenarioContext): Promise<Sample[]> {
  const spaces = await t.client.spaces.list(t.org).toArray({ max: SPACES_SEARCHED });
  const samples: Sample[] = [];
  for (const space of spaces) {
    const content = await unlessDeleted(t, space.id, () => t.client.spaces.content.get(space.id));
    if (content) samples.push({ space, content });
  }
  return samples;
}

const readPrimary = defineScenario({
  area: 'content',
  name: 'reads of the primary revision and of the same revision by id agree',
  operations: [
    'getSpaceContent',
    'getSpaceContentPages',
    'getSpaceContentPageById',
    'getSpaceContentPageByPath',
    'listSpaceContentFiles',
    'getSpaceContentFile',
    'getRevision',
    'getRevisionPages',
    'getRevisionPageById',
    'getRevisionPageByPath',
    'listRevisionFiles',
    'getRevisionFile',
    'getRevisionReusableContent',
  ],
  async run(t) {
    const samples = await t.step('read the content of the spaces', () => sampleContent(t));
    const withPages = samples.filter((sample) => sample.content.pages.length > 0);
    // A sub-page exercises paths with a `/`, which must travel URL-encoded.
    const sample =
      withPages.find((candidate) => flattenPages(candidate.content.pages).some((page) => page.path?.includes('/'))) ?? withPages[0];
    if (!sample) return t.skip(`needs a space with pages among the first ${SPACES_SEARCHED}`);
    const { space, content } = sample;

    const read = await t.step('read the space', () => t.client.spaces.get(space.id));
    t.expect(content.id, 'id of the primary content').toBe(read.revision);

    const pages = flattenPages(content.pages);
    const tree = await t.step('read the page tree', () => t.client.spaces.content.pages(space.id));
    t.expect(idsOf(flattenPages(tree.pages)), 'page ids of the page tree').toEqual(idsOf(pages));
    const page = pages.find((candidate) => candidate.path?.includes('/')) ?? pages[0]!;
    const byId = await t.step(`read page ${page.path} by id`, () => t.client.spaces.content.page(space.id, page.id));
    t.expect(byId.path, 'path of the page read by id').toBe(page.path);
    const byPath = await t.step(`read page ${page.path} by path`, () => t.client.spaces.content.pageByPath(space.id, page.path ?? page.id));
    t.expect(byPath.id, 'id of the page read by path').toBe(page.id);
    await t.step('a missing path is 404', () =>
      t.rejects(t.client.spaces.content.pageByPath(space.id, `${t.slug('missing')}/page`), 404, 'page by a missing path'),
    );

    await t.step('read the same revision by id', async () => {
      const revision = await t.client.revisions.get(space.id, content.id);
      t.expect(idsOf(flattenPages(revision.pages)), 'page ids of the revision').toEqual(idsOf(pages));
      const revisionTree = await t.client.revisions.pages(space.id, content.id);
      t.expect(idsOf(flattenPages(revisionTree.pages)), 'page ids of the revision page tree').toEqual(idsOf(pages));
      t.expect((await t.client.revisions.page(space.id, content.id, page.id)).path, 'path of the revision page read by id').toBe(page.path);
      t.expect((await t.client.revisions.pageByPath(space.id, content.id, page.path ?? page.id)).id, 'id of the revision page read by path').toBe(page.id);
    });

    await t.step('list the files', async () => {
      const files = await t.client.spaces.content.files(space.id).toArray();
      const revisionFiles = await t.client.revisions.files(space.id, content.id).toArray();
      t.expect(idsOf(files), 'files of the primary content').toEqual(idsOf(content.files));
      t.expect(idsOf(revisionFiles), 'files of the revision').toEqual(idsOf(content.files));
    });

    const withFiles = samples.find((candidate) => candidate.content.files.length > 0);
    if (withFiles) {
      await t.step('read a file', async () => {
        const file = withFiles.content.files[0]!;
        t.expect((await t.client.spaces.content.file(withFiles.space.id, file.id)).name, 'file.name').toBe(file.name);
        t.expect((await t.client.revisions.file(withFiles.space.id, withFiles.content.id, file.id)).name, 'file.name in the revision').toBe(file.name);
      });
    }
    const withReusable = samples.find((candidate) => candidate.content.reusableContents.length > 0);
    if (withReusable) {
      await t.step('read a reusable content', async () => {
        const reusable = withReusable.content.reusableContents[0]!;
        const read = await t.client.revisions.reusableContent(withReusable.space.id, withReusable.content.id, reusable.id);
        t.expect(read.title, 'reusable content title').toBe(reusable.title);
      });
    }
  },
});

const revisionsChange = defineScenario({
  area: 'content',
  name: 'each edit makes a new revision whose changes are listed against its parent',
  operations: ['getSpaceContent', 'getRevision', 'getRevisionChanges', 'getSpaceContentPageByPath'],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const before = await t.step('read its content', () => t.client.spaces.content.get(space.id));
    t.expect(before.id, 'id of the primary content of a new space').toBe(space.revision);

    const merged = await t.step('add two pages through a merged change request', () =>
      editPrimaryContent(t, space.id, [
        { operation: 'insert_page', title: 'Reference', slug: 'reference', document: { markdown: '# Reference' } },
        { operation: 'insert_page', title: 'FAQ', slug: 'faq', document: { markdown: '# FAQ' } },
      ]),
    );
    const after = await t.step('read the new primary content', () => t.client.spaces.content.get(space.id));
    t.expect(after.id, 'primary revision after the merge').toBe(merged);
    t.expect(after.parents[0], 'first parent of the merge revision').toBe(before.id);
    t.expect(before.id, 'the former revision').notToBe(after.id);
    const old = await t.step('the former revision is unchanged', () => t.client.revisions.get(space.id, before.id));
    t.expect(idsOf(old.pages), 'pages of the former revision').toEqual(idsOf(before.pages));

    const changes = await t.step('list the changes of the merge', () => t.client.revisions.changes(space.id, merged));
    const created = changes.changes.filter((change) => change.type === 'page_created').map((change) => change.page?.path);
    t.expect([...created].sort(), 'paths of the pages created').toEqual(['faq', 'reference']);
    const limited = await t.step('list them one at a time', () => t.client.revisions.changes(space.id, merged, { limit: 1 }));
    t.expect(limited.changes.length, 'changes with limit 1').toBe(1);
    t.expect(limited.more, 'more changes beyond limit 1').toBe(changes.changes.length - 1);

    const page = await t.step('read a page by its path', () => t.client.spaces.content.pageByPath(space.id, 'faq'));
    t.expect(page.title, 'title of page faq').toBe('FAQ');
    t.expect(page.markdown?.trim(), 'markdown of page faq').toBe('# FAQ');
  },
});

const contentImport = defineScenario({
  area: 'content',
  name: 'importing content from a URL makes a new primary revision',
  operations: ['importContent', 'getSpaceContent', 'getSpace'],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const before = await t.step('read the space before the import', () => t.client.spaces.get(space.id));
    // The deployment reads the URL: one that cannot reach it (DocPub on a machine without the web) answers 422
    // naming why, and must leave the space as it was.
    const outcome = await t.step('import a page from a URL', async (): Promise<{ revision?: Revision; refused?: APIError }> => {
      try {
        return { revision: await t.client.spaces.content.import(space.id, { url: 'https://www.example.com/', source: 'website' }) };
      } catch (error) {
        if (error instanceof APIError && error.status === 422) return { refused: error };
        throw error;
      }
    });
    const read = await t.step('read the space', () => t.client.spaces.get(space.id));
    const content = await t.step('read the primary content', () => t.client.spaces.content.get(space.id));
    if (outcome.revision !== undefined) {
      t.expect(read.revision, 'space.revision after the import').toBe(outcome.revision.id);
      t.expect(flattenPages(content.pages).length, 'pages after importing into an empty space').toBe(1);
    } else {
      t.expect(read.revision, 'space.revision after a refused import').toBe(before.revision);
      t.expect(flattenPages(content.pages).length, 'pages after a refused import into an empty space').toBe(0);
    }
    await t.step('a URL that is not absolute is refused', () =>
      t.rejects(t.client.spaces.content.import(space.id, { url: 'guides/getting-started' }), 400, 'an import of a relative URL'),
    );
  },
});

export const contentScenarios = [readPrimary, revisionsChange, contentImport];
