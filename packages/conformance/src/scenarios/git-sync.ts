/**
 * Git sync against a scratch repository the run was given (`--git-repository`): the suite writes its own
 * content into the repository through an export of a space it made, on a branch of its own, then imports that
 * branch into a second space and compares them. Import and export run in the background: against a target
 * with test control the suite waits for `settle`, elsewhere it reads until the result shows, up to a bound.
 */
import type { Page, Revision } from '@docpub/sdk';
import type { ScenarioContext } from '../context.js';
import { defineScenario } from '../scenario.js';
import { editPrimaryContent, flattenPages, newSpace } from './support.js';

/** How long a deployment may take to finish an import or an export before the scenario fails. */
const BACKGROUND_BOUND_MS = 120_000;

/** A page as the round trip must keep it: its place in the tree, title, description and markdown. */
interface PageOutline {
  depth: number;
  title: string;
  description: string | undefined;
  markdown: string;
}

/**
 * Waits for background Git work, then reads: with test control, once `settle` resolves (the result must show
 * by then); without, by reading until `done` holds, up to {@link BACKGROUND_BOUND_MS}.
 */
async function afterGitWork<T>(t: ScenarioContext, what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  if (!t.hasControl) return t.poll(what, read, done, { timeoutMs: BACKGROUND_BOUND_MS, intervalMs: 250 });
  await t.control.settle();
  const value = await read();
  t.check(done(value), what, 'to show once the background work settled', value);
  return value;
}

/** The space's primary page tree, depth first, each page read with its markdown. */
async function outlineOf(t: ScenarioContext, spaceId: string): Promise<PageOutline[]> {
  const outline: PageOutline[] = [];
  const walk = async (pages: readonly Page[], depth: number) => {
    for (const page of pages) {
      const read = await t.client.spaces.content.page(spaceId, page.id);
      // Line ends and the final newline are the repository's business; the text itself must come back.
      outline.push({ depth, title: page.title, description: read.description, markdown: (read.markdown ?? '').trimEnd() });
      await walk(page.pages ?? [], depth + 1);
    }
  };
  await walk((await t.client.spaces.content.pages(spaceId)).pages, 0);
  return outline;
}

const roundTrip = defineScenario({
  area: 'git-sync',
  name: 'a space exported to a repository imports into another space with the same tree, titles and markdown',
  operations: ['createSpace', 'exportGit', 'importGit', 'getGitInfo', 'getSpaceContent', 'getSpaceContentPages', 'getSpaceContentPageById'],
  needs: ['write', 'git-repository'],
  async run(t) {
    const repository = t.gitRepository;
    // A branch of the run's own: the repository's other branches are never written.
    const ref = `refs/heads/${t.slug('docpub-conformance')}`;
    const marker = t.slug('marker');
    const source = await t.step('create a space with a page holding a sub-page, and a second page', async () => {
      const space = await newSpace(t);
      await editPrimaryContent(t, space.id, [
        { operation: 'insert_page', ref: 'guide', title: t.title('Guide'), description: 'Where to start.', document: { markdown: `The guide: ${marker}.` } },
        { operation: 'insert_page', into: 'guide', title: t.title('Setup'), document: { markdown: '## Install\n\n- one\n- two\n\n```sh\nnpm install\n```' } },
        { operation: 'insert_page', title: t.title('Reference'), document: { markdown: 'See the *guide* first.' } },
      ]);
      return space;
    });
    await t.step(`export it to ${ref} of the scratch repository`, () =>
      t.client.spaces.git.export(source.id, { url: repository.url, ref, commitMessage: `Conformance export ${marker}` }),
    );
    t.leftover(`Git branch ${ref} of ${repository.shown}`, 'the API has no operation to delete a branch of a repository');
    const exported = await t.step('wait for the export: the primary revision is the new commit, made by the service', () =>
      afterGitWork(
        t,
        'git of the exported space’s primary revision',
        () => t.client.spaces.content.get(source.id),
        (revision: Revision) => revision.git?.createdByService === true,
      ),
    );
    const commit = t.defined(exported.git?.oid, 'git.oid of the exported revision');
    await t.step('the commit is a Git object id on the branch', () => {
      t.expect(commit, 'git.oid of the exported revision').toMatch(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
      t.expect(exported.git?.ref, 'git.ref of the exported revision').toBe(ref);
    });
    await t.step('the sync the space shows keeps no credentials', async () => {
      const shown = JSON.stringify([await t.client.spaces.git.info(source.id), await t.client.spaces.get(source.id)]);
      for (const secret of repository.secrets) t.check(!shown.includes(secret), 'the Git info and the space', 'no credentials of the repository URL', 'them');
    });

    const copy = await t.step('import the branch into a second space', async () => {
      const space = await newSpace(t);
      await t.client.spaces.git.import(space.id, { url: repository.url, ref });
      return space;
    });
    const imported = await t.step('wait for the import: the primary revision is the exported commit', () =>
      afterGitWork(
        t,
        'git.oid of the importing space’s primary revision',
        () => t.client.spaces.content.get(copy.id),
        (revision: Revision) => revision.git?.oid === commit,
      ),
    );
    await t.step('the imported revision is not the service’s own commit', () => {
      t.expect(imported.git?.createdByService, 'git.createdByService of the imported revision').toBe(false);
    });
    await t.step('the copy has the same tree, titles, descriptions and markdown', async () => {
      const expected = await outlineOf(t, source.id);
      t.expect(expected.length, 'pages of the exported space').toBe(3);
      t.expect(await outlineOf(t, copy.id), 'pages of the imported space').toEqual(expected);
      const pages = flattenPages((await t.client.spaces.content.pages(copy.id)).pages);
      t.check(pages.every((page) => page.git?.path !== undefined), 'git.path of the imported pages', 'each page’s file', pages.map((page) => page.git));
    });
  },
});

export const gitSyncScenarios = [roundTrip];
