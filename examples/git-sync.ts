/**
 * Git sync, the loop a docs-as-code team runs: markdown in a repository → import → published page → an edit in a
 * change request → export → a commit in the repository.
 *
 *   npx tsx examples/git-sync.ts
 *
 * Everything stays on this machine: the example makes a repository in the service's Git format with the system
 * `git`, serves it over Git's smart HTTP on 127.0.0.1 (`git http-backend` behind node:http, with basic auth, as
 * a Git host would), and runs the reference server in-process. docs/git-sync.md describes the format and every
 * rule of import and export.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer, DEMO } from '@docpub/mock-server';
import { DocPub, type Page } from '@docpub/sdk';
// The smart-HTTP server of DocPub's own Git tests: `git http-backend` (CGI) behind node:http, with basic auth.
import { serveRepositories } from '../packages/mock-server/test/git/support/git-http-server.js';

/** The files of the first commit: a `SUMMARY.md` with a page group, a readme, a page with frontmatter. */
const FILES: Record<string, string> = {
  'README.md': '# Welcome\n\nThe handbook of the docs team.\n',
  'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n\n## Guides\n\n* [Install](guides/install.md)\n',
  'guides/install.md': '---\ndescription: Get the tool running.\n---\n\n# Install\n\nRun `npm install docs-tool`.\n',
  'LICENSE': 'MIT\n',
};

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'Docs Team', GIT_AUTHOR_EMAIL: 'docs@example.test', GIT_COMMITTER_NAME: 'Docs Team', GIT_COMMITTER_EMAIL: 'docs@example.test' },
  })
    .toString()
    .trim();

/** A bare repository `<root>/handbook.git` whose `main` holds {@link FILES}. */
function makeRepository(root: string): string {
  const bare = join(root, 'handbook.git');
  mkdirSync(bare);
  git(bare, 'init', '--quiet', '--bare', '--initial-branch=main');
  git(bare, 'config', 'http.receivepack', 'true');
  const work = mkdtempSync(join(tmpdir(), 'docpub-example-work-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), text);
  }
  git(work, 'init', '--quiet', '--initial-branch=main');
  git(work, 'add', '.');
  git(work, 'commit', '--quiet', '-m', 'First docs');
  git(work, 'push', '--quiet', bare, 'HEAD:refs/heads/main');
  rmSync(work, { recursive: true, force: true });
  return bare;
}

/** `Title (path)` lines of a page tree, indented by depth. */
const outline = (pages: readonly Page[], depth = 0): string[] =>
  pages.flatMap((page) => [`${'  '.repeat(depth)}- ${page.title} (${page.type}${page.git ? `, ${page.git.path}` : ''})`, ...outline(page.pages ?? [], depth + 1)]);

const root = mkdtempSync(join(tmpdir(), 'docpub-example-git-'));
const bare = makeRepository(root);
const auth = { user: 'x-access-token', password: 'example-token-3c1f' };
const host = await serveRepositories({ root, auth });
// The credentials go in the URL, as the service's own integrations send them: used for one operation, never kept.
const url = host.url('handbook', auth);
const ref = 'refs/heads/main';

// Git work runs in a worker thread by default; this example runs DocPub's sources through tsx, where each worker
// would compile them anew, so the work runs in this thread here (as DocPub's own tests do).
const server = createServer({ gitWorker: false });
const client = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch });

try {
  console.log(`1. A repository at ${host.url('handbook')} (basic auth), commit ${git(bare, 'rev-parse', '--short', 'main')}`);
  const space = await client.spaces.create(DEMO.organization, { title: 'Handbook (from Git)' });
  // 204 at once; the work runs in the background. A test waits for it with control.settle().
  await client.spaces.git.import(space.id, { url, ref });
  await server.control.settle();
  const imported = await client.spaces.content.get(space.id);
  console.log(`2. Imported commit ${imported.git?.oid.slice(0, 7)} (createdByService: ${imported.git?.createdByService}):`);
  const tree = await client.spaces.content.pages(space.id);
  for (const line of outline(tree.pages)) console.log(`   ${line}`);

  const site = await client.sites.create(DEMO.organization, { title: 'Handbook', visibility: 'public', spaces: [space.id] });
  await client.sites.publish(DEMO.organization, site.id);
  const [siteSpace] = await client.sites.siteSpaces.list(DEMO.organization, site.id).toArray();
  const pageUrl = `${siteSpace!.urls.published!.replace(/\/$/, '')}/guides/install.md`;
  const published = await server.fetch(pageUrl);
  console.log(`3. Published: GET ${pageUrl} → ${published.status}: "${(await published.text()).split('\n').find((line) => line.startsWith('Run '))}"`);

  const install = (await client.spaces.content.pageByPath(space.id, 'guides/install')).id;
  const changeRequest = await client.changeRequests.create(space.id, { subject: 'Say which version to install' });
  await client.changeRequests.content.apply(space.id, changeRequest.id, {
    changes: [{ operation: 'update_page', page: install, document: { markdown: 'Run `npm install docs-tool@2`.\n\nVersion 2 needs Node 20.\n' } }],
  });
  await client.changeRequests.merge(space.id, changeRequest.id);
  console.log(`4. Edited "Install" in change request #${changeRequest.number}, merged`);

  await client.spaces.git.export(space.id, { url, ref, commitMessage: 'DOCS-1: Say which version to install' });
  await server.control.settle();
  const exported = await client.spaces.content.get(space.id);
  console.log(`5. Exported: the primary revision is commit ${exported.git?.oid.slice(0, 7)} (createdByService: ${exported.git?.createdByService})`);

  const [oid, author, committer, subject] = git(bare, 'log', '-1', '--format=%H%n%an%n%cn%n%s', 'main').split('\n');
  console.log(`6. The repository's main: ${oid?.slice(0, 7)} "${subject}" by ${author}, committed by ${committer}, parent ${git(bare, 'rev-parse', '--short', 'main~1')}`);
  console.log(`   guides/install.md now reads: ${JSON.stringify(git(bare, 'show', 'main:guides/install.md'))}`);
  console.log(`   files DocPub does not own are kept: LICENSE ${git(bare, 'show', 'main:LICENSE') === 'MIT' ? 'unchanged' : 'CHANGED'}`);
  const info = JSON.stringify(await client.spaces.git.info(space.id));
  console.log(`7. Git info ${info}: the token appears ${info.includes(auth.password) ? 'in it' : 'nowhere'}`);
} finally {
  await host.close();
  rmSync(root, { recursive: true, force: true });
}
