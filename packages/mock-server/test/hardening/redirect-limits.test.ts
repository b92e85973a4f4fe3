/**
 * A redirect cannot be made to hold the server's one thread, nor to send a `Location` clients refuse
 * (docs/reference-server-limits.md, "Limits"): an external destination's URL is capped at 2,048 characters by
 * the contract, so the API and world files refuse a longer one; one put in the state in process anyway is never
 * parsed; the path a visitor adds through a wildcard cannot make the `Location` huge; and a visit's work does not
 * grow with the number of redirects. Tried as an attacker would: the issue's own request, then visits.
 */
import { BadRequestError } from '@docpub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createServer } from '../../src/index.js';
import type { SiteRedirectRecord } from '../../src/store/site-records.js';
import { ORG, SITE, SITE_URL, TOKEN, siteServer, worldFile } from '../visitor/support.js';

/** The destination: a valid URL whose path is a long run of slashes. */
const slashes = (count: number) => `https://ok.example/${'/'.repeat(count)}a`;

async function post(server: { fetch: typeof fetch }, path: string, body: unknown, token?: string) {
  const response = await server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: { message: string } } };
}

/** A redirect record as the store keeps it, for a state put together in process. */
function record(id: string, source: string, destination: SiteRedirectRecord['destination'], captureWildcard = true): SiteRedirectRecord {
  return { id, siteId: SITE, source, destination, draft: false, captureWildcard, permanent: false, createdAt: '2026-01-01T00:00:00.000Z', seq: 1000 };
}

/** `server`'s state with `redirects` added, restored as control restores a snapshot (nothing checks them). */
function withRedirects(server: ReturnType<typeof siteServer>['server'], redirects: SiteRedirectRecord[]): void {
  const snapshot = server.control.snapshot();
  for (const redirect of redirects) snapshot.data.siteRedirects.set(redirect.id, redirect);
  server.control.restore(snapshot);
}

describe('the URL of an external redirect', () => {
  it("is refused past 2,048 characters, naming destination.url (the issue's request)", async () => {
    const { server, admin } = siteServer();
    const path = `/v1/orgs/${ORG}/sites/${SITE}/redirects`;
    const attack = await post(server, path, { source: '/slow', destination: { kind: 'external', url: slashes(120_000) }, captureWildcard: true }, TOKEN);
    expect(attack.status).toBe(400);
    expect(attack.body.error?.message).toMatch(/^destination\.url: must be at most 2048 characters/);

    const atCap = `https://ok.example/${'a'.repeat(2048 - 'https://ok.example/'.length)}`;
    expect(atCap).toHaveLength(2048);
    const made = await admin.sites.redirects.create(ORG, SITE, { source: '/at-cap', destination: { kind: 'external', url: atCap } });
    const update = admin.sites.redirects.update(ORG, SITE, made.id, { destination: { kind: 'external', url: `${atCap}b` } });
    await expect(update).rejects.toBeInstanceOf(BadRequestError);
    await expect(update).rejects.toThrow(/destination\.url: must be at most 2048 characters/);
    expect((await admin.sites.redirects.list(ORG, SITE)).items.find((item) => item.id === made.id)?.destination).toEqual({ kind: 'external', url: atCap });
  });

  it('is refused in a world file too, naming the entry', async () => {
    const server = createServer({ world: worldFile() });
    const world = worldFile((file) => {
      file.siteRedirects = [{ id: 'rd-slow', siteId: SITE, source: '/slow', destination: { kind: 'external', url: slashes(120_000) }, captureWildcard: true }];
    });
    const answer = await post(server, '/__control/worlds', { world });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/siteRedirects\[0\]\.destination\.url: must be at most 2048 characters/);
  });

  it('past the cap in a state put together in process, is never parsed: the visit does the same work at any length', async () => {
    const { server, visit } = siteServer();
    withRedirects(server, [
      record('rd-long', '/slow', { kind: 'external', url: slashes(120_000) }),
      record('rd-longer', '/slower', { kind: 'external', url: slashes(240_000) }),
    ]);
    // Every URL parsed during the visits is counted by its length: the work a destination costs is its parse.
    const parsed: number[] = [];
    const original = globalThis.URL;
    globalThis.URL = new Proxy(original, {
      construct: (target, args: ConstructorParameters<typeof URL>) => {
        parsed.push(String(args[0]).length);
        return new target(...args);
      },
    });
    try {
      for (const source of ['slow', 'slower']) {
        const answer = await visit(`${SITE_URL}/${source}/x1`);
        expect(answer.status).toBe(404);
        expect(answer.headers.get('location')).toBeNull();
      }
    } finally {
      globalThis.URL = original;
    }
    // The destination is refused on its length alone: no URL as long as it was ever parsed.
    expect(Math.max(0, ...parsed)).toBeLessThan(2048);
    expect(server.control.journal().at(-1)).toMatchObject({ reason: 'redirect rd-longer leads nowhere' });
  });
});

describe('the Location of a redirect', () => {
  it('appends a captured path to a destination ending in slashes without rescanning them', async () => {
    const { admin, visit } = siteServer();
    const url = `https://ok.example/${'/'.repeat(2000)}`;
    await admin.sites.redirects.create(ORG, SITE, { source: '/slow', destination: { kind: 'external', url }, captureWildcard: true });
    const answer = await visit(`${SITE_URL}/slow/x1`);
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('https://ok.example/x1');
  });

  it('is never longer than 8,192 characters, whatever path a visitor adds below a wildcard', async () => {
    const { admin, visit } = siteServer();
    const url = `https://ok.example/${'a'.repeat(2000)}`;
    await admin.sites.redirects.create(ORG, SITE, { source: '/ext', destination: { kind: 'external', url }, captureWildcard: true });
    await admin.sites.redirects.create(ORG, SITE, { source: '/old', destination: { kind: 'site-space', siteSpaceId: 'ss-guide' }, captureWildcard: true });
    for (const source of ['ext', 'old']) {
      const fits = await visit(`${SITE_URL}/${source}/${'b'.repeat(4000)}`);
      expect(fits.status, source).toBe(307);
      expect(fits.headers.get('location')!.length, source).toBeGreaterThan(4000);
      // `:` is encoded three characters wide: a path that fits a request line can still triple.
      const long = await visit(`${SITE_URL}/${source}/${':'.repeat(3000)}/${'b'.repeat(3000)}`);
      expect(long.status, source).toBe(414);
      expect(long.headers.get('location'), source).toBeNull();
    }
  });
});

describe('matching a visit to a redirect', () => {
  it('reads no redirect per visit, however many the site has: they are indexed once per state', async () => {
    const { server, visit } = siteServer();
    const many = Array.from({ length: 2000 }, (_, index) =>
      record(`rd-${index}`, `/old-${index}/${'deep/'.repeat(50)}end`, { kind: 'site-space', siteSpaceId: 'ss-guide' }, index % 2 === 0),
    );
    withRedirects(server, many);
    expect((await visit(`${SITE_URL}/old-0/${'deep/'.repeat(50)}end/below`)).status).toBe(307);
    const read = vi.spyOn(server.store.data.siteRedirects, 'values');
    try {
      for (let index = 0; index < 50; index++) {
        const below = await visit(`${SITE_URL}/old-${index}/${'deep/'.repeat(50)}end/x${index}`);
        // Even ones capture what is below them; odd ones match their exact source only.
        expect(below.status, String(index)).toBe(index % 2 === 0 ? 307 : 404);
        expect((await visit(`${SITE_URL}/old-${index + 1}/${'deep/'.repeat(50)}end`)).status).toBe(307);
      }
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
    // A change is seen on the next visit.
    await post(server, `/v1/orgs/${ORG}/sites/${SITE}/redirects`, { source: '/fresh', destination: { kind: 'site-space', siteSpaceId: 'ss-guide' } }, TOKEN);
    expect((await visit(`${SITE_URL}/fresh`)).status).toBe(307);
  });
});
