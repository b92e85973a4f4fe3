/**
 * Testing code that uses the SDK with msw: `setupServer(...mswHandlers(server))` puts the reference server behind
 * Node's real `fetch`, so the code under test needs no test hooks at all — it builds its client the way it
 * does in production. Each test starts from the demo world (`control.reset()`).
 *
 *   npx vitest run examples/testing-with-msw.test.ts
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DocPub, NotFoundError } from '@docpub/sdk';
import { createServer, DEMO } from '@docpub/mock-server';
import { mswHandlers } from '@docpub/mock-server/msw';

// The code under test: a tiny "publish a space as a site" helper, unaware of any mocking.
async function publishSpace(client: DocPub, organizationId: string, spaceId: string) {
  const space = await client.spaces.get(spaceId);
  const site = await client.sites.create(organizationId, { title: `${space.title} docs`, spaces: [spaceId] });
  const published = await client.sites.publish(organizationId, site.id);
  // A plan that needs payment answers with a checkout session instead of the site.
  if ('sessionId' in published) throw new Error(`publishing needs a checkout first: ${published.sessionId}`);
  return published;
}

const reference = createServer({ baseUrl: 'https://api.docpub.test/v1' });
const network = setupServer(...mswHandlers(reference));

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reference.control.reset());
afterAll(() => network.close());

// No `fetch` option: the client uses the global fetch, which msw intercepts.
const client = new DocPub({ token: DEMO.tokens.admin, baseUrl: 'https://api.docpub.test/v1' });

describe('publishSpace, tested against the reference server through msw', () => {
  it('creates a published site named after the space', async () => {
    const site = await publishSpace(client, DEMO.organization, DEMO.spaces.handbook);
    expect(site).toMatchObject({ title: 'Handbook docs', published: true, siteSpaces: 1 });

    // The server's journal shows what the code sent.
    const sent = reference.control.journal().map((entry) => `${entry.method} ${entry.path}`);
    expect(sent).toContain(`POST /v1/orgs/${DEMO.organization}/sites/${site.id}/publish`);
  });

  it('starts each test from the demo world again', async () => {
    const first = await client.sites.list(DEMO.organization);
    expect(first.items.map((site) => site.title)).not.toContain('Handbook docs');
  });

  it('surfaces the server’s 404 as a typed error', async () => {
    await expect(publishSpace(client, DEMO.organization, 'space-gone')).rejects.toBeInstanceOf(NotFoundError);
  });
});
