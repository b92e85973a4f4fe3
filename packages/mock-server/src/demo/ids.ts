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
  /** The pages of space `handbook`, published at the root of the site's Guides section (demo-world.yaml). */
  handbook: {
    space: 'space-handbook',
    pages: { welcome: 'page-handbook-welcome', writing: 'page-handbook-writing', help: 'page-handbook-help' },
  },
  /** The content of space `api` and its change requests (demo-world.yaml). */
  content: {
    space: 'space-api',
    pages: {
      gettingStarted: 'page-getting-started',
      authentication: 'page-authentication',
      tokens: 'page-api-tokens',
      oauth: 'page-oauth-apps',
      pagination: 'page-pagination',
      reference: 'page-reference',
      spaces: 'page-ref-spaces',
      pages: 'page-ref-pages',
      status: 'page-status-link',
    },
    files: { logo: 'file-logo', guidePdf: 'file-api-guide-pdf' },
    reusableContents: { support: 'reusable-support' },
    /** #1 `open`, with content changes and a review; #2 `draft`. */
    changeRequests: { tokenScopes: 'cr-token-scopes', commentsEndpoint: 'cr-comments-endpoint' },
  },
  /** OpenAPI specs of acme (demo-world.yaml): ids, slugs and the id of each one's version. */
  openapi: {
    specs: { petstore: 'openapi-petstore', webhooks: 'openapi-webhooks' },
    slugs: { petstore: 'petstore', webhooks: 'webhooks' },
    versions: { petstore: 'openapi-petstore-v1', webhooks: 'openapi-webhooks-v1' },
  },
  /** Translation settings of acme (demo-world.yaml). */
  translations: { docs: 'translations-docs' },
  /** Integration names of the marketplace (demo-world.yaml). */
  integrations: {
    analytics: 'pulse-analytics',
    video: 'video-embed',
    design: 'design-frames',
    apiCatalog: 'api-catalog',
    gitMirror: 'git-mirror',
    chat: 'chat-widget',
    status: 'acme-status',
  },
  /** Acme's published docs site and what it holds (demo-world.yaml). */
  sites: {
    docs: 'site-docs',
    sections: { guides: 'site-section-guides', api: 'site-section-api' },
    groups: { reference: 'site-section-group-reference' },
    siteSpaces: { handbook: 'site-space-handbook', roadmap: 'site-space-roadmap', api: 'site-space-api' },
    redirects: { oldApi: 'site-redirect-old-api' },
    shareLinks: { partners: 'share-link-partners' },
    /** The secret key of share link `partners` (fixed in the demo world; new links get random keys). */
    shareKeys: { partners: 'demo-share-key' },
  },
  /** Comments on space `api` and their replies (demo-world.yaml). */
  comments: {
    /** Open, on page "Getting started", 2 replies, reactions 👍×2 and 👀. */
    rateLimits: 'comment-rate-limits',
    /** Resolved by Eddie, on page "API tokens", 1 reply (with a 🎉). */
    settingsLink: 'comment-settings-link',
    /** Open, on the space (no page), no replies. */
    changelog: 'comment-changelog',
    replies: {
      rateLimitsEddie: 'reply-rate-limits-eddie',
      rateLimitsAda: 'reply-rate-limits-ada',
      settingsLinkEddie: 'reply-settings-link-eddie',
    },
  },
} as const;

/** The name of a demo user (a key of `DEMO.users`). */
export type DemoUser = keyof typeof DEMO.users;
