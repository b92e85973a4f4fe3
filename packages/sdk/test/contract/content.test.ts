import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changeRequest,
  changeRequestLinkList,
  changeRequestReview,
  comment,
  commentReply,
  createdChangeRequest,
  mergeResult,
  operations,
  page,
  pageTree,
  reusableContent,
  revision,
  revisionChanges,
  revisionFile,
  updateResult,
} from '../../src/contract/index.js';
import { firstError } from './support.js';


const ok = (schema: z.ZodType, input: unknown) => expect(firstError(schema, input)).toBeUndefined();
const at = '2024-05-01T10:00:00.000Z';
const ada = { object: 'user', id: 'usr_ada', displayName: 'Ada', email: 'ada@example.com', urls: { location: 'https://x/v1/users/usr_ada' } };

const childPage = { id: 'pg_2', title: 'Install', type: 'document', slug: 'install', path: 'guide/install', markdown: '# Install', pages: [] };
const rootPage = {
  id: 'pg_1',
  title: 'Guide',
  type: 'group',
  slug: 'guide',
  path: 'guide',
  layout: { cover: true, coverSize: 'hero' },
  cover: { ref: { kind: 'file', file: 'file_1' }, yPos: 0 },
  pages: [childPage],
};
const file = { id: 'file_1', name: 'logo.png', contentType: 'image/png', downloadURL: 'https://cdn/x.png', size: 2048, dimensions: { width: 10, height: 20 } };
const revisionExample = {
  object: 'revision',
  id: 'rev_2',
  parents: ['rev_1'],
  pages: [rootPage],
  files: [file],
  reusableContents: [{ id: 'rc_1', title: 'Warning', document: 'doc_1' }],
  createdAt: at,
  git: { oid: 'abc123', message: 'Edit', createdByService: true },
  urls: { app: 'https://app/s/sp_1/rev_2' },
  type: 'edits',
};
const changeRequestExample = {
  object: 'change-request',
  id: 'cr_1',
  number: 1,
  status: 'draft',
  subject: 'Fix typos',
  createdBy: ada,
  createdAt: at,
  updatedAt: at,
  revision: 'rev_3',
  revisionInitial: 'rev_2',
  comments: 0,
  outdated: false,
  urls: { app: 'https://app/cr/1', location: 'https://x/v1/spaces/sp_1/change-requests/cr_1' },
};
const commentExample = {
  object: 'comment',
  id: 'cmt_1',
  postedBy: ada,
  postedAt: at,
  reactions: [{ emoji: '👍', count: 1, users: [{ user: ada, reactedAt: at }] }],
  replies: 2,
  body: { markdown: 'Looks good' },
  target: { space: 'sp_1', page: { id: 'pg_2', title: 'Install', path: 'guide/install', outdated: false }, node: { id: 'n_1' } },
  urls: { location: 'https://x/v1/spaces/sp_1/comments/cmt_1' },
  status: 'resolved',
  resolvedAt: at,
  resolvedBy: ada,
};

describe('content and collaboration responses', () => {
  it('parse realistic examples of every response', () => {
    ok(revision, revisionExample);
    ok(pageTree, { pages: [rootPage] });
    ok(page, childPage);
    ok(revisionFile, file);
    ok(reusableContent, revisionExample.reusableContents[0]);
    ok(revisionChanges, { changes: [{ type: 'page_created', page: { id: 'pg_2', type: 'document', title: 'Install', path: 'guide/install' } }], more: 3 });
    ok(changeRequest, changeRequestExample);
    ok(createdChangeRequest, { ...changeRequestExample, changeRequest: 'cr_1' });
    ok(mergeResult, { revision: 'rev_4', result: 'conflicts' });
    ok(updateResult, { revision: 'rev_5', result: 'update' });
    ok(changeRequestReview, { object: 'change-request-review', id: 'rvw_1', revision: 'rev_3', reviewer: ada, status: 'approved', comment: commentExample, createdAt: at, updatedAt: at });
    ok(comment, commentExample);
    ok(commentReply, { ...commentExample, object: 'comment-reply', replies: undefined, target: undefined, status: undefined });
    const link = { status: 'broken', relation: 'reference', targetReference: { kind: 'page', page: { id: 'pg_9', title: 'Gone', path: 'gone' } }, locationReferences: [{ kind: 'file', file }] };
    ok(changeRequestLinkList, { items: [link], count: 1, stats: { total: 4, broken: { total: 1, changeRequest: 1 } } });
  });

  it('keeps nested pages, unknown enum members and unknown fields', () => {
    const parsed = revision.parse({
      ...revisionExample,
      type: 'imported',
      futureField: { a: 1 },
      pages: [{ ...rootPage, type: 'sheet', pages: [{ ...childPage, extra: true }] }],
    });
    expect(parsed.type).toBe('imported');
    expect((parsed as Record<string, unknown>).futureField).toEqual({ a: 1 });
    expect(parsed.pages[0]?.type).toBe('sheet');
    expect(parsed.pages[0]?.pages?.[0]).toMatchObject({ path: 'guide/install', extra: true });
    expect(changeRequest.parse({ ...changeRequestExample, status: 'in-review' }).status).toBe('in-review');
    expect(comment.parse({ ...commentExample, status: 'hidden', pinned: true })).toMatchObject({ status: 'hidden', pinned: true });
  });

  it('reads a page without slug or path (the API reference does not mark them req)', () => {
    expect(page.parse({ ...childPage, path: undefined, slug: undefined })).toMatchObject({ id: childPage.id });
  });

  it('rejects responses missing what the service always sends', () => {
    expect(firstError(page, { ...childPage, id: undefined })).toBe('id: is required');
    expect(firstError(revision, { ...revisionExample, pages: [{ ...rootPage, pages: [{ id: 'x' }] }] })).toMatch(/^pages\.0\.pages\.0\.title: /);
    // The deprecated `changeRequest` is optional: the published service may leave it out.
    expect(createdChangeRequest.parse(changeRequestExample)).toMatchObject({ id: changeRequestExample.id });
    expect(firstError(createdChangeRequest, { ...changeRequestExample, changeRequest: 7 })).toMatch(/^changeRequest: /);
    expect(updateResult.parse({ revision: 'r', result: 'conflicts' })).toMatchObject({ result: 'conflicts' });
    expect(firstError(updateResult, { revision: 'r', result: 3 })).toMatch(/^result: /);
    expect(firstError(changeRequestLinkList, { items: [], count: 0 })).toMatch(/^stats: /);
  });
});

describe('change request requests', () => {
  const create = operations.createChangeRequest.body;
  const patch = operations.updateChangeRequest.body;
  const list = operations.listChangeRequests.query;

  it('bounds the subject to 100 characters', () => {
    ok(create, {});
    ok(create, { subject: 'a'.repeat(100) });
    expect(firstError(create, { subject: 'a'.repeat(101) })).toBe('subject: must be at most 100 characters');
    expect(firstError(patch, { subject: 'a'.repeat(101) })).toBe('subject: must be at most 100 characters');
  });

  it('sets status to draft, open or archived only: merged goes through merge', () => {
    for (const status of ['draft', 'open', 'archived']) ok(patch, { status });
    expect(firstError(patch, { status: 'merged' })).toBe('status: must be one of draft, open, archived');
  });

  it('filters the list by one known status (there is no `all`)', () => {
    expect(list.parse({ status: 'merged', limit: '5' })).toEqual({ status: 'merged', limit: 5 });
    expect(firstError(list, { status: 'all' })).toBe('status: must be one of draft, open, archived, merged');
    expect(firstError(list, { status: 'closed' })).toBe('status: must be one of draft, open, archived, merged');
    expect(firstError(list, { limit: '1001' })).toBe('limit: must be an integer from 1 to 1000');
  });

  it('requires a known review status and bounds its comment', () => {
    const review = operations.createChangeRequestReview.body;
    ok(review, { status: 'approved', comment: { markdown: 'a'.repeat(20_000) } });
    expect(firstError(review, {})).toBe('status: is required');
    expect(firstError(review, { status: 'rejected' })).toBe('status: must be one of changes-requested, approved');
    expect(firstError(review, { status: 'approved', comment: { markdown: 'a'.repeat(20_001) } })).toBe(
      'comment.markdown: must be 1 to 20000 characters',
    );
  });

  it('filters links by status and broken context', () => {
    const links = operations.listChangeRequestLinks.query;
    ok(links, { status: 'in-app', brokenContext: 'changeRequest' });
    expect(firstError(links, { status: 'dead' })).toBe('status: must be one of ok, broken, in-app');
  });
});

describe('change request content edits', () => {
  const edit = operations.editChangeRequestContent.body;
  const insert = (extra: object) => ({ operation: 'insert_page', title: 'Intro', document: { markdown: '' }, ...extra });

  it('takes 1 to 50 changes', () => {
    ok(edit, { changes: Array.from({ length: 50 }, () => insert({})) });
    expect(firstError(edit, { changes: [] })).toBe('changes: must have 1 to 50 items');
    expect(firstError(edit, { changes: Array.from({ length: 51 }, () => insert({})) })).toBe('changes: must have at most 50 items');
    expect(firstError(edit, {})).toBe('changes: is required');
  });

  it('names a missing or unknown operation', () => {
    expect(firstError(edit, { changes: [{ page: 'pg_1' }] })).toBe('changes.0.operation: is required');
    expect(firstError(edit, { changes: [{ operation: 'move_page' }] })).toBe(
      'changes.0.operation: must be one of insert_page, update_page, delete_page',
    );
    expect(firstError(edit, { changes: ['x'] })).toBe('changes.0: must be an object');
  });

  it('bounds titles, slugs and positions of inserted pages', () => {
    ok(edit, { changes: [insert({ title: 'a', slug: 'a'.repeat(100), at: 0, into: 'pg_1' })] });
    ok(edit, { changes: [insert({ title: 'a'.repeat(128), slug: 'getting-started-2' })] });
    expect(firstError(edit, { changes: [insert({ title: '' })] })).toBe('changes.0.title: must be 1 to 128 characters');
    expect(firstError(edit, { changes: [insert({ title: 'a'.repeat(129) })] })).toBe('changes.0.title: must be 1 to 128 characters');
    expect(firstError(edit, { changes: [insert({ slug: 'a'.repeat(101) })] })).toBe('changes.0.slug: must be at most 100 characters');
    for (const slug of ['Intro', 'a--b', '-a', 'a-', 'a b']) {
      expect(firstError(edit, { changes: [insert({ slug })] }), slug).toBe('changes.0.slug: must match ^[a-z0-9]+(?:-[a-z0-9]+)*$');
    }
    expect(firstError(edit, { changes: [insert({ at: -1 })] })).toBe('changes.0.at: must be an integer of at least 0');
    expect(firstError(edit, { changes: [insert({ at: 1.5 })] })).toBe('changes.0.at: must be an integer');
    expect(firstError(edit, { changes: [insert({ document: undefined })] })).toBe('changes.0.document: is required');
    expect(firstError(edit, { changes: [insert({ document: { markdown: 'a'.repeat(1_000_001) } })] })).toBe(
      'changes.0.document.markdown: must be at most 1000000 characters',
    );
  });

  it('updates and deletes pages by id', () => {
    ok(edit, { changes: [{ operation: 'update_page', page: 'pg_2', into: null, at: 0 }, { operation: 'delete_page', page: 'pg_3' }] });
    expect(firstError(edit, { changes: [{ operation: 'update_page', title: 'x' }] })).toBe('changes.0.page: is required');
    expect(firstError(edit, { changes: [{ operation: 'delete_page' }] })).toBe('changes.0.page: is required');
  });
});

describe('comment requests', () => {
  const create = operations.createComment.body;
  const update = operations.updateComment.body;

  it('requires a body of 1 to 20000 markdown characters', () => {
    ok(create, { page: 'pg_1', node: 'n_1', body: { markdown: 'a' } });
    ok(create, { body: { markdown: 'a'.repeat(20_000) } });
    expect(firstError(create, {})).toBe('body: is required');
    expect(firstError(create, { body: 'hello' })).toBe('body: must be an object');
    expect(firstError(create, { body: { markdown: '' } })).toBe('body.markdown: must be 1 to 20000 characters');
    expect(firstError(create, { body: { markdown: 'a'.repeat(20_001) } })).toBe('body.markdown: must be 1 to 20000 characters');
    expect(firstError(operations.createCommentReply.body, {})).toBe('body: is required');
  });

  it('bounds reactions to 20 emoji of 1 to 32 characters', () => {
    ok(update, { resolved: true, addedReactions: ['x'.repeat(32)], removedReactions: Array(20).fill('👍') });
    expect(firstError(update, { addedReactions: [''] })).toBe('addedReactions.0: must be 1 to 32 characters');
    expect(firstError(update, { addedReactions: ['x'.repeat(33)] })).toBe('addedReactions.0: must be 1 to 32 characters');
    expect(firstError(update, { removedReactions: Array(21).fill('👍') })).toBe('removedReactions: must have at most 20 items');
    expect(firstError(update, { resolved: 'yes' })).toBe('resolved: must be true or false');
    // A reply has no resolved state: the field is dropped, not applied.
    expect(operations.updateCommentReply.body.parse({ resolved: true })).toEqual({});
  });

  it('accepts only known orders, statuses and formats in list queries', () => {
    const list = operations.listComments.query;
    expect(list.parse({ order: 'asc', status: 'all', format: 'document', targetPage: 'pg_1' })).toMatchObject({ order: 'asc' });
    expect(firstError(list, { order: 'up' })).toBe('order: must be one of asc, desc');
    expect(firstError(list, { status: 'closed' })).toBe('status: must be one of open, resolved, all');
    expect(firstError(list, { format: 'html' })).toBe('format: must be one of markdown, document');
    expect(firstError(operations.getCommentReply.query, { format: 'html' })).toBe('format: must be one of markdown, document');
  });
});

describe('content and permission queries', () => {
  it('limits revision changes to 1..1000 and reads metadata flags from text', () => {
    const changes = operations.getRevisionChanges.query;
    expect(changes.parse({ limit: '1000', metadata: 'false', computed: 'true' })).toEqual({ limit: 1000, metadata: false, computed: true });
    expect(firstError(changes, { limit: '0' })).toBe('limit: must be an integer from 1 to 1000');
    expect(firstError(operations.getSpaceContent.query, { metadata: 'no' })).toBe('metadata: must be true or false');
    expect(firstError(operations.getRevisionPageByPath.query, { format: 'html' })).toBe('format: must be one of markdown, document');
    expect(operations.listSpaceContentFiles.query.parse({ page: 'tok', computed: 'false' })).toEqual({ page: 'tok', computed: false });
  });

  it('filters aggregate permissions by a known role', () => {
    const aggregate = operations.listSpaceAggregatePermissions.query;
    expect(aggregate.parse({ role: 'edit' })).toEqual({ role: 'edit' });
    expect(firstError(aggregate, { role: 'owner' })).toBe('role: must be one of admin, create, review, edit, comment, read');
    expect(firstError(operations.updateSpaceUserPermission.body, { role: 'owner' })).toMatch(/^role: must be one of/);
    ok(operations.updateCollectionUserPermission.body, { role: null });
  });
});

describe('the operation table for content and collaboration', () => {
  const table = operations as Record<string, { method: string; path: string; status: number; paginated?: boolean; response?: unknown }>;

  it('answers 204 for deletes and permission changes, 201 for creations, 200 for comments and replies', () => {
    for (const id of ['grantSpacePermissions', 'updateSpaceTeamPermission', 'revokeSpaceUserPermission', 'grantCollectionPermissions', 'updateTeamMembers', 'setTeamMember', 'removeTeamMember', 'deleteComment', 'deleteCommentReply']) {
      expect(table[id]?.status, id).toBe(204);
      expect(table[id]?.response, id).toBeUndefined();
    }
    for (const id of ['createChangeRequest', 'createChangeRequestReview']) {
      expect(table[id]?.status, id).toBe(201);
    }
    // The API reference does not say; the published service answers 200 to a new comment or reply.
    for (const id of ['createComment', 'createCommentReply']) expect(table[id]?.status, id).toBe(200);
  });

  it('marks every list as paginated and nothing else', () => {
    const lists = Object.entries(table).filter(([id]) => /^list(Revision|SpaceContent|ChangeRequest|Comment|Space(Team|User|Aggregate)|Collection(User|Aggregate)|TeamMembers)/.test(id));
    expect(lists.length).toBe(13);
    for (const [id, operation] of lists) expect(operation.paginated, id).toBe(true);
    expect(table.getRevisionChanges?.paginated).toBeUndefined();
    expect(table.getRevisionPages?.paginated).toBeUndefined();
  });
});
