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
import { languageField, unmodelledObject } from './published-request-fields.js';

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
  /** Whether the caller may read the space's content. */
  view: z.boolean().optional(),
  /** Whether the caller may see the space's invite links. */
  viewInviteLinks: z.boolean().optional(),
  /** Whether the caller may install integrations in the space. */
  installIntegration: z.boolean().optional(),
  /** Whether the caller may start a Git import or export. */
  triggerGitSync: z.boolean().optional(),
  /** Whether the caller may open the space in the web app. */
  access: z.boolean(),
  /** Whether the caller may manage the space (title, integrations, permissions). */
  admin: z.boolean(),
  /** Whether the caller may change the content, through change requests. */
  edit: z.boolean(),
  /** Whether the caller may comment on the content. */
  comment: z.boolean(),
  /** Whether the caller may merge change requests. */
  merge: z.boolean(),
  /** Whether the caller may review change requests. */
  review: z.boolean(),
});

/** A space's link to a Git repository, as the last import or export left it. */
export const gitSyncInfo = resource({
  /** Name of the linked repository. */
  repoName: z.string().optional(),
  /** The Git host, e.g. `github` or `gitlab`. */
  installationProvider: openEnum(['github', 'gitlab']).optional(),
  /** The integration that runs the sync, by name. */
  integration: z.string().optional(),
  /** Address of the repository tree, used to link published pages to their source. */
  url: z.string().optional(),
  /** When the sync's Git details last changed (ISO 8601 date-time). */
  updatedAt: timestamp().optional(),
  /** Id of the Git host installation the sync uses. */
  installationId: z.string().optional(),
  /** State of that installation, as the Git host reports it. */
  installationStatus: z.string().optional(),
  /** Id of the installation this one is nested in, if any. */
  parentInstallationId: z.string().optional(),
  /** The last import or export run, as the service reports it. */
  operation: z.unknown().optional(),
  /** How long an import or export may run before it is stopped, in milliseconds. */
  operationTimeout: z.unknown().optional(),
});
export type GitSyncInfo = z.infer<typeof gitSyncInfo>;

/** A space: a documentation project with revisions, pages and files. */
export const space = resource({
  object: z.literal('space'),
  id: str(),
  /** The space's title, shown in the app and on published sites. */
  title: str(),
  /** The emoji shown next to the title, if one is set. */
  emoji: z.string().optional(),
  /** Who may read the content: `public`, `unlisted`, `share-link`, `visitor-auth`, `in-collection` or `private`. */
  visibility: openEnum(SPACE_VISIBILITIES),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  /** Set while the space is soft-deleted (it can be restored for 7 days). */
  deletedAt: timestamp().optional(),
  /** `live`: members edit the content directly; `locked`: edits are refused. */
  editMode: openEnum(EDIT_MODES).optional(),
  /** Where the space can be found: in the API, in the web app and, once published, on the web. */
  urls: resource({
    location: href(),
    app: href(),
    /** Published address of the content; absent while the space is private. */
    published: href().optional(),
    /** Public address of the content; only set when the visibility is `public`. */
    public: href().optional(),
    /** Address of the space's icon image, if one is set (a space has an emoji or an icon). */
    icon: href().optional(),
  }),
  /** Id of the organization that owns the space. */
  organization: str(),
  /** Id of the collection holding the space; absent at the top of the organization. */
  parent: z.string().optional(),
  /** The linked Git repository, when the space is synchronized with one. */
  gitSync: gitSyncInfo.optional(),
  /** How readers authenticate when the visibility is `visitor-auth`. */
  visitorAuth: resource({
    /** Who signs visitors' tokens, e.g. `custom` (the owner's own backend). */
    backend: openEnum(['custom']),
    /** The integration that authenticates visitors, by name, when one does. */
    integration: z.string().optional(),
  }).optional(),
  /** Id of the primary revision. */
  revision: str(),
  /** Role every organization member gets on the space unless granted another; `null` gives nothing. */
  defaultLevel: defaultLevel.optional(),
  /** Number of open comments on the space. */
  comments: z.number().int(),
  /** Number of change requests on the space, whatever their status. */
  changeRequests: z.number().int(),
  /** Number of open change requests. */
  changeRequestsOpen: z.number().int(),
  /** Number of draft change requests. */
  changeRequestsDraft: z.number().int(),
  /** What the caller may do on this space. */
  permissions: spacePermissions,
  // Fields the published service also sends; the API reference does not show them. Known, so that a report
  // can tell them from fields nobody knows; kept as sent.
  /** Kind of space; absent for an ordinary space (e.g. `styleguide` for a team's writing guide). */
  type: z.string().optional(),
  /** Conditions a change request must meet before it can be merged, as the service sends them. */
  mergeRules: z.unknown().optional(),
  /** Language of the content, as a language code. */
  language: z.string().optional(),
  /** Recent and running imports into the space, newest first (only when reading one space). */
  imports: z.unknown().optional(),
  /** Internal flag of the service's content system; not meant for clients. */
  internal_poweredByV2: z.boolean().optional(),
});
export type Space = z.infer<typeof space>;

/** Body of `POST /orgs/{organizationId}/spaces`. */
export const createSpaceBody = z.object({
  title: text(1, 50),
  emoji: maxText(16).optional(),
  parent: str().optional(),
  editMode: closedEnum(EDIT_MODES).optional(),
  // Published fields DocPub accepts and does not keep (published-request-fields.ts).
  /** The content's language. Accepted, not kept. */
  language: languageField().optional(),
  /** A template to fill the space from. Accepted, not applied: DocPub has no content templates. */
  template: unmodelledObject().optional(),
  /** What a computed space is generated from. Accepted, not kept: DocPub has no computed spaces. */
  computedSource: unmodelledObject().optional(),
  /** `true`: start without starter content. A DocPub space always starts empty, so this changes nothing. */
  empty: z.literal(true, { error: 'must be true' }).optional(),
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
    // Published fields DocPub accepts and does not keep (published-request-fields.ts).
    /** The content's language. Accepted, not kept. */
    language: languageField().optional(),
    /** The space's merge rules. Accepted, not kept: every DocPub space follows its organization's (none). */
    mergeRules: unmodelledObject().optional(),
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
    .object({
      /** Put the item just before this one. */
      before: ref.optional(),
      /** Put the item just after this one. */
      after: ref.optional(),
    })
    .refine((position) => (position.before === undefined) !== (position.after === undefined), {
      error: 'must name exactly one of before and after',
    });

/** Reference to a space, in a move position. */
export const spaceRef = z.object({
  /** Always `space`. */
  type: z.literal('space'),
  /** Id of the space. */
  space: str(),
});

/** Body of `POST /spaces/{spaceId}/move`. */
export const moveSpaceBody = z
  .object({
    /** Id of the collection to move the space into; `null` for the top of the organization. */
    parent: str().nullable().optional(),
    /** Where to put the space among its siblings: before or after another space. */
    position: positionOf(spaceRef).optional(),
  })
  .refine((body) => body.parent !== undefined || body.position !== undefined, {
    error: 'must name a parent or a position',
    path: ['position'],
  });

/** Body of `POST /spaces/{spaceId}/transfer`. */
export const transferSpaceBody = z.object({
  /** Id of the organization to move the space to. */
  organization: str(),
});

/** Query of `GET /spaces/{spaceId}/embed`. */
export const embedQuery = z.object({
  /** The absolute URL to describe. */
  url: z.url({ error: 'must be an absolute URL' }),
});

/** What `GET /spaces/{spaceId}/embed` says of a URL. */
export const embed = resource({
  /** Title of the linked content. */
  title: str(),
  /** Name of the website it is on. */
  site: str(),
  /** Address of the website's icon. */
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
  /** The Git host: `github` or `gitlab`. */
  provider: closedEnum(['github', 'gitlab']),
  /** Address of the repository's tree on the Git host. */
  url: z.url({ error: 'must be an absolute URL' }).optional(),
});

const gitRef = str().regex(/^refs\/heads\/.+$/, { error: 'must have the form refs/heads/<branch>' });

const gitSyncBodyShape = {
  /** Repository URL; basic-auth credentials in it are used once and never stored. */
  url: z.url({ error: 'must be an absolute URL' }),
  /** The branch, as `refs/heads/<branch>`. */
  ref: gitRef,
  /** Key under which the repository is cached across imports and exports. */
  repoCacheID: str().optional(),
  /** Prefix of the addresses of files in the repository, for links to them. */
  repoTreeURL: str().optional(),
  /** Prefix of the addresses of commits in the repository. */
  repoCommitURL: str().optional(),
  /** Directory of the repository that holds the content, when not the root. */
  repoProjectDirectory: str().optional(),
  /** Orders imports and exports: an older one than the last applied is ignored unless `force`. */
  timestamp: dateTime().optional(),
  /** Apply even when an import or export with a later `timestamp` was applied. */
  force: bool().optional(),
  /** Which Git host the sync talks to, recorded on the space. */
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
  /** Message of the commit the export makes (1 to 1000 characters). */
  commitMessage: text(1, 1000),
  /**
   * Export a snapshot not linked to the repository. Accepted, not kept: an export writes the primary content
   * and records the sync as any export does.
   */
  standalone: bool().optional(),
});
