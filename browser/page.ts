/**
 * The browser page's script: the reference server runs inside the page behind msw's service worker, and the
 * SDK calls it with the browser's own `fetch` — so every request really leaves the page, crosses the service
 * worker and comes back. What happened is published on `window.docpubResults` for the test to read (and
 * printed on the page for a human).
 */
import { BadRequestError, DocPub, NotFoundError, PermissionDeniedError } from '@docpub/sdk';
import { createServer, DEMO } from '@docpub/mock-server';
import { mswHandlers } from '@docpub/mock-server/msw';
import { setupWorker } from 'msw/browser';

/** What the page reports, step by step. */
export interface PageResults {
  controlledByServiceWorker: boolean;
  currentUser: string;
  createdSpace: { title: string; organization: string };
  createdSpaceListed: boolean;
  iteratedTitles: string[];
  notFound: string;
  permissionDenied: string;
  badRequest: string;
  requestsSeenByServer: number;
}

declare global {
  interface Window {
    docpubResults?: { ok: true; results: PageResults } | { ok: false; error: string };
  }
}

/** The name of the SDK error class `error` is, or a description of what it was instead. */
async function errorName(call: () => Promise<unknown>, classes: Record<string, new (...args: never[]) => Error>) {
  try {
    await call();
    return 'no error';
  } catch (error) {
    const match = Object.entries(classes).find(([, type]) => error instanceof type);
    return match ? `${match[0]}: ${(error as Error).message}` : `unexpected ${String(error)}`;
  }
}

async function run(): Promise<PageResults> {
  // Same origin as the page, so the calls need no CORS and the worker's scope covers them.
  const server = createServer({ baseUrl: `${location.origin}/v1` });
  const worker = setupWorker(...mswHandlers(server));
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });

  const client = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, maxRetries: 0 });
  const reader = new DocPub({ token: DEMO.tokens.read, baseUrl: server.baseUrl, maxRetries: 0 });

  const me = await client.user.get();
  const created = await client.spaces.create(DEMO.organization, { title: 'Browser notes', emoji: '🌐' });
  const iteratedTitles: string[] = [];
  // limit 1: every item is its own page, so iterating exercises the page tokens.
  for await (const space of client.spaces.list(DEMO.organization, { limit: 1 })) iteratedTitles.push(space.title);

  return {
    controlledByServiceWorker: navigator.serviceWorker.controller !== null,
    currentUser: me.displayName,
    createdSpace: { title: created.title, organization: created.organization },
    createdSpaceListed: iteratedTitles.includes(created.title),
    iteratedTitles,
    notFound: await errorName(() => client.spaces.get('no-such-space'), { NotFoundError }),
    permissionDenied: await errorName(() => reader.spaces.update(DEMO.spaces.handbook, { title: 'Mine now' }), {
      PermissionDeniedError,
    }),
    badRequest: await errorName(() => client.spaces.create(DEMO.organization, { title: 'x'.repeat(51) }), {
      BadRequestError,
    }),
    requestsSeenByServer: server.control.journal().length,
  };
}

const status = document.getElementById('status');
run().then(
  (results) => {
    window.docpubResults = { ok: true, results };
    if (status) status.textContent = 'done';
    document.getElementById('results')!.textContent = JSON.stringify(results, null, 2);
  },
  (error: unknown) => {
    window.docpubResults = { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    if (status) status.textContent = `failed: ${window.docpubResults.error}`;
  },
);
