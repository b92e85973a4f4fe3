/**
 * Ids that cannot travel in a header as they are. A world file or a seed may give a record an id with
 * characters above Latin-1 (`org-東京`) or CR/LF; a `Location` made of such an id once made node:http throw after
 * the write was kept, closing the socket with no answer while the journal said 201. The core now encodes a
 * `Location` (percent-encoded UTF-8) and checks every header before it commits, so the answer always arrives
 * whole, whatever the store holds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { headerSafeUrl, unsendableHeader } from '../../src/core/headers.js';
import { membershipKey } from '../../src/store/keys.js';
import { demoServer, DEMO, type Server } from './support.js';

/** Gives the demo organization a second id, `id`, with the demo admin a member of it (as a world file would). */
function organizationWithId(server: Server, id: string): void {
  const data = server.store.data;
  const organization = data.organizations.get(DEMO.organization)!;
  data.organizations.set(id, { ...structuredClone(organization), id });
  const membership = data.memberships.get(membershipKey(DEMO.organization, DEMO.users.admin))!;
  data.memberships.set(membershipKey(id, DEMO.users.admin), { ...membership, organizationId: id });
}

const IDS = ['org-東京', 'org-a\r\nSet-Cookie: x=1', 'org-\u0000nul', 'org-caf\u00e9', 'org- space\ttab', 'org-😀'];

let closing: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closing?.();
  closing = undefined;
});

describe('a created resource under an id a header cannot carry', () => {
  it.each(IDS)('answers 201 whole over HTTP, its Location percent-encoded (%j)', async (id) => {
    const server = demoServer();
    organizationWithId(server, id);
    const listening = await server.listen({ port: 0 });
    closing = () => listening.close();
    const response = await fetch(`${listening.url}/orgs/${encodeURIComponent(id)}/teams`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Travellers' }),
    });
    expect(response.status).toBe(201);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^[\x21-\x7e]+$/);
    const team = (await response.json()) as { id: string };
    // The Location names the resource: decoded, it is the path made of the ids as stored.
    const expected = `/orgs/${id}/teams/${team.id}/members`;
    expect(decodeURIComponent(new URL(location).pathname)).toBe(`/v1${expected}`);
    expect(server.control.journal().at(-1)).toMatchObject({ status: 201 });
  });

  it('answers through server.fetch alike (the Fetch API refuses the same header values)', async () => {
    const server = demoServer();
    organizationWithId(server, 'org-東京');
    const response = await server.fetch(`/v1/orgs/${encodeURIComponent('org-東京')}/teams`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Travellers' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toContain('/orgs/org-%E6%9D%B1%E4%BA%AC/teams/');
  });
});

describe('header values', () => {
  it('encode a URL to visible ASCII, a lone surrogate as U+FFFD, and leave an encoded one as it is', () => {
    expect(headerSafeUrl('http://h/v1/orgs/東京')).toBe('http://h/v1/orgs/%E6%9D%B1%E4%BA%AC');
    expect(headerSafeUrl('http://h/a\r\nb c')).toBe('http://h/a%0D%0Ab%20c');
    expect(headerSafeUrl('http://h/\ud800x')).toBe('http://h/%EF%BF%BDx');
    expect(headerSafeUrl('http://h/v1/orgs/a%20b?x=1')).toBe('http://h/v1/orgs/a%20b?x=1');
  });

  it('name the first value HTTP cannot carry', () => {
    expect(unsendableHeader({ a: 'plain', b: 'caf\u00e9\tok' })).toBeUndefined();
    expect(unsendableHeader({ a: 'plain', b: 'x\r\ny' })).toBe('b');
    expect(unsendableHeader({ c: '東京' })).toBe('c');
  });
});
