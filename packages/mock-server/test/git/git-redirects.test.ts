// `.gitbook.yaml` redirects on the published site: kept with the imported revision, answered where no page is,
// only towards pages, after the site's own redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG, SITE, SITE_URL, siteServer, TOKEN } from '../visitor/support.js';
import { RepositoryRoot } from './support/git-repositories.js';
import { serveRepositories, type GitHttpServer } from './support/git-http-server.js';

const GUIDE = `${SITE_URL}/guides/guide`;
let root: RepositoryRoot;
let git: GitHttpServer;

beforeAll(async () => {
  root = new RepositoryRoot();
  root.create('docs');
  root.commit('docs', {
    '.gitbook.yaml': [
      'redirects:',
      '  old/setup: guide/setup.md', // a page moved: answered
      '  /welcome/: guide/setup.md', // a page is at the old path: the page answers
      '  tools: scripts/build.sh', // not a page: dropped
      '  shadowed: README.md', // the site's own redirect of the same path wins
      '',
    ].join('\n'),
    'README.md': '# Welcome\n\nHello.\n',
    'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n* [Setup](guide/setup.md)\n',
    'guide/setup.md': '# Setup\n\nInstall it.\n',
    'scripts/build.sh': 'echo build\n',
  });
  git = await serveRepositories({ root: root.path });
}, 120_000);

afterAll(async () => {
  await git?.close();
  root?.remove();
});

async function importedSite() {
  const site = siteServer(undefined, { gitWorker: false });
  const answer = await site.server.fetch(`${site.server.baseUrl}/spaces/sp-guide/git/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: git.url('docs'), ref: 'refs/heads/main' }),
  });
  expect(answer.status).toBe(204);
  await site.server.control.settle();
  const reason = site.server.control.journal().findLast((entry) => entry.operationId === 'importGit')?.reason;
  expect(reason).toMatch(/^imported commit .*\.gitbook\.yaml: the redirect of "tools" leads to scripts\/build\.sh, which is not a page/);
  return site;
}

describe('.gitbook.yaml redirects on the published site', () => {
  it('send a visitor from an old path where no page is to the page, its markdown form too', async () => {
    const { visit } = await importedSite();
    expect((await visit(`${GUIDE}/setup`)).status).toBe(200);
    const moved = await visit(`${GUIDE}/old/setup`);
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe(`${GUIDE}/setup`);
    expect((await visit(`${GUIDE}/old/setup.md`)).headers.get('location')).toBe(`${GUIDE}/setup.md`);
  });

  it('leave a path where a page is to the page, and a redirect to a file that is no page unanswered', async () => {
    const { visit } = await importedSite();
    expect((await visit(`${GUIDE}/welcome`)).status).toBe(200);
    expect((await visit(`${GUIDE}/tools`)).status).toBe(404);
    // Only the imported space's own site space reads them.
    expect((await visit(`${SITE_URL}/beta/beta-guide/old/setup`)).status).toBe(404);
  });

  it('come after the site\'s own redirects', async () => {
    const { visit, admin } = await importedSite();
    expect((await visit(`${GUIDE}/shadowed`)).headers.get('location')).toBe(`${GUIDE}/welcome`);
    await admin.sites.redirects.create(ORG, SITE, { source: '/guides/guide/shadowed', destination: { kind: 'external', url: 'https://example.com/elsewhere' } });
    expect((await visit(`${GUIDE}/shadowed`)).headers.get('location')).toBe('https://example.com/elsewhere');
  });

  it('stay with the content through a change request merged afterwards, and go with the page they lead to', async () => {
    const { visit, server } = await importedSite();
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await server.fetch(`${server.baseUrl}/spaces/sp-guide${path}`, {
        method,
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
      return answer.json() as Promise<any>;
    };
    const pages: { id: string; title: string }[] = (await call('GET', '/content')).pages;
    const edit = async (change: Record<string, unknown>) => {
      const changeRequest = await call('POST', '/change-requests', { subject: 'Edit' });
      await call('POST', `/change-requests/${changeRequest.id}/content`, { changes: [change] });
      await call('POST', `/change-requests/${changeRequest.id}/merge`);
    };
    await edit({ operation: 'update_page', page: pages.find((page) => page.title === 'Welcome')!.id, document: { markdown: 'Hello again.\n' } });
    expect((await visit(`${GUIDE}/welcome`)).status).toBe(200);
    expect((await visit(`${GUIDE}/old/setup`)).headers.get('location')).toBe(`${GUIDE}/setup`);
    await edit({ operation: 'delete_page', page: pages.find((page) => page.title === 'Setup')!.id });
    expect((await visit(`${GUIDE}/old/setup`)).status).toBe(404);
  });
});
