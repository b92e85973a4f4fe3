/**
 * The demo world's ids and tokens, documented for tests, examples and the README. They are fixed strings,
 * the same whatever the seed: the seed only drives the ids of what is created afterwards.
 *
 * | user       | org role (acme)     | token                  | notes                                      |
 * |------------|---------------------|------------------------|--------------------------------------------|
 * | `admin`    | admin               | `demo-admin-token`     | admin on everything of acme                |
 * | `create`   | create              | `demo-create-token`    | may create spaces and collections          |
 * | `review`   | review              | `demo-review-token`    | owner of team `reviewers`                  |
 * | `edit`     | edit                | `demo-edit-token`      | owner of team `writers`                    |
 * | `comment`  | comment             | `demo-comment-token`   | member of team `writers`                   |
 * | `read`     | read                | `demo-read-token`      | member of team `reviewers`                 |
 * | `guest`    | — (no organization) | `demo-guest-token`     | granted `read` on space `internal` only    |
 * | `outsider` | — (admin of globex) | `demo-outsider-token`  | sees nothing of acme                       |
 *
 * Structure of acme: collection `guides` holds collection `api`, which holds space `api`; team `writers`
 * has `edit` on `guides` (so on space `api` through the parent), team `reviewers` has `review` on `api`.
 * Space `handbook` has `defaultLevel` read, `roadmap` comment; `internal` has none and direct grants
 * (guest: read, comment: comment, team reviewers: review). Space `globex` belongs to the second organization.
 */
export const DEMO = {
  seed: 'demo',
  organization: 'acme',
  otherOrganization: 'globex',
  users: {
    admin: 'user-admin',
    create: 'user-create',
    review: 'user-review',
    edit: 'user-edit',
    comment: 'user-comment',
    read: 'user-read',
    guest: 'user-guest',
    outsider: 'user-outsider',
  },
  tokens: {
    admin: 'demo-admin-token',
    create: 'demo-create-token',
    review: 'demo-review-token',
    edit: 'demo-edit-token',
    comment: 'demo-comment-token',
    read: 'demo-read-token',
    guest: 'demo-guest-token',
    outsider: 'demo-outsider-token',
  },
  teams: { writers: 'team-writers', reviewers: 'team-reviewers' },
  collections: { guides: 'collection-guides', api: 'collection-api' },
  spaces: {
    handbook: 'space-handbook',
    api: 'space-api',
    internal: 'space-internal',
    roadmap: 'space-roadmap',
    globex: 'space-globex',
  },
} as const;

/** The name of a demo user (a key of `DEMO.users`). */
export type DemoUser = keyof typeof DEMO.users;
