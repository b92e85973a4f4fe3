/** Reading the primary content and revisions: the page tree, pages by id and path, files, read options. */
import { LIMIT_MAX } from '@docpub/sdk/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { FILES, PAGES, SPACE, contentWorld, downloadUrlOf, expectBadRequest } from './support.js';
import { expectError } from '../support/index.js';
import { serveRepositories, type GitHttpServer } from '../git/support/git-http-server.js';
import { RepositoryRoot } from '../git/support/git-repositories.js';

/** Repositories served on loopback: Git export writes real repositories. */
const repositories = new RepositoryRoot();
let gitHost: GitHttpServer | undefined;
afterAll(async () => {
  await gitHost?.close();
  repositories.remove();
});

describe('primary content', () => {
  it('is a page tree whose paths join the slugs of the ancestors', async () => {
    const world = contentWorld();
    const client = world.clientFor('edit');
    const { pages } = await client.spaces.content.pages(SPACE);
    expect(pages.map((page) => page.path)).toEqual(['getting-started', 'reference', 'status-page']);
    const [gettingStarted] = pages;
    expect(gettingStarted!.pages!.map((page) => page.path)).toEqual([
      'getting-started/authentication',
      'getting-started/pagination',
    ]);
    const tokens = gettingStarted!.pages![0]!.pages![0]!;
    expect(tokens).toMatchObject({ id: PAGES.tokens, slug: 'api-tokens', path: 'getting-started/authentication/api-tokens' });
    expect(pages[1]).toMatchObject({ type: 'group', title: 'Reference' });
    expect(pages[1]!.markdown).toBeUndefined();
    expect(pages[2]).toMatchObject({ type: 'link', href: 'https://status.acme.test' });
  });

  it('serves the primary revision whole, the same as reading that revision by id', async () => {
    const client = contentWorld().clientFor('edit');
    const space = await client.spaces.get(SPACE);
    const primary = await client.spaces.content.get(SPACE);
    expect(primary.id).toBe(space.revision);
    expect(primary.files.map((file) => file.id)).toEqual([FILES.logo, FILES.guidePdf]);
    expect(primary.reusableContents).toEqual([
      { id: DEMO.content.reusableContents.support, title: 'Support footer', document: 'Questions? Write to support@acme.test.\n' },
    ]);
    const byId = await client.revisions.get(SPACE, primary.id);
    expect(byId.pages).toEqual(
      primary.pages.map(function withoutUrls(page): unknown {
        return { ...page, urls: expect.anything(), pages: page.pages?.map(withoutUrls) };
      }),
    );
  });

  it('finds a page by id and by its URL-encoded path, with its sub-pages', async () => {
    const client = contentWorld().clientFor('read');
    const byId = await client.spaces.content.page(SPACE, PAGES.authentication);
    const byPath = await client.spaces.content.pageByPath(SPACE, 'getting-started/authentication');
    expect(byPath).toEqual(byId);
    expect(byId.pages!.map((page) => page.id)).toEqual([PAGES.tokens, PAGES.oauth]);
    expect(byId.urls?.app).toBe(`https://app.docpub.test/s/${SPACE}/getting-started/authentication`);
    await expectError(client.spaces.content.page(SPACE, 'page-nope'), 404);
    await expectError(client.spaces.content.pageByPath(SPACE, 'getting-started/nope'), 404);
  });

  it('gives a page its structured form with format=document, markdown otherwise', async () => {
    const client = contentWorld().clientFor('read');
    const page = await client.spaces.content.page(SPACE, PAGES.pagination, { format: 'document' });
    expect(page.markdown).toBeUndefined();
    expect(page.document).toEqual({
      object: 'document',
      nodes: [
        { object: 'block', type: 'paragraph', text: 'Follow `next.page` until it is absent.' },
        { object: 'block', type: 'code', text: 'curl "$BASE/orgs/acme/spaces?limit=10"', syntax: 'sh' },
      ],
    });
    const markdown = await client.spaces.content.page(SPACE, PAGES.pagination, { format: 'markdown' });
    expect(markdown.markdown).toContain('Follow `next.page`');
    await expectBadRequest(client.spaces.content.page(SPACE, PAGES.pagination, { format: 'html' as never }), 'format');
  });

  it('shows Git metadata once the content was exported, and leaves it out with metadata=false', async () => {
    const world = contentWorld();
    const admin = world.clientFor('admin');
    expect((await admin.spaces.content.get(SPACE)).git).toBeUndefined();
    repositories.create('api-docs');
    gitHost ??= await serveRepositories({ root: repositories.path });
    await admin.spaces.git.export(SPACE, { url: gitHost.url('api-docs'), ref: 'refs/heads/main', commitMessage: 'Sync' });
    await world.server.control.settle();
    expect(world.server.control.journal().findLast((entry) => entry.path.endsWith('/git/export'))?.reason).toMatch(/^exported commit [0-9a-f]{40} on refs\/heads\/main/);
    const withGit = await admin.spaces.content.get(SPACE);
    expect(withGit.git).toMatchObject({ message: 'Sync', ref: 'refs/heads/main', createdByService: true });
    expect(withGit.git!.oid).toMatch(/^[0-9a-f]{40}$/);
    expect(withGit.git!.oid).toBe(repositories.tip('api-docs'));
    expect((await admin.spaces.content.get(SPACE, { metadata: false })).git).toBeUndefined();
    expect((await admin.revisions.get(SPACE, withGit.id, { metadata: false })).git).toBeUndefined();
  });

  it('reads one file and one reusable content, and answers 404 for unknown ones', async () => {
    const client = contentWorld().clientFor('read');
    const logo = await client.spaces.content.file(SPACE, FILES.logo);
    expect(logo).toEqual({
      id: FILES.logo,
      name: 'logo.png',
      contentType: 'image/png',
      downloadURL: downloadUrlOf(FILES.logo, 'logo.png'),
      size: 4096,
      dimensions: { width: 512, height: 512 },
    });
    const { revision } = await client.spaces.get(SPACE);
    expect(await client.revisions.file(SPACE, revision!, FILES.logo)).toEqual(logo);
    const reusable = await client.revisions.reusableContent(SPACE, revision!, DEMO.content.reusableContents.support);
    expect(reusable.title).toBe('Support footer');
    await expectError(client.spaces.content.file(SPACE, 'file-nope'), 404);
    await expectError(client.revisions.reusableContent(SPACE, revision!, 'nope'), 404);
  });

  it('refuses a revision of another space as unknown', async () => {
    const client = contentWorld().clientFor('admin');
    const { revision: other } = await client.spaces.get(DEMO.spaces.handbook);
    await expectError(client.revisions.get(SPACE, other!), 404);
    await expectError(client.revisions.get(SPACE, 'no-such-revision'), 404);
  });

  it('is 404 while the space is soft-deleted, and readable again once restored', async () => {
    const client = contentWorld().clientFor('admin');
    await client.spaces.delete(SPACE);
    await expectError(client.spaces.content.pages(SPACE), 404);
    await expectError(client.changeRequests.list(SPACE), 404);
    await client.spaces.restore(SPACE);
    expect((await client.spaces.content.pages(SPACE)).pages).toHaveLength(3);
  });
});

describe('file lists', () => {
  /** Seeds `count` more files and returns their ids. */
  const addFiles = (world: ReturnType<typeof contentWorld>, count: number, prefix: string) =>
    world.seed({ files: Array.from({ length: count }, (_, i) => ({ name: `${prefix}-${i}.txt`, contentType: 'text/plain', size: i })) })
      .files.map((file) => file.id);

  it('pages through every file once while files are added and removed between pages', async () => {
    const world = contentWorld();
    const client = world.clientFor('read');
    const early = addFiles(world, 6, 'early');
    const all = [FILES.logo, FILES.guidePdf, ...early];
    const first = await client.spaces.content.files(SPACE, { limit: 3 });
    expect(first.items.map((file) => file.id)).toEqual(all.slice(0, 3));
    expect(first.count).toBe(8);
    // Between pages: one already-served file and one not yet served go; new files arrive at the end.
    const late = addFiles(world, 2, 'late');
    world.seed({ deleteFiles: [all[1]!, all[4]!] });
    const rest: string[] = [];
    for (let page = first; page.hasNextPage(); ) {
      page = await page.getNextPage();
      rest.push(...page.items.map((file) => file.id));
    }
    expect(rest).toEqual([all[3]!, all[5]!, all[6]!, all[7]!, ...late]);
  });

  it('takes limits 1 and 1000 and refuses 0 and 1001 naming limit', async () => {
    const client = contentWorld().clientFor('read');
    expect((await client.spaces.content.files(SPACE, { limit: 1 })).items).toHaveLength(1);
    expect((await client.spaces.content.files(SPACE, { limit: LIMIT_MAX })).items).toHaveLength(2);
    await expectBadRequest(client.spaces.content.files(SPACE, { limit: 0 }), 'limit');
    await expectBadRequest(client.spaces.content.files(SPACE, { limit: LIMIT_MAX + 1 }), 'limit');
    await expectBadRequest(client.spaces.content.files(SPACE, { page: 'not-a-token' }), 'page');
  });

  it('lists the files of a revision, which never change', async () => {
    const world = contentWorld();
    const client = world.clientFor('read');
    const { revision } = await client.spaces.get(SPACE);
    addFiles(world, 3, 'later');
    const files = await client.revisions.files(SPACE, revision!).toArray();
    expect(files.map((file) => file.id)).toEqual([FILES.logo, FILES.guidePdf]);
    expect((await client.spaces.content.files(SPACE)).count).toBe(5);
  });
});
