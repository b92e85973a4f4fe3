import { describe } from 'vitest';
import { another, examples } from './fixtures.js';
import { itCalls, itLists, ok } from './harness.js';

const { revision, revisionChanges, pageTree, file, page, reusableContent } = examples;
const R = '/spaces/space-handbook/revisions/rev-3';

describe('client.revisions', () => {
  itCalls([
    {
      name: 'revisions.get',
      call: (client) => client.revisions.get('space-handbook', 'rev-3', { metadata: true }),
      method: 'GET',
      path: R,
      query: { metadata: 'true' },
      reply: ok(revision),
    },
    {
      name: 'revisions.changes',
      call: (client) => client.revisions.changes('space-handbook', 'rev-3', { limit: 25 }),
      method: 'GET',
      path: `${R}/changes`,
      query: { limit: '25' },
      reply: ok(revisionChanges),
    },
    {
      name: 'revisions.pages',
      call: (client) => client.revisions.pages('space-handbook', 'rev-3', { computed: false }),
      method: 'GET',
      path: `${R}/pages`,
      query: { computed: 'false' },
      reply: ok(pageTree),
    },
    {
      name: 'revisions.file',
      call: (client) => client.revisions.file('space-handbook', 'rev-3', 'file-logo'),
      method: 'GET',
      path: `${R}/files/file-logo`,
      reply: ok(file),
    },
    {
      name: 'revisions.page',
      call: (client) => client.revisions.page('space-handbook', 'rev-3', 'page-intro', { format: 'document' }),
      method: 'GET',
      path: `${R}/page/page-intro`,
      query: { format: 'document' },
      reply: ok(another(page, { markdown: undefined, document: { nodes: [{ object: 'block', type: 'heading-1' }] } })),
    },
    {
      name: 'revisions.pageByPath (the path is one encoded segment)',
      call: (client) => client.revisions.pageByPath('space-handbook', 'rev-3', 'guides/intro'),
      method: 'GET',
      path: `${R}/path/guides%2Fintro`,
      reply: ok(page),
    },
    {
      name: 'revisions.reusableContent',
      call: (client) => client.revisions.reusableContent('space-handbook', 'rev-3', 'rc-support'),
      method: 'GET',
      path: `${R}/reusable-contents/rc-support`,
      reply: ok(reusableContent),
    },
  ]);
  itLists([
    {
      name: 'revisions.files',
      list: (client) => client.revisions.files('space-handbook', 'rev-3', { limit: 1 }),
      path: `${R}/files`,
      query: { limit: '1' },
      items: [file, another(file, { id: 'file-manual', name: 'manual.pdf', contentType: 'application/pdf', dimensions: undefined })],
    },
  ]);
});
