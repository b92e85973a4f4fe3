/**
 * The published-site area against the reference server: it passes there; it visits only the published URLs the
 * API answered and follows no redirect; no private key, visitor token, share key or cookie reaches any report
 * format, even when a hostile target makes every visit fail and echoes secrets into its answers; it is skipped
 * (never failed) where nothing answers at a published URL; public publishing needs a flag against a deployment,
 * and DocPub's own site search is skipped there with its reason;
 * and what it published is unpublished and deleted when the run is interrupted.
 */
import { createServer, DEMO, type DocPubServer } from '@docpub/mock-server';
import { DocPub } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import {
  cliMain,
  REPORTER_NAMES,
  resolveReporter,
  runConformance,
  type ConformanceResult,
  type FetchFunction,
  type RunOptions,
} from '../src/index.js';
import { deploymentLike, embedded } from './support.js';

const AREA = ['published-site'] as const;

/** What passed over the wire: every secret seen, every anonymous visit, every published URL the API answered. */
class Wire {
  readonly secrets = new Set<string>();
  readonly visits: string[] = [];
  readonly published = new Set<string>();
  readonly sites = new Set<string>();
  /** Bodies of the API requests. */
  readonly apiBodies: string[] = [];

  /** Records `fetch`'s traffic; `hostile` (for anonymous visits) replaces the target's answers. */
  wrap(fetch: FetchFunction, hostile?: (request: Request) => Response | Promise<Response>): FetchFunction {
    return async (input, init) => {
      const request = new Request(input, init);
      const anonymous = !request.headers.has('authorization');
      const url = new URL(request.url);
      if (anonymous) {
        this.visits.push(url.href);
        for (const [name, value] of url.searchParams) if (name === 'jwt_token' || name === 'share') this.secrets.add(value);
        for (const pair of (request.headers.get('cookie') ?? '').split(';')) this.#secret(pair.split('=')[1]);
      }
      if (!anonymous && request.body !== null) this.apiBodies.push(await request.clone().text());
      const response = anonymous && hostile ? await hostile(request) : await fetch(request);
      for (const line of response.headers.getSetCookie()) this.#secret(line.split(';')[0]!.split('=')[1]);
      if (!anonymous && (response.headers.get('content-type') ?? '').includes('json')) {
        const text = await response.clone().text();
        for (const [, key] of text.matchAll(/"privateKey":"([^"]+)"/g)) this.#secret(key);
        for (const [, published] of text.matchAll(/"published":"([^"]+)"/g)) {
          this.published.add(published!);
          for (const value of new URL(published!).searchParams.values()) this.#secret(value);
        }
        if (request.method === 'POST' && /\/orgs\/[^/]+\/sites$/.test(url.pathname)) this.sites.add((JSON.parse(text) as { id: string }).id);
      }
      return response;
    };
  }

  #secret(value: string | undefined): void {
    if (value !== undefined && value.trim().length >= 8) this.secrets.add(decodeURIComponent(value.trim()));
  }
}

/** Every report format of `result`. */
function reports(result: ConformanceResult): Record<string, string> {
  return Object.fromEntries(REPORTER_NAMES.map((name) => [name, resolveReporter(name).render(result)]));
}

function expectNoSecretIn(result: ConformanceResult, wire: Wire) {
  expect(wire.secrets.size).toBeGreaterThan(0);
  for (const [format, text] of Object.entries(reports(result))) {
    for (const secret of wire.secrets) {
      expect(text.includes(secret) || text.includes(encodeURIComponent(secret)), `${format} report holds a secret`).toBe(false);
    }
  }
}

/** Whether every anonymous visit was a published URL the API answered, or below one. */
function expectOnlyPublishedVisits(wire: Wire) {
  const roots = [...wire.published].map((url) => new URL(url));
  for (const visit of wire.visits) {
    const url = new URL(visit);
    const below = roots.some((root) => url.origin === root.origin && (url.pathname === root.pathname || url.pathname.startsWith(`${root.pathname.replace(/\/$/, '')}/`)));
    expect(below, `visited ${url.origin}${url.pathname}`).toBe(true);
  }
}

async function run(server: DocPubServer, wire: Wire, options: RunOptions = {}, hostile?: (request: Request) => Response | Promise<Response>) {
  return runConformance({ only: [...AREA], target: embedded(server, (fetch) => wire.wrap(fetch, hostile)), ...options });
}

async function expectSitesGone(server: DocPubServer, ids: Iterable<string>) {
  const admin = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0, logLevel: 'off' });
  for (const id of ids) await expect(admin.sites.get(DEMO.organization, id), `site ${id}`).rejects.toMatchObject({ status: 404 });
}

describe('the published-site area', () => {
  it('passes against the reference server, visiting only published URLs, and no report shows a secret', async () => {
    const server = createServer();
    const wire = new Wire();
    const result = await run(server, wire);
    expect(result.scenarios.map((scenario) => [scenario.name, scenario.status, scenario.error?.message])).toEqual(
      result.scenarios.map((scenario) => [scenario.name, 'passed', undefined]),
    );
    expect(result.scenarios).toHaveLength(7);
    expect(result.scenarios.map((scenario) => scenario.name)).toContain('site search finds a page behind a condition only for a visitor whose claims open it');
    expect(wire.visits.length).toBeGreaterThan(20);
    expectOnlyPublishedVisits(wire);
    // Neither the fallback URL (a local address) nor a redirect's external destination was fetched.
    expect(wire.visits.filter((visit) => /127\.0\.0\.1:9\/|conformance\.invalid/.test(visit))).toEqual([]);
    expectNoSecretIn(result, wire);
    await expectSitesGone(server, wire.sites);
  }, 120_000);

  it('fails against a hostile site that echoes secrets into its answers, and no report shows any of them', async () => {
    const server = createServer();
    const wire = new Wire();
    // Every visit is answered with a redirect elsewhere, the URL (with its token or key) in the Location, the
    // cookie header in a cookie of its own, and the request's query in the page.
    const hostile = (request: Request) =>
      new Response(`<p>${request.url} ${request.headers.get('cookie') ?? ''}</p>`, {
        status: 302,
        headers: {
          location: `http://evil.example/steal?u=${encodeURIComponent(request.url)}&raw=${request.url}`,
          'set-cookie': `stolen=${new URL(request.url).searchParams.get('jwt_token') ?? 'none'}; Path=/`,
        },
      });
    const result = await run(server, wire, {}, hostile);
    expect(result.failed).toBe(7);
    expect(wire.visits.some((visit) => visit.startsWith('http://evil.example'))).toBe(false);
    expectNoSecretIn(result, wire);
    await expectSitesGone(server, wire.sites);
  }, 120_000);

  it('is skipped with the reason, never failed, where nothing answers at a published URL', async () => {
    const server = createServer();
    const wire = new Wire();
    const result = await run(server, wire, {}, () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:80') });
    });
    expect(result.failed).toBe(0);
    expect(result.skipped).toBe(7);
    for (const scenario of result.scenarios) expect(scenario.skippedReason).toMatch(/^nothing answers at the published URL http:\/\/docpub\.test\/.*ECONNREFUSED/);
    await expectSitesGone(server, wire.sites);
  }, 120_000);

  it('against a deployment, publishes a public or unlisted site only with allowPublicPublish, and says so', async () => {
    const server = createServer();
    const wire = new Wire();
    const target = deploymentLike(server);
    const wrapped = { ...target, fetch: wire.wrap((target as { fetch: FetchFunction }).fetch) };
    const without = await runConformance({ only: [...AREA], target: wrapped });
    const [publicScenario, ...others] = without.scenarios;
    expect(publicScenario).toMatchObject({ status: 'skipped', skippedReason: expect.stringContaining('--allow-public-publish') });
    expect(publicScenario!.skippedReason).toContain('share-link and visitor-auth sites only');
    const searchScenario = others.pop();
    expect(others.map((scenario) => scenario.status)).toEqual(['passed', 'passed', 'passed', 'passed', 'passed']);
    // Site search is DocPub's own page, outside the API: skipped against a deployment, saying so.
    expect(searchScenario).toMatchObject({ status: 'skipped', skippedReason: expect.stringContaining("checks DocPub's own site search") });
    for (const text of Object.values(reports(without))) expect(text).toContain('--allow-public-publish');

    const visibilitiesSeen = async () => {
      const admin = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0, logLevel: 'off' });
      return Promise.all([...wire.sites].map((id) => admin.sites.get(DEMO.organization, id).then((site) => site.visibility, () => 'gone')));
    };
    // Five sites, none ever public or unlisted, all gone.
    expect(await visibilitiesSeen()).toEqual(['gone', 'gone', 'gone', 'gone', 'gone']);
    expect(wire.apiBodies.filter((body) => /"visibility":"(public|unlisted)"/.test(body))).toEqual([]);
    expect(wire.apiBodies.filter((body) => /"visibility":"(share-link|visitor-auth)"/.test(body)).length).toBe(5);
    wire.sites.clear();
    const allowed = await runConformance({ only: [...AREA], target: wrapped, allowPublicPublish: true });
    expect(allowed.scenarios.map((scenario) => scenario.status)).toEqual(['passed', 'passed', 'passed', 'passed', 'passed', 'passed', 'skipped']);
    await expectSitesGone(server, wire.sites);
    expectNoSecretIn(allowed, wire);
  }, 180_000);

  it('interrupted while a public site is published, stops and still unpublishes and deletes what it created', async () => {
    const server = createServer();
    const wire = new Wire();
    const stop = new AbortController();
    let publishedWhileRunning: boolean | undefined;
    const result = await runConformance({
      only: [...AREA],
      signal: stop.signal,
      target: embedded(server, (fetch) =>
        wire.wrap(async (input, init) => {
          const request = new Request(input, init);
          const response = await fetch(request);
          // Ctrl-C right after the first site is published.
          if (request.method === 'POST' && request.url.endsWith('/publish') && !stop.signal.aborted) {
            publishedWhileRunning = true;
            stop.abort();
          }
          return response;
        }),
      ),
    });
    expect(publishedWhileRunning).toBe(true);
    expect(result.interrupted).toBe(true);
    expect(result.scenarios[0]).toMatchObject({ status: 'skipped', skippedReason: expect.stringMatching(/^interrupted at "publish a public site/) });
    expect(result.scenarios.slice(1).map((scenario) => scenario.skippedReason)).toEqual(Array(6).fill('not run: the run was interrupted'));
    expect(wire.sites.size).toBe(1);
    await expectSitesGone(server, wire.sites);
  }, 120_000);

  it('the CLI exits 130 when interrupted, and takes --allow-public-publish', async () => {
    const out: string[] = [];
    const streams = { stdout: { write: (text: string) => out.push(text) }, stderr: { write: (text: string) => out.push(text) } };
    const stop = new AbortController();
    const running = cliMain(['--only', 'published-site', '--allow-public-publish'], streams, {}, stop.signal);
    stop.abort();
    expect(await running).toBe(130);
    expect(out.join('')).toContain('interrupted; stopping, and cleaning up what the run created');
  }, 120_000);
});
