/**
 * A capture of a hostile deployment whose list of members never ends (every page names a next one): the capture
 * stops at the bound of each list (10,000 items unless `--max-items` says otherwise) or of all lists together
 * (100,000 unless `--max-items-total`), and the file's header says which bound stopped it, and where.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCapture } from '../../src/capture/command.js';
import { hostileDeployment, keepingStderr, type HostileDeployment } from './hostile-deployment.js';

const WORLD = `
format: docpub-world/1
organizations: [{ id: org, title: Org }]
users: [{ id: owner, displayName: Owner, email: owner@corp.test, tokens: [capture-token-1] }]
memberships: [{ organizationId: org, userId: owner, role: admin }]
spaces: [{ id: docs, organizationId: org, title: Docs }]
`;

const ENDLESS = /^\/v1\/orgs\/org\/members$/;

describe('capturing a deployment whose list pages never end', () => {
  let deployment: HostileDeployment;
  /** Pages of the endless list served so far. */
  let pagesServed = 0;

  beforeAll(async () => {
    // The deployment: the reference server, but the organization's members go on page after page.
    deployment = await hostileDeployment(WORLD, 'owner', async ({ url }, real) => {
      if (!ENDLESS.test(url.pathname)) return real();
      // The endless list's pages are the deployment's own: the first real one serves as the template of its items.
      const first = await real(url.pathname);
      if (first.status !== 200) return first;
      const template = (JSON.parse(first.text) as { items: { user: { id: string; displayName: string } }[] }).items[0]!;
      const page = Number(url.searchParams.get('page') ?? '0');
      pagesServed += 1;
      const items = Array.from({ length: 100 }, (_, index) => {
        const n = page * 100 + index;
        return { ...template, user: { ...template.user, id: `user-${n}`, displayName: `User ${n}` } };
      });
      return { status: 200, text: JSON.stringify({ items, next: { page: String(page + 1) } }) };
    });
  });
  afterAll(async () => {
    await deployment.close();
  });

  async function capture(flags: string[]): Promise<{ header: string; file: { memberships: unknown[] } }> {
    const dir = await mkdtemp(join(tmpdir(), 'capture-bounds-'));
    try {
      const out = join(dir, 'world.yaml');
      // A later --base-url wins: the last test captures the reference server itself.
      const { value: code, stderr } = await keepingStderr(() =>
        runCapture(['--base-url', deployment.base, '--out', out, ...flags], { DOCPUB_TOKEN: deployment.token }),
      );
      expect(code, stderr).toBe(0);
      const text = await readFile(out, 'utf8');
      const header = text.split('\n').filter((line) => line.startsWith('#')).join('\n');
      return { header, file: parse(text) as { memberships: unknown[] } };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  it('stops at 10,000 items of the list by default, and the header says so', async () => {
    pagesServed = 0;
    const { header, file } = await capture([]);
    expect(file.memberships).toHaveLength(10_000);
    // The last page is asked for only to learn that the list goes on.
    expect(pagesServed).toBe(101);
    expect(header).toContain('# stopped at a bound (only the first items were read): 1');
    expect(header).toContain('organization org members: the first 10000 items (the bound of each list, --max-items)');
  }, 120_000);

  it('stops at the bound of all lists when it comes first (--max-items-total), and the header names it', async () => {
    pagesServed = 0;
    const { header, file } = await capture(['--max-items-total', '250']);
    // What was read before the members (one space, its permissions…) counts too.
    expect(file.memberships.length).toBeGreaterThan(200);
    expect(file.memberships.length).toBeLessThan(250);
    expect(pagesServed).toBe(3);
    expect(header).toContain('250 items in all (the bound of all lists, --max-items-total), reached at organization org members: nothing after it was read');
    expect(header).not.toContain('the bound of each list');
  }, 120_000);

  it('keeps --max-items as the bound of each list; a complete capture says nothing of bounds', async () => {
    const cut = await capture(['--max-items', '30']);
    expect(cut.file.memberships).toHaveLength(30);
    expect(cut.header).toContain('organization org members: the first 30 items (the bound of each list, --max-items)');
    const whole = await capture(['--base-url', deployment.direct]);
    expect(whole.header).not.toContain('bound');
  }, 120_000);
});
