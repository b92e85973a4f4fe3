/**
 * The guided tour of the DocPub SDK (`npm start`). It runs the embedded reference server in-process and
 * walks through a day of documentation work, printing what happens:
 *
 *  1. list spaces                         6. comment on a page, reply and resolve
 *  2. open a change request               7. publish a site and share it with a link
 *  3. add and edit pages in it            8. iterate a long list with `for await`
 *  4. review and merge it                 9. recover from an injected 429
 *  5. read the merged revision's changes 10. visit the published site as a reader would
 *
 * Each person works with their own token, so the roles of the demo world apply: a writer (edit) proposes,
 * a reviewer (review) approves and merges, an admin publishes.
 */
import { DocPub, RateLimitError, type ChangeRequest, type ClientOptions, type Page } from '@docpub/sdk';
import { createServer, DEMO } from '@docpub/mock-server';
import { bullet, heading, note } from './support/narrate.js';

const server = createServer();
const org = DEMO.organization;
const spaceId = DEMO.spaces.api;

/** A client for one demo user, talking to the embedded server without any network. */
const clientFor = (token: string, options: ClientOptions = {}) =>
  new DocPub({ token, baseUrl: server.baseUrl, fetch: server.fetch, ...options });

const admin = clientFor(DEMO.tokens.admin);
const writer = clientFor(DEMO.tokens.edit);
const reviewer = clientFor(DEMO.tokens.review);
const commenter = clientFor(DEMO.tokens.comment);

/** Depth-first walk of a page tree. */
function* walk(pages: readonly Page[]): Generator<Page> {
  for (const page of pages) {
    yield page;
    yield* walk(page.pages ?? []);
  }
}

async function listSpaces() {
  heading(1, `Spaces of the organization "${org}"`);
  const me = await admin.user.get();
  note(`Signed in as ${me.displayName} (admin).`);
  for await (const space of admin.spaces.list(org)) {
    bullet(`${space.emoji ?? '·'} ${space.title}  (${space.id}, ${space.visibility})`);
  }
}

async function openChangeRequest(): Promise<ChangeRequest> {
  heading(2, 'A writer opens a change request on the API reference space');
  const changeRequest = await writer.changeRequests.create(spaceId, { subject: 'Add a quickstart' });
  bullet(`#${changeRequest.number} "${changeRequest.subject}" is ${changeRequest.status}`);
  return changeRequest;
}

async function addAndEditPages(changeRequest: ChangeRequest): Promise<string> {
  heading(3, 'Pages are added, then edited, inside the change request');
  await writer.changeRequests.content.apply(spaceId, changeRequest.id, {
    changes: [
      { operation: 'insert_page', title: 'Quickstart', slug: 'quickstart', document: { markdown: '# Quickstart\n' } },
      { operation: 'insert_page', title: 'Install', slug: 'install', document: { markdown: 'npm i @docpub/sdk' } },
    ],
  });
  const before = await writer.changeRequests.content.pages(spaceId, changeRequest.id);
  const quickstart = [...walk(before.pages)].find((page) => page.slug === 'quickstart');
  const install = [...walk(before.pages)].find((page) => page.slug === 'install');
  if (!quickstart || !install) throw new Error('the inserted pages are missing from the change request');
  // One atomic edit: new text for the quickstart, and "install" moved under it.
  await writer.changeRequests.content.apply(spaceId, changeRequest.id, {
    changes: [
      { operation: 'update_page', page: quickstart.id, document: { markdown: '# Quickstart\n\nCreate a client, list spaces.' } },
      { operation: 'update_page', page: install.id, into: quickstart.id },
    ],
  });
  const after = await writer.changeRequests.content.pages(spaceId, changeRequest.id);
  const added = new Set([quickstart.id, install.id]);
  for (const page of walk(after.pages)) bullet(`/${page.path}  "${page.title}"${added.has(page.id) ? '  ← new' : ''}`);
  return quickstart.id;
}

async function reviewAndMerge(changeRequest: ChangeRequest): Promise<string> {
  heading(4, 'It is put up for review, approved and merged');
  await writer.changeRequests.update(spaceId, changeRequest.id, { status: 'open' });
  const review = await reviewer.changeRequests.reviews.create(spaceId, changeRequest.id, {
    status: 'approved',
    comment: { markdown: 'Clear and short. Ship it.' },
  });
  bullet(`${review.reviewer?.displayName ?? 'The reviewer'}: ${review.status}`);
  const merged = await reviewer.changeRequests.merge(spaceId, changeRequest.id);
  const after = await reviewer.changeRequests.get(spaceId, changeRequest.id);
  bullet(`merge → result "${merged.result}", revision ${merged.revision}; the change request is now ${after.status}`);
  return merged.revision;
}

async function readChanges(revisionId: string) {
  heading(5, "The merged revision's changes");
  const { changes, more } = await admin.revisions.changes(spaceId, revisionId);
  for (const change of changes) bullet(`${change.type}: /${change.page?.path ?? '?'}`);
  if (more !== undefined && more > 0) note(`…and ${more} more.`);
}

async function commentAndResolve(pageId: string) {
  heading(6, 'A comment on the new page is answered and resolved');
  const comment = await commenter.comments.create(spaceId, {
    page: pageId,
    body: { markdown: 'Should the quickstart mention tokens?' },
  });
  bullet(`comment ${comment.id} is ${comment.status}`);
  await writer.comments.replies.create(spaceId, comment.id, { body: { markdown: 'Good point, added a line.' } });
  const resolved = await writer.comments.update(spaceId, comment.id, { resolved: true });
  bullet(`${resolved.replies ?? 0} reply; now ${resolved.status} by ${resolved.resolvedBy?.displayName ?? '?'}`);
}

async function publishWithShareLink(): Promise<string> {
  heading(7, 'The admin publishes a site, visible to holders of a share link');
  const site = await admin.sites.create(org, { title: 'Acme developer docs', visibility: 'share-link', spaces: [spaceId] });
  const published = await admin.sites.publish(org, site.id);
  // A plan that needs payment answers with a checkout session instead of the site.
  if ('sessionId' in published) throw new Error(`publishing needs a checkout first: ${published.sessionId}`);
  bullet(`site "${published.title}" published: ${published.published}, visibility ${published.visibility}`);
  const link = await admin.sites.shareLinks.create(org, site.id, { name: 'Beta readers' });
  bullet(`share link "${link.name}": ${link.urls.published}`);
  // The reference server carries the link's secret in the `share` query parameter of its URL.
  const shareKey = new URL(link.urls.published ?? site.urls.published ?? 'about:blank').searchParams.get('share') ?? '';
  const profile = await admin.sites.getPublished(org, site.id, { shareKey });
  bullet(`a reader with the key sees "${profile.site.title}" (${profile.structure?.structure.length ?? 0} top-level entries)`);
  return link.urls.published ?? '';
}

async function iterateLongList() {
  heading(8, 'A long list, iterated with for await');
  const titles = Array.from({ length: 120 }, (_, index) => `Release notes ${String(index + 1).padStart(3, '0')}`);
  for (const title of titles) await admin.spaces.create(org, { title });
  let pages = 0;
  const counting = clientFor(DEMO.tokens.admin, { hooks: { beforeRequest: [() => void pages++] } });
  let seen = 0;
  for await (const space of counting.spaces.list(org, { limit: 25 })) {
    if (space.title.startsWith('Release notes')) seen++;
  }
  bullet(`${seen} release-notes spaces seen, fetched lazily in ${pages} pages of up to 25`);
}

async function recoverFrom429() {
  heading(9, 'Rate limited: an injected 429, then automatic recovery');
  const statuses: string[] = [];
  const watched = clientFor(DEMO.tokens.admin, {
    hooks: {
      afterResponse: [(_request, response) => void statuses.push(`${response.status}`)],
    },
  });
  server.control.addFault({ method: 'GET', path: `/v1/spaces/${spaceId}`, status: 429, retryAfter: 1, times: 1 });
  try {
    await watched.spaces.get(spaceId, {}, { maxRetries: 0 });
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    bullet(`without retries: ${error.name} (status ${error.status}), retry after ${error.retryAfter}s`);
  }
  server.control.addFault({ method: 'GET', path: `/v1/spaces/${spaceId}`, status: 429, retryAfter: 1, times: 1 });
  statuses.length = 0;
  const started = Date.now();
  const space = await watched.spaces.get(spaceId);
  bullet(`with retries (the default): answers ${statuses.join(' → ')}, waited ~${Math.round((Date.now() - started) / 1000)}s`);
  bullet(`got "${space.title}"`);
}

/** The text of the first `<h1>` of an HTML page. */
const headingOf = (html: string) => /<h1>(.*?)<\/h1>/.exec(html)?.[1] ?? '(none)';

async function visitPublishedSite(shareUrl: string) {
  heading(10, 'A reader visits the published site (no token, just the share link)');
  // The server serves its published sites too: the URL the API gave is followed as is.
  const page = await server.fetch(shareUrl);
  bullet(`GET ${shareUrl} → ${page.status} ${page.headers.get('content-type')}, page "${headingOf(await page.text())}"`);
  const site = new URL(shareUrl);
  const markdown = await server.fetch(`${site.origin}${site.pathname}/quickstart.md${site.search}`);
  bullet(`the same page as markdown (.md) → ${markdown.status}: ${(await markdown.text()).split('\n')[0]}`);
  const withoutKey = await server.fetch(`${site.origin}${site.pathname}`);
  bullet(`without the key → ${withoutKey.status} (a share-link site is not found by anyone else)`);
  note('`docpub-mock` serves the same pages over HTTP; open the URL it prints in a browser.');
}

async function tour() {
  console.log(`DocPub SDK tour — reference server at ${server.baseUrl} (in-process)`);
  await listSpaces();
  const changeRequest = await openChangeRequest();
  const pageId = await addAndEditPages(changeRequest);
  const revision = await reviewAndMerge(changeRequest);
  await readChanges(revision);
  await commentAndResolve(pageId);
  const shareUrl = await publishWithShareLink();
  await iterateLongList();
  await recoverFrom429();
  await visitPublishedSite(shareUrl);
  console.log(`\nTour complete: the reference server answered ${server.control.journal().length} requests.`);
}

await tour();
