/**
 * The demo world's discussions, on space `api` (demo/content.ts gives it its pages):
 * - `rateLimits` by Rita Reviewer on page "Getting started": open, two replies (Eddie, Ada); reactions
 *   👍 by Eddie and Ada, 👀 by Cora;
 * - `settingsLink` by Cora Commenter on page "API tokens": resolved by Eddie Editor; one reply by Eddie,
 *   with a 🎉 from Cora;
 * - `changelog` by Reed Reader on the space itself (no page): open, no replies.
 * Runs after the content step, since comments must point at pages of the primary content.
 */
import type { Clock } from '../core/clock.js';
import { applyMessageChange, setResolved } from '../domain/comments/message-edits.js';
import { newCommentTarget } from '../domain/comments/targets.js';
import { insertComment, insertReply } from '../domain/comments/threads.js';
import type { MessageRecord } from '../store/collab-records.js';
import type { UserRecord } from '../store/records.js';
import type { Store } from '../store/store.js';
import { DEMO, type DemoUser } from './ids.js';
import type { DemoStep } from './step.js';

const { comments, content } = DEMO;

function person(store: Store, who: DemoUser): UserRecord {
  const user = store.data.users.get(DEMO.users[who]);
  if (!user) throw new Error(`demo user ${who} is missing: buildPeople must run first`);
  return user;
}

/** Demo users react to a message, in order. */
function react(store: Store, clock: Clock, message: MessageRecord, reactions: [DemoUser, string][]): void {
  for (const [who, emoji] of reactions) applyMessageChange(message, { addedReactions: [emoji] }, person(store, who), clock);
}

export const buildComments: DemoStep = ({ store, clock }) => {
  const space = store.data.spaces.get(content.space);
  if (!space) throw new Error(`demo space ${content.space} is missing: buildSpaces must run first`);
  const post = (id: string, who: DemoUser, markdown: string, page?: string) =>
    insertComment(store, clock, space, {
      id,
      authorId: DEMO.users[who],
      markdown,
      target: newCommentTarget(store, space, page === undefined ? {} : { page }),
    });

  const rateLimits = post(comments.rateLimits, 'review', 'Should we mention the rate limits here?', content.pages.gettingStarted);
  insertReply(store, clock, rateLimits, { id: comments.replies.rateLimitsEddie, authorId: DEMO.users.edit, markdown: 'Good idea, adding a section.' });
  insertReply(store, clock, rateLimits, { id: comments.replies.rateLimitsAda, authorId: DEMO.users.admin, markdown: '+1, with the headers.' });
  react(store, clock, rateLimits, [['edit', '👍'], ['admin', '👍'], ['comment', '👀']]);

  const settingsLink = post(comments.settingsLink, 'comment', 'The settings link moved to /settings/api.', content.pages.tokens);
  const fixed = insertReply(store, clock, settingsLink, {
    id: comments.replies.settingsLinkEddie,
    authorId: DEMO.users.edit,
    markdown: 'Fixed in change request #1.',
  });
  react(store, clock, fixed, [['comment', '🎉']]);
  setResolved(settingsLink, true, person(store, 'edit'), clock);

  post(comments.changelog, 'read', 'Is there a changelog for the API?');
};
