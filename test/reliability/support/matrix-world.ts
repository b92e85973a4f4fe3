/**
 * The stage of the authorization matrix and the bad-input sweep: the demo world plus resources whose roles
 * are unambiguous, made through the admin (and the control API where the API has no operation, e.g. files).
 *
 * - space `matrix` (at the root, no default level): each demo user holds its own role there by a direct grant
 *   (`create` holds create, …, `read` holds read), the guest holds read; content seeded, synced with Git,
 *   a change request by another user, comments by the admin and by each user allowed to post;
 * - space `matrix trash`: the same grants, soft-deleted (for restore);
 * - collection `matrix`: the same direct grants;
 * - team `matrix`: owned by the `edit` user, with the bystander as member and `read` on space `matrix`;
 * - a bystander user (org role read, read on the space and collection): the one permission changes target;
 * - an author user (edit on the space): the author of the change request, so that nobody reviews their own.
 *
 * The sites, specs, translations and integrations of the demo world are used as they are.
 */
import { DEMO } from '@docpub/mock-server';
import type { Harness, WireRequest, WireResponse } from './harness.js';
import { ADMIN_TOKEN, ROLE_NAMES } from './principals.js';
import { describeResponse } from './wire.js';

/** Users who may post comments on space `matrix` and so have comments and replies of their own there. */
export const POSTERS = ['admin', 'create', 'review', 'edit', 'comment'] as const;
export type Poster = (typeof POSTERS)[number];

/** The ids of everything the matrix world adds. */
export interface MatrixWorld {
  organizationId: string;
  spaceId: string;
  deletedSpaceId: string;
  collectionId: string;
  teamId: string;
  bystander: { userId: string; token: string };
  author: { userId: string; token: string };
  /** The primary revision of space `matrix` and what it holds. */
  revisionId: string;
  pageId: string;
  pagePath: string;
  fileId: string;
  reusableContentId: string;
  changeRequest: { id: string; number: number; pageId: string; pagePath: string };
  /** Each poster's own comment and reply (the admin's are also "somebody else's" to everyone else). */
  comments: Record<Poster, { commentId: string; replyId: string }>;
  gitUrl: string;
}

/** Sends `request` as the admin (unless it names another token) and insists on a 2xx. */
function must(harness: Harness, request: WireRequest): WireResponse {
  const response = harness.send({ token: ADMIN_TOKEN, ...request });
  if (response.status >= 300) throw new Error(`matrix world: ${request.method} ${request.path} → ${describeResponse(response)}`);
  return response;
}

const idOf = (response: WireResponse) => (response.body as { id: string }).id;

function grantRoles(harness: Harness, target: string, extra: Record<string, string>): void {
  const grant = (role: string, users: string[]) => must(harness, { method: 'POST', path: `${target}/permissions`, body: { role, users } });
  for (const role of ROLE_NAMES.filter((name) => name !== 'admin')) grant(role, [DEMO.users[role]]);
  grant('read', [DEMO.users.guest]);
  for (const [userId, role] of Object.entries(extra)) grant(role, [userId]);
}

function newUser(harness: Harness, displayName: string): { userId: string; token: string } {
  const { user, token } = harness.server.control.createUser({ displayName, orgRole: 'read' });
  return { userId: user.id, token };
}

/** Posts a comment and a reply to it as `token`. */
function postThread(harness: Harness, spaceId: string, token: string, pageId: string) {
  const comment = must(harness, { method: 'POST', path: `/spaces/${spaceId}/comments`, token, body: { body: { markdown: 'A note' }, page: pageId } });
  const commentId = idOf(comment);
  const reply = must(harness, {
    method: 'POST',
    path: `/spaces/${spaceId}/comments/${commentId}/replies`,
    token,
    body: { body: { markdown: 'A reply' } },
  });
  return { commentId, replyId: idOf(reply) };
}

function seedContent(harness: Harness, spaceId: string) {
  const seeded = harness.server.control.seed({
    kind: 'content',
    spaceId,
    pages: [{ title: 'Intro', markdown: '# Intro\n\nSee [details](/intro/details).\n', pages: [{ title: 'Details', markdown: 'More.\n' }] }],
    files: [{ name: 'logo.png', contentType: 'image/png', size: 1024, dimensions: { width: 64, height: 64 } }],
    reusableContents: [{ title: 'Footer', markdown: 'Made by Acme.\n' }],
  }) as { pages: { id: string; path: string }[]; files: { id: string }[]; reusableContents: { id: string }[] };
  return { page: seeded.pages[0]!, fileId: seeded.files[0]!.id, reusableContentId: seeded.reusableContents[0]!.id };
}

function openChangeRequest(harness: Harness, spaceId: string, token: string) {
  const created = must(harness, { method: 'POST', path: `/spaces/${spaceId}/change-requests`, token, body: { subject: 'Matrix proposal' } });
  const { id, number } = created.body as { id: string; number: number };
  const base = `/spaces/${spaceId}/change-requests/${id}`;
  must(harness, {
    method: 'POST',
    path: `${base}/content`,
    token,
    body: { changes: [{ operation: 'insert_page', title: 'Proposal', document: { markdown: 'Proposed text.\n' } }] },
  });
  must(harness, { method: 'PATCH', path: base, token, body: { status: 'open' } });
  must(harness, { method: 'POST', path: `${base}/reviews`, token: DEMO.tokens.review, body: { status: 'approved' } });
  const pages = must(harness, { method: 'GET', path: `${base}/content/pages` }).body as { pages: { id: string; path: string; title: string }[] };
  const proposal = pages.pages.find((page) => page.title === 'Proposal')!;
  return { id, number, pageId: proposal.id, pagePath: proposal.path };
}

/** Builds the matrix world in `harness`'s server and returns its ids. */
export function buildMatrixWorld(harness: Harness): MatrixWorld {
  const org = `/orgs/${DEMO.organization}`;
  const bystander = newUser(harness, 'Bystander');
  const author = newUser(harness, 'Author');
  const collectionId = idOf(must(harness, { method: 'POST', path: `${org}/collections`, body: { title: 'Matrix' } }));
  const spaceId = idOf(must(harness, { method: 'POST', path: `${org}/spaces`, body: { title: 'Matrix' } }));
  const deletedSpaceId = idOf(must(harness, { method: 'POST', path: `${org}/spaces`, body: { title: 'Matrix trash' } }));

  grantRoles(harness, `/spaces/${spaceId}`, { [bystander.userId]: 'read', [author.userId]: 'edit' });
  grantRoles(harness, `/spaces/${deletedSpaceId}`, {});
  grantRoles(harness, `/collections/${collectionId}`, { [bystander.userId]: 'read' });
  must(harness, { method: 'DELETE', path: `/spaces/${deletedSpaceId}` });

  const teamId = idOf(must(harness, { method: 'PUT', path: `${org}/teams`, body: { title: 'Matrix', members: [bystander.userId] } }));
  must(harness, { method: 'PUT', path: `${org}/teams/${teamId}/members/${DEMO.users.edit}`, body: { role: 'owner' } });
  must(harness, { method: 'POST', path: `/spaces/${spaceId}/permissions`, body: { role: 'read', teams: [teamId] } });

  // The catalogue reads the docs site through its share key, which opens only a share-link site.
  must(harness, { method: 'PATCH', path: `${org}/sites/${DEMO.sites.docs}`, body: { visibility: 'share-link' } });
  const content = seedContent(harness, spaceId);
  const gitUrl = 'https://github.com/acme/matrix.git';
  must(harness, { method: 'POST', path: `/spaces/${spaceId}/git/import`, body: { url: gitUrl, ref: 'refs/heads/main' } });
  const changeRequest = openChangeRequest(harness, spaceId, author.token);
  const revisionId = (must(harness, { method: 'GET', path: `/spaces/${spaceId}` }).body as { revision: string }).revision;

  const comments = Object.fromEntries(
    POSTERS.map((poster) => [poster, postThread(harness, spaceId, DEMO.tokens[poster], content.page.id)]),
  ) as MatrixWorld['comments'];

  return {
    organizationId: DEMO.organization,
    spaceId,
    deletedSpaceId,
    collectionId,
    teamId,
    bystander,
    author,
    revisionId,
    pageId: content.page.id,
    pagePath: content.page.path,
    fileId: content.fileId,
    reusableContentId: content.reusableContentId,
    changeRequest,
    comments,
    gitUrl,
  };
}
