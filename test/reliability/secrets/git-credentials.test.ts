/**
 * Credentials inside Git URLs (docs/behaviour.md, "Git sync") are never stored, returned, logged or journaled: not on
 * a successful import or export, not on a refused one (bad input, stale, wrong role, malformed JSON), not when a
 * fault answers instead of the server, and not over the real HTTP server and its control API.
 */
import { DEMO, type Listening } from '@docpub/mock-server';
import { operationList } from '@docpub/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { casesFor } from '../catalogue/index.js';
import { Harness, type WireRequest } from '../support/harness.js';
import { buildMatrixWorld } from '../support/matrix-world.js';
import { ADMIN_TOKEN } from '../support/principals.js';
import { fillPath } from '../support/wire.js';
import { basicHeader, serveRepositories, type BasicAuth, type GitHttpServer } from '../../../packages/mock-server/test/git/support/git-http-server.js';
import { RepositoryRoot } from '../../../packages/mock-server/test/git/support/git-repositories.js';

const SECRET = 'ghp_SECRETgitCredential0123456789';
/** Credentials in every spelling a client may send them; the host each names is replaced by {@link servedUrl}. */
const URLS = [
  `https://x-access-token:${SECRET}@github.com/acme/docs.git`,
  `https://${SECRET}@gitlab.com/acme/docs.git`,
  `https://user:p%40ss-${SECRET}@github.com/acme/docs.git`,
  `https://user:${SECRET}@gitlab.com/acme/docs.git?private_token=${SECRET}`,
  `https://github.com/acme/docs.git?access_token=${SECRET}&ref=main`,
  // No slashes: URL parsers still read user and password.
  `https:user:${SECRET}@github.com/acme/docs.git`,
  `HTTPS:x-access-token:${SECRET}@github.com/acme/docs.git`,
];

/**
 * The user and password a spelling carries (as a URL parser reads them, percent-decoded), which the repository
 * served for it asks for; none when the spelling has no user-info (the token only in the query, which Git sync
 * drops and never sends: docs/git-sync.md, "Credentials in the URL"), so that repository is served without auth.
 */
function credentialsOf(url: string): BasicAuth | undefined {
  const parsed = new URL(url);
  if (parsed.username === '') return undefined;
  return { user: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) };
}

/**
 * The spelling with its host part (`github.com`, `gitlab.com`) replaced by a loopback server that serves the
 * repository: scheme spelling, user-info, query and percent-encoding kept as written. The loopback server speaks
 * plain HTTP, so `https`/`HTTPS` becomes `http`/`HTTP` (same case, same slashes or none).
 */
function servedUrl(url: string, host: GitHttpServer): string {
  const hostPort = new URL(host.origin).host;
  return url.replace(/^(https)(?=:)/i, (scheme) => scheme.slice(0, 4)).replace(/(github|gitlab)\.com/, hostPort);
}

/** The bare repository `acme/docs.git`, served once per distinct credentials (and once without). */
const repositories = new RepositoryRoot();
const hosts = new Map<string, GitHttpServer>();
async function hostFor(url: string): Promise<GitHttpServer> {
  const auth = credentialsOf(url);
  const key = JSON.stringify(auth ?? null);
  let host = hosts.get(key);
  if (!host) {
    host = await serveRepositories({ root: repositories.path, ...(auth ? { auth } : {}) });
    hosts.set(key, host);
  }
  return host;
}

// In the test's thread: what is checked is what sync stores, answers, journals and prints, not the thread it runs in.
const harness = new Harness({ gitWorker: false });
const world = buildMatrixWorld(harness);
const gitPath = (kind: 'import' | 'export') => `/spaces/${world.spaceId}/git/${kind}`;

/** Everything the console and the process's standard streams received while the tests ran. */
const printed: string[] = [];
const capture = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
let listening: Listening;

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, method).mockImplementation(capture);
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
      printed.push(String(chunk));
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    });
  }
  listening = await harness.server.listen();
  repositories.create('acme/docs');
  repositories.commit('acme/docs', {
    'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n',
    'README.md': '# Welcome\n\nThe docs.\n',
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await listening.close();
  for (const host of hosts.values()) await host.close();
  repositories.remove();
});

/** The whole state as text, Maps included. */
const storeText = () => JSON.stringify(harness.server.store.data, (_key, value: unknown) => (value instanceof Map ? [...value.entries()] : value));

const bodies = (url: string) => ({
  import: { url, ref: 'refs/heads/main', gitInfo: { provider: 'github', url }, repoTreeURL: url, repoCommitURL: url, force: true },
  export: { url, ref: 'refs/heads/main', commitMessage: 'Sync', repoTreeURL: url, repoCommitURL: url, force: true },
});

describe('credentials in Git URLs', () => {
  it.each(URLS)('are dropped from a successful import and export of %s', async (spelling) => {
    const host = await hostFor(spelling);
    const url = servedUrl(spelling, host);
    const tip = repositories.tip('acme/docs');
    for (const kind of ['import', 'export'] as const) {
      const response = harness.send({ method: 'POST', path: gitPath(kind), token: ADMIN_TOKEN, body: bodies(url)[kind] });
      expect(response.status).toBe(204);
      expect(JSON.stringify(response.body ?? null)).not.toContain(SECRET);
      await harness.server.control.settle();
      const entry = harness.server.control.journal().findLast((candidate) => candidate.path.endsWith(gitPath(kind)));
      // Succeeded: the repository was read (and written) with the credentials the spelling carries.
      expect(entry?.reason).toMatch(kind === 'import' ? /^imported commit [0-9a-f]{40} as revision / : /^exported(:| commit )/);
      expect(JSON.stringify(entry)).not.toContain(SECRET);
    }
    expect(repositories.tip('acme/docs')).toBe(tip); // exporting what was just imported changes nothing
    const info = harness.send({ method: 'GET', path: `/spaces/${world.spaceId}/git/info`, token: ADMIN_TOKEN });
    expect(info.body).toMatchObject({ url: `${host.origin}/acme/docs.git` });
    expect(JSON.stringify(info.body)).not.toContain(SECRET);
    // The secret went to the repository's server only as the basic-auth header of the credentials, never in a URL.
    const auth = credentialsOf(url);
    for (const request of host.requests) {
      expect(request.url).not.toContain(SECRET);
      expect(request.authorization).toBe(auth ? basicHeader(auth) : undefined);
    }
    expect(storeText()).not.toContain(SECRET);
    expect(printed.filter((text) => text.includes(SECRET))).toEqual([]);
  });

  it.each([
    ['a bad ref', (url: string) => ({ url, ref: 'main' })],
    ['a missing ref', (url: string) => ({ url })],
    ['a stale timestamp', (url: string) => ({ url, ref: 'refs/heads/main', timestamp: '2000-01-01T00:00:00Z' })],
  ] as const)('are not echoed when the import is refused for %s', (_label, body) => {
    for (const url of URLS) {
      const response = harness.send({ method: 'POST', path: gitPath('import'), token: ADMIN_TOKEN, body: body(url) });
      expect(JSON.stringify(response.body ?? null)).not.toContain(SECRET);
    }
  });

  it('are not echoed to a caller without the role, nor for malformed JSON or a wrong content type', () => {
    const url = URLS[0]!;
    const refused: WireRequest[] = [
      { method: 'POST', path: gitPath('import'), token: DEMO.tokens.read, body: bodies(url).import },
      { method: 'POST', path: gitPath('import'), token: ADMIN_TOKEN, rawBody: `{"url": "${url}", `, headers: { 'content-type': 'application/json' } },
      { method: 'POST', path: gitPath('export'), token: ADMIN_TOKEN, rawBody: JSON.stringify(bodies(url).export), headers: { 'content-type': 'text/plain' } },
    ];
    for (const request of refused) {
      const response = harness.send(request);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(response.body)).not.toContain(SECRET);
    }
  });

  it('are not journaled when a fault answers instead of the server', () => {
    harness.server.control.addFault({ method: 'POST', path: `/v1${gitPath('import')}`, status: 503, times: 1 });
    expect(harness.send({ method: 'POST', path: gitPath('import'), token: ADMIN_TOKEN, body: bodies(URLS[1]!).import }).status).toBe(503);
  });

  it('do not travel through the real HTTP server, nor come back from its control API', async () => {
    const headers = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
    for (const url of URLS) {
      const response = await fetch(`${listening.url}${gitPath('import')}`, { method: 'POST', headers, body: JSON.stringify(bodies(url).import) });
      expect(response.status).toBe(204);
    }
    const origin = new URL(listening.url).origin;
    const journal = await (await fetch(`${origin}/__control/journal`)).text();
    expect(journal).toContain('***@github.com');
    expect(journal).not.toContain(SECRET);
  });

  it('appear in no answer of any read of the API afterwards', () => {
    const leaks = operationList
      .filter((operation) => operation.method === 'GET')
      .flatMap((operation) => casesFor(operation, world).map((request) => ({ operation, request })))
      .filter(({ operation, request }) => {
        const path = fillPath(operation, request.params);
        const response = harness.send({ method: 'GET', path, token: ADMIN_TOKEN, ...(request.query ? { query: request.query } : {}) });
        return JSON.stringify(response.body ?? null).includes(SECRET);
      })
      .map(({ operation }) => operation.id);
    expect(leaks).toEqual([]);
  });

  it('are not stored, not journaled and not logged', () => {
    expect(storeText()).not.toContain(SECRET);
    const journal = JSON.stringify(harness.server.control.journal());
    expect(journal).toContain('***@github.com');
    expect(journal).not.toContain(SECRET);
    expect(printed.filter((text) => text.includes(SECRET))).toEqual([]);
  });
});
