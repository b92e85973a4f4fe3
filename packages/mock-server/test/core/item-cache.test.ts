/**
 * Kept list items (core/item-cache.ts): a list page joined from kept JSON is byte for byte what
 * JSON.stringify writes, and a write — through the API or the control API — shows on the next page.
 */
import { describe, expect, it } from 'vitest';
import { cachedPresenter, serializeBody, serializeBodyPayload } from '../../src/core/item-cache.js';
import { createServer } from '../../src/server.js';
import { Store } from '../../src/store/store.js';
import { DEMO } from '../../src/demo/demo.js';

const headers = { authorization: `Bearer ${DEMO.tokens.admin}`, accept: 'application/json' };
const listPath = (query = '') => `/v1/spaces/${DEMO.spaces.api}/comments${query}`;

async function listText(server: ReturnType<typeof createServer>, query = ''): Promise<string> {
  const response = await server.fetch(listPath(query), { headers });
  expect(response.status).toBe(200);
  return response.text();
}

interface CommentPage {
  items: { id: string; replies: number; body: unknown }[];
  count: number;
}

describe('kept list items', () => {
  it('answers a list page byte for byte as JSON.stringify would, kept or not, in process and over HTTP', async () => {
    const server = createServer();
    const first = await listText(server);
    const second = await listText(server);
    expect(second).toBe(first);
    expect(first).toBe(JSON.stringify(JSON.parse(first)));
    expect((JSON.parse(first) as CommentPage).items.length).toBeGreaterThan(1);
    const listening = await server.listen();
    try {
      const overHttp = await fetch(`${listening.url}${listPath().slice('/v1'.length)}`, { headers });
      const text = await overHttp.text();
      // Same store, same records: only the base URL in `urls.location` differs (kept items are per base URL).
      expect(first).toContain('http://docpub.test/v1/');
      expect(text).toBe(first.replaceAll('http://docpub.test/v1', listening.url));
      expect(text).toBe(JSON.stringify(JSON.parse(text)));
    } finally {
      await listening.close();
    }
  });

  it('shows a write made through the API on the next page', async () => {
    const server = createServer();
    const before = JSON.parse(await listText(server)) as CommentPage;
    const target = before.items[0]!;
    const posted = await server.fetch(`${listPath()}/${target.id}/replies`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ body: { markdown: 'A reply that changes the count' } }),
    });
    expect(posted.status).toBe(200);
    const after = JSON.parse(await listText(server)) as CommentPage;
    expect(after.items.find((item) => item.id === target.id)!.replies).toBe(target.replies + 1);
  });

  it('shows the state a control call put back on the next page', async () => {
    const server = createServer();
    const pristine = await listText(server);
    const snapshot = server.control.snapshot();
    const target = (JSON.parse(pristine) as CommentPage).items[0]!;
    await server.fetch(`${listPath()}/${target.id}/replies`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ body: { markdown: 'Soon undone' } }),
    });
    expect(await listText(server)).not.toBe(pristine);
    server.control.restore(snapshot);
    expect(await listText(server)).toBe(pristine);
  });

  it('keeps items per presentation: another body format is presented anew', async () => {
    const server = createServer();
    const markdown = JSON.parse(await listText(server, '?format=markdown')) as CommentPage;
    const document = JSON.parse(await listText(server, '?format=document')) as CommentPage;
    expect(document.items[0]!.body).not.toEqual(markdown.items[0]!.body);
    expect(JSON.parse(await listText(server, '?format=markdown'))).toEqual(markdown);
  });

  it('keeps items per caller: each reader sees their own permissions, on a page, a single read and a space', async () => {
    const server = createServer();
    const as = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });
    type Permissions = { edit: boolean; delete: boolean; reply: boolean };
    type Item = { id: string; postedBy: { id: string }; permissions: Permissions };
    const page = async (token: string) =>
      ((await (await server.fetch(listPath(), { headers: as(token) })).json()) as { items: Item[] }).items;
    const admin = await page(DEMO.tokens.admin);
    const reader = await page(DEMO.tokens.read);
    // The admin may edit every comment; the reader only their own. The admin's page was kept first.
    const others = (items: Item[]) => items.filter((item) => item.postedBy.id !== DEMO.users.read);
    expect(others(reader).length).toBeGreaterThan(0);
    expect(admin.every((item) => item.permissions.edit)).toBe(true);
    expect(others(reader).some((item) => item.permissions.edit)).toBe(false);
    expect(await page(DEMO.tokens.admin)).toEqual(admin);
    const someoneElses = others(reader)[0]!.id;
    const one = async (token: string) =>
      ((await (await server.fetch(`${listPath()}/${someoneElses}`, { headers: as(token) })).json()) as { permissions: Permissions })
        .permissions;
    expect((await one(DEMO.tokens.read)).edit).toBe(false);
    expect((await one(DEMO.tokens.admin)).edit).toBe(true);
    const space = async (token: string) =>
      ((await (await server.fetch(`/v1/spaces/${DEMO.spaces.api}`, { headers: as(token) })).json()) as { permissions: { admin: boolean } })
        .permissions;
    expect((await space(DEMO.tokens.admin)).admin).toBe(true);
    expect((await space(DEMO.tokens.read)).admin).toBe(false);
    expect((await space(DEMO.tokens.admin)).admin).toBe(true);
  });

  it('presents a record again after a write started a new generation, and not before', () => {
    const store = new Store();
    const record = { id: 'r1', title: 'first' };
    let presented = 0;
    const present = (item: typeof record) => {
      presented += 1;
      return { id: item.id, title: item.title };
    };
    const wire = cachedPresenter(store, 'scope', present)(record);
    expect(cachedPresenter(store, 'scope', present)(record)).toBe(wire);
    expect(presented).toBe(1);
    expect(cachedPresenter(store, 'other scope', present)(record)).not.toBe(wire);
    expect(presented).toBe(2);
  });

  it('serializes as JSON.stringify does when the items cannot be joined from kept JSON', () => {
    const store = new Store();
    const kept = cachedPresenter(store, 's', (item: { n: number }) => ({ n: item.n, text: 'é "quoted" \u2028' }));
    const items = [kept({ n: 1 }), kept({ n: 2 })];
    const bodies: unknown[] = [
      { items, count: 2, next: { page: 'p2' } },
      { items },
      { count: 2, items },
      { items: [...items, { n: 3 }], count: 3 },
      { items: [] },
      [items],
      'text',
    ];
    for (const body of bodies) {
      expect(serializeBody(body)).toBe(JSON.stringify(body));
      const payload = serializeBodyPayload(body);
      expect(typeof payload === 'string' ? payload : Buffer.concat(payload).toString('utf8')).toBe(JSON.stringify(body));
    }
    // Kept items are joined as bytes; anything else is sent as its JSON text.
    expect(Array.isArray(serializeBodyPayload(bodies[0]))).toBe(true);
    expect(typeof serializeBodyPayload(bodies[3])).toBe('string');
  });
});
