/**
 * Deep and wide JSON: bodies nested past the limit answer 400 naming the field and change nothing; no stored
 * value can become too deep to clone or serialise, so later reads keep working for everyone.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_WIDTH, MAX_PAGE_DEPTH } from '../../src/index.js';
import { DEMO, demoServer, messageOf, nestedObject, send, stateOf } from './support.js';

const ADMIN = DEMO.tokens.admin;

describe('bodies nested too deep or too wide', () => {
  const bugs = vi.spyOn(console, 'error');
  afterEach(() => expect(bugs).not.toHaveBeenCalled());

  it.each([
    ['2,100 levels of objects', `{"title":"x","description":${nestedObject(2100)}}`, 'description'],
    ['100,000 levels of objects', `{"title":"x","description":${nestedObject(100_000)}}`, 'description'],
    ['5,000 levels of arrays', `{"title":"x","description":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'description'],
  ])('%s: 400 naming the field, nothing changed', (_label, body, field) => {
    const server = demoServer();
    const before = stateOf(server);
    const response = send(server, 'POST', `/orgs/${DEMO.organization}/collections`, { token: ADMIN, body });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toMatch(new RegExp(`^${field}(\\.a|\\.0)*: nests deeper than ${MAX_JSON_DEPTH} levels`));
    expect(stateOf(server)).toBe(before);
    // The journal keeps such a body as text: recording it cannot overflow the stack either.
    expect(typeof server.control.journal().at(-1)!.body).toBe('string');
  });

  it('lets a body exactly at the depth limit through to the schema, which names its unknown field', () => {
    const server = demoServer();
    const body = `{"title":"Deep but fine","x":${nestedObject(MAX_JSON_DEPTH - 1)}}`;
    const response = send(server, 'POST', `/orgs/${DEMO.organization}/collections`, { token: ADMIN, body });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('x: unknown field');
  });

  it('refuses an array wider than the limit, naming it', () => {
    const server = demoServer();
    const body = JSON.stringify({ title: 'x', tags: new Array(MAX_JSON_WIDTH + 1).fill(0) });
    const response = send(server, 'POST', `/orgs/${DEMO.organization}/collections`, { token: ADMIN, body });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(`tags: has more than ${MAX_JSON_WIDTH} members`);
  });

  it('refuses a __proto__ key with a 400 naming it, rather than dropping it silently', () => {
    const server = demoServer();
    const before = stateOf(server);
    const body = '{"name":"x","script":"s","organization":"acme","secrets":{"__proto__":"v"}}';
    const response = send(server, 'POST', '/integrations/proto-test', { token: ADMIN, body });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('secrets.__proto__: is not an accepted key');
    expect(stateOf(server)).toBe(before);
  });

  it('refuses deep control seeds with a 400, over HTTP', async () => {
    const server = demoServer();
    const response = await server.fetch(`${new URL(server.baseUrl).origin}/__control/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"kind":"content","pages":${nestedObject(3000)}}`,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^pages(\.a)*: nests deeper/);
  });
});

describe('stored documents stay shallow enough to read', () => {
  it('a 4,000-deep OpenAPI text ends as PARSE_ERROR; the spec, its versions and snapshots still read', async () => {
    const server = demoServer();
    const deep = `{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{},"x":${nestedObject(4000)}}`;
    const created = send(server, 'POST', `/orgs/${DEMO.organization}/openapi`, {
      token: ADMIN,
      body: { slug: 'deep', source: { text: deep } },
    });
    expect(created.status).toBe(201);
    await server.control.settle();
    const spec = send(server, 'GET', `/orgs/${DEMO.organization}/openapi/deep`, { token: ADMIN });
    expect(spec.status).toBe(200);
    expect(spec.body).toMatchObject({ lastProcessErrorCode: 'PARSE_ERROR' });
    expect(send(server, 'GET', `/orgs/${DEMO.organization}/openapi/deep/versions`, { token: ADMIN }).status).toBe(200);
    expect(() => server.control.saveSnapshot()).not.toThrow();
  });

  it(`a page tree built through ordinary edits stops at ${MAX_PAGE_DEPTH} levels (400 naming into); reads stay 200`, () => {
    const server = demoServer();
    const space = DEMO.content.space;
    const cr = send(server, 'POST', `/spaces/${space}/change-requests`, { token: ADMIN, body: { subject: 'Deep' } });
    expect(cr.status).toBe(201);
    const number = (cr.body as { number: number }).number;
    const contentPath = `/spaces/${space}/change-requests/${number}/content`;
    let parent: string | undefined;
    for (let level = 1; level <= MAX_PAGE_DEPTH; level++) {
      const change = { operation: 'insert_page', title: `Level ${level}`, document: { markdown: 'x' }, ...(parent ? { into: parent } : {}) };
      const edited = send(server, 'POST', contentPath, { token: ADMIN, body: { changes: [change] } });
      expect(edited.status, messageOf(edited)).toBe(200);
      parent = deepestPage(send(server, 'GET', `${contentPath}/pages`, { token: ADMIN }).body, `Level ${level}`);
    }
    const before = stateOf(server);
    const tooDeep = send(server, 'POST', contentPath, {
      token: ADMIN,
      body: { changes: [{ operation: 'insert_page', title: 'One too deep', document: { markdown: 'x' }, into: parent }] },
    });
    expect(tooDeep.status).toBe(400);
    expect(messageOf(tooDeep)).toBe(`changes.0.into: pages may nest at most ${MAX_PAGE_DEPTH} levels deep`);
    expect(stateOf(server)).toBe(before);
    // Moving a top-level page with sub-pages under the deepest one is refused the same way.
    const move = send(server, 'POST', contentPath, {
      token: ADMIN,
      body: { changes: [{ operation: 'update_page', page: DEMO.content.pages.reference, into: parent }] },
    });
    expect(move.status).toBe(400);
    expect(send(server, 'GET', `${contentPath}/pages`, { token: ADMIN }).status).toBe(200);
  });
});

/** The id of the page titled `title`, searched depth-first without recursion. */
function deepestPage(body: unknown, title: string): string {
  const pending = [...(body as { pages: { id: string; title: string; pages?: unknown[] }[] }).pages];
  for (let page = pending.pop(); page; page = pending.pop()) {
    if (page.title === title) return page.id;
    pending.push(...((page.pages ?? []) as typeof pending));
  }
  throw new Error(`no page ${title}`);
}
