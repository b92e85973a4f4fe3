/** Valid requests of the content, revision, change-request and comment operations. */
import type { MatrixWorld, Poster } from '../support/matrix-world.js';
import { POSTERS } from '../support/matrix-world.js';
import type { PrincipalName } from '../support/principals.js';
import { one, type CaseBuilder, type CaseTable, type RequestCase } from './request-case.js';

const reads = { metadata: 'true', computed: 'false' };
const space = (w: MatrixWorld) => ({ spaceId: w.spaceId });
const revision = (w: MatrixWorld) => ({ spaceId: w.spaceId, revisionId: w.revisionId });
const changeRequest = (w: MatrixWorld) => ({ spaceId: w.spaceId, changeRequestId: w.changeRequest.id });

const isPoster = (who: PrincipalName): who is Poster => (POSTERS as readonly string[]).includes(who);

/** The thread `who` posted, or the admin's for those who cannot post (their calls are refused anyway). */
const ownThread = (w: MatrixWorld, who: PrincipalName) => w.comments[isPoster(who) ? who : 'admin'];
/** A thread somebody else posted: the admin's, or for the admin the commenter's. */
const othersThread = (w: MatrixWorld, who: PrincipalName) => w.comments[who === 'admin' ? 'comment' : 'admin'];

type Thread = MatrixWorld['comments'][Poster];
const commentParams = (w: MatrixWorld, thread: Thread) => ({ spaceId: w.spaceId, commentId: thread.commentId });
const replyParams = (w: MatrixWorld, thread: Thread) => ({ ...commentParams(w, thread), commentReplyId: thread.replyId });

const variants =
  (build: (w: MatrixWorld, who: PrincipalName) => Record<string, Omit<RequestCase, 'variant'>>): CaseBuilder =>
  (w, who) =>
    Object.entries(build(w, who)).map(([variant, request]) => ({ variant, ...request }));

const edit = { body: { markdown: 'Edited text' } };

export const contentCases = {
  getRevision: one((w) => ({ params: revision(w), query: reads })),
  getRevisionChanges: one((w) => ({ params: revision(w), query: { ...reads, limit: '5' } })),
  getRevisionPages: one((w) => ({ params: revision(w), query: reads })),
  listRevisionFiles: one((w) => ({ params: revision(w), query: { ...reads, limit: '10' } })),
  getRevisionFile: one((w) => ({ params: { ...revision(w), fileId: w.fileId }, query: reads })),
  getRevisionPageById: one((w) => ({ params: { ...revision(w), pageId: w.pageId }, query: { ...reads, format: 'markdown' } })),
  getRevisionPageByPath: one((w) => ({ params: { ...revision(w), pagePath: w.pagePath }, query: { ...reads, format: 'document' } })),
  getRevisionReusableContent: one((w) => ({ params: { ...revision(w), reusableContentId: w.reusableContentId }, query: reads })),
  getSpaceContent: one((w) => ({ params: space(w), query: reads })),
  getSpaceContentPages: one((w) => ({ params: space(w), query: reads })),
  getSpaceContentPageById: one((w) => ({ params: { ...space(w), pageId: w.pageId }, query: { ...reads, format: 'markdown' } })),
  getSpaceContentPageByPath: one((w) => ({ params: { ...space(w), pagePath: w.pagePath }, query: { ...reads, format: 'markdown' } })),
  listSpaceContentFiles: one((w) => ({ params: space(w), query: { ...reads, limit: '10' } })),
  getSpaceContentFile: one((w) => ({ params: { ...space(w), fileId: w.fileId }, query: reads })),

  listChangeRequests: one((w) => ({ params: space(w), query: { limit: '10', status: 'draft', contributor: w.author.userId } })),
  createChangeRequest: one((w) => ({ params: space(w), body: { subject: 'Another proposal' } })),
  getChangeRequest: one((w) => ({ params: changeRequest(w) })),
  updateChangeRequest: one((w) => ({ params: changeRequest(w), body: { subject: 'Renamed proposal', status: 'draft' } })),
  mergeChangeRequest: one((w) => ({ params: changeRequest(w) })),
  updateChangeRequestFromPrimary: one((w) => ({ params: changeRequest(w) })),
  listChangeRequestReviews: one((w) => ({ params: changeRequest(w), query: { limit: '10', format: 'markdown' } })),
  createChangeRequestReview: one((w) => ({
    params: changeRequest(w),
    body: { status: 'changes-requested', comment: { markdown: 'Please expand.' } },
  })),
  listChangeRequestLinks: one((w) => ({ params: changeRequest(w), query: { limit: '10', status: 'ok', brokenContext: 'all' } })),
  getChangeRequestContent: one((w) => ({ params: changeRequest(w), query: reads })),
  getChangeRequestContentPages: one((w) => ({ params: changeRequest(w), query: reads })),
  getChangeRequestContentPageById: one((w) => ({
    params: { ...changeRequest(w), pageId: w.changeRequest.pageId },
    query: { ...reads, format: 'markdown' },
  })),
  getChangeRequestContentPageByPath: one((w) => ({
    params: { ...changeRequest(w), pagePath: w.changeRequest.pagePath },
    query: { ...reads, format: 'markdown' },
  })),
  editChangeRequestContent: one((w) => ({
    params: changeRequest(w),
    body: {
      changes: [
        { operation: 'insert_page', into: w.pageId, at: 0, title: 'Appendix', slug: 'appendix', document: { markdown: 'More.' } },
        { operation: 'update_page', page: w.changeRequest.pageId, title: 'Proposal v2', document: { markdown: 'Better.' } },
      ],
    },
  })),

  listComments: one((w) => ({ params: space(w), query: { limit: '10', order: 'asc', status: 'all', format: 'markdown', targetPage: w.pageId } })),
  createComment: one((w) => ({ params: space(w), body: { page: w.pageId, body: { markdown: 'New note' } } })),
  getComment: one((w) => ({ params: commentParams(w, w.comments.admin), query: { format: 'markdown' } })),
  updateComment: variants((w, who) => ({
    resolve: { params: commentParams(w, othersThread(w, who)), body: { resolved: true } },
    react: { params: commentParams(w, othersThread(w, who)), body: { addedReactions: ['👍'], removedReactions: ['👀'] } },
    'edit own': { params: commentParams(w, ownThread(w, who)), body: edit },
    "edit others'": { params: commentParams(w, othersThread(w, who)), body: edit },
  })),
  deleteComment: variants((w, who) => ({
    own: { params: commentParams(w, ownThread(w, who)) },
    "others'": { params: commentParams(w, othersThread(w, who)) },
  })),
  listCommentReplies: one((w) => ({ params: commentParams(w, w.comments.admin), query: { limit: '10', format: 'markdown' } })),
  createCommentReply: one((w) => ({ params: commentParams(w, w.comments.admin), body: { body: { markdown: 'Agreed' } } })),
  getCommentReply: one((w) => ({ params: replyParams(w, w.comments.admin), query: { format: 'markdown' } })),
  updateCommentReply: variants((w, who) => ({
    react: { params: replyParams(w, othersThread(w, who)), body: { addedReactions: ['🎉'] } },
    'edit own': { params: replyParams(w, ownThread(w, who)), body: edit },
    "edit others'": { params: replyParams(w, othersThread(w, who)), body: edit },
  })),
  deleteCommentReply: variants((w, who) => ({
    own: { params: replyParams(w, ownThread(w, who)) },
    "others'": { params: replyParams(w, othersThread(w, who)) },
  })),
} satisfies Partial<CaseTable>;
