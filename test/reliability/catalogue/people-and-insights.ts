/** Valid requests of the invitations, a user's spaces, content insights and content import. */
import type { CaseTable } from './request-case.js';
import { one } from './request-case.js';

export const peopleAndInsightCases = {
  inviteOrganizationMembers: one((w) => ({
    params: { organizationId: w.organizationId },
    body: { emails: ['matrix.invitee@example.com', { email: 'matrix.editor@example.com', role: 'edit' }], role: 'read', sso: false },
  })),
  listUserSpaces: one((w) => ({ params: { userId: w.author.userId }, query: { limit: '50' } })),
  getSpaceContentInsights: one((w) => ({ params: { spaceId: w.spaceId } })),
  importContent: one((w) => ({ params: { spaceId: w.spaceId }, body: { url: 'https://www.example.com/guides/getting-started', source: 'website' } })),
} satisfies Partial<CaseTable>;
