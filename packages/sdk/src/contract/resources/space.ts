import * as z from 'zod';
import {
  bool,
  dateTime,
  href,
  maxText,
  openEnum,
  resource,
  str,
  text,
  timestamp,
  closedEnum,
  url,
} from '../rules.js';
import { integrationBlock } from './integration.js';
import { defaultLevel, roleOrNull } from './role.js';

export const SPACE_VISIBILITIES = [
  'public',
  'unlisted',
  'share-link',
  'visitor-auth',
  'in-collection',
  'private',
] as const;
export const EDIT_MODES = ['live', 'locked'] as const;

/** What the caller may do on a space. */
export const spacePermissions = resource({
  view: z.boolean().optional(),
  viewInviteLinks: z.boolean().optional(),
  installIntegration: z.boolean().optional(),
  triggerGitSync: z.boolean().optional(),
  access: z.boolean(),
  admin: z.boolean(),
  edit: z.boolean(),
  comment: z.boolean(),
  merge: z.boolean(),
  review: z.boolean(),
});

/** A space's link to a Git repository, as the last import or export left it. */
export const gitSyncInfo = resource({
  repoName: z.string().optional(),
  installationProvider: openEnum(['github', 'gitlab']).optional(),
  integration: z.string().optional(),
  url: z.string().optional(),
  updatedAt: timestamp().optional(),
  installationId: z.string().optional(),
  installationStatus: z.string().optional(),
  parentInstallationId: z.string().optional(),
  operation: z.unknown().optional(),
  operationTimeout: z.unknown().optional(),
});
export type GitSyncInfo = z.infer<typeof gitSyncInfo>;

/** A space: a documentation project with revisions, pages and files. */
export const space = resource({
  object: z.literal('space'),
  id: str(),
  title: str(),
  emoji: z.string().optional(),
  visibility: openEnum(SPACE_VISIBILITIES),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  /** Set while the space is soft-deleted (it can be restored for 7 days). */
  deletedAt: timestamp().optional(),
  editMode: openEnum(EDIT_MODES).optional(),
  urls: resource({
    location: href(),
    app: href(),
    published: href().optional(),
    public: href().optional(),
    icon: href().optional(),
  }),
  organization: str(),
  parent: z.string().optional(),
  gitSync: gitSyncInfo.optional(),
  visitorAuth: resource({ backend: openEnum(['custom']), integration: z.string().optional() }).optional(),
  /** Id of the primary revision. */
  revision: str(),
  defaultLevel: defaultLevel.optional(),
  comments: z.number().int(),
  changeRequests: z.number().int(),
  changeRequestsOpen: z.number().int(),
  changeRequestsDraft: z.number().int(),
  permissions: spacePermissions,
  // Fields the published service also sends; the API reference does not show them. Known, so that a report
  // can tell them from fields nobody knows; kept as sent.
  type: z.string().optional(),
  mergeRules: z.unknown().optional(),
  language: z.string().optional(),
  imports: z.unknown().optional(),
  internal_poweredByV2: z.boolean().optional(),
});
export type Space = z.infer<typeof space>;

/** Body of `POST /orgs/{organizationId}/spaces`. */
export const createSpaceBody = z.object({
  title: text(1, 50),
  emoji: maxText(16).optional(),
  parent: str().optional(),
  editMode: closedEnum(EDIT_MODES).optional(),
});

/** Body of `PATCH /spaces/{spaceId}`. */
export const updateSpaceBody = z
  .object({
    editMode: closedEnum(EDIT_MODES).optional(),
    title: text(1, 50).optional(),
    defaultLevel: roleOrNull.optional(),
    /** The space's emoji; `null` removes it. Setting it removes the icon. */
    emoji: maxText(16).nullable().optional(),
    /** The URL of the space's icon image (shown as `urls.icon`); `null` removes it. Setting it removes the emoji. */
    icon: url().max(2048, { error: 'must be at most 2048 characters' }).nullable().optional(),
  })
  // A space shows an emoji or an icon, not both.
  .refine((body) => body.emoji == null || body.icon == null, {
    error: 'give an emoji or an icon, not both',
    path: ['icon'],
  });

/**
 * A position among siblings: before or after another item, one of the two.
 * Without a position, a moved item goes to the end.
 */
export const positionOf = <T extends z.ZodType>(ref: T) =>
  z
    .object({ before: ref.optional(), after: ref.optional() })
    .refine((position) => (position.before === undefined) !== (position.after === undefined), {
      error: 'must name exactly one of before and after',
    });

/** Reference to a space, in a move position. */
export const spaceRef = z.object({ type: z.literal('space'), space: str() });

/** Body of `POST /spaces/{spaceId}/move`. */
export const moveSpaceBody = z
  .object({
    parent: str().nullable().optional(),
    position: positionOf(spaceRef).optional(),
  })
  .refine((body) => body.parent !== undefined || body.position !== undefined, {
    error: 'must name a parent or a position',
    path: ['position'],
  });

/** Body of `POST /spaces/{spaceId}/transfer`. */
export const transferSpaceBody = z.object({ organization: str() });

/** Query of `GET /spaces/{spaceId}/embed`. */
export const embedQuery = z.object({ url: z.url({ error: 'must be an absolute URL' }) });

/** What `GET /spaces/{spaceId}/embed` says of a URL. */
export const embed = resource({
  title: str(),
  site: str(),
  icon: z.string().optional(),
  /** `integration` when an installed integration's block unfurls the URL; `link` for a plain link. */
  type: openEnum(['link', 'rich', 'reader', 'integration']),
  /** The HTML of a `rich` embed. */
  html: z.string().optional(),
  /** The integration rendering an `integration` embed, by name. */
  integration: z.string().optional(),
  /** The block of that integration that renders it. */
  block: integrationBlock.optional(),
});
export type Embed = z.infer<typeof embed>;

/** Which Git host a sync talks to. */
export const gitInfoBody = z.object({
  provider: closedEnum(['github', 'gitlab']),
  url: z.url({ error: 'must be an absolute URL' }).optional(),
});

const gitRef = str().regex(/^refs\/heads\/.+$/, { error: 'must have the form refs/heads/<branch>' });

const gitSyncBodyShape = {
  /** Repository URL; basic-auth credentials in it are used once and never stored. */
  url: z.url({ error: 'must be an absolute URL' }),
  ref: gitRef,
  repoCacheID: str().optional(),
  repoTreeURL: str().optional(),
  repoCommitURL: str().optional(),
  repoProjectDirectory: str().optional(),
  /** Orders imports and exports: an older one than the last applied is ignored unless `force`. */
  timestamp: dateTime().optional(),
  force: bool().optional(),
  gitInfo: gitInfoBody.optional(),
};

/** Body of `POST /spaces/{spaceId}/git/import`. */
export const gitImportBody = z.object({
  ...gitSyncBodyShape,
  /** When true a revision is made without updating the primary content. */
  standalone: bool().optional(),
});

/** Body of `POST /spaces/{spaceId}/git/export`. */
export const gitExportBody = z.object({
  ...gitSyncBodyShape,
  commitMessage: text(1, 1000),
});
