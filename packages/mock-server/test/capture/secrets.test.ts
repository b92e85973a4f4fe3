/**
 * A capture of a deployment holding credentials (Git URLs with user-info in several spellings, tokens in
 * markdown links, e-mail addresses) writes none of them; the file says what it replaced or removed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Listening } from '../../src/index.js';
import { captureWorld } from '../../src/capture/capture.js';
import { runCapture } from '../../src/capture/command.js';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { keepingStderr } from './hostile-deployment.js';

const SECRETS = ['specpass-11', 'srvpass-12', 'commentpass-13', 'crpass-15', 'replypass-16', 'integration-secret-1', 'config-secret-2', 'config-pw-3', 'gitpass-51d2', 'gituser-7f', 'markdown-pw-99', 'hrefpass-3', 'sitekey-original-123', 'share-original-key-456', 'world-token-789'];

const WORLD = `
format: docpub-world/1
organizations: [{ id: org, title: Org }]
users:
  - { id: owner, displayName: Owner, email: owner@corp.test, tokens: [world-token-789] }
  - { id: writer, displayName: Writer, email: writer@corp.test }
memberships:
  - { organizationId: org, userId: owner, role: admin }
  - { organizationId: org, userId: writer, role: edit }
spaces:
  - id: docs
    organizationId: org
    title: Docs
    gitSync: { url: "https://gituser-7f:gitpass-51d2@git.corp.test/docs.git", updatedAt: 2030-01-01T00:00:00.000Z }
    pages:
      - { id: p1, title: Intro, markdown: "Clone https:gituser-7f:markdown-pw-99@git.corp.test/x or write to writer@corp.test." }
      - { id: p2, title: Mirror, type: link, href: "https://u:hrefpass-3@mirror.corp.test/" }
sites:
  - id: site
    organizationId: org
    title: Site
    publishingAuth: { privateKey: sitekey-original-123 }
shareLinks:
  - { id: link, siteId: site, name: Link, key: share-original-key-456 }
integrations:
  - name: hooks
    ownerId: org
    title: Hooks
    description: Sends webhooks.
    secrets: { signingKey: integration-secret-1 }
    configurations: { space: { webhookToken: config-secret-2, endpoint: "https://hook:config-pw-3@hooks.corp.test/in" } }
installations:
  - { spaceId: docs, integrationName: hooks }
changeRequests:
  - { id: cr, spaceId: docs, subject: "Mirror https://cr:crpass-15@git.corp.test/x", createdById: writer }
comments:
  - id: c1
    spaceId: docs
    authorId: writer
    markdown: "Use https://bot:commentpass-13@ci.corp.test/hook, ask owner@corp.test"
    replies: [{ id: r1, authorId: owner, markdown: "Or ftp://u:replypass-16@files.corp.test" }]
openapiSpecs:
  - { id: s1, organizationId: org, slug: remote, source: { kind: url, url: "https://specuser:specpass-11@specs.corp.test/api.yaml" }, lastVersionId: v1 }
  - { id: s2, organizationId: org, slug: inline, source: { kind: text, text: "{}" }, lastVersionId: v2 }
openapiVersions:
  - { id: v1, specId: s1, format: yaml, url: "https://specuser:specpass-11@specs.corp.test/api.yaml", document: { openapi: 3.1.0, info: { title: Remote, version: "1" }, paths: {} } }
  - id: v2
    specId: s2
    format: json
    url: https://files.docpub.test/openapi/s2/v2/openapi.json
    document:
      openapi: 3.1.0
      info: { title: Inline, version: "1", contact: { email: owner@corp.test } }
      servers: [{ url: "https://srv:srvpass-12@api.corp.test/v1" }]
      paths: {}
`;

describe('capturing a deployment that holds credentials', () => {
  const server = createServer();
  let listening: Listening;
  let token: string;

  beforeAll(async () => {
    listening = await server.listen();
    token = server.control.createWorld({ world: WORLD }).users.find((user) => user.id === 'owner')!.tokens[0]!;
  });
  afterAll(async () => {
    await listening.close();
  });

  it('writes none of them, and says what it replaced and removed', async () => {
    // DocPub keeps a space's sync URL without credentials, also from a world file: a deployment that shows them
    // is played by putting them back into its answers.
    const showingGitCredentials: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      const text = await answer.text();
      const body = text.replaceAll('"https://git.corp.test/docs.git"', '"https://gituser-7f:gitpass-51d2@git.corp.test/docs.git"');
      return new Response(body, { status: answer.status, headers: answer.headers });
    };
    const text = await captureWorld({ baseUrl: listening.url, token, fetch: showingGitCredentials });
    for (const secret of [...SECRETS, token]) expect(text, secret).not.toContain(secret);
    expect(text).toContain('https://git.corp.test/docs.git');
    expect(text).toContain('https:git.corp.test/x');
    expect(text).not.toMatch(/[a-z]+@corp\.test/);
    expect(text).toContain('user-2@example.invalid');
    const header = text.split('\n').filter((line) => line.startsWith('#')).join('\n');
    expect(header).toContain('spaces[0].gitSync.url (URL credentials)');
    expect(header).toContain('integrations[0].configurations.space.webhookToken');
    expect(text).toContain('https://hooks.corp.test/in');
    expect(text).toContain('integrationName: hooks');
    // What else it read is there, without its credentials.
    expect(text).toContain('https://specs.corp.test/api.yaml');
    expect(text).toContain('https://api.corp.test/v1');
    expect(text).toContain('https://ci.corp.test/hook');
    expect(header).toMatch(/openapiSpecs\[0\]\.source\.url \(URL credentials\)/);
    expect(header).toMatch(/comments\[0\]\.markdown \(URL credentials\)/);
    expect(header).toContain('sites[0].publishingAuth.privateKey');
    expect(header).toContain('shareLinks[0].key');
    expect(header).toContain("users[0].tokens (the capturing token's user: a fresh token)");
    // It still loads, and the fresh token works there.
    const world = server.control.createWorld({ world: text });
    const fresh = world.users.find((user) => user.id === 'owner')!.tokens[0]!;
    const me = await fetch(`${listening.url}/user`, { headers: { authorization: `Bearer ${fresh}` } });
    expect(me.status).toBe(200);
  });

  it('keeps e-mail addresses with --keep-emails, never credentials', async () => {
    const text = await captureWorld({ baseUrl: listening.url, token, keepEmails: true });
    expect(text).toContain('writer@corp.test');
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it('the command refuses --token, takes DOCPUB_TOKEN, limits lists with --max-items and reports on stderr', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'capture-'));
    const out = join(dir, 'world.yaml');
    try {
      const { value: codes, stderr } = await keepingStderr(async () => [
        await runCapture(['--base-url', listening.url, '--out', out, '--token', token], { DOCPUB_TOKEN: token }),
        await runCapture([`--token=${token}`, '--base-url', listening.url, '--out', out], {}),
        await runCapture(['--base-url', listening.url, '--out', out], {}),
        await runCapture(['--base-url', listening.url, '--out', out, '--max-items', '1'], { DOCPUB_TOKEN: token }),
      ]);
      expect(codes).toEqual([2, 2, 2, 0]);
      expect(stderr).toContain('set DOCPUB_TOKEN');
      const text = await readFile(out, 'utf8');
      // One member of two; the other is still a user of the file, as the author of what was read.
      const file = parse(text) as { memberships: { userId: string }[]; comments: unknown[] };
      expect(file.memberships.map((membership) => membership.userId)).toEqual(['owner']);
      expect(file.comments).toHaveLength(1);
      expect(stderr).toMatch(/capture: organization org members: 1/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
