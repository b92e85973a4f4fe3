/**
 * The demo world's content: space `api` gets a page tree three levels deep (documents, a group, a link
 * page), two files and a reusable content, then two change requests by Eddie Editor (who edits the space
 * through team `writers`): #1 `open`, with edits and a review by Rita Reviewer; #2 a `draft`.
 * Its links include every status: pages and files that exist, an in-app URL, external URLs, and — in
 * change request #1 — a broken page link.
 */
import { editChangeRequestContent } from '../domain/content/change-request-flow.js';
import { insertChangeRequest, recountChangeRequests } from '../domain/content/change-requests.js';
import { insertReview } from '../domain/content/reviews.js';
import { seedContent, type SeedContentInput } from '../domain/content/content-seed.js';
import { DEMO } from './ids.js';
import type { DemoStep } from './step.js';

const { pages, files, reusableContents, changeRequests } = DEMO.content;

const CONTENT: SeedContentInput = {
  kind: 'content',
  spaceId: DEMO.content.space,
  pages: [
    {
      id: pages.gettingStarted,
      title: 'Getting started',
      emoji: '🚀',
      markdown:
        '# Getting started\n\nEvery request needs a token: see [Authentication](/getting-started/authentication).\n' +
        'Lists are paged: see [Pagination](/getting-started/pagination).\n\n![Acme logo](file:file-logo)\n',
      pages: [
        {
          id: pages.authentication,
          title: 'Authentication',
          markdown: 'Send `Authorization: Bearer <token>`. Tokens are described in [API tokens](/getting-started/authentication/api-tokens).\n',
          pages: [
            {
              id: pages.tokens,
              title: 'API tokens',
              markdown: 'Create a token in the [settings](https://app.docpub.test/o/acme/settings/tokens).\n',
            },
            {
              id: pages.oauth,
              title: 'OAuth apps',
              markdown: 'OAuth apps act on behalf of a user. See [RFC 6749](https://www.rfc-editor.org/rfc/rfc6749).\n',
            },
          ],
        },
        {
          id: pages.pagination,
          title: 'Pagination',
          markdown: 'Follow `next.page` until it is absent.\n\n```sh\ncurl "$BASE/orgs/acme/spaces?limit=10"\n```\n',
        },
      ],
    },
    {
      id: pages.reference,
      title: 'Reference',
      type: 'group',
      pages: [
        {
          id: pages.spaces,
          title: 'Spaces',
          markdown: 'A space holds pages; its content is read through [Pages](/reference/pages).\n',
        },
        {
          id: pages.pages,
          title: 'Pages',
          markdown: 'Pages form a tree. The full guide is [in the PDF](file:file-api-guide-pdf).\n',
        },
      ],
    },
    { id: pages.status, title: 'Status page', type: 'link', href: 'https://status.acme.test' },
  ],
  files: [
    { id: files.logo, name: 'logo.png', contentType: 'image/png', size: 4096, dimensions: { width: 512, height: 512 } },
    { id: files.guidePdf, name: 'api-guide.pdf', contentType: 'application/pdf', size: 1_048_576 },
  ],
  reusableContents: [
    { id: reusableContents.support, title: 'Support footer', markdown: 'Questions? Write to support@acme.test.\n' },
  ],
};

export const buildDemoContent: DemoStep = ({ store, clock }) => {
  seedContent(store, clock, CONTENT);
  const space = store.data.spaces.get(DEMO.content.space)!;
  const flow = { store, clock, space, userId: DEMO.users.edit };

  const scopes = insertChangeRequest(store, clock, space, {
    id: changeRequests.tokenScopes,
    subject: 'Document token scopes',
    createdById: DEMO.users.edit,
  });
  editChangeRequestContent(flow, scopes, [
    {
      operation: 'update_page',
      page: pages.tokens,
      document: {
        markdown:
          'Create a token in the [settings](https://app.docpub.test/o/acme/settings/tokens).\n' +
          'Each token carries [scopes](/getting-started/authentication/token-scopes); ' +
          'the full matrix is in [Scope matrix](/getting-started/authentication/scope-matrix).\n',
      },
    },
    {
      operation: 'insert_page',
      into: pages.authentication,
      title: 'Token scopes',
      document: { markdown: '`read` reads, `write` writes. Back to [API tokens](/getting-started/authentication/api-tokens).\n' },
    },
  ]);
  scopes.status = 'open';
  insertReview(store, clock, scopes, {
    reviewerId: DEMO.users.review,
    status: 'changes-requested',
    markdown: 'The scope matrix you link to does not exist yet.',
  });

  const comments = insertChangeRequest(store, clock, space, {
    id: changeRequests.commentsEndpoint,
    subject: 'Describe the comments endpoint',
    createdById: DEMO.users.edit,
  });
  editChangeRequestContent(flow, comments, [
    { operation: 'insert_page', into: pages.reference, title: 'Comments', document: { markdown: 'Comments sit on pages.\n' } },
  ]);
  recountChangeRequests(store, space);
};
